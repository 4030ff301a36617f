import { createHash, randomBytes } from 'node:crypto';
import { GENESIS_HASH } from '@neelami/shared/bid-receipts';

export { GENESIS_HASH };

/** The fields of a bid that the hash chain protects, with the salt of its digest. */
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
  /** Random, per bid: the published digest tells nothing of the bid without it (API.md "Bid receipts"). */
  salt: string;
}

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

const sha256 = (a: string, b: string) => createHash('sha256').update(a).update('|').update(b).digest('hex');

/** A bid's `digest`: sha256(salt | canonical fields), hex (shared/bid-receipts.ts `bidDigestOf`). */
export const bidDigest = (b: HashedBidFields): string => sha256(b.salt, canonicalBid(b));

/** A chain hash: sha256(prevHash | digest), hex (shared/bid-receipts.ts `chainLink`). */
export const chainLinkOf = (prevHash: string, digest: string): string => sha256(prevHash, digest);

/**
 * The chain hash each bid row stores, `sha256(prevHash | digest)`: the bid log proves no bid was
 * altered, and after the close the digests and chain hashes alone are published (API.md "Bid receipts").
 */
export function bidHash(prevHash: string, b: HashedBidFields): string {
  return chainLinkOf(prevHash, bidDigest(b));
}

/** The receipt of a stored bid row (its chain hash is the row's `hash`). */
export const receiptOf = (b: HashedBidFields & { hash: string }) => ({
  subEventId: b.subEventId,
  seq: b.seq,
  digest: bidDigest(b),
  chainHash: b.hash,
  salt: b.salt,
});

// Salts come from a pool filled 4 KiB at a time: one random read per 256 bids on the hot path.
const SALT_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;

/** A fresh random salt: 16 bytes in hex. */
export function newSalt(): string {
  if (offset + SALT_BYTES > pool.length) {
    pool = randomBytes(256 * SALT_BYTES);
    offset = 0;
  }
  offset += SALT_BYTES;
  return pool.toString('hex', offset - SALT_BYTES, offset);
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
