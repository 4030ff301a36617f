/**
 * `PUT /api/member/subEvents/:id/prebid` (API.md "Pre-bids"): a member sets or raises its auto-bid
 * ceiling on an upcoming lot from the upcoming list. It goes through the lot's queue as an auto bid
 * that must still be a pre-bid (`preBidOnly`), so it meets the same checks in the same transaction
 * as `place_autobid` in the room: who may bid (assigned, verified, terms, EMD hold, the
 * transaction-password pass of this login session — given here in the body when the event asks
 * for it) and the engine's rules. Each refusal is an AppError with its code; nothing is changed.
 */
import { bidMessages } from '@neelami/shared/bidding';
import { toPaise, toRupees } from '@neelami/shared/money';
import type { PreBid } from '@neelami/shared/pre-bids-api-responses';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { findEventById, findSubEventById } from '../events/event-queries';
import { findUserById } from '../users/user-queries';
import { hasPassedTransactionPassword } from './bid-queries';
import type { BiddingService } from './bidding-service';
import { checkTransactionPassword } from './join-auction';
import { listWaitingPreBids } from './pre-bid-queries';
import type { JobOutcome } from './sub-event-jobs';

export interface PreBidRequest {
  user: AuthUser;
  subEventId: string;
  /** Whole rupees, and the transaction password when given. */
  body: { ceiling: number; transactionPassword?: string | undefined };
  ip: string;
}

/** Sets or raises the caller's pre-bid; the pre-bid in force and the lot's seq after it. */
export async function placePreBid(
  service: BiddingService,
  req: PreBidRequest,
): Promise<PreBid & { seq: number }> {
  const { db } = service;
  const { user, subEventId, body } = req;
  const row = await findSubEventById(db, subEventId);
  if (!row) throw AppError.notFound(bidMessages.unknownSubEvent);
  if (body.transactionPassword) await passTheDoor(service, user, row.eventId, body.transactionPassword);
  let outcome: JobOutcome;
  try {
    ({ outcome } = await service.run(subEventId, {
      type: 'auto-bid',
      limit: toPaise(body.ceiling),
      preBidOnly: true,
      bidderId: user.id,
      sessionId: user.sessionId,
      eventId: row.eventId,
      clientBidId: null,
      ip: req.ip,
    }));
  } catch (err) {
    service.log.error({ err, subEventId }, 'pre-bid not stored');
    throw new AppError('UNAVAILABLE', bidMessages.unavailable);
  }
  if (!outcome.ok) throw refusalOf(outcome);
  return {
    subEventId,
    ceiling: toRupees(outcome.limit ?? toPaise(body.ceiling)),
    placedAt: new Date(outcome.preBid?.placedAt ?? service.clock().getTime()).toISOString(),
    seq: outcome.seq,
  };
}

/** The caller's pre-bids on lots that have not opened yet (rupees). */
export async function listMyPreBids(service: BiddingService, user: AuthUser): Promise<PreBid[]> {
  const rows = await listWaitingPreBids(service.db, user.id);
  return rows.map((r) => ({
    subEventId: r.subEventId,
    ceiling: toRupees(r.ceiling),
    placedAt: r.placedAt.toISOString(),
  }));
}

/**
 * The room's door for a pre-bid (SPEC §6 terms): when the event asks for the transaction password
 * and this login session has not given it, the one in the body is checked (tries limited, shared
 * with the room) and the session's pass recorded. Without one the queue's check refuses.
 */
async function passTheDoor(service: BiddingService, user: AuthUser, eventId: string, given: string) {
  const { db } = service;
  const event = await findEventById(db, eventId);
  if (!event?.requireTransactionPassword || (await hasPassedTransactionPassword(db, user.sessionId))) return;
  const account = await findUserById(db, user.id);
  if (!account) throw AppError.unauthorized();
  const refusal = await checkTransactionPassword(db, service.tries, {
    userId: user.id,
    sessionId: user.sessionId,
    hash: account.transactionPasswordHash,
    given,
    now: service.clock(),
  });
  if (refusal && !refusal.ok) throw new AppError(refusal.code, refusal.message);
}

/** A refused pre-bid as the REST answer: who may bid keeps its code; the rules are 400 or 409. */
function refusalOf(outcome: Extract<JobOutcome, { ok: false }>): AppError {
  switch (outcome.code) {
    case 'NOT_FOUND':
    case 'UNAUTHORIZED':
    case 'FORBIDDEN':
    case 'TERMS_NOT_ACCEPTED':
    case 'EMD_REQUIRED':
    case 'SUSPENDED':
    case 'PROBATION_LIMIT':
    case 'TRANSACTION_PASSWORD_REQUIRED':
      return new AppError(outcome.code, outcome.message);
    case 'INVALID_AMOUNT':
    case 'AUTO_TOO_CLOSE':
      // The ceiling itself is wrong: the message names the least (most, in reverse) it may be.
      return new AppError('BID_REJECTED', outcome.message, { ceiling: outcome.message });
    default:
      // Against what is stored: a lower ceiling than the one in force, a lot no longer upcoming,
      // inactive, without auto bid, or a rank auction.
      return AppError.conflict(outcome.message);
  }
}
