/**
 * Bid receipts (API.md "Integrity desk, member record and bid receipts"): a member's own receipts
 * on a lot, and the lot's public chain of digests after its close. Both are drawn from the bid
 * rows: the digest is recomputed by the database from the row (chain-sql.ts), so a changed bid
 * shows as a chain whose links no longer hold.
 */
import type { BidChain, BidReceipt } from '@neelami/shared/bid-receipts';
import { bidMessages } from '@neelami/shared/bidding';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findSubEventById } from '../events/event-queries';
import { GENESIS_HASH, receiptOf } from './bid-hash';
import { sqlBidDigest } from './chain-sql';
import { bids } from './tables';

/** The chain order of a lot's bids (bid-log-reads.ts, chain-sql.ts). */
const chainOrder = [asc(bids.seq), asc(bids.serial), asc(bids.createdAt), asc(bids.id)];

/** The receipts of `bidderId`'s bids on the lot, in chain order: its auto bid's replies and pre-bid's too. */
export async function listMyReceipts(db: Db, subEventId: string, bidderId: string): Promise<BidReceipt[]> {
  const rows = await db
    .select({
      id: bids.id,
      subEventId: bids.subEventId,
      bidderId: bids.bidderId,
      amount: bids.amount,
      kind: bids.kind,
      clientBidId: bids.clientBidId,
      seq: bids.seq,
      createdAt: bids.createdAt,
      salt: bids.salt,
      hash: bids.hash,
    })
    .from(bids)
    .where(and(eq(bids.subEventId, subEventId), eq(bids.bidderId, bidderId)))
    .orderBy(...chainOrder);
  return rows.map(receiptOf);
}

/**
 * A closed lot's chain: every bid's seq, digest and chain hash, and the head the lot recorded.
 * No amount, no identity. Before the close: 409 CONFLICT (the chain still grows).
 */
export async function readPublicChain(db: Db, subEventId: string): Promise<BidChain> {
  const se = await findSubEventById(db, subEventId);
  if (!se) throw AppError.notFound(bidMessages.unknownSubEvent);
  if (se.status !== 'closed') throw new AppError('CONFLICT', bidMessages.chainBeforeClose);
  const entries = await db
    .select({ seq: bids.seq, digest: sql<string>`${sqlBidDigest}`, chainHash: bids.hash })
    .from(bids)
    .where(eq(bids.subEventId, subEventId))
    .orderBy(...chainOrder);
  return { head: se.lastBidHash || GENESIS_HASH, entries };
}
