import type { CurrentBidView } from '@neelami/shared/bidding';
import type {
  ClientToServerEvents,
  JoinAuctionPayload,
  ServerToClientEvents,
} from '@neelami/shared/realtime';
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
/** The `join_auction` answer. */
export type EarlyJoinAnswer = JoinAnswer;

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
  /** The answer's pictures, inflated once for all (null until a successful answer has come). */
  pictures: () => CurrentBidView[] | null;
  /** The room events that arrived after the answer, oldest first (empty while it is awaited). */
  recorded: () => RoomEventRecord[];
}

interface EarlyJoin {
  socket: RoomSocket;
  eventId: string;
  answer: Promise<EarlyJoinAnswer | null>;
  /** The answer's pictures, inflated, once a successful answer has come (before `answer` settles). */
  pictures: CurrentBidView[] | null;
  records: RoomEventRecord[];
  /** Whether the join went out (the socket connected). */
  sent: () => boolean;
  stop: () => void;
}

let early: EarlyJoin | null = null;

/** `join_auction`'s answer (or refusal), as the acknowledgement brings it. */
export type JoinAnswer = Parameters<NonNullable<Parameters<ClientToServerEvents['join_auction']>[1]>>[0];

/**
 * Sends `join_auction`: the answer as it came (its pictures perhaps compressed: `picturesOf`).
 * `onAnswer` runs as the answer arrives, before any event the socket receives after it.
 */
export function emitJoin(
  socket: RoomSocket,
  payload: JoinAuctionPayload,
  onAnswer: () => void = () => {},
): Promise<JoinAnswer> {
  return new Promise((resolve, reject) => {
    const ack = (err: Error | null, answer: JoinAnswer) => {
      if (err) return reject(err);
      onAnswer();
      resolve(answer);
    };
    // With a timeout, Socket.IO calls the acknowledgement with an error first (null once answered).
    socket.timeout(15_000).emit('join_auction', payload, ack as never);
  });
}

/**
 * A join answer's pictures: `subEvents`, or `subEventsGzip` inflated (PICTURES_GZIP in
 * shared/realtime; lib/socket.ts asks for it where the browser has DecompressionStream). Inflating
 * takes turns of the event loop: the room holds what the socket brings meanwhile and applies it
 * after the pictures (room-socket.ts).
 */
export async function picturesOf(answer: {
  subEvents?: CurrentBidView[];
  subEventsGzip?: ArrayBuffer | Uint8Array;
}): Promise<CurrentBidView[]> {
  if (answer.subEventsGzip) {
    const bytes = new Uint8Array(answer.subEventsGzip);
    const gzip = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
    return JSON.parse(await new Response(gzip).text()) as CurrentBidView[];
  }
  return Array.isArray(answer.subEvents) ? answer.subEvents : [];
}

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
      const a = await emitJoin(socket, { eventId }, () => {
        answered = !stopped;
      });
      // Inflated here, while the room's code is still on its way: the room renders its rows in its
      // first render (earlyPictures), and what the socket brings meanwhile is recorded after them.
      if (a.success) entry.pictures = await picturesOf(a);
      settle(a);
    } catch {
      settle(null);
    }
  };
  const timer = setTimeout(() => {
    stop();
    settle(null);
  }, EARLY_JOIN_MS);
  const entry: EarlyJoin = { socket, eventId, answer, pictures: null, records, sent: () => sent, stop };
  early = entry;
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
  return { answer: e.answer, pictures: () => e.pictures, recorded: () => e.records.splice(0) };
}

/**
 * The pictures of the early join of `eventId`, if its answer has come and the join stands (the
 * socket has not disconnected since): the room's first render shows them, before the room takes
 * the join (takeEarlyJoin) in its effect. Nothing is taken.
 */
export function earlyPictures(eventId: string): CurrentBidView[] | null {
  return early?.eventId === eventId ? early.pictures : null;
}
