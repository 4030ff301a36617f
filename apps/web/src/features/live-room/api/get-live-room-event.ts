import { liveRoomEventResponse } from '@neelami/shared/events-api-responses';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';

/** GET /api/general/event/:eventId: the event for the live room, its active sub-events and flash messages. */
export const getLiveRoomEvent = async (eventId: string) =>
  (await api.get(`general/event/${eventId}`, liveRoomEventResponse)).data;

/** The room's event; an unknown event is not asked for again. */
export const useLiveRoomEvent = (eventId: string) =>
  useQuery({
    queryKey: ['live-room-event', eventId],
    queryFn: () => getLiveRoomEvent(eventId),
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status === 404),
  });
