import { liveRoomEventResponse } from '@neelami/shared/events-api-responses';
import { api } from '../../../lib/api';

/** GET /api/general/event/:eventId → `termsAccepted`: whether the caller already accepted the event's terms. */
export const getTermsAccepted = async (eventId: string): Promise<boolean> =>
  (await api.get(`general/event/${eventId}`, liveRoomEventResponse)).data.termsAccepted;
