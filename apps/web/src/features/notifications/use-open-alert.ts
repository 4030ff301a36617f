import type { NotificationItem } from '@neelami/shared/notifications-api-responses';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { markAlertRead } from './api';

/**
 * Opens an alert: its link (a screen of the app, or another site in a new tab) and, when unread,
 * marks it read. Opening does not wait for the mark: a failed mark leaves it unread for next time.
 */
export function useOpenAlert(): (item: NotificationItem) => void {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (item: NotificationItem) => {
      if (!item.readAt) void markAlertRead(qc, item._id).catch(() => {});
      if (/^https?:\/\//.test(item.link)) window.open(item.link, '_blank', 'noopener');
      else if (item.link) navigate(item.link);
    },
    [qc, navigate],
  );
}
