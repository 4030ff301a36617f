import { liveRoomEventResponse } from '@neelami/shared/events-api-responses';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api, earlyQueryData } from '../../../lib/api';

/** GET /api/general/event/:eventId: the event for the live room, its active sub-events and flash messages. */
export const getLiveRoomEvent = async (eventId: string) =>
  (await api.get(`general/event/${eventId}`, liveRoomEventResponse)).data;

/** The room's event query; an unknown event is not asked for again. */
export const liveRoomEventQuery = (eventId: string) => ({
  queryKey: ['live-room-event', eventId],
  queryFn: () => getLiveRoomEvent(eventId),
  retry: (count: number, err: Error) => count < 2 && !(err instanceof ApiError && err.status === 404),
});

/**
 * The room's event: from the first render when the room's early start has its answer already
 * (preload-room.ts), so the lots render once, with their EMD and auto-bid settings.
 */
export const useLiveRoomEvent = (eventId: string) =>
  useQuery({
    ...liveRoomEventQuery(eventId),
    ...earlyQueryData(`general/event/${eventId}`, liveRoomEventResponse, (a) => a.data),
  });
