import type { CurrentBidView } from '@neelami/shared/bidding';
import type {
  BidPayload,
  ClientToServerEvents,
  JoinAuctionPayload,
  ServerToClientEvents,
} from '@neelami/shared/realtime';
import { acquireSocket, existingSocket, type RoomSocket } from './socket';

/**
 * The room channel: every event the web app sends over the socket and every one it listens to, for
 * the live room and the live list (API.md "Realtime"; the event maps of @neelami/shared/realtime).
 * The screens call its functions and never the socket's own `emit` or `on`: what goes out, what
 * comes in and how long an answer is waited for are read here, in one place. The connection itself
 * (connecting, reconnecting, its state) is socket.ts's, which only this module imports.
 *
 * It imports neither React nor the main bundle: the live room's early start uses it before the
 * rest of the app has arrived (features/live-room/preload-room.ts).
 */

/** The answer an acknowledged client event brings (or its refusal). */
type AnswerOf<E extends keyof ClientToServerEvents> = Parameters<
  NonNullable<Parameters<ClientToServerEvents[E]>[1]>
>[0];

/** `join_auction`'s answer (or refusal), as the acknowledgement brings it. */
export type JoinAnswer = AnswerOf<'join_auction'>;
/** `place_bid`'s or `place_autobid`'s answer. */
export type BidAnswer = AnswerOf<'place_bid'> | AnswerOf<'place_autobid'>;

/** The server events of a live room, in the order the room puts its listeners on. */
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

/** A room event as it came: its name and payload. */
export type RoomEventRecord = {
  [E in RoomEventName]: [E, Parameters<ServerToClientEvents[E]>[0]];
}[RoomEventName];

/**
 * A join answer's views: `subEvents`, or `subEventsGzip` inflated (PICTURES_GZIP in
 * shared/realtime; socket.ts asks for it where the browser has DecompressionStream). Inflating
 * takes turns of the event loop: the room holds what the socket brings meanwhile and applies it
 * after the views (features/live-room/open-room.ts).
 */
export async function viewsOf(answer: {
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

/**
 * The events of one socket. Each `on…` puts listeners on and returns the function that takes them
 * off; each request waits `timeoutMs` for its acknowledgement and rejects without one.
 */
export class RoomChannel {
  constructor(private readonly socket: RoomSocket) {}

  /** Whether the socket is connected now. */
  get connected(): boolean {
    return this.socket.connected;
  }

  /** Calls `fn` on every (re)connection. */
  onConnect(fn: () => void): () => void {
    this.socket.on('connect', fn);
    return () => this.socket.off('connect', fn);
  }

  /** Calls `fn` when the connection drops. */
  onDisconnect(fn: () => void): () => void {
    this.socket.on('disconnect', fn);
    return () => this.socket.off('disconnect', fn);
  }

  /** Resolves true once the socket is connected (at once if it is), false after `ms`. */
  whenConnected(ms: number): Promise<boolean> {
    if (this.socket.connected) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (ok: boolean) => {
        clearTimeout(timer);
        off();
        resolve(ok);
      };
      const timer = setTimeout(() => done(false), ms);
      const off = this.onConnect(() => done(true));
    });
  }

  /** Calls `fn` with every room event (ROOM_EVENTS), in the order they arrive. */
  onRoomEvents(fn: (record: RoomEventRecord) => void): () => void {
    const listeners = ROOM_EVENTS.map((name) => {
      const listener = (payload: unknown) => fn([name, payload] as RoomEventRecord);
      this.socket.on(name, listener as never);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) this.socket.off(name, listener as never);
    };
  }

  /**
   * Sends `join_auction`: the answer as it came (its views perhaps compressed: `viewsOf`).
   * `onAnswer` runs as the answer arrives, before any event the socket receives after it.
   */
  join(payload: JoinAuctionPayload, onAnswer: () => void = () => {}): Promise<JoinAnswer> {
    return new Promise((resolve, reject) => {
      const ack = (err: Error | null, answer: JoinAnswer) => {
        if (err) return reject(err);
        onAnswer();
        resolve(answer);
      };
      // With a timeout, Socket.IO calls the acknowledgement with an error first (null once answered).
      this.socket.timeout(15_000).emit('join_auction', payload, ack as never);
    });
  }

  /** Leaves the room of `eventId` (no answer awaited; nothing is sent while disconnected). */
  leave(eventId: string): void {
    if (this.socket.connected) this.socket.emit('leave_auction', { eventId });
  }

  /** `place_bid`, or `place_autobid` for an auto bid. */
  bid(kind: 'bid' | 'auto', payload: BidPayload, timeoutMs: number): Promise<BidAnswer> {
    const socket = this.socket.timeout(timeoutMs);
    return kind === 'auto'
      ? socket.emitWithAck('place_autobid', payload)
      : socket.emitWithAck('place_bid', payload);
  }

  /** Admin: `extend_event_time`. */
  extendEventTime(
    payload: Parameters<ClientToServerEvents['extend_event_time']>[0],
    timeoutMs: number,
  ): Promise<AnswerOf<'extend_event_time'>> {
    return this.socket.timeout(timeoutMs).emitWithAck('extend_event_time', payload);
  }

  /** Admin: `admin_broadcast`. */
  adminBroadcast(
    payload: Parameters<ClientToServerEvents['admin_broadcast']>[0],
    timeoutMs: number,
  ): Promise<AnswerOf<'admin_broadcast'>> {
    return this.socket.timeout(timeoutMs).emitWithAck('admin_broadcast', payload);
  }

  /** Admin: `get_active_users` of one sub-event. */
  activeUsers(subEventId: string, timeoutMs: number): Promise<AnswerOf<'get_active_users'>> {
    return this.socket.timeout(timeoutMs).emitWithAck('get_active_users', { subEventId });
  }

  /** Asks for the live list (`live_auction`); the server answers with `live_list`. */
  askLiveList(): void {
    this.socket.emit('live_auction', {});
  }

  /** Calls `fn` with every `live_list` the server pushes. */
  onLiveList(fn: ServerToClientEvents['live_list']): () => void {
    this.socket.on('live_list', fn);
    return () => this.socket.off('live_list', fn);
  }
}

const channels = new WeakMap<RoomSocket, RoomChannel>();

/** The channel of `socket`: the same one for the same socket. */
export function channelOf(socket: RoomSocket): RoomChannel {
  let channel = channels.get(socket);
  if (!channel) {
    channel = new RoomChannel(socket);
    channels.set(socket, channel);
  }
  return channel;
}

/**
 * Takes a share of the page's socket (connecting it if needed, socket.ts) and gives its channel;
 * call `release` to give the share back.
 */
export function acquireChannel(): { channel: RoomChannel; release: () => void } {
  const { socket, release } = acquireSocket();
  return { channel: channelOf(socket), release };
}

/** The channel of the page's socket if it has one, else null. */
export function existingChannel(): RoomChannel | null {
  const socket = existingSocket();
  return socket ? channelOf(socket) : null;
}

export { reconnectSocket } from './socket';
