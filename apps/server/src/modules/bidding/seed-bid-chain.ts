import { randomUUID } from 'node:crypto';
import { bidHash, GENESIS_HASH, newSalt } from './bid-hash';
import type { bids } from './tables';

/** One bid to write as test or benchmark data: amount in paise, `at` the acceptance time. */
export interface BidSpec {
  bidderId: string;
  amount: number;
  at: Date;
  kind?: 'manual' | 'auto' | 'proxy';
  status?: 'accepted' | 'rejected' | 'cancelled';
  ip?: string;
  clientBidId?: string | null;
  /**
   * Placed in the same change as the bid before it, as an auto bid's reply is: it shares that
   * bid's seq (the live room's update number) and follows it by serial.
   */
  sameChange?: boolean;
}

export type NewBidRow = typeof bids.$inferInsert;

/**
 * Bid rows for `specs`, appended to a chain that stands at `seq` with head `head`
 * (empty for a sub-event without bids): each bid takes the next seq (and the same
 * serial), or its predecessor's seq when placed in the same change, and is hashed onto the one
 * before (bidHash), as the bidding module writes them.
 * Answers the rows and where the chain then stands.
 */
export function seedChainRows(
  subEventId: string,
  from: { seq: number; head: string },
  specs: BidSpec[],
  newId: () => string = randomUUID,
): { rows: NewBidRow[]; seq: number; head: string } {
  let seq = from.seq;
  let serial = from.seq;
  let prev = from.head || GENESIS_HASH;
  const rows: NewBidRow[] = [];
  for (const s of specs) {
    if (!s.sameChange || rows.length === 0) seq++;
    serial++;
    const fields = {
      id: newId(),
      subEventId,
      bidderId: s.bidderId,
      amount: s.amount,
      kind: s.kind ?? 'manual',
      clientBidId: s.clientBidId ?? null,
      seq,
      createdAt: new Date(s.at.getTime()),
      salt: newSalt(),
    };
    const hash = bidHash(prev, fields);
    rows.push({
      ...fields,
      status: s.status ?? 'accepted',
      ip: s.ip ?? '',
      serial,
      prevHash: prev,
      hash,
    });
    prev = hash;
  }
  return { rows, seq, head: prev };
}
