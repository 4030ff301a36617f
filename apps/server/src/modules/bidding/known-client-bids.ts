/**
 * Idempotency (API.md: a repeated clientBidId is applied once): the answers already stored for a
 * batch's client bid ids, from the bid rows and auto-bid rows, read under the sub-event's lock.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import { isBidJob, type JobOutcome, type SubEventJob } from './sub-event-jobs';
import { autoBids, bids } from './tables';

// Built once (db/prebuilt.ts): a batch reads them for every bid that carries a client bid id.
// With the bidders too, the (sub_event_id, bidder_id, client_bid_id) index finds the rows directly
// instead of walking every bid of the lot (which grew with the lot's bid count). Unnamed: a generic
// plan of a named statement walked the lot's bids again (0.5 → 0.9 ms per batch at 3,000 bids).
const storedBids = prebuilt(null, (db) =>
  db
    .select({
      id: bids.id,
      bidderId: bids.bidderId,
      clientBidId: bids.clientBidId,
      amount: bids.amount,
      seq: bids.seq,
    })
    .from(bids)
    .where(
      and(
        eq(bids.subEventId, sql.placeholder('subEventId')),
        sql`${bids.bidderId} = any(${sql.placeholder('bidderIds')})`,
        sql`${bids.clientBidId} = any(${sql.placeholder('clientIds')})`,
      ),
    ),
);
const storedAutoBids = prebuilt(null, (db) =>
  db
    .select({ bidderId: autoBids.bidderId, clientBidId: autoBids.clientBidId, limit: autoBids.limit })
    .from(autoBids)
    .where(
      and(
        eq(autoBids.subEventId, sql.placeholder('subEventId')),
        sql`${autoBids.bidderId} = any(${sql.placeholder('bidderIds')})`,
        sql`${autoBids.clientBidId} = any(${sql.placeholder('clientIds')})`,
      ),
    ),
);

/**
 * Stored answers for the batch's client bid ids, keyed `${bidderId}|${clientBidId}` (clientKeyOf).
 * `row` is the locked sub-event row (its seq and closing time are the current ones).
 */
export async function findKnownClientBids(
  db: Db,
  row: { id: string; seq: number; closesAt: Date },
  jobs: SubEventJob[],
): Promise<Map<string, JobOutcome>> {
  const known = new Map<string, JobOutcome>();
  const withIds = jobs.filter(isBidJob).filter((j) => j.clientBidId);
  if (withIds.length === 0) return known;
  const clientIds = [...new Set(withIds.map((j) => j.clientBidId as string))];
  const bidderIds = [...new Set(withIds.map((j) => j.bidderId))];
  const values = { subEventId: row.id, bidderIds, clientIds };
  const rows = await storedBids(db, values);
  const autos = withIds.some((j) => j.type === 'auto-bid') ? await storedAutoBids(db, values) : [];
  const endsAt = row.closesAt.getTime();
  const answer = { ok: true, duplicate: true, endsAt } as const;
  for (const a of autos) {
    // It placed no bid of its own: the answer names the bidder's bid in force (place-bid.ts).
    known.set(`${a.bidderId}|${a.clientBidId}`, {
      ...answer,
      seq: row.seq,
      bidId: null,
      amount: null,
      limit: a.limit,
    });
  }
  for (const r of rows) {
    // The bid row wins over the auto-bid row: an auto bid's own first bid carries the same id.
    const auto = autos.find((a) => a.bidderId === r.bidderId && a.clientBidId === r.clientBidId);
    known.set(`${r.bidderId}|${r.clientBidId}`, {
      ...answer,
      seq: r.seq,
      bidId: r.id,
      amount: r.amount,
      limit: auto ? auto.limit : null,
    });
  }
  return known;
}
