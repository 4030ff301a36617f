// Rows written as given, for tests and benchmarks (the report fixtures): bids with a
// correct hash chain, and the owner's decisions. Live bids go through place-bid.ts.
import type { Db } from '../../db/client';
import { findSubEventById } from '../events/event-queries';
import { updateSubEventRow } from '../events/seed-rows';
import { type BidSpec, type NewBidRow, seedChainRows } from './seed-bid-chain';
import { bidStatusChanges, bids, winnerAuthorizations } from './tables';

export type { BidSpec };

/** A bid row as inserted. */
export type InsertedBid = typeof bids.$inferSelect;

/**
 * Appends bids to a sub-event's chain (seq continues from the sub-event's seq),
 * in multi-row inserts of `batch` rows, and moves the sub-event's seq and chain head.
 */
export async function insertBidChain(
  db: Db,
  subEvent: { id: string },
  specs: BidSpec[],
  opts: { batch?: number; returnRows?: boolean } = {},
): Promise<InsertedBid[]> {
  const se = await findSubEventById(db, subEvent.id);
  if (!se) throw new Error(`no sub-event ${subEvent.id}`);
  const chain = seedChainRows(se.id, { seq: Number(se.seq), head: se.lastBidHash }, specs);
  const batch = opts.batch ?? 500;
  const out: InsertedBid[] = [];
  for (let i = 0; i < chain.rows.length; i += batch) {
    const part: NewBidRow[] = chain.rows.slice(i, i + batch);
    if (opts.returnRows === false) await db.insert(bids).values(part);
    else out.push(...(await db.insert(bids).values(part).returning()));
  }
  await updateSubEventRow(db, se.id, { seq: chain.seq, lastBidHash: chain.head });
  return out;
}

export async function insertBidStatusChangeRows(
  db: Db,
  rows: (typeof bidStatusChanges.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(bidStatusChanges).values(rows);
}

export async function insertWinnerAuthorizationRows(
  db: Db,
  rows: (typeof winnerAuthorizations.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(winnerAuthorizations).values(rows);
}
