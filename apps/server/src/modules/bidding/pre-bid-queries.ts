/**
 * The `pre_bids` rows (API.md "Pre-bids"): each placement added in the transaction that took it;
 * the member's pre-bids in force on lots whose pre-bids still wait for the opening.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingPreBidSubEventIds } from '../events/bidding-state-rows';
import { preBids } from './tables';

export type NewPreBidRow = typeof preBids.$inferInsert;

/** Appends pre-bid rows (the batch's placements). */
export async function insertPreBids(db: Db, rows: NewPreBidRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(preBids).values(rows);
}

/** The member's ceiling in force (paise) on each lot whose pre-bids have not opened yet. */
export async function listWaitingPreBids(
  db: Db,
  bidderId: string,
): Promise<{ subEventId: string; ceiling: number; placedAt: Date }[]> {
  const rows = await db
    .selectDistinctOn([preBids.subEventId], {
      subEventId: preBids.subEventId,
      ceiling: preBids.ceiling,
      placedAt: preBids.placedAt,
    })
    .from(preBids)
    .where(eq(preBids.bidderId, bidderId))
    .orderBy(preBids.subEventId, desc(preBids.seq));
  if (rows.length === 0) return [];
  const waiting = await pendingPreBidSubEventIds(
    db,
    rows.map((r) => r.subEventId),
  );
  return rows.filter((r) => waiting.has(r.subEventId));
}

/** Every pre-bid placement on a lot, oldest first (tests, the lot's history). */
export async function listPreBidsOfSubEvent(db: Db, subEventId: string) {
  return db.select().from(preBids).where(eq(preBids.subEventId, subEventId)).orderBy(preBids.seq);
}
