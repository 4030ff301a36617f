/** The sales module's side of the owner's authorisation (bidding/award-hooks.ts), wired in app.ts. */
import { istFormatsIn } from '@neelami/shared/ist';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import type { AwardHooks } from '../award/award-hooks';
import { verifiedPayeeAccount } from '../users/payee-accounts';
import { makeAwardSale } from './make-sale';
import type { SalesDeps } from './sale-core';
import { toQuantity } from './sale-dto';
import { bidText, FIGURE_LABELS } from './sale-notices';
import { findAwardSale, findSale } from './sale-store';
import { sendIssuedDeliveryOrder } from './settle-sale';

export function saleAwardHooks(
  deps: Pick<SalesDeps, 'db' | 'emd' | 'notifier' | 'sendDeliveryOrder' | 'log'>,
): AwardHooks {
  return {
    async awarded(tx, award) {
      const made = await makeAwardSale(tx, deps.emd, award);
      return { saleId: made.sale.id, deliveryOrderIssued: made.deliveryOrderIssued, alerts: made.alerts };
    },
    async deliveryOrderIssued(saleId) {
      const sale = await findSale(deps.db, saleId);
      if (sale) await sendIssuedDeliveryOrder(deps, sale);
    },
    async letterSale(db, subEventId, language = 'en') {
      const s = await findAwardSale(db, subEventId);
      if (!s) return null;
      const w = FIGURE_LABELS[language];
      const day = istFormatsIn(language).day(s.dueDate);
      const rows: [string, string][] = [];
      if (s.bidBasis === 'unit') rows.push([w.quantity, `${toQuantity(s.quantityMilli)} ${s.unit}`.trim()]);
      rows.push(
        [w.saleValue, formatRupeesOfPaise(s.saleValue)],
        [w.gst(s.gstRateBp / 100), formatRupeesOfPaise(s.gst)],
        [w.tcs(s.tcsRateBp / 100), formatRupeesOfPaise(s.tcs)],
        [w.total, formatRupeesOfPaise(s.total)],
        [w.emdAdjusted, formatRupeesOfPaise(s.emdAdjusted)],
        [w.balanceDue, formatRupeesOfPaise(s.balanceDue)],
      );
      // A sale the EMD covers is paid at once: nothing is due, and no date is.
      if (s.balanceDue > 0) rows.push([w.dueBy, day]);
      const due = s.balanceDue > 0 ? w.by(formatRupeesOfPaise(s.balanceDue), day) : null;
      const payee = s.ownerId ? await verifiedPayeeAccount(db, s.ownerId) : null;
      return { bid: bidText(s, language), perUnit: s.bidBasis === 'unit', due, rows, payee };
    },
  };
}
