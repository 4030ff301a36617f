// Reads of the bids for the reports module (standings, counts, the owner's decisions).
// Each takes the sub-events a report covers and answers in one query.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidStatusChanges, bids, winnerAuthorizations } from './tables';

/** A bidder's best valid (accepted) bid on a sub-event: the earliest bid at the best amount. */
export interface BestBid {
  subEventId: string;
  bidderId: string;
  bidId: string;
  amount: number;
  seq: number;
  createdAt: Date;
}

/**
 * Per sub-event and bidder, the best accepted bid: highest in forward, lowest in
 * reverse (SPEC §3; the caller says which sub-events are reverse), the earliest one
 * when the same amount was bid twice. Rejected and cancelled bids stop counting.
 */
export function listBestValidBids(db: Db, subEvents: { id: string; reverse: boolean }[]): Promise<BestBid[]> {
  if (subEvents.length === 0) return Promise.resolve([]);
  const reverseIds = subEvents.filter((s) => s.reverse).map((s) => s.id);
  const direction =
    reverseIds.length > 0
      ? sql`case when ${inArray(bids.subEventId, reverseIds)} then ${bids.amount} else -${bids.amount} end`
      : sql`-${bids.amount}`;
  return db
    .selectDistinctOn([bids.subEventId, bids.bidderId], {
      subEventId: bids.subEventId,
      bidderId: bids.bidderId,
      bidId: bids.id,
      amount: bids.amount,
      seq: bids.seq,
      createdAt: bids.createdAt,
    })
    .from(bids)
    .where(
      and(
        inArray(
          bids.subEventId,
          subEvents.map((s) => s.id),
        ),
        eq(bids.status, 'accepted'),
      ),
    )
    .orderBy(
      bids.subEventId,
      bids.bidderId,
      direction,
      asc(bids.seq),
      asc(bids.serial),
      asc(bids.createdAt),
      asc(bids.id),
    );
}

/** Per sub-event and bidder: how many bids counted, how many were rejected or cancelled, and when the last came. */
export interface BidCounts {
  subEventId: string;
  bidderId: string;
  valid: number;
  invalid: number;
  total: number;
  lastBidAt: Date | null;
  ips: string[];
}

export async function countBidsByBidder(db: Db, subEventIds: string[]): Promise<BidCounts[]> {
  if (subEventIds.length === 0) return [];
  const rows = await db
    .select({
      subEventId: bids.subEventId,
      bidderId: bids.bidderId,
      valid: sql<number>`(count(*) filter (where ${bids.status} = 'accepted'))::int`,
      invalid: sql<number>`(count(*) filter (where ${bids.status} <> 'accepted'))::int`,
      total: sql<number>`count(*)::int`,
      lastBidAt: sql<Date | null>`max(${bids.createdAt})`.mapWith(bids.createdAt),
      ips: sql<string[] | string>`array_remove(array_agg(distinct ${bids.ip}), '')`,
    })
    .from(bids)
    .where(inArray(bids.subEventId, subEventIds))
    .groupBy(bids.subEventId, bids.bidderId);
  return rows.map((r) => ({
    ...r,
    valid: Number(r.valid),
    invalid: Number(r.invalid),
    total: Number(r.total),
    lastBidAt: r.lastBidAt ?? null,
    ips: pgArray(r.ips),
  }));
}

// node-postgres parses text[] into an array; be tolerant of the literal `{a,b}` form too.
function pgArray(v: string[] | string | null): string[] {
  if (!v) return [];
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
}

/** The latest seller decision on a bid (bid_status_changes). */
export interface BidDecision {
  bidId: string;
  subEventId: string;
  bidderId: string;
  amount: number;
  status: string;
  reason: string;
  changedAt: Date;
}

export function listLatestDecisions(db: Db, subEventIds: string[]): Promise<BidDecision[]> {
  if (subEventIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([bidStatusChanges.bidId], {
      bidId: bidStatusChanges.bidId,
      subEventId: bids.subEventId,
      bidderId: bids.bidderId,
      amount: bids.amount,
      status: bidStatusChanges.status,
      reason: bidStatusChanges.reason,
      changedAt: bidStatusChanges.changedAt,
    })
    .from(bidStatusChanges)
    .innerJoin(bids, eq(bids.id, bidStatusChanges.bidId))
    .where(inArray(bids.subEventId, subEventIds))
    .orderBy(bidStatusChanges.bidId, desc(bidStatusChanges.changedAt), desc(bidStatusChanges.id));
}

/** The owner's latest decision on a sub-event's winner (winner_authorizations; the newest is in force). */
export interface WinnerDecision {
  subEventId: string;
  bidId: string;
  bidderId: string;
  authorized: boolean;
  decidedAt: Date;
}

export function listWinnerDecisions(db: Db, subEventIds: string[]): Promise<WinnerDecision[]> {
  if (subEventIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([winnerAuthorizations.subEventId], {
      subEventId: winnerAuthorizations.subEventId,
      bidId: winnerAuthorizations.bidId,
      bidderId: bids.bidderId,
      authorized: winnerAuthorizations.authorized,
      decidedAt: winnerAuthorizations.decidedAt,
    })
    .from(winnerAuthorizations)
    .innerJoin(bids, eq(bids.id, winnerAuthorizations.bidId))
    .where(inArray(winnerAuthorizations.subEventId, subEventIds))
    .orderBy(winnerAuthorizations.subEventId, desc(winnerAuthorizations.serialNo));
}
