import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

/** Props of PageHeading. */
export interface PageHeadingProps {
  title: string;
  intro: string;
}

/** An admin page's heading and the line under it that says what the page is for. */
export function PageHeading({ title, intro }: PageHeadingProps) {
  return (
    <div>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm">
        {intro}
      </Text>
    </div>
  );
}

/** Props of FormPanel. */
export interface FormPanelProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  submitIcon: ReactNode;
  submitting: boolean;
  /** Buttons before the submit button (Cancel while editing). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * An admin form in its bordered panel: the fields stacked, the submit button at the end on the
 * right. The browser does not validate; the shared schema does, so every message reads alike.
 */
export function FormPanel({
  label,
  onSubmit,
  submitLabel,
  submitIcon,
  submitting,
  actions,
  children,
}: FormPanelProps) {
  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={onSubmit} noValidate aria-label={label}>
        <Stack>
          {children}
          <Group justify="flex-end">
            {actions}
            <Button type="submit" loading={submitting} leftSection={submitIcon}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
