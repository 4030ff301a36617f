/** The sales module's side of the owner's authorisation (bidding/award-hooks.ts), wired in app.ts. */
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import type { AwardHooks } from '../bidding/award-hooks';
import { makeAwardSale } from './make-sale';
import type { SaleEmd } from './sale-core';
import { toQuantity } from './sale-dto';
import { bidText } from './sale-notices';
import { findAwardSale } from './sale-store';

export function saleAwardHooks(emd: SaleEmd): AwardHooks {
  return {
    async awarded(tx, award) {
      await makeAwardSale(tx, emd, award);
    },
    async letterSale(db, subEventId) {
      const s = await findAwardSale(db, subEventId);
      if (!s) return null;
      const rows: [string, string][] = [];
      if (s.bidBasis === 'unit') rows.push(['Quantity', `${toQuantity(s.quantityMilli)} ${s.unit}`.trim()]);
      rows.push(
        ['Sale value', formatRupeesOfPaise(s.saleValue)],
        [`GST @ ${s.gstRateBp / 100}%`, formatRupeesOfPaise(s.gst)],
        [`TCS @ ${s.tcsRateBp / 100}%`, formatRupeesOfPaise(s.tcs)],
        ['Total', formatRupeesOfPaise(s.total)],
        ['EMD adjusted', formatRupeesOfPaise(s.emdAdjusted)],
        ['Balance due', formatRupeesOfPaise(s.balanceDue)],
        ['Payment due by', formatDateOnly(s.dueDate)],
      );
      const due = `${formatRupeesOfPaise(s.balanceDue)} by ${formatDateOnly(s.dueDate)}`;
      return { bid: bidText(s), perUnit: s.bidBasis === 'unit', due, rows };
    },
  };
}
