import type { RoomSubEvent } from '@neelami/shared/bidding';
import { t } from '../../i18n/i18n';
import { type BidBasisOf, bidInWords, formatBid, formatRate } from '../../lib/bid-amount';

/** Steps beyond what is needed before a bid is asked to be confirmed. */
export const CONFIRM_STEPS = 5;
/** Share above (below, in reverse) what is needed before a bid is asked to be confirmed. */
export const CONFIRM_SHARE = 0.1;

/** A lot whose bids are the lot's total (no `bidBasis`: the default). */
const WHOLE_LOT: BidBasisOf = {};

/**
 * A typed amount as the bidder should read it: lakh grouping and words
 * ("₹3,20,000 · Rupees Three Lakh Twenty Thousand Only"; on a per-unit lot
 * "₹32,000/MT (lot ₹80,00,000) · Rupees Thirty Two Thousand Only per MT"), or null when it is not
 * a whole amount.
 */
export function amountInWords(raw: string, lot: BidBasisOf = WHOLE_LOT): string | null {
  if (!/^\d{1,14}$/.test(raw)) return null;
  const rupees = Number(raw);
  if (!Number.isSafeInteger(rupees) || rupees <= 0 || rupees > 10 ** 13) return null;
  return `${formatBid(rupees, lot)} · ${bidInWords(rupees, lot)}`;
}

/** What a confirmation names: the amount typed and the amount that was needed. */
export interface BidConfirmation {
  kind: 'bid' | 'auto';
  amount: number;
  needed: number;
}

/**
 * Whether a bid (or an auto-bid limit) is far enough beyond what is needed to be a likely typo
 * (a ten-times slip): more than five steps or 10 % above it (below it, in a reverse auction).
 * Bids cannot be withdrawn, so such an amount is confirmed before it is sent.
 */
export function needsConfirmation(
  amount: number,
  needed: number | null,
  subEvent: Pick<RoomSubEvent, 'direction' | 'incrementOrDecrement'>,
): boolean {
  if (needed === null || !Number.isFinite(needed) || needed <= 0) return false;
  const beyond = subEvent.direction === 'reverse' ? needed - amount : amount - needed;
  if (beyond <= 0) return false;
  return beyond > CONFIRM_STEPS * subEvent.incrementOrDecrement || beyond > CONFIRM_SHARE * needed;
}

/** The confirmation's question, naming both amounts. */
export function confirmationText(
  c: BidConfirmation,
  direction: RoomSubEvent['direction'],
  lot: BidBasisOf = WHOLE_LOT,
): string {
  const what =
    c.kind === 'auto'
      ? direction === 'reverse'
        ? t('room.whatAutoFloor')
        : t('room.whatAutoLimit')
      : t('room.whatBid');
  const need = c.kind === 'auto' ? t('room.needNext') : t('room.needRank1');
  return t('room.confirmHi', {
    what,
    amount: formatBid(c.amount, lot),
    words: bidInWords(c.amount, lot),
    need,
    needed: formatRate(c.needed, lot),
  });
}
