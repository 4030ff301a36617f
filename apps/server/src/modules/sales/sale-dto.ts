/** A sale as the API answers it (rupees, quantities in the lot's unit, ISO times). */
import type { BankAccount } from '@neelami/shared/bank-account';
import type { Language } from '@neelami/shared/language';
import { translate } from '@neelami/shared/message-catalogue';
import { toRupees } from '@neelami/shared/money';
import {
  type SaleDetailDto,
  type SaleDto,
  type SaleHistoryDto,
  type SaleStatusName,
  saleHistoryNotes,
} from '@neelami/shared/sales';
import { confirmedOf } from '@neelami/trade/sale-machine';
import { reportedOf, type SaleRecord, stateOf } from './sale-store';

export interface SaleNames {
  auctionName: string;
  auctionNo: number;
  lotName: string;
  buyerName: string;
  ownerName: string | null;
  /** The owner's verified payee account; null while it has none (or a change awaits Admin). */
  payee: BankAccount | null;
}

export const toQuantity = (milli: number) => milli / 1000;

export function toSaleDto(r: SaleRecord, names: SaleNames, role: SaleDto['role']): SaleDto {
  const s = r.sale;
  const paid = confirmedOf(stateOf(r));
  const reported = reportedOf(r);
  return {
    _id: s.id,
    status: s.status as SaleStatusName,
    eventId: s.eventId,
    auctionName: names.auctionName,
    subEventId: s.subEventId,
    auctionNo: names.auctionNo,
    lotName: names.lotName,
    buyer: { _id: s.buyerId, name: names.buyerName },
    owner: s.ownerId ? { _id: s.ownerId, name: names.ownerName ?? '' } : null,
    payee: names.payee,
    bidId: s.bidId,
    previousSaleId: s.previousSaleId,
    offerExpiresOn: s.offerExpiresOn,
    lifted: toQuantity(r.liftings.reduce((sum, l) => sum + l.quantityMilli, 0)),
    closedShortReason: s.closedShortReason,
    emdForfeited: toRupees(s.forfeited),
    createdAt: s.createdAt.toISOString(),
    role,
    bidAmount: toRupees(s.bidAmount),
    bidBasis: s.bidBasis === 'unit' ? 'unit' : 'lot',
    quantity: toQuantity(s.quantityMilli),
    unit: s.unit,
    saleValue: toRupees(s.saleValue),
    gstRate: s.gstRateBp / 100,
    gst: toRupees(s.gst),
    tcsRate: s.tcsRateBp / 100,
    tcs: toRupees(s.tcs),
    total: toRupees(s.total),
    emdAdjusted: toRupees(s.emdAdjusted),
    balanceDue: toRupees(s.balanceDue),
    paid: toRupees(paid),
    outstanding: toRupees(s.balanceDue - paid),
    reported: toRupees(reported),
    toPay: toRupees(Math.max(0, s.balanceDue - paid - reported)),
    dueDate: s.dueDate,
  };
}

export function toSaleDetailDto(r: SaleRecord, names: SaleNames, role: SaleDto['role']): SaleDetailDto {
  const decided = new Map(r.decisions.map((d) => [d.paymentId, d]));
  return {
    ...toSaleDto(r, names, role),
    payments: r.payments.map((p) => {
      const d = decided.get(p.id);
      return {
        _id: p.id,
        amount: toRupees(p.amount),
        utr: p.utr,
        paidOn: p.paidOn,
        proofUrl: p.proofUrl,
        status: (d?.status as 'confirmed' | 'rejected' | undefined) ?? 'pending',
        note: d?.note ?? '',
        reportedAt: p.createdAt.toISOString(),
        decidedAt: d ? d.createdAt.toISOString() : null,
      };
    }),
    deliveryOrder: r.deliveryOrder
      ? {
          number: deliveryOrderNumber(r.deliveryOrder.serialNo, names.auctionNo),
          issuedAt: r.deliveryOrder.issuedAt.toISOString(),
          liftFrom: r.deliveryOrder.liftFrom,
          liftUntil: r.deliveryOrder.liftUntil,
        }
      : null,
    liftings: r.liftings.map((l) => ({
      _id: l.id,
      quantity: toQuantity(l.quantityMilli),
      vehicleNo: l.vehicleNo,
      liftedOn: l.liftedOn,
      slipUrl: l.slipUrl,
      recordedAt: l.createdAt.toISOString(),
    })),
    history: r.history.map((h) => ({
      from: (h.fromStatus as SaleStatusName | null) ?? null,
      to: h.toStatus as SaleStatusName,
      note: h.note,
      by: h.by,
      at: h.at.toISOString(),
    })),
  };
}

const PLATFORM_NOTES = new Set<string>(Object.values(saleHistoryNotes));

/**
 * The sale with its history in the reader's language: the platform's own notes, stored
 * in English, are translated on read, so rows written before stay as they are and read in Hindi;
 * a reason someone typed is shown as typed.
 */
export function historyIn<T extends { history: SaleHistoryDto[] }>(language: Language, sale: T): T {
  if (language === 'en') return sale;
  return {
    ...sale,
    history: sale.history.map((h) =>
      PLATFORM_NOTES.has(h.note) ? { ...h, note: translate(h.note, language) } : h,
    ),
  };
}

/** `DO/12/000034`: the lot's auction number and the order's serial. */
export const deliveryOrderNumber = (serialNo: number, auctionNo: number) =>
  `DO/${auctionNo}/${String(serialNo).padStart(6, '0')}`;
