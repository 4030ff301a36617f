import { createHash } from 'node:crypto';

/** The fields of a bid that the hash chain protects. */
export interface HashedBidFields {
  id: string;
  subEventId: string;
  bidderId: string;
  /** paise */
  amount: number;
  kind: string;
  clientBidId: string | null;
  seq: number;
  createdAt: Date;
}

/** The hash that starts every sub-event's chain. */
export const GENESIS_HASH = '0'.repeat(64);

/** Canonical text of a bid: fixed field order, unambiguous separators. */
export function canonicalBid(b: HashedBidFields): string {
  return [
    b.id,
    b.subEventId,
    b.bidderId,
    String(b.amount),
    b.kind,
    b.clientBidId ?? '',
    String(b.seq),
    b.createdAt.toISOString(),
  ].join('|');
}

/** `sha256(prevHash + canonical bid fields)`, hex: each bid row stores it, so the bid log proves it was not altered. */
export function bidHash(prevHash: string, b: HashedBidFields): string {
  return createHash('sha256').update(prevHash).update('|').update(canonicalBid(b)).digest('hex');
}

/** The result of checking a chain in order: verified, or the first row that breaks it. */
export type ChainCheck =
  | { ok: true; count: number }
  | { ok: false; count: number; brokenAt: number; bidId: string };

/**
 * Verifies bids of one sub-event given in chain order (by seq, then insertion):
 * each row's prevHash must be the previous row's hash and its hash must match
 * its fields. A changed amount or a deleted row breaks the chain.
 */
export function verifyChain(rows: (HashedBidFields & { prevHash: string; hash: string })[]): ChainCheck {
  let prev = GENESIS_HASH;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (r.prevHash !== prev || bidHash(r.prevHash, r) !== r.hash) {
      return { ok: false, count: rows.length, brokenAt: i, bidId: r.id };
    }
    prev = r.hash;
  }
  return { ok: true, count: rows.length };
}
