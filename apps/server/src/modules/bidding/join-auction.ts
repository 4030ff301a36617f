/**
 * Entering an event's live room (SPEC §2 "Live room", §4 entry flow, §6): `join_auction` from the
 * payload to the answer (`joinAuction`), who may watch which sub-events (`decideJoin`), and the
 * terms rule "a transaction password is needed to enter the auction room" (asked once per login
 * session, with a limited number of tries).
 */
import { gzipSync } from 'node:zlib';
import { SESSION_EXPIRED_MESSAGE } from '@neelami/shared/auth';
import { bidMessages, type CurrentBidView, joinAuctionSchema } from '@neelami/shared/bidding';
import { type AckFailure, type JoinAuctionAnswer, VIEWS_GZIP_FROM } from '@neelami/shared/realtime';
import type { Db } from '../../db/client';
import { verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/access';
import type { RealtimeSocket } from '../../realtime/socket-types';
import { findEventById, hasAcceptedTerms, listSubEventsOfEvent } from '../events/event-queries';
import { listAssignedSubEventIds } from '../events/member-sql';
import { recordParticipant } from '../events/participation-queries';
import { findOpenSession } from '../users/session-queries';
import { findUserById } from '../users/user-queries';
import { hasPassedTransactionPassword, recordTransactionPasswordPass } from './bid-queries';
import type { LiveRoom } from './live-room-context';
import { roomsToJoin, takeOverLiveRoom } from './live-room-entry';
import { type ViewerRole, viewerRoleOf } from './rooms';
import type { TriesLimiter } from './tries-limiter';

export { TRANSACTION_PASSWORD_TRIES, TRANSACTION_PASSWORD_WINDOW_MS, TriesLimiter } from './tries-limiter';

export interface JoinAuctionRequest {
  user: AuthUser | null;
  payload: unknown;
  now: Date;
}

export type JoinDecision =
  | { ok: true; eventId: string; role: ViewerRole; subEventIds: string[] }
  | ({ ok: false } & AckFailure);

const refuse = (message: string, code: AckFailure['code']): JoinDecision => ({
  ok: false,
  success: false,
  message,
  code,
});

/**
 * Decides which of the event's active sub-events the user may watch: the Admin every one, a member
 * (Buyer, Seller, Guest/Client) those it is assigned to, after accepting the event's terms and — a bidder,
 * when the event asks for it — giving its transaction password once in this login session (a guest
 * only watches and is not asked).
 */
export async function decideJoin(
  db: Db,
  tries: TriesLimiter,
  req: JoinAuctionRequest,
): Promise<JoinDecision> {
  const parsed = joinAuctionSchema.safeParse(req.payload);
  if (!parsed.success)
    return refuse(parsed.error.issues[0]?.message ?? bidMessages.unknownEvent, 'INVALID_INPUT');
  const input = parsed.data;
  if (!req.user) return refuse(bidMessages.loginRequired, 'UNAUTHORIZED');
  const session = await findOpenSession(db, req.user.sessionId);
  const user = await findUserById(db, req.user.id);
  if (!session || !user || session.userId !== user.id) return refuse(SESSION_EXPIRED_MESSAGE, 'UNAUTHORIZED');
  const role = viewerRoleOf(user.role);
  // API.md: an unverified Admin has no admin rights; unverified members are never assigned.
  if (!user.isVerified) return refuse(bidMessages.notVerified, 'FORBIDDEN');

  const event = await findEventById(db, input.eventId);
  if (!event) return refuse(bidMessages.unknownEvent, 'NOT_FOUND');
  const active = await listSubEventsOfEvent(db, event.id, { activeOnly: true });
  let ids = active.map((s) => s.id);
  if (input.subEventId) {
    if (!ids.includes(input.subEventId)) return refuse(bidMessages.unknownSubEvent, 'NOT_FOUND');
    ids = [input.subEventId];
  }
  if (role !== 'admin') {
    const mine = await listAssignedSubEventIds(db, user.id);
    if (input.subEventId && !mine.has(input.subEventId)) return refuse(bidMessages.notAssigned, 'FORBIDDEN');
    ids = ids.filter((id) => mine.has(id));
    // SPEC §4 entry flow: the terms popup comes before the room.
    if (!(await hasAcceptedTerms(db, event.id, user.id)))
      return refuse(bidMessages.termsNotAccepted, 'TERMS_NOT_ACCEPTED');
    // Guests only watch: the transaction password guards bidding, so it is asked of bidders alone.
    if (
      role === 'bidder' &&
      event.requireTransactionPassword &&
      !(await hasPassedTransactionPassword(db, session.id))
    ) {
      const refusal = await checkTransactionPassword(db, tries, {
        userId: user.id,
        sessionId: session.id,
        hash: user.transactionPasswordHash,
        given: input.transactionPassword,
        now: req.now,
      });
      if (refusal) return refusal;
    }
  }
  return { ok: true, eventId: event.id, role, subEventIds: ids };
}

/**
 * The transaction password given at the door (the room's, or a pre-bid's): refused when not set,
 * missing, wrong (with the tries left) or tried too often; on success the session's pass is recorded.
 */
export async function checkTransactionPassword(
  db: Db,
  tries: TriesLimiter,
  input: { userId: string; sessionId: string; hash: string | null; given: string | undefined; now: Date },
): Promise<JoinDecision | null> {
  if (!input.hash) return refuse(bidMessages.transactionPasswordNotSet, 'TRANSACTION_PASSWORD_NOT_SET');
  if (input.given === undefined || input.given === '') {
    return refuse(bidMessages.transactionPasswordRequired, 'TRANSACTION_PASSWORD_REQUIRED');
  }
  const wait = tries.blockedFor(input.userId, input.now.getTime());
  if (wait > 0) {
    const minutes = Math.max(1, Math.ceil(wait / 60_000));
    return refuse(
      `${bidMessages.transactionPasswordTooManyTries} (in ${minutes} minute${minutes === 1 ? '' : 's'})`,
      'TOO_MANY_TRIES',
    );
  }
  if (!(await verifyPassword(input.hash, input.given))) {
    const left = tries.fail(input.userId, input.now.getTime());
    return left === 0
      ? refuse(bidMessages.transactionPasswordTooManyTries, 'TOO_MANY_TRIES')
      : refuse(
          `${bidMessages.transactionPasswordWrong} ${left} ${left === 1 ? 'try' : 'tries'} left.`,
          'TRANSACTION_PASSWORD_WRONG',
        );
  }
  tries.reset(input.userId);
  await recordTransactionPasswordPass(db, input.sessionId, input.userId);
  return null;
}

/** `join_auction`'s answer, and the views to send after it as `current_bid` (none to JOIN_ANSWER_ONLY). */
export interface JoinResult {
  answer: ({ success: true } & JoinAuctionAnswer) | AckFailure;
  currentBids: CurrentBidView[];
}

/**
 * `join_auction`: decides the entry (`decideJoin`), takes the account's live room over (not the
 * Admin), puts the socket in the rooms of the sub-events it may watch, records the member on each,
 * and answers with the viewer's own view of each (every lot's committed state in one read). The
 * socket joins its rooms before the views are read, so no change falls between the two.
 */
export async function joinAuction(
  live: LiveRoom & { tries: TriesLimiter },
  socket: RealtimeSocket,
  ip: string,
  payload: unknown,
): Promise<JoinResult> {
  const { service, io, room } = live;
  const { db } = service;
  const now = service.clock();
  const decision = await decideJoin(db, live.tries, { user: socket.data.user, payload, now });
  if (!decision.ok) {
    const { ok: _ok, ...failure } = decision;
    return { answer: failure, currentBids: [] };
  }
  const user = socket.data.user;
  if (!user) {
    const failure: AckFailure = { success: false, message: bidMessages.loginRequired, code: 'UNAUTHORIZED' };
    return { answer: failure, currentBids: [] };
  }
  if (decision.role !== 'admin') await socket.join(await takeOverLiveRoom(io, socket.id, user.id, now));
  await socket.join(
    roomsToJoin(decision, socket.data.sparseCountdown ?? false, socket.data.eachBid ?? false),
  );
  const views: CurrentBidView[] = [];
  if (decision.role !== 'admin')
    await recordParticipant(db, { subEventIds: decision.subEventIds, userId: user.id, ip, at: now });
  // Every lot's committed state in one read, not one per lot.
  const snaps = await room.snapshots(decision.subEventIds, true);
  for (const id of decision.subEventIds) {
    const snap = snaps.get(id);
    if (!snap) continue;
    views.push(await room.viewFor({ socketId: socket.id, userId: user.id, role: decision.role }, snap));
  }
  const serverTime = service.clock().toISOString();
  const carried = joinViews(views, socket.data.gzipViews ?? false);
  return {
    answer: { success: true, eventId: decision.eventId, serverTime, ...carried },
    // A client that re-joins gets a fresh current_bid, unless it takes the answer's views
    // (JOIN_ANSWER_ONLY).
    currentBids: socket.data.joinAnswerOnly ? [] : views,
  };
}

/**
 * A join's views as its answer carries them: gzip-compressed (`subEventsGzip`) for a client that
 * asked (VIEWS_GZIP) once their JSON is VIEWS_GZIP_FROM bytes or more, else as they are. One
 * compression per join, nothing kept per socket.
 */
export function joinViews(
  views: CurrentBidView[],
  gzip: boolean,
): Pick<JoinAuctionAnswer, 'subEvents' | 'subEventsGzip'> {
  if (!gzip) return { subEvents: views };
  const json = JSON.stringify(views);
  if (json.length < VIEWS_GZIP_FROM) return { subEvents: views };
  return { subEventsGzip: gzipSync(json) };
}
