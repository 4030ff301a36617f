/**
 * Who may bid (SPEC §5 Bidding, §6; API.md "bidding events": a Buyer or Seller assigned to the
 * sub-event, verified, terms accepted; ARCHITECTURE "The bidding path" step 2), checked for every
 * bid of a batch inside the batch's transaction: a handful of queries per batch instead of one per
 * bid, and the answer holds at the moment the bid is decided.
 */
import { SESSION_EXPIRED_MESSAGE } from '@neelami/shared/auth';
import { bidMessages } from '@neelami/shared/bidding';
import type { ErrorCode } from '@neelami/shared/errors';
import { recordMessages } from '@neelami/shared/member-record';
import { canBid, type Role } from '@neelami/shared/roles';
import { PROBATION_MAX_LEADS } from '@neelami/trade/member-standing';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findLotSellerId } from '../catalog/lot-queries';
import { bidNeedsHoldMessage, membersHolding } from '../emd/holds';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { acceptedTermsSql, isMemberSql, ledOtherOpenLotsSql } from '../events/member-sql';
import { openSessionsStatement, userStandingsStatement } from '../users/member-facts';
import { standingSql } from '../users/member-standing';
import { passedTransactionPasswordSql } from './bid-queries';

/**
 * The bidder's standing, and for one on probation the open lots it leads besides this one (zero
 * for everyone else, whose count is never read): two columns of the batch's read of its bidders.
 */
export const standingColumns = (subEventId: string | Placeholder, userId: SQL) => ({
  standing: standingSql(userId),
  ledElsewhere: sql<number>`case when ${standingSql(userId)} = 'probation' then ${ledOtherOpenLotsSql(subEventId, userId)} else 0 end`,
});

/** The same rule as one SQL condition, for the statement that writes a batch at once. */
export const standingAllowsBidSql = (subEventId: string | Placeholder, userId: SQL): SQL<boolean> => {
  const c = standingColumns(subEventId, userId);
  return sql<boolean>`(${c.standing} <> 'suspended' and ${c.ledElsewhere} < ${PROBATION_MAX_LEADS})`;
};

// The batch's two reads, built once (db/prebuilt.ts).
const batchUsers = userStandingsStatement('bid_batch_users', (userId) => ({
  member: isMemberSql(sql.placeholder('subEventId'), userId),
  terms: acceptedTermsSql(sql.placeholder('eventId'), userId),
  ...standingColumns(sql.placeholder('subEventId'), userId),
}));
const batchSessions = openSessionsStatement('bid_batch_sessions', (session) => ({
  passed: passedTransactionPasswordSql(session),
}));

/** What the checks know about the bidders of one batch. */
export interface BidderFacts {
  users: Map<string, { role: string; isVerified: boolean }>;
  openSessions: Set<string>;
  members: Set<string>;
  termsAccepted: Set<string>;
  passedSessions: Set<string>;
  lotSellerId: string | null;
  /** Lots with an EMD: the bidders whose hold is in place (null for a lot without EMD). */
  emdHolders: Set<string> | null;
  /** Suspended bidders, and bidders on probation who already lead their two other lots. */
  suspended: Set<string>;
  probationFull: Set<string>;
}

