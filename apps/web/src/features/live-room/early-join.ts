import type { ServerToClientEvents } from '@neelami/shared/realtime';
import type { RoomSocket } from '../../lib/socket';

/**
 * The room's first `join_auction`, sent by preload-room.ts the moment the socket connects, while
 * the room's code is still on its way (on a phone's slow link that code takes seconds). The room
 * takes the answer instead of joining once more (room-socket.ts), and with it every room event
 * that arrived after the answer, to be applied after the answer's pictures, in order: the room
 * then sees exactly what it would have seen had it joined itself.
 *
 * An early join is dropped if the socket disconnects first (the server forgot it; the room joins
 * on connect anyway) or if no room takes it within EARLY_JOIN_MS.
 */
/** The `join_auction` answer, as `emitWithAck` gives it. */
export type EarlyJoinAnswer = Awaited<ReturnType<typeof emitJoin>>;

/** A room event recorded for the room: its name and payload. */
export type RoomEventRecord = {
  [E in RoomEventName]: [E, Parameters<ServerToClientEvents[E]>[0]];
}[RoomEventName];

/** What the room listens to on the socket (room-socket.ts). */
export const ROOM_EVENTS = [
  'current_bid',
  'new_bid',
  'countdown',
  'bid_error',
  'active_users_list',
  'admin_message',
  'session_taken_over',
] as const satisfies readonly (keyof ServerToClientEvents)[];
export type RoomEventName = (typeof ROOM_EVENTS)[number];

/** How long an early join waits for its room. */
export const EARLY_JOIN_MS = 10_000;

/** An early join handed to the room: the answer (null if none came) and the events recorded since. */
export interface TakenJoin {
  answer: Promise<EarlyJoinAnswer | null>;
  /** The room events that arrived after the answer, oldest first (empty while it is awaited). */
  recorded: () => RoomEventRecord[];
}

interface EarlyJoin {
  socket: RoomSocket;
  eventId: string;
  answer: Promise<EarlyJoinAnswer | null>;
  records: RoomEventRecord[];
  /** Whether the join went out (the socket connected). */
  sent: () => boolean;
  stop: () => void;
}

let early: EarlyJoin | null = null;

const emitJoin = (socket: RoomSocket, eventId: string) =>
  socket.timeout(15_000).emitWithAck('join_auction', { eventId });

/** Joins the room of `eventId` as soon as `socket` is connected; the room takes it (takeEarlyJoin). */
export function startEarlyJoin(socket: RoomSocket, eventId: string): void {
  early?.stop();
  const records: RoomEventRecord[] = [];
  let answered = false;
  const listeners = ROOM_EVENTS.map((name) => {
    const listener = (payload: unknown) => {
      if (answered) records.push([name, payload] as RoomEventRecord);
    };
    socket.on(name, listener as never);
    return [name, listener] as const;
  });
  let stopped = false;
  const onConnect = () => void send();
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    for (const [name, listener] of listeners) socket.off(name, listener as never);
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    if (early?.stop === stop) early = null;
  };
  // What the server knew of this socket's rooms is gone: the room joins for itself on connect.
  const onDisconnect = () => stop();
  let settle: (a: EarlyJoinAnswer | null) => void = () => {};
  const answer = new Promise<EarlyJoinAnswer | null>((resolve) => {
    settle = resolve;
  });
  let sent = false;
  const send = async () => {
    sent = true;
    socket.off('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    try {
      const a = await emitJoin(socket, eventId);
      answered = !stopped;
      settle(a);
    } catch {
      settle(null);
    }
  };
  const timer = setTimeout(() => {
    stop();
    settle(null);
  }, EARLY_JOIN_MS);
  early = { socket, eventId, answer, records, sent: () => sent, stop };
  if (socket.connected) void send();
  else socket.on('connect', onConnect);
}

/** Whether an early join of `eventId` is under way (waiting for the socket, or for its room). */
export function earlyJoinUnderWay(eventId: string): boolean {
  return early?.eventId === eventId;
}

/**
 * The early join of `eventId` on `socket`, if it went out and is still valid: it stops recording
 * (the caller puts its own listeners on the socket at once) and is taken, once. One still waiting
 * for the connection is dropped: the room joins on connect itself.
 */
export function takeEarlyJoin(socket: RoomSocket, eventId: string): TakenJoin | null {
  const e = early;
  if (!e) return null;
  e.stop();
  if (e.socket !== socket || e.eventId !== eventId || !e.sent()) return null;
  return { answer: e.answer, recorded: () => e.records.splice(0) };
}
