/**
 * Making a sale: at the owner's authorisation of the winner (called by the bidding module inside
 * the authorisation's transaction, through the hook app.ts passes it), and when Admin offers a
 * defaulted or declined lot to the next-ranked bidder at that bidder's own best bid.
 */
import { isReverse } from '@neelami/shared/events';
import { saleMessages } from '@neelami/shared/sales';
import { sellerMessages } from '@neelami/shared/seller';
import { type BidBasis, type SaleFigures, saleFigures } from '@neelami/trade/sale-figures';
import { awardSale, mayOfferNext, offerNext } from '@neelami/trade/sale-machine';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { listBestValidBids } from '../bidding/report-reads';
import { type EventRow, findEventById, findSubEventById, type SubEventRow } from '../events/event-queries';
import type { StoredNotification } from '../notifications/raise';
import type { SaleEmd, SalesDeps } from './sale-core';
import { namesOf, tellBuyer } from './sale-core';
import { toSaleDetailDto } from './sale-dto';
import {
  buyersOfLot,
  findAwardSale,
  hasSuccessor,
  insertSale,
  loadSale,
  type NewSaleRow,
  type SaleRow,
  stateOf,
} from './sale-store';
import { settleIfCovered } from './settle-sale';

/** What the owner's authorisation of the winner tells the sales module. */
export interface Award {
  subEventId: string;
  bidId: string;
  buyerId: string;
  /** The winning bid (paise). */
  amount: number;
  by: string;
  at: Date;
}

function figuresOf(s: SubEventRow, e: EventRow, amount: number, emdHold: number, at: Date): SaleFigures {
  const r = saleFigures({
    bidAmount: amount,
    bidBasis: (s.bidBasis === 'unit' ? 'unit' : 'lot') as BidBasis,
    quantityText: s.quantityOrTypesOfTrunk,
    unit: s.unit,
    terms: {
      gstRate: e.gstRateBp / 100,
      tcsRate: e.tcsRateBp / 100,
      paymentDays: e.paymentDays,
      liftingDays: e.liftingDays,
    },
    emdHold,
    at,
  });
  if (!r.ok) throw AppError.conflict(saleMessages.noNumericQuantity);
  return r.figures;
}

function rowOf(
  s: SubEventRow,
  e: EventRow,
  f: SaleFigures,
  emdHold: number,
): Omit<NewSaleRow, 'buyerId' | 'bidId' | 'status'> {
  return {
    subEventId: s.id,
    eventId: e.id,
    ownerId: s.ownerId,
    bidAmount: f.bidAmount,
    bidBasis: f.bidBasis,
    quantityMilli: f.quantityMilli,
    unit: f.unit,
    saleValue: f.saleValue,
    gstRateBp: e.gstRateBp,
    gst: f.gst,
    tcsRateBp: e.tcsRateBp,
    tcs: f.tcs,
    total: f.total,
    emdHold,
    emdAdjusted: f.emdAdjusted,
    balanceDue: f.balanceDue,
    paymentDays: e.paymentDays,
    liftingDays: e.liftingDays,
    dueDate: f.dueDate,
  };
}

/**
 * The sale of an authorised winner, made in the authorisation's transaction (`tx`), which holds the
 * lot's row lock: a lot has one standing sale (SALE_EXISTS is decided before, by the award). A
 * sale whose EMD covers its total is paid at once and its delivery order issued (with its alerts,
 * answered to be published after the commit).
 */
export async function makeAwardSale(
  tx: Db,
  emd: SaleEmd,
  award: Award,
): Promise<{ sale: SaleRow; deliveryOrderIssued: boolean; alerts: StoredNotification[] }> {
  const existing = await findAwardSale(tx, award.subEventId);
  if (existing) throw new AppError('SALE_EXISTS', sellerMessages.saleExists);
  const s = await findSubEventById(tx, award.subEventId);
  const e = s ? await findEventById(tx, s.eventId) : undefined;
  if (!s || !e) throw AppError.notFound(saleMessages.notFound);
  const hold = await emd.heldFor(tx, award.buyerId, s.id);
  const f = figuresOf(s, e, award.amount, hold, award.at);
  const sale = await insertSale(
    tx,
    {
      ...rowOf(s, e, f, hold),
      buyerId: award.buyerId,
      bidId: award.bidId,
      status: 'awaiting_payment',
      createdBy: award.by,
      createdAt: award.at,
      updatedAt: award.at,
    },
    award.by,
    award.at,
  );
  const state = awardSale({ ...f, emdHold: hold, paymentDays: e.paymentDays, liftingDays: e.liftingDays });
  const settled = await settleIfCovered({ tx, emd, sale, by: award.by, now: award.at }, state);
  return { sale, deliveryOrderIssued: settled !== null, alerts: settled?.alerts ?? [] };
}

/**
 * POST /api/admin/sales/:id/offer-next (Admin): a defaulted or declined sale's lot offered to the
 * next-ranked bidder who has not had it yet, at that bidder's own best (accepted) bid.
 */
export async function offerToNextBidder(deps: SalesDeps, user: AuthUser, id: string) {
  const now = deps.clock();
  const made = await deps.db.transaction(async (tx) => {
    const r = await loadSale(tx, id, true);
    if (!r) throw AppError.notFound(saleMessages.notFound);
    const state = stateOf(r);
    const wasOffer = r.sale.previousSaleId !== null;
    if (!mayOfferNext(state, wasOffer)) throw AppError.conflict(saleMessages.notOfferable);
    if (await hasSuccessor(tx, id)) throw AppError.conflict(saleMessages.alreadyOffered);
    const s = await findSubEventById(tx, r.sale.subEventId);
    const e = s ? await findEventById(tx, s.eventId) : undefined;
    if (!s || !e) throw AppError.notFound(saleMessages.notFound);
    const reverse = isReverse(s.subEventType);
    const had = await buyersOfLot(tx, s.id);
    const next = (await listBestValidBids(tx, [{ id: s.id, reverse }]))
      .filter((b) => !had.has(b.bidderId))
      .sort((a, b) => (reverse ? a.amount - b.amount : b.amount - a.amount) || a.seq - b.seq)[0];
    if (!next) throw AppError.conflict(saleMessages.noNextBidder);
    const hold = await deps.emd.heldFor(tx, next.bidderId, s.id);
    const f = figuresOf(s, e, next.amount, hold, now);
    const offered = offerNext(
      state,
      { balanceDue: f.balanceDue, emdHold: hold, quantityMilli: f.quantityMilli },
      now,
      wasOffer,
    );
    if (!offered.ok) throw AppError.conflict(saleMessages.notOfferable);
    return insertSale(
      tx,
      {
        ...rowOf(s, e, f, hold),
        buyerId: next.bidderId,
        bidId: next.bidId,
        previousSaleId: r.sale.id,
        status: 'offered',
        dueDate: offered.state.dueDate,
        offerExpiresOn: offered.state.offerExpiresOn,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      },
      user.id,
      now,
    );
  });
  await tellBuyer(deps, made, [{ kind: 'offer' }]);
  const record = await loadSale(deps.db, made.id);
  if (!record) throw AppError.notFound(saleMessages.notFound);
  return toSaleDetailDto(record, await namesOf(deps.db, made), 'admin');
}
