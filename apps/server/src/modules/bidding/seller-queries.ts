/**
 * Queries for the owner's screens (API.md `seller/*`): the owner's lots, their bids with stable
 * bidder labels, and the decisions on the winner.
 */
import { toRupees } from '@neelami/shared/money';
import type { NotifyChannel, SellerBid, WinnerAuthorization } from '@neelami/shared/seller';
import { decideLotAward } from '@neelami/trade/lot-award';
import { desc, eq, inArray, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listClosedSubEventsLedBy } from '../events/sub-event-lists';
import type { BidWithBidder } from './bid-queries';
import { bids, winnerAuthorizations } from './tables';

/** The closed sub-events whose leading (winning) bid is the user's, newest event first. */
export function listWonSubEvents(db: Db, bidderId: string) {
  return listClosedSubEventsLedBy(
    db,
    db.select({ id: bids.id }).from(bids).where(eq(bids.bidderId, bidderId)),
  );
}

/** 'Bidder 1', 'Bidder 2'… per sub-event, in the order of each bidder's first bid. */
export async function bidderLabels(db: Db, subEventIds: string[]): Promise<Map<string, Map<string, string>>> {
  const out = new Map<string, Map<string, string>>();
  if (subEventIds.length === 0) return out;
  const first = min(bids.serial);
  const rows = await db
    .select({ subEventId: bids.subEventId, bidderId: bids.bidderId, first })
    .from(bids)
    .where(inArray(bids.subEventId, subEventIds))
    .groupBy(bids.subEventId, bids.bidderId)
    .orderBy(bids.subEventId, first, bids.bidderId);
  for (const r of rows) {
    const labels = out.get(r.subEventId) ?? new Map<string, string>();
    labels.set(r.bidderId, `Bidder ${labels.size + 1}`);
    out.set(r.subEventId, labels);
  }
  return out;
}

/** A bid as the owner sees it: the identity only once the lot has closed. */
export function toSellerBid(r: BidWithBidder, label: string, closed: boolean): SellerBid {
  return {
    _id: r.b.id,
    amount: toRupees(r.b.amount),
    kind: r.b.kind as SellerBid['kind'],
    status: r.b.status as SellerBid['status'],
    createdAt: r.b.createdAt.toISOString(),
    bidderLabel: label,
    bidder: closed ? { _id: r.b.bidderId, name: r.name, email: r.email, cellNumber: r.cellNumber } : null,
  };
}

/** A decision on a lot's winner as stored, with who made it. */
export type WinnerDecisionRow = typeof winnerAuthorizations.$inferSelect;

/** The newest decision row on the winner of each sub-event. */
export async function latestDecisionRows(
  db: Db,
  subEventIds: string[],
): Promise<Map<string, WinnerDecisionRow>> {
  if (subEventIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([winnerAuthorizations.subEventId])
    .from(winnerAuthorizations)
    .where(inArray(winnerAuthorizations.subEventId, subEventIds))
    .orderBy(winnerAuthorizations.subEventId, desc(winnerAuthorizations.serialNo));
  return new Map(rows.map((r) => [r.subEventId, r]));
}

/** The newest decision on the winner of each sub-event. */
export async function latestAuthorizations(
  db: Db,
  subEventIds: string[],
): Promise<Map<string, WinnerAuthorization>> {
  const out = new Map<string, WinnerAuthorization>();
  for (const r of (await latestDecisionRows(db, subEventIds)).values()) {
    out.set(r.subEventId, {
      bidId: r.bidId,
      authorized: r.authorized,
      decidedAt: r.decidedAt.toISOString(),
      notified: r.notified as NotifyChannel[],
    });
  }
  return out;
}

/** Records a decision on the winner. */
export async function insertAuthorization(
  db: Db,
  input: {
    subEventId: string;
    bidId: string;
    authorized: boolean;
    decidedBy: string;
    notified: string[];
    at: Date;
  },
) {
  await db.insert(winnerAuthorizations).values({
    subEventId: input.subEventId,
    bidId: input.bidId,
    authorized: input.authorized,
    decidedBy: input.decidedBy,
    notified: input.notified,
    decidedAt: input.at,
  });
}

/**
 * Withdraws the standing award of a lot (API.md: Admin cancels its sale before any payment is
 * confirmed): a decision row that unauthorises the awarded bid, in the cancellation's transaction,
 * so the letter is withdrawn and the owner decides again. Answers false when no award stands.
 */
export async function withdrawAward(db: Db, subEventId: string, by: string, at: Date): Promise<boolean> {
  const award = (await latestAuthorizations(db, [subEventId])).get(subEventId) ?? null;
  const d = decideLotAward(award, { type: 'withdraw' });
  if (!d.ok || !d.award) return false;
  await insertAuthorization(db, {
    subEventId,
    bidId: d.award.bidId,
    authorized: false,
    decidedBy: by,
    notified: [],
    at,
  });
  return true;
}
