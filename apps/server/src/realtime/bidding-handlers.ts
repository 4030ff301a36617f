/**
 * Live-bidding events on the socket (SPEC §7 Realtime, API.md "Realtime"): `join_auction`,
 * `leave_auction`, `place_bid`, `place_autobid`, `get_active_users`, `admin_broadcast`,
 * `extend_event_time`. Each handler only translates between the socket and a use case of the
 * bidding module (which parses the payload with the shared zod schema and applies the rules); every
 * event is answered through its acknowledgement (realtime/on.ts); a refused bid also gets
 * `bid_error` on that socket alone.
 */

import { gzipSync } from 'node:zlib';
import proxyAddr from '@fastify/proxy-addr';
import type { CurrentBidView } from '@neelami/shared/bidding';
import { bidMessages } from '@neelami/shared/bidding';
import {
  BIDS_EACH,
  COUNTDOWN_SPARSE,
  JOIN_ANSWER_ONLY,
  type JoinAuctionAnswer,
  PICTURES_GZIP,
  PICTURES_GZIP_FROM,
} from '@neelami/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { Db } from '../db/client';
import { decideBroadcast, listActiveUsers } from '../modules/bidding/admin-room-actions';
import type { BiddingService } from '../modules/bidding/bidding-service';
import { extendEndTime } from '../modules/bidding/extend-end-time';
import { decideJoin } from '../modules/bidding/join-auction';
import {
  isLiveRoomOnlyRoom,
  planLeave,
  roomsToJoin,
  takeOverLiveRoom,
} from '../modules/bidding/live-room-entry';
import { placeAutoBid, placeBid } from '../modules/bidding/place-bid';
import { rooms } from '../modules/bidding/rooms';
import type { EventChanges } from '../modules/events/event-changes';
import { listMemberIds, listSubEventsOfEvent } from '../modules/events/event-queries';
import { recordParticipant, touchParticipant } from '../modules/events/participation-queries';
import { type HandlerContext, handlerContext } from './bidding-handler-context';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

const _BID_EVENTS = new Set<string>(['place_bid', 'place_autobid']);
const _UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const ctx = handlerContext(io, deps);
  const socketIp = socketIpResolver(deps.trustProxy);
  io.on('connection', (socket) => {
    ctx.limitRate(socket);
    const ip = socketIp(socket);
    // COUNTDOWN_SPARSE (shared/realtime): a client that keeps its own countdown asks for fewer;
    // it stays out of the lots' every-second rooms.
    const auth: unknown = socket.handshake.auth;
    socket.data.sparseCountdown =
      typeof auth === 'object' && auth !== null && Reflect.get(auth, 'countdown') === COUNTDOWN_SPARSE;
    // BIDS_EACH: one new_bid per accepted bid instead of the bids of each tick together.
    socket.data.eachBid =
      typeof auth === 'object' && auth !== null && Reflect.get(auth, 'bids') === BIDS_EACH;
    socket.data.joinAnswerOnly =
      typeof auth === 'object' && auth !== null && Reflect.get(auth, 'join') === JOIN_ANSWER_ONLY;
    // PICTURES_GZIP: a join's big answer gzip-compressed.
    socket.data.gzipPictures =
      typeof auth === 'object' && auth !== null && Reflect.get(auth, 'pictures') === PICTURES_GZIP;
    roomEvents(ctx, socket, ip);
    bidEvents(ctx, socket, ip);
    adminEvents(ctx, socket);
  });
  return { stop: listenToEventChanges(io, deps) };
}

/**
 * A join's pictures as its answer carries them: gzip-compressed (`subEventsGzip`) for a client that
 * asked (PICTURES_GZIP) once their JSON is PICTURES_GZIP_FROM bytes or more, else as they are. One
 * compression per join, nothing kept per socket.
 */
export function joinPictures(
  views: CurrentBidView[],
  gzip: boolean,
): Pick<JoinAuctionAnswer, 'subEvents' | 'subEventsGzip'> {
  if (!gzip) return { subEvents: views };
  const json = JSON.stringify(views);
  if (json.length < PICTURES_GZIP_FROM) return { subEvents: views };
  return { subEventsGzip: gzipSync(json) };
}

