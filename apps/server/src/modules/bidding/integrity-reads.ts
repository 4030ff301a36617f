/**
 * The bid rows the integrity desk reads (API.md "Integrity desk"): a lot's log as the signals take
 * it, and how many bids members placed on each lot.
 */
import type { SignalBid } from '@neelami/trade/integrity-signals';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids } from './tables';

/** A lot's bid with the IP it came from. */
export type LotBid = SignalBid & { ip: string };

/** Every bid of a lot in log order. */
export async function listLotBids(db: Db, subEventId: string): Promise<LotBid[]> {
  return db
    .select({
      id: bids.id,
      memberId: bids.bidderId,
      amount: bids.amount,
      seq: bids.seq,
      serial: bids.serial,
      kind: bids.kind,
      status: bids.status,
      ip: bids.ip,
    })
    .from(bids)
    .where(eq(bids.subEventId, subEventId))
    .orderBy(asc(bids.seq), asc(bids.serial));
}

/** How many bids each of these members placed on each lot it bid on. */
export async function countBidsByMemberAndLot(
  db: Db,
  memberIds: string[],
): Promise<{ memberId: string; subEventId: string; bids: number }[]> {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: bids.bidderId, subEventId: bids.subEventId, bids: sql<number>`count(*)::int` })
    .from(bids)
    .where(inArray(bids.bidderId, memberIds))
    .groupBy(bids.bidderId, bids.subEventId);
}
