import type { BidderView, CurrentBidView } from '@neelami/shared/bidding';
import { currentLanguage, t } from '../../i18n/i18n';
import { type BidBasisOf, formatRate } from '../../lib/bid-amount';

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** पहले, दूसरे, तीसरे, चौथे, 5वें … (the oblique form: "आप दूसरे स्थान पर रहे"). */
export function hindiOrdinal(n: number): string {
  return ({ 1: 'पहले', 2: 'दूसरे', 3: 'तीसरे', 4: 'चौथे', 6: 'छठे' } as Record<number, string>)[n] ?? `${n}वें`;
}

/**
 * What a lot's close means for the bidder (the outcome at the close): H1 (L1 in a reverse
 * auction) with the amount, awaiting the seller's decision; the place finished; or no bid at all.
 * Only the bidder's own standing and the leading amount the view already shows are named.
 */
export function bidderOutcome(view: BidderView): string {
  if (view.myLastBid === null) return t('room.outcomeNoBid');
  if (view.isLeader) {
    const label = view.subEvent.direction === 'reverse' ? 'L1' : 'H1';
    const amount = view.leadingAmount ?? view.myLastBid;
    return t('room.outcomeLeader', { label, amount: formatRate(amount, view.subEvent) });
  }
  const amount = formatRate(view.myLastBid, view.subEvent);
  if (view.myRank !== null)
    return t('room.outcomeFinished', {
      place: currentLanguage() === 'hi' ? hindiOrdinal(view.myRank) : ordinal(view.myRank),
      amount,
    });
  return t('room.outcomeLastBid', { amount });
}

/** The final ranks a guest sees: "Rank 1 ₹33,200 · Rank 2 ₹33,100 · Rank 3 —" (no amounts in a rank auction). */
export function finalRanks(top: { rank: number; amount: number | null }[], lot: BidBasisOf = {}): string {
  const list = Array.isArray(top) ? top : [];
  if (list.length === 0) return t('room.outcomeNoBids');
  // A Rank auction shows guests no amounts (API.md "Rank auctions").
  if (list.every((r) => r.amount === null)) return t('room.outcomeRankClosed');
  return [1, 2, 3]
    .map((rank) =>
      t('room.outcomeRank', {
        rank,
        amount: formatRate(list.find((r) => r.rank === rank)?.amount ?? null, lot),
      }),
    )
    .join(' · ');
}

/** A guest's line under a closed lot: "Final: Rank 1 ₹33,200 · …". */
export function finalOutcome(top: { rank: number; amount: number | null }[], lot: BidBasisOf = {}): string {
  return t('room.outcomeFinal', { ranks: finalRanks(top, lot) });
}

/** The outcome line of any viewer's view of a closed lot. */
export function outcomeOf(p: CurrentBidView): string {
  if (p.viewer === 'bidder') return bidderOutcome(p);
  if (p.viewer === 'guest' || p.leadingAmount === null) return finalOutcome(p.top, p.subEvent);
  const amount = formatRate(p.leadingAmount, p.subEvent);
  return p.subEvent.direction === 'reverse'
    ? t('room.outcomeFinalLowest', { amount })
    : t('room.outcomeFinalHighest', { amount });
}