/** `join_auction`, `leave_auction`, and leaving on disconnect. */
function roomEvents(ctx: HandlerContext, socket: RealtimeSocket, ip: string) {
  const { io, db, log, service, tries, handle, watched } = ctx;
  const { fanOut } = service;
  handle(socket, 'join_auction', async (payload, reply) => {
    const now = service.clock();
    const decision = await decideJoin(db, tries, { user: socket.data.user, payload, now });
    if (!decision.ok) {
      const { ok: _ok, ...failure } = decision;
      return reply(failure);
    }
    const user = socket.data.user;
    if (!user) return reply({ success: false, message: bidMessages.loginRequired, code: 'UNAUTHORIZED' });
    if (decision.role !== 'admin') await socket.join(await takeOverLiveRoom(io, socket.id, user.id, now));
    await socket.join(
      roomsToJoin(decision, socket.data.sparseCountdown ?? false, socket.data.eachBid ?? false),
    );
    const views: CurrentBidView[] = [];
    if (decision.role !== 'admin')
      await recordParticipant(db, { subEventIds: decision.subEventIds, userId: user.id, ip, at: now });
    // Every lot's committed state in one read, not one per lot.
    const snaps = await fanOut.snapshots(decision.subEventIds, true);
    for (const id of decision.subEventIds) {
      const snap = snaps.get(id);
      if (!snap) continue;
      views.push(
        await fanOut.pictureFor({ socketId: socket.id, userId: user.id, role: decision.role }, snap),
      );
    }
    const serverTime = service.clock().toISOString();
    const pictures = joinPictures(views, socket.data.gzipPictures ?? false);
    reply({ success: true, eventId: decision.eventId, serverTime, ...pictures });
    // A client that re-joins gets a fresh current_bid, unless it takes the answer's pictures
    // (JOIN_ANSWER_ONLY).
    if (!socket.data.joinAnswerOnly) for (const view of views) socket.emit('current_bid', view);
  });
  handle(socket, 'leave_auction', async (payload, reply) => {
    const plan = await planLeave(db, watched(socket), payload);
    if (!plan.ok) {
      const { ok: _ok, ...failure } = plan;
      return reply(failure);
    }
    for (const room of plan.rooms) await socket.leave(room);
    if (watched(socket).length === 0) {
      for (const room of [...socket.rooms]) if (isLiveRoomOnlyRoom(room)) await socket.leave(room);
    }
    const user = socket.data.user;
    if (user) await touchParticipant(db, plan.subEventIds, user.id, service.clock());
    reply({ success: true });
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
}

/** `place_bid`, `place_autobid`: a refusal also gets `bid_error`. */
function bidEvents(ctx: HandlerContext, socket: RealtimeSocket, ip: string) {
  const { service, handle, bidError } = ctx;
  handle(socket, 'place_bid', async (payload, reply) => {
    const answer = await placeBid(service, { user: socket.data.user, ip, payload });
    reply(answer);
    if (!answer.success) await bidError(socket, answer);
  });
  handle(socket, 'place_autobid', async (payload, reply) => {
    const answer = await placeAutoBid(service, { user: socket.data.user, ip, payload });
    reply(answer);
    if (!answer.success) await bidError(socket, answer);
  });
}

/** The Admin's events: `get_active_users`, `admin_broadcast`, `extend_event_time`. */
function adminEvents(ctx: HandlerContext, socket: RealtimeSocket) {
  const { io, service, handle } = ctx;
  handle(socket, 'get_active_users', async (payload, reply) => {
    const answer = await listActiveUsers(service, { user: socket.data.user, payload });
    if (!answer.success) return reply(answer);
    const { seq, ...rest } = answer;
    socket.emit('active_users_list', {
      subEventId: rest.subEventId,
      seq,
      serverTime: rest.serverTime,
      users: rest.users,
    });
    reply(rest);
  });
  handle(socket, 'admin_broadcast', async (payload, reply) => {
    const answer = await decideBroadcast(service, { user: socket.data.user, payload });
    if (!answer.success) return reply(answer);
    const { eventId, subEventId, seq, message } = answer;
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
  handle(socket, 'extend_event_time', async (payload, reply) => {
    reply(await extendEndTime(service, { user: socket.data.user, payload }));
  });
}

/**
 * Admin changes made through the events module reach the rooms at once: an unassigned member
 * leaves the sub-event's rooms (on every instance), an event's edit refreshes its sub-events, a
 * flash message goes to the event's room. (Edits of a sub-event's bidding state are commands of
 * its queue, which tells the rooms itself: edit-sub-event-bidding.ts.) Returns the unsubscribe.
 */
function listenToEventChanges(io: RealtimeServer, deps: BiddingHandlersDeps): () => void {
  const { db, log, service } = deps;
  const refresh = (id: string) =>
    void service.fanOut.refresh(id).catch((err) => log.warn({ err, subEventId: id }, 'room refresh failed'));
  async function removeUnassigned(subEventId: string) {
    const members = new Set(await listMemberIds(db, subEventId));
    for (const role of ['bidder', 'guest'] as const) {
      for (const s of await io.in(rooms.role(subEventId, role)).fetchSockets()) {
        if (s.data.user && members.has(s.data.user.id)) continue;
        for (const room of [
          rooms.subEvent(subEventId),
          rooms.tick(subEventId),
          rooms.role(subEventId, role),
          rooms.each(subEventId, role),
        ])
          s.leave(room);
      }
    }
  }
  const unsubscribe = deps.changes?.on((change) => {
    const subEventId = change.subEventId;
    if (change.kind === 'assignment' && subEventId) {
      void removeUnassigned(subEventId)
        .catch((err) => log.warn({ err, subEventId }, 'room membership update failed'))
        .finally(() => refresh(subEventId));
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
  return () => unsubscribe?.();
}
