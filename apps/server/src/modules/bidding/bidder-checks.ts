/**
 * Who may bid (SPEC §5 Bidding, §6; API.md "bidding events": a Buyer or Seller assigned to the
 * sub-event, verified, terms accepted; ARCHITECTURE "The bidding path" step 2), checked for every
 * bid of a batch inside the batch's transaction: a handful of queries per batch instead of one per
 * bid, and the answer holds at the moment the bid is decided.
 */
import { SESSION_EXPIRED_MESSAGE } from '@neelami/shared/auth';
import { bidMessages } from '@neelami/shared/bidding';
import { canBid, type Role } from '@neelami/shared/roles';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lots } from '../catalog/tables';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { subEventMembers, termAcceptances } from '../events/tables';
import { sessions, users } from '../users/tables';
import { transactionPasswordPasses } from './tables';

/** What the checks know about the bidders of one batch. */
export interface BidderFacts {
  users: Map<string, { role: string; isVerified: boolean }>;
  openSessions: Set<string>;
  members: Set<string>;
  termsAccepted: Set<string>;
  passedSessions: Set<string>;
  lotSellerId: string | null;
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
  };
  if (userIds.length === 0) return facts;
  // Two round trips for the whole batch (the lot's row lock is held meanwhile): the users with
  // their assignment and terms, and the sessions with their transaction-password pass.
  for (const u of await db
    .select({
      id: users.id,
      role: users.role,
      isVerified: users.isVerified,
      member: sql<boolean>`exists (select 1 from ${subEventMembers} where ${subEventMembers.subEventId} = ${row.id} and ${subEventMembers.userId} = ${users.id})`,
      terms: sql<boolean>`exists (select 1 from ${termAcceptances} where ${termAcceptances.eventId} = ${row.eventId} and ${termAcceptances.userId} = ${users.id})`,
    })
    .from(users)
    .where(inArray(users.id, userIds))) {
    facts.users.set(u.id, { role: u.role, isVerified: u.isVerified });
    if (u.member) facts.members.add(u.id);
    if (u.terms) facts.termsAccepted.add(u.id);
  }
  for (const s of await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      passed: sql<boolean>`exists (select 1 from ${transactionPasswordPasses} where ${transactionPasswordPasses.sessionId} = ${sessions.id} and ${transactionPasswordPasses.userId} = ${sessions.userId})`,
    })
    .from(sessions)
    .where(
      and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )) {
    facts.openSessions.add(`${s.userId}|${s.id}`);
    if (s.passed) facts.passedSessions.add(`${s.userId}|${s.id}`);
  }
  if (row.lotId) {
    const [lot] = await db
      .select({ sellerId: lots.sellerId })
      .from(lots)
      .where(eq(lots.id, row.lotId))
      .limit(1);
    facts.lotSellerId = lot?.sellerId ?? null;
  }
  return facts;
}

/** Why a bidder may not bid here. */
export type BidderRefusalCode = 'NOT_FOUND' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'TRANSACTION_PASSWORD_REQUIRED';

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
    return { code: 'FORBIDDEN', message: bidMessages.termsNotAccepted };
  // The owner decides on the lot (seller in forward, procuring buyer in reverse); it never bids on it.
  if (row.ownerId === bid.userId || facts.lotSellerId === bid.userId) {
    return { code: 'FORBIDDEN', message: bidMessages.ownLot };
  }
  // SPEC §6 terms: the transaction password opens the room, and bidding is in the room.
  if (event.requireTransactionPassword && !facts.passedSessions.has(`${bid.userId}|${bid.sessionId}`)) {
    return { code: 'TRANSACTION_PASSWORD_REQUIRED', message: bidMessages.transactionPasswordRequired };
  }
  return null;
}
