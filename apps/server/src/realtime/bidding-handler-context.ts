/**
 * What every live-bidding socket handler shares (realtime/bidding-handlers.ts): the typed `on` with
 * the answer for a failure, `bid_error` on the socket (its payload is the bidding module's
 * `bidErrorOf`), and the per-user rate limit.
 */
import { bidMessages } from '@neelami/shared/bidding';
import type { AckFailure } from '@neelami/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveRoom } from '../modules/bidding/live-room-context';
import { bidErrorOf } from '../modules/bidding/place-bid';
import { TokenBuckets } from '../modules/bidding/token-bucket';
import { argsOf, type ClientEvent, on, type Reply } from './on';
import type { RealtimeSocket } from './socket-types';

const BID_EVENTS = new Set<string>(['place_bid', 'place_autobid']);

export interface HandlerContext {
  handle<E extends ClientEvent>(
    socket: RealtimeSocket,
    event: E,
    handler: (payload: unknown, reply: Reply<E>) => Promise<void>,
  ): void;
  /**
   * `bid_error` with the sub-event's current seq (API.md), so the bidder can tell whether it missed
   * a change. `cachedOnly` (a refused flood) never reads the database for it.
   */
  bidError(socket: RealtimeSocket, failure: AckFailure, cachedOnly?: boolean): Promise<void>;
  /** ARCHITECTURE "Pitfalls": limit events per user per second; a flood is refused, not queued. */
  limitRate(socket: RealtimeSocket): void;
}

export function handlerContext(
  live: Pick<LiveRoom, 'service' | 'room'>,
  deps: { log: FastifyBaseLogger; rate?: { perSecond: number; burst: number } },
): HandlerContext {
  const { log } = deps;
  const buckets = new TokenBuckets(deps.rate?.perSecond ?? 20, deps.rate?.burst ?? 40);
  const bidError: HandlerContext['bidError'] = async (socket, failure, cachedOnly = false) => {
    socket.emit('bid_error', await bidErrorOf(live, failure, socket.data.language ?? 'en', cachedOnly));
  };
  return {
    handle: (socket, event, handler) =>
      on(socket, event, handler, {
        log,
        message: BID_EVENTS.has(event) ? bidMessages.unavailable : 'Something went wrong',
      }),
    bidError,
    limitRate: (socket) =>
      socket.use(([event, ...args], next) => {
        const key = socket.data.user?.id ?? `socket:${socket.id}`;
        if (buckets.take(key)) return next();
        const { payload, reply } = argsOf(args, socket.data.language);
        const failure: AckFailure = { success: false, message: bidMessages.tooFast, code: 'RATE_LIMITED' };
        if (BID_EVENTS.has(event)) {
          const se =
            typeof payload === 'object' && payload !== null ? Reflect.get(payload, 'subEventId') : '';
          const subEventId = typeof se === 'string' ? se.slice(0, 64) : '';
          void bidError(socket, { ...failure, subEventId }, true);
        }
        reply(failure);
      }),
  };
}
