import { bidHash, GENESIS_HASH, type HashedBidFields } from '../bidding/bid-hash';

/** A bid as the chain check needs it. */
export type ChainRow = HashedBidFields & { prevHash: string; hash: string };

/** Where a row stands in its chain: it verifies, it is the first to break it, or it follows a break. */
export type RowChainState = 'verified' | 'broken' | 'after-break';

/** Why the first broken row breaks the chain. */
export type BreakReason = 'altered' | 'unlinked';

/** The first row that breaks a chain (0-based position in chain order). */
export interface ChainBreak {
  index: number;
  bidId: string;
  seq: number;
  reason: BreakReason;
}

/**
 * The streaming twin of `verifyChain` (modules/bidding/bid-hash.ts): the same rule —
 * each row's prevHash is the previous row's hash and its hash matches its fields —
 * fed one row at a time, so a 100,000-bid log is checked without holding it in
 * memory. chain-check.test.ts proves it agrees with `verifyChain` on every input.
 */
export class ChainVerifier {
  private prev = GENESIS_HASH;
  private n = 0;
  private firstBreak: ChainBreak | null = null;

  /** Checks the next row in chain order (seq, then createdAt, then id). */
  push(row: ChainRow): RowChainState {
    const index = this.n++;
    if (this.firstBreak) return 'after-break';
    if (row.prevHash !== this.prev) {
      this.firstBreak = { index, bidId: row.id, seq: row.seq, reason: 'unlinked' };
      return 'broken';
    }
    if (bidHash(row.prevHash, row) !== row.hash) {
      this.firstBreak = { index, bidId: row.id, seq: row.seq, reason: 'altered' };
      return 'broken';
    }
    this.prev = row.hash;
    return 'verified';
  }

  /** Rows seen so far. */
  get count(): number {
    return this.n;
  }

  /** The first break, or null while the chain verifies. */
  get broken(): ChainBreak | null {
    return this.firstBreak;
  }

  /** The hash of the last verified row (the chain head while nothing broke). */
  get head(): string {
    return this.prev;
  }
}
