/**
 * Entering and leaving the live room's rooms (API.md "Realtime" › Rooms): which rooms a viewer
 * joins, the one live-room socket per account (SPEC §5 terms "no multiple logins during an
 * auction": the newest entry takes over, the Admin is exempt), and which rooms a leave covers.
 */
import { bidMessages, leaveAuctionSchema } from '@neelami/shared/bidding';
import { translate } from '@neelami/shared/message-catalogue';
import type { AckFailure } from '@neelami/shared/realtime';
import type { Db } from '../../db/client';
import type { RealtimeServer } from '../../realtime/socket-types';
import { listSubEventsOfEvent } from '../events/event-queries';
import { invalidPayload } from './admin-room-actions';
import { rooms, roomsOfSubEvent, type ViewerRole } from './rooms';

/** The rooms a viewer of `role` joins for these sub-events of the event. */
export function roomsToJoin(
  entry: { eventId: string; role: ViewerRole; subEventIds: string[] },
  sparseCountdown: boolean,
  eachBid = false,
): string[] {
  return [
    rooms.event(entry.eventId),
    ...entry.subEventIds.flatMap((id) => [
      rooms.subEvent(id),
      rooms.role(id, entry.role),
      ...(eachBid ? [rooms.each(id, entry.role)] : []),
      ...(sparseCountdown ? [] : [rooms.tick(id)]),
    ]),
  ];
}

/**
 * Takes the account's live room over for `socketId`: every other live-room socket of the account,
 * on any instance, is told why and closed. Returns the account's room for the socket to join.
 */
export async function takeOverLiveRoom(
  io: RealtimeServer,
  socketId: string,
  userId: string,
  now: Date,
): Promise<string> {
  const room = rooms.liveUser(userId);
  const others = (await io.in(room).fetchSockets()).filter((s) => s.id !== socketId);
  for (const other of others) {
    other.emit('session_taken_over', {
      message: translate(bidMessages.sessionTakenOver, other.data.language ?? 'en'),
      serverTime: now.toISOString(),
    });
    other.disconnect(true);
  }
  return room;
}

export type LeavePlan = { ok: true; subEventIds: string[]; rooms: string[] } | ({ ok: false } & AckFailure);

/**
 * `leave_auction`: the sub-events of `watched` the payload names (one sub-event, an event's, or
 * all), and the rooms to leave with them (the event's room too when leaving a whole event).
 */
export async function planLeave(db: Db, watched: string[], payload: unknown): Promise<LeavePlan> {
  const parsed = leaveAuctionSchema.safeParse(payload ?? {});
  if (!parsed.success) return { ok: false, ...invalidPayload(parsed.error) };
  const { eventId, subEventId } = parsed.data;
  let ids = watched;
  if (subEventId) ids = ids.filter((id) => id === subEventId);
  else if (eventId) {
    const ofEvent = new Set((await listSubEventsOfEvent(db, eventId)).map((s) => s.id));
    ids = ids.filter((id) => ofEvent.has(id));
  }
  const leave = ids.flatMap(roomsOfSubEvent);
  if (eventId && !subEventId) leave.push(rooms.event(eventId));
  return { ok: true, subEventIds: ids, rooms: leave };
}

/** Rooms a socket keeps only while it watches a sub-event (left with the last one). */
export const isLiveRoomOnlyRoom = (room: string) => room.startsWith('ev:') || room.startsWith('live-user:');
