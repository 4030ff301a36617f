import { messageResponse } from '@neelami/shared/api-responses';
import type { NotificationPreferences } from '@neelami/shared/notifications';
import {
  type NotificationItem,
  notificationListResponse,
  preferencesResponse,
  unreadResponse,
} from '@neelami/shared/notifications-api-responses';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../lib/api';

/**
 * The notification centre's calls (API.md "Alerts, watchlist and saved searches") and their place
 * in the query cache: the newest alerts with the unread count (the bell), the pages of the full
 * list, and the preferences. A realtime alert, a read or "mark all read" changes the cache in place.
 */
export const ALERTS_KEY = ['notifications'] as const;
const RECENT_KEY = [...ALERTS_KEY, 'recent'] as const;
const PAGES_KEY = [...ALERTS_KEY, 'pages'] as const;
export const PREFERENCES_KEY = [...ALERTS_KEY, 'preferences'] as const;

/** How many alerts the bell's panel shows, and one page of the full list. */
export const RECENT_COUNT = 8;
export const PAGE_SIZE = 20;

type List = z.output<typeof notificationListResponse>;

const listPath = (o: { unread?: boolean; before?: string; limit: number }) => {
  const q = new URLSearchParams({ limit: String(o.limit) });
  if (o.unread) q.set('unread', 'true');
  if (o.before) q.set('before', o.before);
  return `notifications?${q}`;
};

/** The newest alerts and the unread count: the bell's badge and panel. */
export const useRecentAlerts = () =>
  useQuery({
    queryKey: RECENT_KEY,
    queryFn: () => api.get(listPath({ limit: RECENT_COUNT }), notificationListResponse),
    staleTime: 30_000,
  });

/** The full list, a page at a time (`before` the last one shown), all or unread only. */
export const useAlertPages = (unreadOnly: boolean) =>
  useInfiniteQuery({
    queryKey: [...PAGES_KEY, unreadOnly],
    queryFn: ({ pageParam }) =>
      api.get(
        listPath({ unread: unreadOnly, before: pageParam, limit: PAGE_SIZE }),
        notificationListResponse,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: List) => (last.data.length < PAGE_SIZE ? undefined : last.data.at(-1)?._id),
  });

/** Every cached list of alerts, changed by `edit` (the bell's and each page of the full list). */
function editLists(qc: QueryClient, edit: (list: List) => List) {
  qc.setQueryData<List>(RECENT_KEY, (old) => old && edit(old));
  qc.setQueriesData<InfiniteData<List>>({ queryKey: PAGES_KEY }, (old) =>
    old ? { ...old, pages: old.pages.map(edit) } : old,
  );
}

/** A realtime alert: on top of the bell's list, with the server's count; the full list reads again. */
export function alertArrived(qc: QueryClient, item: NotificationItem, unread: number) {
  qc.setQueryData<List>(RECENT_KEY, (old) =>
    old
      ? {
          ...old,
          unread,
          data: [item, ...old.data.filter((n) => n._id !== item._id)].slice(0, RECENT_COUNT),
        }
      : old,
  );
  if (!qc.getQueryData(RECENT_KEY)) void qc.invalidateQueries({ queryKey: RECENT_KEY });
  void qc.invalidateQueries({ queryKey: PAGES_KEY });
}

/** Marks one alert read (PUT …/:id/read) and the cache with it; the count comes from the server. */
export async function markAlertRead(qc: QueryClient, id: string) {
  const { unread } = await api.put(`notifications/${encodeURIComponent(id)}/read`, {}, unreadResponse);
  const at = new Date().toISOString();
  editLists(qc, (l) => ({
    ...l,
    unread,
    data: l.data.map((n) => (n._id === id ? { ...n, readAt: n.readAt ?? at } : n)),
  }));
}

/** "Mark all read" (PUT …/read-all). */
export async function markAllAlertsRead(qc: QueryClient) {
  const { unread } = await api.put('notifications/read-all', {}, unreadResponse);
  const at = new Date().toISOString();
  editLists(qc, (l) => ({ ...l, unread, data: l.data.map((n) => ({ ...n, readAt: n.readAt ?? at })) }));
}

/** After a reconnect: the count and the lists are read again (alerts may have come meanwhile). */
export const refreshAlerts = (qc: QueryClient) => qc.invalidateQueries({ queryKey: ALERTS_KEY });

/** GET /api/notifications/preferences. */
export const usePreferences = () =>
  useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async () => (await api.get('notifications/preferences', preferencesResponse)).data,
  });

/** PUT /api/notifications/preferences. */
export const savePreferences = async (body: NotificationPreferences) =>
  (await api.put('notifications/preferences', body, preferencesResponse)).data;

const pushKeyResponse = z.object({ success: z.literal(true), publicKey: z.string().min(1) });

/** The server's Web Push key (GET /api/notifications/push-key), or null where the server has none (404). */
export async function getPushKey(): Promise<string | null> {
  try {
    return (await api.get('notifications/push-key', pushKeyResponse)).publicKey;
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** POST /api/notifications/push-subscriptions: this browser's subscription. */
export const savePushSubscription = (subscription: PushSubscriptionJSON) =>
  api.post('notifications/push-subscriptions', subscription, messageResponse);

/** DELETE /api/notifications/push-subscriptions: this browser's subscription, by its endpoint. */
export const deletePushSubscription = (endpoint: string) =>
  api.delete('notifications/push-subscriptions', messageResponse, { endpoint });
