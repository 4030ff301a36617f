import { Anchor, Box, Button, Divider, Group, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import type { NotificationItem } from '@neelami/shared/notifications-api-responses';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { notifyError } from '../../lib/notify';
import { AlertRow } from './alert-row';
import { markAllAlertsRead, useRecentAlerts } from './api';

/** Props of BellPanel. */
export interface BellPanelProps {
  /** The bell's button, which the panel hangs from. */
  target: ReactNode;
  opened: boolean;
  onClose: () => void;
  onOpenAlert: (item: NotificationItem) => void;
}

/**
 * The bell's panel (a popover, keyboard usable: Tab moves through the alerts, Escape closes it and
 * returns to the bell): the newest alerts, "Mark all read", and "See all" for the full list.
 */
export function BellPanel({ target, opened, onClose, onOpenAlert }: BellPanelProps) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const recent = useRecentAlerts();
  const [marking, setMarking] = useState(false);
  const items = recent.data?.data ?? [];
  const unread = recent.data?.unread ?? 0;
  const now = Date.now();

  const markAll = async () => {
    setMarking(true);
    try {
      await markAllAlertsRead(qc);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : t('common.somethingWentWrong'));
    } finally {
      setMarking(false);
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={(o) => !o && onClose()}
      onClose={onClose}
      position="bottom-end"
      width={380}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      zIndex={300}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown p={0} aria-label={t('bell.title')} role="dialog">
        <Group justify="space-between" px="sm" py="xs" wrap="nowrap">
          <Text fw={700}>{t('bell.title')}</Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={markAll}
            loading={marking}
            disabled={unread === 0}
          >
            {t('bell.markAllRead')}
          </Button>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto">
          <Box p={4}>
            {recent.isPending ? (
              <Group justify="center" p="md">
                <Loader size="sm" aria-label={t('common.loading')} />
              </Group>
            ) : recent.isError ? (
              <Text size="sm" c="red" p="sm">
                {t('bell.loadFailed')}
              </Text>
            ) : items.length === 0 ? (
              <Text size="sm" c="dimmed" p="sm">
                {t('bell.empty')}
              </Text>
            ) : (
              <Stack gap={2}>
                {items.map((n) => (
                  <AlertRow key={n._id} item={n} onOpen={onOpenAlert} now={now} />
                ))}
              </Stack>
            )}
          </Box>
        </ScrollArea.Autosize>
        <Divider />
        <Group justify="center" p="xs">
          <Anchor component={Link} to="/notifications" size="sm" fw={600} onClick={onClose}>
            {t('bell.seeAll')}
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
