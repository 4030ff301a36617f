import { Box, Group, Text, UnstyledButton } from '@mantine/core';
import { formatIst } from '@neelami/shared/ist';
import type { NotificationItem } from '@neelami/shared/notifications-api-responses';
import { useTranslation } from '../../i18n/i18n';
import { alertTime } from './alert-time';
import classes from './alerts.module.css';

/** Props of AlertRow. */
export interface AlertRowProps {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
  now: number;
}

/** One alert: a button that opens it, with its title, body and time; an unread one is marked. */
export function AlertRow({ item, onOpen, now }: AlertRowProps) {
  const { t, language } = useTranslation();
  const unread = !item.readAt;
  return (
    <UnstyledButton className={classes.row} data-unread={unread || undefined} onClick={() => onOpen(item)}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box className={classes.dot} aria-hidden />
        <Box miw={0} style={{ flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            <Text size="sm" fw={unread ? 700 : 500} lh={1.3}>
              {unread && <span className={classes.visuallyHidden}>{t('bell.unread')}: </span>}
              {item.title}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} title={formatIst(item.createdAt)}>
              {alertTime(item.createdAt, now, t, language)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lh={1.35} mt={2}>
            {item.body}
          </Text>
        </Box>
      </Group>
    </UnstyledButton>
  );
}
