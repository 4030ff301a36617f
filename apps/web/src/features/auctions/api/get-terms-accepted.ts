import { liveRoomEventResponseSchema } from '@neelami/shared/events-responses';
import { api } from '../../../lib/api';

/** GET /api/general/event/:eventId → `termsAccepted`: whether the caller already accepted the event's terms. */
export const getTermsAccepted = async (eventId: string): Promise<boolean> =>
  (await api.get(`general/event/${eventId}`, liveRoomEventResponseSchema)).data.termsAccepted;
