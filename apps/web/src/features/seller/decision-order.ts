import type { SellerSubEvent } from '@neelami/shared/seller';

/** A closed lot with a leading bid and no decision on it yet: the owner has to act. */
export function awaitsDecision(lot: SellerSubEvent): boolean {
  const leader = lot.leadingBid;
  if (lot.status !== 'closed' || !leader) return false;
  // API.md "The close": below the reserve the owner approves, rejects or counters; a counter waits
  // for the bidder, and an unsold lot needs nothing.
  if (lot.result === 'approval_pending') return true;
  if (lot.result === 'countered' || lot.result === 'unsold') return false;
  return !(lot.authorization && lot.authorization.bidId === leader._id);
}

/** Lots awaiting the owner's decision first, then those still open, then the rest (each as the server listed them). */
export function decisionOrder(lots: readonly SellerSubEvent[]): SellerSubEvent[] {
  const rank = (l: SellerSubEvent) => (awaitsDecision(l) ? 0 : l.status !== 'closed' ? 1 : 2);
  return lots
    .map((l, i) => ({ l, i }))
    .sort((a, b) => rank(a.l) - rank(b.l) || a.i - b.i)
    .map(({ l }) => l);
}
