import type { CurrentBidView } from '@neelami/shared/bidding';
import { type JoinAnswer, type RoomChannel, type RoomEventRecord, viewsOf } from '../../lib/room-channel';

/**
 * The room's first `join_auction`, sent by preload-room.ts the moment the socket connects, while
 * the room's code is still on its way (on a phone's slow link that code takes seconds). The room
 * takes the answer instead of joining once more (open-room.ts), and with it every room event
 * that arrived after the answer, to be applied after the answer's views, in order: the room
 * then sees exactly what it would have seen had it joined itself.
 *
 * An early join is dropped if the socket disconnects first (the server forgot it; the room joins
 * on connect anyway) or if no room takes it within EARLY_JOIN_MS.
 */
/** The `join_auction` answer. */
export type EarlyJoinAnswer = JoinAnswer;

/** How long an early join waits for its room. */
export const EARLY_JOIN_MS = 10_000;

/** An early join handed to the room: the answer (null if none came) and the events recorded since. */
export interface TakenJoin {
  answer: Promise<EarlyJoinAnswer | null>;
  /** The answer's views, inflated once for all (null until a successful answer has come). */
  views: () => CurrentBidView[] | null;
  /** The room events that arrived after the answer, oldest first (empty while it is awaited). */
  recorded: () => RoomEventRecord[];
}

interface EarlyJoin {
  channel: RoomChannel;
  eventId: string;
  answer: Promise<EarlyJoinAnswer | null>;
  /** The answer's views, inflated, once a successful answer has come (before `answer` settles). */
  views: CurrentBidView[] | null;
  records: RoomEventRecord[];
  /** Whether the join went out (the socket connected). */
  sent: () => boolean;
  stop: () => void;
}

let early: EarlyJoin | null = null;

/** Joins the room of `eventId` as soon as `channel`'s socket is connected; the room takes it (takeEarlyJoin). */
export function startEarlyJoin(channel: RoomChannel, eventId: string): void {
  early?.stop();
  const records: RoomEventRecord[] = [];
  let answered = false;
  const offRoomEvents = channel.onRoomEvents((record) => {
    if (answered) records.push(record);
  });
  let stopped = false;
  let offConnect = () => {};
  let offDisconnect = () => {};
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    offRoomEvents();
    offConnect();
    offDisconnect();
    if (early?.stop === stop) early = null;
  };
  let settle: (a: EarlyJoinAnswer | null) => void = () => {};
  const answer = new Promise<EarlyJoinAnswer | null>((resolve) => {
    settle = resolve;
  });
  let sent = false;
  const send = async () => {
    sent = true;
    offConnect();
    // What the server knew of this socket's rooms is gone: the room joins for itself on connect.
    offDisconnect = channel.onDisconnect(stop);
    try {
      const a = await channel.join({ eventId }, () => {
        answered = !stopped;
      });
      // Inflated here, while the room's code is still on its way: the room renders its rows in its
      // first render (earlyViews), and what the socket brings meanwhile is recorded after them.
      if (a.success) entry.views = await viewsOf(a);
      settle(a);
    } catch {
      settle(null);
    }
  };
  const timer = setTimeout(() => {
    stop();
    settle(null);
  }, EARLY_JOIN_MS);
  const entry: EarlyJoin = { channel, eventId, answer, views: null, records, sent: () => sent, stop };
  early = entry;
  if (channel.connected) void send();
  else offConnect = channel.onConnect(() => void send());
}

/** Whether an early join of `eventId` is under way (waiting for the socket, or for its room). */
export function earlyJoinUnderWay(eventId: string): boolean {
  return early?.eventId === eventId;
}

/**
 * The early join of `eventId` on `channel`, if it went out and is still valid: it stops recording
 * (the caller puts its own listeners on the socket at once) and is taken, once. One still waiting
 * for the connection is dropped: the room joins on connect itself.
 */
export function takeEarlyJoin(channel: RoomChannel, eventId: string): TakenJoin | null {
  const e = early;
  if (!e) return null;
  e.stop();
  if (e.channel !== channel || e.eventId !== eventId || !e.sent()) return null;
  return { answer: e.answer, views: () => e.views, recorded: () => e.records.splice(0) };
}

/**
 * The views of the early join of `eventId`, if its answer has come and the join stands (the
 * socket has not disconnected since): the room's first render shows them, before the room takes
 * the join (takeEarlyJoin) in its effect. Nothing is taken.
 */
export function earlyViews(eventId: string): CurrentBidView[] | null {
  return early?.eventId === eventId ? early.views : null;
}
