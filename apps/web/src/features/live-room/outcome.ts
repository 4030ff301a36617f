import type { BidderView, CurrentBidView } from '@neelami/shared/bidding';
import { type BidBasisOf, formatRate } from '../../lib/bid-amount';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/**
 * What a lot's close means for the bidder (issue: the outcome at the close): H1 (L1 in a reverse
 * auction) with the amount, awaiting the seller's decision; the place finished; or no bid at all.
 * Only the bidder's own standing and the leading amount the picture already shows are named.
 */
export function bidderOutcome(view: BidderView): string {
  if (view.myLastBid === null) return 'You did not bid on this lot.';
  if (view.isLeader) {
    const label = view.subEvent.direction === 'reverse' ? 'L1' : 'H1';
    const amount = view.leadingAmount ?? view.myLastBid;
    return `You are ${label} at ${formatRate(amount, view.subEvent)} — awaiting the seller's decision.`;
  }
  if (view.myRank !== null)
    return `You finished ${ordinal(view.myRank)}. Your last bid: ${formatRate(view.myLastBid, view.subEvent)}.`;
  return `Your last bid: ${formatRate(view.myLastBid, view.subEvent)}.`;
}

/** The final ranks a guest sees: "Rank 1 ₹33,200 · Rank 2 ₹33,100 · Rank 3 —" (no amounts in a rank auction). */
export function finalRanks(top: { rank: number; amount: number | null }[], lot: BidBasisOf = {}): string {
  const list = Array.isArray(top) ? top : [];
  if (list.length === 0) return 'No bids were placed.';
  // A Rank auction shows guests no amounts (API.md "Rank auctions").
  if (list.every((t) => t.amount === null))
    return 'Bidding has closed; amounts are not shown in a rank auction.';
  return [1, 2, 3]
    .map((r) => `Rank ${r} ${formatRate(list.find((t) => t.rank === r)?.amount ?? null, lot)}`)
    .join(' · ');
}

/** The outcome line of any viewer's picture of a closed lot. */
export function outcomeOf(p: CurrentBidView): string {
  if (p.viewer === 'bidder') return bidderOutcome(p);
  if (p.viewer === 'guest') return `Final: ${finalRanks(p.top, p.subEvent)}`;
  return p.leadingAmount !== null
    ? `Final ${p.subEvent.direction === 'reverse' ? 'lowest' : 'highest'} bid: ${formatRate(p.leadingAmount, p.subEvent)}`
    : `Final: ${finalRanks(p.top, p.subEvent)}`;
}
