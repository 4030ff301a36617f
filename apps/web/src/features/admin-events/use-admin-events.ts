import type { AuctionEventWithSubEvents } from '@neelami/shared/events';
import { messages } from '@neelami/shared/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api';
import { ALERT_MS, notifyError, notifySuccess } from '../../lib/notify';

/** Query key of the admin's event list (with sub-events and assignments). */
export const ADMIN_EVENTS_KEY = ['admin', 'events'] as const;

/** Every event with its sub-events (GET /api/admin/getAllEvents). */
export function useAdminEvents() {
  return useQuery({
    queryKey: ADMIN_EVENTS_KEY,
    queryFn: async () =>
      (await api.get<{ success: true; data: AuctionEventWithSubEvents[] }>('admin/getAllEvents')).data,
  });
}

/** Re-reads the admin's event list. */
export function useRefreshEvents() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY });
}

/** The server's message for a refused input (400/404/409), else `fallback` (SPEC §8). */
export function failureMessage(err: unknown, fallback: string = messages.failedToSave): string {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401)
    return err.message;
  return fallback;
}

/** Success toast of an admin save (SPEC §9: default 3 s). */
export const saved = (message: string) => notifySuccess(message, ALERT_MS.default);

/** Failure toast of an admin save; SPEC §9 gives some admin alerts 30 s so they can be read. */
export const failed = (err: unknown, fallback?: string) =>
  notifyError(failureMessage(err, fallback), ALERT_MS.admin);

/** Options for event pickers: name and start (IST). */
export const eventOptions = (events: AuctionEventWithSubEvents[] | undefined) =>
  (events ?? []).map((e) => ({ value: e._id, label: e.auctionName }));
