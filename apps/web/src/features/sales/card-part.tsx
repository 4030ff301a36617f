import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of the card. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
