/**
 * The commitment of a sealed tender (API.md "tender-then-auction"): `digest = sha256(salt, member,
 * lot, amount, time)` and `chainHash = sha256(prevChainHash, digest)` over the lot's tenders in
 * order, so a tender committed to the log cannot later be changed, removed or read from the log.
 */
import { createHash, randomBytes } from 'node:crypto';
import { GENESIS_HASH } from '../bidding/bid-hash';

/** The fields a tender's digest commits to. */
export interface TenderContent {
  salt: string;
  bidderId: string;
  subEventId: string;
  /** Paise. */
  amount: number;
  createdAt: Date;
}

export const newSalt = (): string => randomBytes(32).toString('hex');

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('|')).digest('hex');

export const tenderDigest = (t: TenderContent): string =>
  sha256(t.salt, t.bidderId, t.subEventId, String(t.amount), t.createdAt.toISOString());

export const tenderChainHash = (prev: string, digest: string): string => sha256(prev, digest);

export { GENESIS_HASH };

/** Whether each tender matches its digest, and whether the chain is intact from the start, in seq order. */
export function checkTenderLog(
  rows: (TenderContent & { seq: number; digest: string; prevChainHash: string; chainHash: string })[],
): { matches: Map<number, boolean>; chainIntact: boolean } {
  const matches = new Map<number, boolean>();
  let prev = GENESIS_HASH;
  let chainIntact = true;
  for (const r of [...rows].sort((a, b) => a.seq - b.seq)) {
    matches.set(r.seq, tenderDigest(r) === r.digest);
    if (r.prevChainHash !== prev || tenderChainHash(prev, r.digest) !== r.chainHash) chainIntact = false;
    prev = r.chainHash;
  }
  return { matches, chainIntact };
}
