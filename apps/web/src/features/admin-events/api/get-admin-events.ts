import type { AuctionEventWithSubEvents } from '@neelami/shared/events';
import { eventsWithSubEventsResponse } from '@neelami/shared/events-api-responses';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the admin's event list (with sub-events and assignments). */
export const ADMIN_EVENTS_KEY = ['admin', 'events'] as const;

/** GET /api/admin/getAllEvents: every event with its sub-events. */
export const getAdminEvents = async () =>
  (await api.get('admin/getAllEvents', eventsWithSubEventsResponse)).data;

/** Every event with its sub-events. */
export const useAdminEvents = () => useQuery({ queryKey: ADMIN_EVENTS_KEY, queryFn: getAdminEvents });

/** Re-reads the admin's event list. */
export function useRefreshEvents() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY });
}

/** Options for event pickers: name and start (IST). */
export const eventOptions = (events: AuctionEventWithSubEvents[] | undefined) =>
  (events ?? []).map((e) => ({ value: e._id, label: e.auctionName }));
