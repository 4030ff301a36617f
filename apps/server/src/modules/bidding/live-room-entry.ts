/**
 * Entering and leaving the live room's rooms (API.md "Realtime" › Rooms): which rooms a viewer
 * joins, the one live-room socket per account (SPEC §5 terms "no multiple logins during an
 * auction": the newest entry takes over, the Admin is exempt), `leave_auction` and which rooms it
 * covers, and leaving on disconnect. (Joining, from the payload to the answer: join-auction.ts.)
 */
import { bidMessages, leaveAuctionSchema } from '@neelami/shared/bidding';
import { translate } from '@neelami/shared/message-catalogue';
import type { AckFailure } from '@neelami/shared/realtime';
import type { Db } from '../../db/client';
import type { RealtimeServer, RealtimeSocket } from '../../realtime/socket-types';
import { listSubEventsOfEvent } from '../events/event-queries';
import { touchParticipant } from '../events/participation-queries';
import { invalidPayload } from './admin-room-actions';
import type { LiveRoom } from './live-room-context';
import { rooms, roomsOfSubEvent, subEventOfRoleRoom, type ViewerRole } from './rooms';

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

/** The sub-events a socket watches (from its role rooms). */
export const watchedSubEvents = (socket: Pick<RealtimeSocket, 'rooms'>): string[] =>
  [...socket.rooms].flatMap((r) => {
    const id = subEventOfRoleRoom(r);
    return id ? [id] : [];
  });

/**
 * `leave_auction`: the socket leaves the rooms of the sub-events the payload names (`planLeave`),
 * and the event's and account's rooms with its last sub-event; the member's participation is
 * touched (last seen).
 */
export async function leaveAuction(
  { service }: Pick<LiveRoom, 'service'>,
  socket: RealtimeSocket,
  payload: unknown,
): Promise<{ success: true } | AckFailure> {
  const plan = await planLeave(service.db, watchedSubEvents(socket), payload);
  if (!plan.ok) {
    const { ok: _ok, ...failure } = plan;
    return failure;
  }
  for (const room of plan.rooms) await socket.leave(room);
  if (watchedSubEvents(socket).length === 0) {
    for (const room of [...socket.rooms]) if (isLiveRoomOnlyRoom(room)) await socket.leave(room);
  }
  const user = socket.data.user;
  if (user) await touchParticipant(service.db, plan.subEventIds, user.id, service.clock());
  return { success: true };
}

/**
 * A socket disconnecting (Socket.IO's `disconnecting`, while it is still in its rooms): the rooms'
 * state forgets it, and the member's participation in what it watched is touched (not awaited).
 */
export function leaveOnDisconnect(
  { service, room }: Pick<LiveRoom, 'service' | 'room'>,
  socket: RealtimeSocket,
): void {
  const user = socket.data.user;
  const ids = watchedSubEvents(socket);
  room.forget(socket.id);
  if (user && ids.length > 0) {
    void touchParticipant(service.db, ids, user.id, service.clock()).catch((err) =>
      service.log.warn({ err }, 'participant update failed'),
    );
  }
}
