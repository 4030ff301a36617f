import { Button, Center, Container, Stack, Text, Title } from '@mantine/core';
import { messages } from '@neelami/shared/messages';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { tm, useTranslation } from '../../i18n/i18n';

/** 404 page for any unknown path (SPEC §2, §8). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={80}>
      <Center>
        <Stack align="center" gap="md" ta="center" maw={560}>
          <Text fz={96} fw={900} lh={1} c="var(--mantine-color-anchor)" aria-hidden>
            404
          </Text>
          <Title order={1} size="h2">
            {tm(messages.notFoundPage)}
          </Title>
          <Text c="dimmed">{t('notFound.text')}</Text>
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />}>
            {t('notFound.home')}
          </Button>
        </Stack>
      </Center>
    </Container>
  );
}
