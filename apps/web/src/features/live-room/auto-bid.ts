import type { BidderView } from '@neelami/shared/bidding';

/**
 * Whether the member's auto bid has ended: a rival's bid reached or went beyond its ceiling (its floor
 * in a reverse auction), so it will bid no more. The engine keeps the limit, and the view still
 * carries it (`myAutoBidLimit`); the row must not go on saying "Auto bid up to …" as if it were at
 * work. A manual bid equal to the ceiling prevails (SPEC §5), so reaching it ends the auto bid too.
 */
export function autoBidEnded(view: BidderView): boolean {
  const limit = view.myAutoBidLimit;
  const leading = view.leadingAmount;
  if (limit === null || leading === null || view.isLeader) return false;
  return view.subEvent.direction === 'reverse' ? leading <= limit : leading >= limit;
}
