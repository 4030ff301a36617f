import type { AuctionEventWithSubEvents } from '@neelami/shared/events';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

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

/** Options for event pickers: name and start (IST). */
export const eventOptions = (events: AuctionEventWithSubEvents[] | undefined) =>
  (events ?? []).map((e) => ({ value: e._id, label: e.auctionName }));
