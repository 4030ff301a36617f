/**
 * What every live-bidding socket handler shares (realtime/bidding-handlers.ts): the typed `on` with
 * the answer for a failure, `bid_error` with the sub-event's seq, the sub-events a socket watches,
 * and the per-user rate limit.
 */
import { bidMessages } from '@neelami/shared/bidding';
import { translate } from '@neelami/shared/message-catalogue';
import type { AckFailure } from '@neelami/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { BiddingService } from '../modules/bidding/bidding-service';
import { TriesLimiter } from '../modules/bidding/join-auction';
import { subEventOfRoleRoom } from '../modules/bidding/rooms';
import { TokenBuckets } from '../modules/bidding/token-bucket';
import { argsOf, type ClientEvent, on, type Reply } from './on';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

const BID_EVENTS = new Set<string>(['place_bid', 'place_autobid']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface HandlerContext {
  io: RealtimeServer;
  db: Db;
  log: FastifyBaseLogger;
  service: BiddingService;
  tries: TriesLimiter;
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
  /** The sub-events this socket watches (from its role rooms). */
  watched(socket: RealtimeSocket): string[];
  /** ARCHITECTURE "Pitfalls": limit events per user per second; a flood is refused, not queued. */
  limitRate(socket: RealtimeSocket): void;
}

export function handlerContext(
  io: RealtimeServer,
  deps: {
    db: Db;
    log: FastifyBaseLogger;
    service: BiddingService;
    rate?: { perSecond: number; burst: number };
  },
): HandlerContext {
  const { log, service } = deps;
  const { fanOut } = service;
  const buckets = new TokenBuckets(deps.rate?.perSecond ?? 20, deps.rate?.burst ?? 40);
  const bidError: HandlerContext['bidError'] = async (socket, failure, cachedOnly = false) => {
    const subEventId = failure.subEventId ?? '';
    let seq = fanOut.knownSeq(subEventId);
    if (seq === undefined && !cachedOnly && UUID.test(subEventId)) {
      seq = (await fanOut.snapshot(subEventId).catch(() => null))?.seq;
    }
    socket.emit('bid_error', {
      subEventId,
      message: translate(failure.message, socket.data.language ?? 'en'),
      ...(seq !== undefined ? { seq } : {}),
      serverTime: service.clock().toISOString(),
      ...(failure.needed !== undefined ? { needed: failure.needed } : {}),
    });
  };
  return {
    io,
    db: deps.db,
    log,
    service,
    tries: new TriesLimiter(),
    handle: (socket, event, handler) =>
      on(socket, event, handler, {
        log,
        message: BID_EVENTS.has(event) ? bidMessages.unavailable : 'Something went wrong',
      }),
    bidError,
    watched: (socket) =>
      [...socket.rooms].flatMap((r) => {
        const id = subEventOfRoleRoom(r);
        return id ? [id] : [];
      }),
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
