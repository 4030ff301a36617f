/**
 * Live-bidding events on the socket (SPEC §7 Realtime, API.md "Realtime"): `join_auction`,
 * `leave_auction`, `place_bid`, `place_autobid`, `get_active_users`, `admin_broadcast`,
 * `extend_event_time`. Every payload is parsed with the shared zod schema and every event is
 * answered through its acknowledgement; a refused bid also gets `bid_error` on that socket alone.
 * Each handler only translates between the socket and a use case (modules/bidding).
 */

import proxyAddr from '@fastify/proxy-addr';
import type { CurrentBidView } from '@neelami/shared/bidding';
import {
  activeUsersSchema,
  adminBroadcastSchema,
  bidMessages,
  leaveAuctionSchema,
} from '@neelami/shared/bidding';
import { type AckFailure, COUNTDOWN_SPARSE } from '@neelami/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Db } from '../db/client';
import { hasRole } from '../modules/auth/authenticate';
import type { BiddingService } from '../modules/bidding/bidding-service';
import { extendEndTime } from '../modules/bidding/extend-end-time';
import { rooms } from '../modules/bidding/fan-out';
import { decideJoin, TriesLimiter } from '../modules/bidding/join-auction';
import { recordParticipant, touchParticipant } from '../modules/bidding/participant-queries';
import { placeAutoBid, placeBid } from '../modules/bidding/place-bid';
import { TokenBuckets } from '../modules/bidding/token-bucket';
import type { EventChanges } from '../modules/events/event-changes';
import {
  findEventById,
  findSubEventById,
  listMemberIds,
  listSubEventsOfEvent,
} from '../modules/events/event-queries';
import type { RealtimeServer } from './gateway';

type AnySocket = Parameters<Parameters<RealtimeServer['on']>[1]>[0];
type Reply = <A extends { success: boolean }>(a: A) => void;

const BID_EVENTS = new Set(['place_bid', 'place_autobid']);
const ROLE_ROOM = /^se:([0-9a-f-]{36}):(bidder|guest|admin)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's IP as Fastify would see it (`req.ip`): X-Forwarded-For is believed only as far as
 * TRUST_PROXY says (config.trustProxy), so a direct client cannot pretend to share an office IP.
 */
export function socketIpResolver(
  trustProxy: boolean | string[],
): (socket: Pick<Socket, 'request'>) => string {
  const trust =
    trustProxy === true ? () => true : trustProxy === false ? () => false : proxyAddr.compile(trustProxy);
  return (socket) => {
    try {
      const addrs = proxyAddr.all(socket.request, trust);
      return (addrs[addrs.length - 1] ?? '').slice(0, 64);
    } catch {
      return (socket.request.socket?.remoteAddress ?? '').slice(0, 64);
    }
  };
}

/** Splits Socket.IO's arguments into the payload and the acknowledgement (either may be missing). */
function argsOf(args: unknown[]): { payload: unknown; reply: Reply } {
  const last = args[args.length - 1];
  const ack = typeof last === 'function' ? (last as (a: unknown) => void) : null;
  const payload = typeof args[0] === 'function' ? undefined : args[0];
  return {
    payload,
    reply: (a) => {
      try {
        ack?.(a);
      } catch {
        // a client that cannot take its answer changes nothing here
      }
    },
  };
}

export interface BiddingHandlersDeps {
  db: Db;
  log: FastifyBaseLogger;
  service: BiddingService;
  changes?: EventChanges;
  /** Which proxies' X-Forwarded-For to believe (config.trustProxy). */
  trustProxy: boolean | string[];
  /** Events per user per second, and the burst allowed (ARCHITECTURE "Pitfalls"). */
  rate?: { perSecond: number; burst: number };
}

