/**
 * The Admin's live-room actions (API.md "Realtime"): `get_active_users` and `admin_broadcast`.
 * Only the Admin may; the payload is parsed with the shared schema; the event and sub-event must
 * exist (and belong together).
 */
import {
  activeUsersSchema,
  adminBroadcastSchema,
  bidMessages,
  type ParticipantView,
} from '@neelami/shared/bidding';
import type { AckFailure } from '@neelami/shared/realtime';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/access';
import { hasRole } from '../../plugins/access';
import { findEventById, findSubEventById } from '../events/event-queries';
import type { LiveRoom } from './live-room-context';

/** What the Admin's actions need: the service (database, clock) and the rooms' state. */
type AdminRoom = Pick<LiveRoom, 'service' | 'room'>;

/** The refusal when `user` is not an Admin, else null. */
export function refuseUnlessAdmin(user: AuthUser | null): AckFailure | null {
  if (user && hasRole(user, ['Admin'])) return null;
  return { success: false, message: bidMessages.adminOnly, code: user ? 'FORBIDDEN' : 'UNAUTHORIZED' };
}

/** The first message of a zod failure, as the ack's INVALID_INPUT refusal. */
export const invalidPayload = (error: z.ZodError): AckFailure => ({
  success: false,
  message: error.issues[0]?.message ?? 'Invalid request',
  code: 'INVALID_INPUT',
});

export type ActiveUsers =
  | { success: true; subEventId: string; seq: number; users: ParticipantView[]; serverTime: string }
  | AckFailure;

/** `get_active_users`: who was and is in the sub-event's room (Admin). */
export async function listActiveUsers(
  { service, room }: AdminRoom,
  req: { user: AuthUser | null; payload: unknown },
): Promise<ActiveUsers> {
  const refusal = refuseUnlessAdmin(req.user);
  if (refusal) return refusal;
  const parsed = activeUsersSchema.safeParse(req.payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const { subEventId } = parsed.data;
  const snap = await room.snapshot(subEventId);
  if (!snap) return { success: false, message: bidMessages.unknownSubEvent, code: 'NOT_FOUND' };
  const users = await room.participants(subEventId, true);
  return { success: true, subEventId, seq: snap.seq, users, serverTime: service.clock().toISOString() };
}

export type Broadcast =
  | { success: true; eventId: string; subEventId?: string; seq?: number; message: string }
  | AckFailure;

/**
 * `admin_broadcast`: what the Admin says to the event's or a sub-event's room (SPEC §6: live only,
 * not saved — flash messages are the saved ones). One to a sub-event carries its current seq.
 */
export async function decideBroadcast(
  { service, room }: AdminRoom,
  req: { user: AuthUser | null; payload: unknown },
): Promise<Broadcast> {
  const refusal = refuseUnlessAdmin(req.user);
  if (refusal) return refusal;
  const parsed = adminBroadcastSchema.safeParse(req.payload);
  if (!parsed.success) return invalidPayload(parsed.error);
  const { eventId, subEventId, message } = parsed.data;
  if (!(await findEventById(service.db, eventId))) {
    return { success: false, message: bidMessages.unknownEvent, code: 'NOT_FOUND' };
  }
  if (!subEventId) return { success: true, eventId, message };
  const se = await findSubEventById(service.db, subEventId);
  if (!se || se.eventId !== eventId) {
    return { success: false, message: bidMessages.unknownSubEvent, code: 'NOT_FOUND' };
  }
  const seq = (await room.snapshot(subEventId))?.seq;
  return { success: true, eventId, subEventId, ...(seq !== undefined ? { seq } : {}), message };
}
