/**
 * What the member's sales ask of it now (the member's "Needs you now", API.md): as the buyer, the
 * balances to pay and the lots offered to it; as the owner, the payments to confirm. Money reported
 * and not yet confirmed is counted as reported, never as still to pay.
 */
import type { HomeDecision, HomeDue } from '@neelami/shared/member-home-api-responses';
import { toRupees } from '@neelami/shared/money';
import { istDate } from '@neelami/trade/sale-figures';
import { confirmedOf, outstandingOf } from '@neelami/trade/sale-machine';
import type { Db } from '../../db/client';
import { namesOf } from './sale-core';
import { listSalesOfMember, loadSales, reportedOf, stateOf } from './sale-store';

type OfferDecision = Extract<HomeDecision, { kind: 'offer' }>;
type ConfirmDecision = Extract<HomeDecision, { kind: 'confirm_payment' }>;

export interface SaleNeeds {
  dues: HomeDue[];
  offers: OfferDecision[];
  paymentsToConfirm: ConfirmDecision[];
}

/** The member's dues (soonest due first), offers to answer and payments to confirm, at `now`. */
export async function listSaleNeeds(db: Db, userId: string, now: Date): Promise<SaleNeeds> {
  const today = istDate(now);
  const records = await loadSales(db, await listSalesOfMember(db, userId));
  const out: SaleNeeds = { dues: [], offers: [], paymentsToConfirm: [] };
  for (const r of records) {
    const s = r.sale;
    const state = stateOf(r);
    const reported = reportedOf(r);
    const buyer = s.buyerId === userId;
    const owes = buyer && s.status === 'awaiting_payment' && outstandingOf(state) > 0;
    const offered = buyer && s.status === 'offered' && (s.offerExpiresOn ?? today) >= today;
    const toConfirm = !buyer && s.ownerId === userId && s.status === 'awaiting_payment' && reported > 0;
    if (!owes && !offered && !toConfirm) continue;
    const names = await namesOf(db, s);
    const lot = {
      saleId: s.id,
      subEventId: s.subEventId,
      eventId: s.eventId,
      auctionName: names.auctionName,
      auctionNo: names.auctionNo,
      lotName: names.lotName,
    };
    if (owes) {
      const confirmed = confirmedOf(state);
      out.dues.push({
        ...lot,
        balanceDue: toRupees(s.balanceDue),
        confirmed: toRupees(confirmed),
        reported: toRupees(reported),
        toPay: toRupees(Math.max(0, s.balanceDue - confirmed - reported)),
        dueDate: s.dueDate,
        overdue: s.dueDate < today,
      });
    }
    if (offered) {
      out.offers.push({
        kind: 'offer',
        ...lot,
        total: toRupees(s.total),
        answerBy: s.offerExpiresOn ?? today,
      });
    }
    if (toConfirm) {
      const decided = new Set(r.decisions.map((d) => d.paymentId));
      const pending = r.payments.filter((p) => !decided.has(p.id));
      out.paymentsToConfirm.push({
        kind: 'confirm_payment',
        ...lot,
        buyerName: names.buyerName,
        amount: toRupees(reported),
        payments: pending.length,
        reportedAt: pending[0].createdAt.toISOString(),
      });
    }
  }
  out.dues.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return out;
}