export function registerBiddingHandlers(io: RealtimeServer, deps: BiddingHandlersDeps): { stop: () => void } {
  const { db, log, service } = deps;
  const { fanOut } = service;
  const tries = new TriesLimiter();
  const buckets = new TokenBuckets(deps.rate?.perSecond ?? 20, deps.rate?.burst ?? 40);
  const socketIp = socketIpResolver(deps.trustProxy);

  const on = (
    socket: AnySocket,
    event: string,
    handler: (payload: unknown, reply: Reply) => Promise<void>,
  ) => {
    (socket as unknown as Socket).on(event, async (...args: unknown[]) => {
      const { payload, reply } = argsOf(args);
      try {
        await handler(payload, reply);
      } catch (err) {
        log.error({ err, event }, 'socket event failed');
        reply({
          success: false,
          message: BID_EVENTS.has(event) ? bidMessages.unavailable : 'Something went wrong',
          code: 'UNAVAILABLE',
        });
      }
    });
  };

  /**
   * `bid_error` with the sub-event's current seq (API.md), so the bidder can tell whether it missed
   * a change. `cachedOnly` (a refused flood) never reads the database for it.
   */
  const bidError = async (socket: AnySocket, failure: AckFailure, cachedOnly = false) => {
    const subEventId = failure.subEventId ?? '';
    let seq = fanOut.knownSeq(subEventId);
    if (seq === undefined && !cachedOnly && UUID.test(subEventId)) {
      seq = (await fanOut.snapshot(subEventId).catch(() => null))?.seq;
    }
    socket.emit('bid_error', {
      subEventId,
      message: failure.message,
      ...(seq !== undefined ? { seq } : {}),
      serverTime: service.clock().toISOString(),
      ...(failure.needed !== undefined ? { needed: failure.needed } : {}),
    });
  };

  /** The sub-events this socket watches (from its role rooms). */
  const watched = (socket: AnySocket) =>
    [...socket.rooms].flatMap((r) => {
      const m = ROLE_ROOM.exec(r);
      return m ? [m[1]] : [];
    });

  io.on('connection', (socket) => {
    // ARCHITECTURE "Pitfalls": limit events per user per second; a flood is refused, not queued.
    (socket as unknown as Socket).use(([event, ...args], next) => {
      const key = socket.data.user?.id ?? `socket:${socket.id}`;
      if (buckets.take(key)) return next();
      const { payload, reply } = argsOf(args);
      const failure: AckFailure = { success: false, message: bidMessages.tooFast, code: 'RATE_LIMITED' };
      if (BID_EVENTS.has(event)) {
        const se = (payload as { subEventId?: unknown } | undefined)?.subEventId;
        void bidError(
          socket,
          { ...failure, subEventId: typeof se === 'string' ? se.slice(0, 64) : '' },
          true,
        );
      }
      reply(failure);
    });

    const ip = socketIp(socket as unknown as Socket);
    // COUNTDOWN_SPARSE (shared/realtime): a client that keeps its own countdown asks for fewer;
    // it stays out of the lots' every-second rooms.
    socket.data.sparseCountdown =
      (socket.handshake.auth as { countdown?: unknown } | undefined)?.countdown === COUNTDOWN_SPARSE;

    on(socket, 'join_auction', async (payload, reply) => {
      const now = service.clock();
      const decision = await decideJoin(db, tries, { user: socket.data.user, payload, now });
      if (!decision.ok) {
        const { ok: _ok, ...failure } = decision;
        return reply(failure);
      }
      const user = socket.data.user;
      if (!user) return reply({ success: false, message: bidMessages.loginRequired, code: 'UNAUTHORIZED' });
      if (decision.role !== 'admin') {
        // SPEC §5 terms "no multiple logins during an auction": one live-room socket per account;
        // the newest entry takes over and the older socket is told why, then closed.
        const others = (await io.in(rooms.liveUser(user.id)).fetchSockets()).filter(
          (s) => s.id !== socket.id,
        );
        for (const other of others) {
          other.emit('session_taken_over', {
            message: bidMessages.sessionTakenOver,
            serverTime: now.toISOString(),
          });
          other.disconnect(true);
        }
        await socket.join(rooms.liveUser(user.id));
      }
      await socket.join([
        rooms.event(decision.eventId),
        ...decision.subEventIds.flatMap((id) => [
          rooms.subEvent(id),
          rooms.role(id, decision.role),
          ...(socket.data.sparseCountdown ? [] : [rooms.tick(id)]),
        ]),
      ]);
      const views: CurrentBidView[] = [];
      for (const id of decision.subEventIds) {
        if (decision.role !== 'admin')
          await recordParticipant(db, { subEventId: id, userId: user.id, ip, at: now });
        const snap = await fanOut.snapshot(id, true);
        if (!snap) continue;
        views.push(
          await fanOut.pictureFor({ socketId: socket.id, userId: user.id, role: decision.role }, snap),
        );
      }
      reply({
        success: true,
        eventId: decision.eventId,
        serverTime: service.clock().toISOString(),
        subEvents: views,
      });
      // API.md: a client that re-joins gets a fresh current_bid.
      for (const view of views) socket.emit('current_bid', view);
    });

    on(socket, 'leave_auction', async (payload, reply) => {
      const parsed = leaveAuctionSchema.safeParse(payload ?? {});
      if (!parsed.success) {
        return reply({
          success: false,
          message: parsed.error.issues[0]?.message ?? 'Invalid request',
          code: 'INVALID_INPUT',
        });
      }
      const { eventId, subEventId } = parsed.data;
      let ids = watched(socket);
      if (subEventId) ids = ids.filter((id) => id === subEventId);
      else if (eventId) {
        const ofEvent = new Set((await listSubEventsOfEvent(db, eventId)).map((s) => s.id));
        ids = ids.filter((id) => ofEvent.has(id));
      }
      for (const id of ids) {
        for (const room of [
          rooms.subEvent(id),
          rooms.tick(id),
          rooms.role(id, 'bidder'),
          rooms.role(id, 'guest'),
          rooms.role(id, 'admin'),
        ]) {
          await socket.leave(room);
        }
      }
      if (eventId && !subEventId) await socket.leave(rooms.event(eventId));
      if (watched(socket).length === 0) {
        for (const room of [...socket.rooms])
          if (room.startsWith('ev:') || room.startsWith('live-user:')) await socket.leave(room);
      }
      const user = socket.data.user;
      if (user) await touchParticipant(db, ids, user.id, service.clock());
      reply({ success: true });
    });

    on(socket, 'place_bid', async (payload, reply) => {
      const answer = await placeBid(service, { user: socket.data.user, ip, payload });
      reply(answer);
      if (!answer.success) await bidError(socket, answer);
    });

    on(socket, 'place_autobid', async (payload, reply) => {
      const answer = await placeAutoBid(service, { user: socket.data.user, ip, payload });
      reply(answer);
      if (!answer.success) await bidError(socket, answer);
    });

    on(socket, 'get_active_users', async (payload, reply) => {
      const user = socket.data.user;
      if (!user || !hasRole(user, ['Admin'])) {
        return reply({
          success: false,
          message: bidMessages.adminOnly,
          code: user ? 'FORBIDDEN' : 'UNAUTHORIZED',
        });
      }
      const parsed = activeUsersSchema.safeParse(payload);
      if (!parsed.success) {
        return reply({
          success: false,
          message: parsed.error.issues[0]?.message ?? 'Invalid request',
          code: 'INVALID_INPUT',
        });
      }
      const { subEventId } = parsed.data;
      const snap = await fanOut.snapshot(subEventId);
      if (!snap) return reply({ success: false, message: bidMessages.unknownSubEvent, code: 'NOT_FOUND' });
      const users = await fanOut.participants(subEventId, true);
      const serverTime = service.clock().toISOString();
      socket.emit('active_users_list', { subEventId, seq: snap.seq, serverTime, users });
      reply({ success: true, subEventId, users, serverTime });
    });

    on(socket, 'admin_broadcast', async (payload, reply) => {
      const user = socket.data.user;
      if (!user || !hasRole(user, ['Admin'])) {
        return reply({
          success: false,
          message: bidMessages.adminOnly,
          code: user ? 'FORBIDDEN' : 'UNAUTHORIZED',
        });
      }
      const parsed = adminBroadcastSchema.safeParse(payload);
      if (!parsed.success) {
        return reply({
          success: false,
          message: parsed.error.issues[0]?.message ?? 'Invalid request',
          code: 'INVALID_INPUT',
        });
      }
      const { eventId, subEventId, message } = parsed.data;
      if (!(await findEventById(db, eventId))) {
        return reply({ success: false, message: bidMessages.unknownEvent, code: 'NOT_FOUND' });
      }
      if (subEventId) {
        const se = await findSubEventById(db, subEventId);
        if (!se || se.eventId !== eventId) {
          return reply({ success: false, message: bidMessages.unknownSubEvent, code: 'NOT_FOUND' });
        }
      }
      // SPEC §6: the admin broadcasts a message to the room; live only (flash messages are saved ones).
      // One to a sub-event carries its current seq (API.md).
      const seq = subEventId ? (await fanOut.snapshot(subEventId))?.seq : undefined;
      io.to(subEventId ? rooms.subEvent(subEventId) : rooms.event(eventId)).emit('admin_message', {
        eventId,
        ...(subEventId ? { subEventId } : {}),
        ...(seq !== undefined ? { seq } : {}),
        message,
        serverTime: service.clock().toISOString(),
        kind: 'admin',
      });
      reply({ success: true, message: bidMessages.broadcastSent });
    });

    on(socket, 'extend_event_time', async (payload, reply) => {
      reply(await extendEndTime(service, { user: socket.data.user, payload }));
    });

    socket.on('disconnecting', () => {
      const user = socket.data.user;
      const ids = watched(socket);
      fanOut.forget(socket.id);
      if (user && ids.length > 0) {
        void touchParticipant(db, ids, user.id, service.clock()).catch((err) =>
          log.warn({ err }, 'participant update failed'),
        );
      }
    });
  });

  /** A member whose assignment was taken away leaves the sub-event's room (on every instance). */
  async function removeUnassigned(subEventId: string) {
    const members = new Set(await listMemberIds(db, subEventId));
    for (const role of ['bidder', 'guest'] as const) {
      for (const s of await io.in(rooms.role(subEventId, role)).fetchSockets()) {
        if (s.data.user && members.has(s.data.user.id)) continue;
        for (const room of [rooms.subEvent(subEventId), rooms.tick(subEventId), rooms.role(subEventId, role)])
          s.leave(room);
      }
    }
  }

  // Admin changes made through the events module reach the rooms at once. (Edits of a sub-event's
  // bidding state are commands of its queue, which tells the rooms itself: edit-sub-event-bidding.ts.)
  const unsubscribe = deps.changes?.on((change) => {
    const refresh = (id: string) =>
      void fanOut.refresh(id).catch((err) => log.warn({ err, subEventId: id }, 'room refresh failed'));
    if (change.kind === 'assignment' && change.subEventId) {
      void removeUnassigned(change.subEventId)
        .catch((err) => log.warn({ err, subEventId: change.subEventId }, 'room membership update failed'))
        .finally(() => refresh(change.subEventId as string));
    } else if (change.kind === 'event') {
      void listSubEventsOfEvent(db, change.eventId)
        .then((subs) => {
          for (const s of subs) refresh(s.id);
        })
        .catch((err) => log.warn({ err }, 'room refresh failed'));
    } else if (change.kind === 'flash' && change.message) {
      io.to(rooms.event(change.eventId)).emit('admin_message', {
        eventId: change.eventId,
        message: change.message,
        serverTime: service.clock().toISOString(),
        kind: 'flash',
      });
    }
  });

  return { stop: () => unsubscribe?.() };
}
