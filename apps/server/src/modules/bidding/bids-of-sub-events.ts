/**
 * What other modules may know about a sub-event's bids without reading the bidding tables: how
 * many there are, and whether there is any (bid or auto bid) — the lock on deleting an event or a
 * sub-event, on changing what bids were placed against, and on re-timing the demo events.
 */
import { and, count, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { autoBids, bids } from './tables';

/** Number of bids per sub-event, for the given sub-events (those without bids are absent). */
export async function countBidsBySubEvent(db: Db, subEventIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (subEventIds.length === 0) return out;
  const rows = await db
    .select({ id: bids.subEventId, n: count() })
    .from(bids)
    .where(inArray(bids.subEventId, subEventIds))
    .groupBy(bids.subEventId);
  for (const r of rows) out.set(r.id, Number(r.n));
  return out;
}

/** Whether any of the sub-events has a bid or an auto bid (bids are never deleted). */
export async function hasAnyBid(db: Db, subEventIds: string[]): Promise<boolean> {
  if (subEventIds.length === 0) return false;
  const [b] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(inArray(bids.subEventId, subEventIds))
    .limit(1);
  if (b) return true;
  const [a] = await db
    .select({ id: autoBids.subEventId })
    .from(autoBids)
    .where(inArray(autoBids.subEventId, subEventIds))
    .limit(1);
  return a !== undefined;
}

/** Of these users, those who have bid (or set an auto bid) on the sub-event. */
export async function biddersAmong(db: Db, subEventId: string, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const [placed, auto] = [
    await db
      .selectDistinct({ id: bids.bidderId })
      .from(bids)
      .where(and(eq(bids.subEventId, subEventId), inArray(bids.bidderId, userIds))),
    await db
      .select({ id: autoBids.bidderId })
      .from(autoBids)
      .where(and(eq(autoBids.subEventId, subEventId), inArray(autoBids.bidderId, userIds))),
  ];
  return new Set([...placed, ...auto].map((r) => r.id));
}

/** Who bid on the sub-event with a seq in (afterSeq, uptoSeq]: the outbid relay's new bids. */
export async function biddersBetweenSeqs(
  db: Db,
  subEventId: string,
  afterSeq: number,
  uptoSeq: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: bids.bidderId })
    .from(bids)
    .where(and(eq(bids.subEventId, subEventId), gt(bids.seq, afterSeq), lte(bids.seq, uptoSeq)));
  return rows.map((r) => r.id);
}

/** Everyone who bid (or set an auto bid) on each of the sub-events. */
export async function biddersBySubEvent(db: Db, subEventIds: string[]): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (subEventIds.length === 0) return out;
  const [placed, auto] = [
    await db
      .selectDistinct({ s: bids.subEventId, id: bids.bidderId })
      .from(bids)
      .where(inArray(bids.subEventId, subEventIds)),
    await db
      .select({ s: autoBids.subEventId, id: autoBids.bidderId })
      .from(autoBids)
      .where(inArray(autoBids.subEventId, subEventIds)),
  ];
  for (const r of [...placed, ...auto]) {
    const set = out.get(r.s) ?? new Set<string>();
    set.add(r.id);
    out.set(r.s, set);
  }
  return out;
}
