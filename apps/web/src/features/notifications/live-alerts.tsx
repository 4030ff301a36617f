import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NotificationItem } from '@neelami/shared/notifications-api-responses';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { t } from '../../i18n/i18n';
import { listenForAlerts } from '../../lib/notifications-channel';
// The socket speaks for the app's session and language, and follows a login, logout or switch.
import '../../lib/use-socket';
import { alertArrived, refreshAlerts } from './api';

/** How long an alert's toast stays (it also waits in the bell). */
const ALERT_TOAST_MS = 8000;

/** A new alert's toast: its title and body, and a link that opens it. */
function showAlertToast(item: NotificationItem, open: (item: NotificationItem) => void) {
  const id = `alert-${item._id}`;
  notifications.show({
    id,
    title: item.title,
    message: (
      <>
        {/* The text's own colour: Mantine dims a titled toast's text below AA contrast. */}
        <Text size="sm" component="span" display="block" c="var(--mantine-color-text)">
          {item.body}
        </Text>
        {/* The toasts' container sits outside the router: the link opens through `open`. */}
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={() => {
            notifications.hide(id);
            open(item);
          }}
        >
          {t('bell.open')}
        </Anchor>
      </>
    ),
    color: 'saffron',
    autoClose: ALERT_TOAST_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': t('common.closeMessage') },
  });
}

/**
 * Keeps a share of the page's socket while a member is logged in (the live room's own, where the
 * page has one): each alert the server pushes goes on top of the bell's list with the server's count
 * and shows a toast; after a reconnect the count and the lists are read again.
 */
export function useLiveAlerts(open: (item: NotificationItem) => void) {
  const qc = useQueryClient();
  const opener = useRef(open);
  opener.current = open;
  useEffect(() => {
    let heardConnect = false;
    return listenForAlerts({
      onNotification: ({ notification, unread }) => {
        alertArrived(qc, notification, unread);
        showAlertToast(notification, (item) => opener.current(item));
      },
      onConnect: () => {
        // The first connection of a socket this page just opened brings nothing the bell's first
        // read has not; every later one (and the first heard on a socket already open) may.
        if (heardConnect) void refreshAlerts(qc);
        heardConnect = true;
      },
    });
  }, [qc]);
}
