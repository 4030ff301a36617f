import { liveRoomEventResponse } from '@neelami/shared/events-api-responses';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';

/** GET /api/general/event/:eventId: an event's open lots as the caller sees them (assigned to it or not). */
export const getEventLots = async (eventId: string) =>
  (await api.get(`general/event/${eventId}`, liveRoomEventResponse)).data;

/**
 * Reads an event's lots when asked (once after login, not on render): always from the server and
 * tried once, as a courtesy reminder needs them; nothing is kept fresh or shared with the room.
 */
export function useReadEventLots() {
  const qc = useQueryClient();
  return useCallback(
    (eventId: string) =>
      qc.fetchQuery({
        queryKey: ['event-lots', eventId],
        queryFn: () => getEventLots(eventId),
        staleTime: 0,
        gcTime: 0,
        retry: false,
      }),
    [qc],
  );
}
