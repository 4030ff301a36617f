/**
 * Live-bidding events on the socket (SPEC §7 Realtime, API.md "Realtime"): `join_auction`,
 * `leave_auction`, `place_bid`, `place_autobid`, `get_active_users`, `admin_broadcast`,
 * `extend_event_time`. Each handler only translates between the socket and a use case of the
 * bidding module (which parses the payload with the shared zod schema and applies the rules); every
 * event is answered through its acknowledgement (realtime/on.ts); a refused bid also gets
 * `bid_error` on that socket alone.
 */

import proxyAddr from '@fastify/proxy-addr';
import { bidMessages } from '@neelami/shared/bidding';
import { BIDS_EACH, COUNTDOWN_SPARSE, JOIN_ANSWER_ONLY, VIEWS_GZIP } from '@neelami/shared/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { decideBroadcast, listActiveUsers } from '../modules/bidding/admin-room-actions';
import type { BiddingService } from '../modules/bidding/bidding-service';
import { extendEndTime } from '../modules/bidding/extend-end-time';
import { joinAuction, type TriesLimiter } from '../modules/bidding/join-auction';
import type { LiveRoom } from '../modules/bidding/live-room-context';
import { leaveAuction, leaveOnDisconnect } from '../modules/bidding/live-room-entry';
import { cancelAutoBid, placeAutoBid, placeBid } from '../modules/bidding/place-bid';
import type { RoomReads } from '../modules/bidding/room-announcer';
import { rooms } from '../modules/bidding/rooms';
import { type HandlerContext, handlerContext } from './bidding-handler-context';
import type { RealtimeServer, RealtimeSocket } from './socket-types';

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
  log: FastifyBaseLogger;
  service: BiddingService;
  /** The rooms' state as the fan-out knows it (module live-room, app.ts). */
  room: RoomReads;
  /** Which proxies' X-Forwarded-For to believe (config.trustProxy). */
  trustProxy: boolean | string[];
  /** Events per user per second, and the burst allowed (ARCHITECTURE "Pitfalls"). */
  rate?: { perSecond: number; burst: number };
}

/** What the connection's handshake asked for (`auth`, shared/realtime), kept on the socket. */
function readHandshake(socket: RealtimeSocket): void {
  const auth: unknown = socket.handshake.auth;
  const asked = (key: string, value: string) =>
    typeof auth === 'object' && auth !== null && Reflect.get(auth, key) === value;
  // COUNTDOWN_SPARSE: a client that keeps its own countdown asks for fewer; it stays out of the
  // lots' every-second rooms.
  socket.data.sparseCountdown = asked('countdown', COUNTDOWN_SPARSE);
  // BIDS_EACH: one new_bid per accepted bid instead of the bids of each tick together.
  socket.data.eachBid = asked('bids', BIDS_EACH);
  socket.data.joinAnswerOnly = asked('join', JOIN_ANSWER_ONLY);
  // VIEWS_GZIP: a join's big answer gzip-compressed (the handshake's key is `pictures`).
  socket.data.gzipViews = asked('pictures', VIEWS_GZIP);
}

export function registerBiddingHandlers(io: RealtimeServer, deps: BiddingHandlersDeps): void {
  const live: LiveRoom & { tries: TriesLimiter } = {
    service: deps.service,
    io,
    room: deps.room,
    tries: deps.service.tries,
  };
  const ctx = handlerContext(live, deps);
  const socketIp = socketIpResolver(deps.trustProxy);
  io.on('connection', (socket) => {
    ctx.limitRate(socket);
    const ip = socketIp(socket);
    readHandshake(socket);
    roomEvents(ctx, live, socket, ip);
    bidEvents(ctx, live, socket, ip);
    adminEvents(ctx, live, socket);
  });
}

/** `join_auction`, `leave_auction`, and leaving on disconnect. */
function roomEvents(
  ctx: HandlerContext,
  live: LiveRoom & { tries: TriesLimiter },
  socket: RealtimeSocket,
  ip: string,
) {
  ctx.handle(socket, 'join_auction', async (payload, reply) => {
    const { answer, currentBids } = await joinAuction(live, socket, ip, payload);
    reply(answer);
    for (const view of currentBids) socket.emit('current_bid', view);
  });
  ctx.handle(socket, 'leave_auction', async (payload, reply) => {
    reply(await leaveAuction(live, socket, payload));
  });
  socket.on('disconnecting', () => leaveOnDisconnect(live, socket));
}

/** `place_bid`, `place_autobid` (a refusal also gets `bid_error`), and the refused `cancel_autobid`. */
function bidEvents(ctx: HandlerContext, live: LiveRoom, socket: RealtimeSocket, ip: string) {
  ctx.handle(socket, 'place_bid', async (payload, reply) => {
    const answer = await placeBid(live, { user: socket.data.user, ip, payload });
    reply(answer);
    if (!answer.success) await ctx.bidError(socket, answer);
  });
  ctx.handle(socket, 'place_autobid', async (payload, reply) => {
    const answer = await placeAutoBid(live, { user: socket.data.user, ip, payload });
    reply(answer);
    if (!answer.success) await ctx.bidError(socket, answer);
  });
  ctx.handle(socket, 'cancel_autobid', async (payload, reply) => {
    reply(cancelAutoBid({ user: socket.data.user, payload }));
  });
}

/** The Admin's events: `get_active_users`, `admin_broadcast`, `extend_event_time`. */
function adminEvents(ctx: HandlerContext, live: LiveRoom, socket: RealtimeSocket) {
  const { io, service } = live;
  ctx.handle(socket, 'get_active_users', async (payload, reply) => {
    const answer = await listActiveUsers(live, { user: socket.data.user, payload });
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
  ctx.handle(socket, 'admin_broadcast', async (payload, reply) => {
    const answer = await decideBroadcast(live, { user: socket.data.user, payload });
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
  ctx.handle(socket, 'extend_event_time', async (payload, reply) => {
    reply(await extendEndTime(service, { user: socket.data.user, payload }));
  });
}