/** Loads the facts for the bidders (user and session ids) of a batch on one sub-event. */
export async function loadBidderFacts(
  db: Db,
  row: SubEventRow,
  bidders: { userId: string; sessionId: string }[],
): Promise<BidderFacts> {
  const userIds = [...new Set(bidders.map((b) => b.userId))];
  const sessionIds = [...new Set(bidders.map((b) => b.sessionId))];
  const facts: BidderFacts = {
    users: new Map(),
    openSessions: new Set(),
    members: new Set(),
    termsAccepted: new Set(),
    passedSessions: new Set(),
    lotSellerId: null,
    emdHolders: null,
    suspended: new Set(),
    probationFull: new Set(),
  };
  if (userIds.length === 0) return facts;
  // Two round trips for the whole batch (the lot's row lock is held meanwhile): the users with
  // their assignment and terms, and the sessions with their transaction-password pass.
  for (const u of await batchUsers(db, userIds, { subEventId: row.id, eventId: row.eventId })) {
    facts.users.set(u.id, { role: u.role, isVerified: u.isVerified });
    if (u.member) facts.members.add(u.id);
    if (u.terms) facts.termsAccepted.add(u.id);
    if (u.standing === 'suspended') facts.suspended.add(u.id);
    if (u.ledElsewhere >= PROBATION_MAX_LEADS) facts.probationFull.add(u.id);
  }
  for (const s of await batchSessions(db, sessionIds, {})) {
    facts.openSessions.add(`${s.userId}|${s.id}`);
    if (s.passed) facts.passedSessions.add(`${s.userId}|${s.id}`);
  }
  // One more round trip per batch, only on lots with an EMD.
  if (row.emdAmount > 0) facts.emdHolders = await membersHolding(db, row.id, userIds);
  if (row.lotId) facts.lotSellerId = await findLotSellerId(db, row.lotId);
  return facts;
}

/** Why a bidder may not bid here: each keeps its code in the answer (the engine's refusals are 'BID_REJECTED'). */
export const BIDDER_REFUSAL_CODES = [
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TERMS_NOT_ACCEPTED',
  'TRANSACTION_PASSWORD_REQUIRED',
  'EMD_REQUIRED',
  'SUSPENDED',
  'PROBATION_LIMIT',
] as const satisfies readonly ErrorCode[];
export type BidderRefusalCode = (typeof BIDDER_REFUSAL_CODES)[number];

/** The refusal for this bidder on this sub-event, or null when it may bid (the engine decides the rest). */
export function checkBidder(
  facts: BidderFacts,
  row: SubEventRow,
  event: EventRow,
  bid: { userId: string; sessionId: string; eventId: string },
): { code: BidderRefusalCode; message: string } | null {
  // A sub-event of another event is treated like a missing one.
  if (row.eventId !== bid.eventId) return { code: 'NOT_FOUND', message: bidMessages.unknownSubEvent };
  const user = facts.users.get(bid.userId);
  if (!user || !facts.openSessions.has(`${bid.userId}|${bid.sessionId}`)) {
    return { code: 'UNAUTHORIZED', message: SESSION_EXPIRED_MESSAGE };
  }
  // SPEC §6: any role that is neither Admin nor Guest/Client bids.
  if (!canBid(user.role as Role)) return { code: 'FORBIDDEN', message: bidMessages.cannotBid };
  if (!user.isVerified) return { code: 'FORBIDDEN', message: bidMessages.notVerified };
  if (!facts.members.has(bid.userId)) return { code: 'FORBIDDEN', message: bidMessages.notAssigned };
  if (!facts.termsAccepted.has(bid.userId))
    return { code: 'TERMS_NOT_ACCEPTED', message: bidMessages.termsNotAccepted };
  // API.md "member record": two defaults suspend; one allows leading two lots at once.
  if (facts.suspended.has(bid.userId)) return { code: 'SUSPENDED', message: recordMessages.suspendedBid };
  if (facts.probationFull.has(bid.userId))
    return { code: 'PROBATION_LIMIT', message: recordMessages.probationLimit };
  // The owner decides on the lot (seller in forward, procuring buyer in reverse); it never bids on it.
  if (row.ownerId === bid.userId || facts.lotSellerId === bid.userId) {
    return { code: 'FORBIDDEN', message: bidMessages.ownLot };
  }
  // API.md "Earnest money": a bid on a lot with an EMD needs the bidder's hold.
  if (facts.emdHolders && !facts.emdHolders.has(bid.userId)) {
    return { code: 'EMD_REQUIRED', message: bidNeedsHoldMessage(row.emdAmount) };
  }
  // SPEC §6 terms: the transaction password opens the room, and bidding is in the room.
  if (event.requireTransactionPassword && !facts.passedSessions.has(`${bid.userId}|${bid.sessionId}`)) {
    return { code: 'TRANSACTION_PASSWORD_REQUIRED', message: bidMessages.transactionPasswordRequired };
  }
  return null;
}
