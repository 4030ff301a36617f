/** What the sales report reads of the sales module (reports/build-sales-report.ts). */
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupeesOfPaise, toRupees } from '@neelami/shared/money';
import { SALE_STATUS_LABELS, type SaleStatusName } from '@neelami/shared/sales';
import { confirmedOf } from '@neelami/trade/sale-machine';
import type { Db } from '../../db/client';
import { namesOf } from './sale-core';
import { deliveryOrderNumber, toQuantity } from './sale-dto';
import { bidText } from './sale-notices';
import { listAllSales, loadSales, stateOf } from './sale-store';

/** One sale as the report prints it: amounts in rupees, the rest as text. */
export interface SaleReportRow {
  auctionNo: number;
  lot: string;
  buyer: string;
  status: string;
  bid: string;
  quantity: string;
  saleValue: number;
  gst: number;
  tcs: number;
  total: number;
  emdAdjusted: number;
  balanceDue: number;
  paid: number;
  dueDate: string;
  payments: string;
  deliveryOrder: string;
  liftings: string;
  /** The quantity lifted of the quantity sold. */
  lifted: string;
  awardedAt: Date;
}

/** Every sale of the event (the award and each offer to a next bidder), by lot then time. */
export async function listSaleReportRows(db: Db, eventId: string): Promise<SaleReportRow[]> {
  const records = await loadSales(db, await listAllSales(db, eventId));
  const rows = await Promise.all(
    records.map(async (r) => {
      const n = await namesOf(db, r.sale);
      const decided = new Map(r.decisions.map((d) => [d.paymentId, d.status]));
      const s = r.sale;
      const qty = (milli: number) => `${toQuantity(milli)} ${s.unit}`.trim();
      return {
        auctionNo: n.auctionNo,
        lot: n.lotName,
        buyer: n.buyerName,
        status:
          SALE_STATUS_LABELS[s.status as SaleStatusName] +
          (s.closedShortReason ? ` (closed short: ${s.closedShortReason})` : ''),
        bid: bidText(s),
        quantity: qty(s.quantityMilli),
        saleValue: toRupees(s.saleValue),
        gst: toRupees(s.gst),
        tcs: toRupees(s.tcs),
        total: toRupees(s.total),
        emdAdjusted: toRupees(s.emdAdjusted),
        balanceDue: toRupees(s.balanceDue),
        paid: toRupees(confirmedOf(stateOf(r))),
        dueDate: formatDateOnly(s.dueDate),
        payments:
          r.payments
            .map(
              (p) =>
                `${formatRupeesOfPaise(p.amount)} UTR ${p.utr} on ${formatDateOnly(p.paidOn)} (${decided.get(p.id) ?? 'pending'})`,
            )
            .join('; ') || '—',
        deliveryOrder: r.deliveryOrder
          ? `${deliveryOrderNumber(r.deliveryOrder.serialNo, n.auctionNo)}, lift ${formatDateOnly(r.deliveryOrder.liftFrom)} to ${formatDateOnly(r.deliveryOrder.liftUntil)}`
          : '—',
        liftings:
          r.liftings
            .map((l) => `${qty(l.quantityMilli)} ${l.vehicleNo} on ${formatDateOnly(l.liftedOn)}`)
            .join('; ') || '—',
        lifted: `${qty(r.liftings.reduce((sum, l) => sum + l.quantityMilli, 0))} of ${qty(s.quantityMilli)}`,
        awardedAt: s.createdAt,
      };
    }),
  );
  return rows.sort((a, b) => a.auctionNo - b.auctionNo || a.awardedAt.getTime() - b.awardedAt.getTime());
}
