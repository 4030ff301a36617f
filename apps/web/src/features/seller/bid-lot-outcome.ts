import type { BidLot } from '@neelami/shared/seller';
import { currentLanguage, t } from '../../i18n/i18n';
import { formatRate } from '../../lib/bid-amount';

/** '2nd' in English; the rank's number in Hindi ('रैंक 2'). */
const ordinal = (n: number) => {
  if (currentLanguage() === 'hi') return String(n);
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** What a lot the member bid on came to, for the member (the same words as the room's overlay). */
export function bidLotOutcome(lot: BidLot): string {
  const h1 = lot.direction === 'reverse' ? 'L1' : 'H1';
  const amount = formatRate(lot.leadingAmount ?? lot.myLastBid, lot);
  const last =
    lot.myLastBid !== null ? t('lots.outcome.lastBid', { amount: formatRate(lot.myLastBid, lot) }) : '';
  switch (lot.outcome) {
    case 'won':
      // API.md "The close": below the reserve the lot waits for approval, a counter, or is unsold.
      if (lot.result === 'unsold') return t('lots.outcome.wonUnsold', { h1, amount });
      if (lot.result === 'approval_pending') return t('lots.outcome.wonPending', { h1, amount });
      if (lot.result === 'countered') return t('lots.outcome.wonCountered', { h1, amount });
      if (lot.decision === 'authorised') return t('lots.outcome.wonAuthorised', { amount });
      if (lot.decision === 'not authorised') return t('lots.outcome.wonRefused', { h1, amount });
      return t('lots.outcome.wonAwaiting', { h1, amount });
    case 'lost':
      return lot.myRank !== null
        ? t('lots.outcome.finished', { rank: ordinal(lot.myRank), last })
        : t('lots.outcome.notWon', { last });
    case 'leading':
      return t('lots.outcome.leading', { amount });
    default:
      return lot.myRank !== null
        ? t('lots.outcome.outbidRank', { rank: ordinal(lot.myRank), last })
        : t('lots.outcome.outbid', { last });
  }
}
