/**
 * The sale after the hammer as a state machine (API.md "After the award"). Pure like the engine:
 * every change is a command checked against its rule, with the time passed in; the answer is the new
 * state and what happened, or why the command is refused (and then nothing changes).
 *
 *   awaiting_payment → paid → delivery_order_issued → lifting → completed
 *   awaiting_payment → paid at once when the EMD adjusted covers the total (`settleByEmd`)
 *   awaiting_payment → defaulted (after the due date, when something is owed; the EMD is forfeited)
 *   awaiting_payment | offered → cancelled (Admin, before any payment is confirmed; the hold released)
 *   offered → awaiting_payment (accepted within paymentDays) | declined
 *
 * A defaulted or declined sale is followed by a new sale `offered` to the next-ranked bidder
 * (`offerNext`). Amounts are paise, quantities thousandths of the lot's unit, dates IST days.
 */
import { addDays, endOfIstDay, istDate } from './sale-figures';
import type { PaymentStatus, SaleStatus } from './sale-statuses';

export { PAYMENT_STATUSES, type PaymentStatus, SALE_STATUSES, type SaleStatus } from './sale-statuses';

export interface SalePayment {
  id: string;
  amount: number;
  utr: string;
  status: PaymentStatus;
}

export interface SaleState {
  status: SaleStatus;
  /** What the buyer owes after the EMD adjusted (paise). */
  balanceDue: number;
  /** The buyer's EMD hold on the lot (paise): adjusted against the total, or forfeited on default. */
  emdHold: number;
  /** The quantity sold (thousandths of the unit). */
  quantityMilli: number;
  paymentDays: number;
  liftingDays: number;
  /** IST date by which the balance is due (for an offer: the date it is due once accepted). */
  dueDate: string;
  /** IST date until which an offer may be answered; null for a sale that was not an offer. */
  offerExpiresOn: string | null;
  payments: SalePayment[];
  liftedMilli: number;
  /** IST date until which the material may be lifted, once the delivery order is issued. */
  liftUntil: string | null;
  closedShortReason: string | null;
  /** EMD forfeited at default (paise). */
  forfeited: number;
}

export type SaleCommand =
  | { type: 'reportPayment'; id: string; amount: number; utr: string }
  | { type: 'confirmPayment'; paymentId: string }
  | { type: 'rejectPayment'; paymentId: string }
  | { type: 'issueDeliveryOrder' }
  | { type: 'recordLifting'; quantityMilli: number }
  | { type: 'closeShort'; reason: string }
  | { type: 'default'; reason: string }
  | { type: 'respondOffer'; accept: boolean }
  | { type: 'settleByEmd' }
  | { type: 'cancel'; reason: string };

export type SaleRefusal =
  | 'WRONG_STATUS'
  | 'AMOUNT_NOT_POSITIVE'
  | 'ABOVE_BALANCE'
  | 'UTR_REQUIRED'
  | 'UNKNOWN_PAYMENT'
  | 'PAYMENT_DECIDED'
  | 'QUANTITY_NOT_POSITIVE'
  | 'LIFT_ABOVE_SOLD'
  | 'NOT_YET_DUE'
  | 'REASON_REQUIRED'
  | 'OFFER_EXPIRED'
  /** Nothing is owed: the sale cannot be defaulted (a buyer who owes nothing never forfeits). */
  | 'NOTHING_OWED'
  /** Something is still owed: the EMD does not cover the sale. */
  | 'NOT_COVERED'
  /** A payment was confirmed: the sale can no longer be cancelled. */
  | 'PAYMENT_CONFIRMED';

/** What a command did, for the history and the notices. */
export type SaleEvent =
  | { type: 'payment_reported'; paymentId: string; amount: number }
  | { type: 'payment_confirmed'; paymentId: string; amount: number }
  | { type: 'payment_rejected'; paymentId: string; amount: number }
  | { type: 'status'; from: SaleStatus; to: SaleStatus }
  | { type: 'lifted'; quantityMilli: number }
  | { type: 'emd_forfeited'; amount: number }
  | { type: 'emd_released'; amount: number };

export type SaleDecision =
  | { ok: true; state: SaleState; events: SaleEvent[] }
  | { ok: false; refusal: SaleRefusal; status: SaleStatus };

/** Money the owner has confirmed. */
export const confirmedOf = (s: SaleState): number =>
  s.payments.reduce((sum, p) => (p.status === 'confirmed' ? sum + p.amount : sum), 0);

/** What is still to be paid. */
export const outstandingOf = (s: SaleState): number => s.balanceDue - confirmedOf(s);

/** A new sale awaiting payment (the award). */
export function awardSale(input: {
  balanceDue: number;
  emdHold: number;
  quantityMilli: number;
  paymentDays: number;
  liftingDays: number;
  dueDate: string;
}): SaleState {
  return {
    status: 'awaiting_payment',
    balanceDue: input.balanceDue,
    emdHold: input.emdHold,
    quantityMilli: input.quantityMilli,
    paymentDays: input.paymentDays,
    liftingDays: input.liftingDays,
    dueDate: input.dueDate,
    offerExpiresOn: null,
    payments: [],
    liftedMilli: 0,
    liftUntil: null,
    closedShortReason: null,
    forfeited: 0,
  };
}

/**
 * Whether a sale may be followed by an offer to the next-ranked bidder: a defaulted or declined
 * sale, or a cancelled offer (a cancelled award goes back to the owner instead).
 */
export const mayOfferNext = (s: SaleState, wasOffer = false): boolean =>
  s.status === 'defaulted' || s.status === 'declined' || (wasOffer && s.status === 'cancelled');

/** Whether the buyer still owes on a sale that awaits payment (false once the EMD covers it). */
export const isPayable = (s: SaleState): boolean => s.status === 'awaiting_payment' && outstandingOf(s) > 0;

/**
 * The offer of a defaulted (or declined) lot to the next-ranked bidder, at that bidder's own best bid
 * (its figures computed by the caller). Open for `paymentDays` from `now`.
 */
export function offerNext(
  previous: SaleState,
  next: { balanceDue: number; emdHold: number; quantityMilli: number },
  now: Date,
  previousWasOffer = false,
): { ok: true; state: SaleState } | { ok: false; refusal: 'WRONG_STATUS' } {
  if (!mayOfferNext(previous, previousWasOffer)) return { ok: false, refusal: 'WRONG_STATUS' };
  const expires = addDays(istDate(now), previous.paymentDays);
  return {
    ok: true,
    state: {
      ...awardSale({
        ...next,
        paymentDays: previous.paymentDays,
        liftingDays: previous.liftingDays,
        dueDate: expires,
      }),
      status: 'offered',
      offerExpiresOn: expires,
    },
  };
}

const refuse = (refusal: SaleRefusal, s: SaleState): SaleDecision => ({
  ok: false,
  refusal,
  status: s.status,
});

function moved(s: SaleState, to: SaleStatus, patch: Partial<SaleState>, events: SaleEvent[]): SaleDecision {
  const state = { ...s, ...patch, status: to };
  return {
    ok: true,
    state,
    events: to === s.status ? events : [...events, { type: 'status', from: s.status, to }],
  };
}

function reportPayment(s: SaleState, c: Extract<SaleCommand, { type: 'reportPayment' }>): SaleDecision {
  if (s.status !== 'awaiting_payment') return refuse('WRONG_STATUS', s);
  if (!Number.isSafeInteger(c.amount) || c.amount <= 0) return refuse('AMOUNT_NOT_POSITIVE', s);
  if (!c.utr.trim()) return refuse('UTR_REQUIRED', s);
  if (c.amount > outstandingOf(s)) return refuse('ABOVE_BALANCE', s);
  const payment: SalePayment = { id: c.id, amount: c.amount, utr: c.utr.trim(), status: 'pending' };
  return moved(s, s.status, { payments: [...s.payments, payment] }, [
    { type: 'payment_reported', paymentId: c.id, amount: c.amount },
  ]);
}

function decidePayment(s: SaleState, paymentId: string, confirm: boolean): SaleDecision {
  const payment = s.payments.find((p) => p.id === paymentId);
  if (!payment) return refuse('UNKNOWN_PAYMENT', s);
  if (payment.status !== 'pending') return refuse('PAYMENT_DECIDED', s);
  if (s.status !== 'awaiting_payment') return refuse('WRONG_STATUS', s);
  const status: PaymentStatus = confirm ? 'confirmed' : 'rejected';
  if (confirm && payment.amount > outstandingOf(s)) return refuse('ABOVE_BALANCE', s);
  const payments = s.payments.map((p) => (p.id === paymentId ? { ...p, status } : p));
  const event: SaleEvent = {
    type: confirm ? 'payment_confirmed' : 'payment_rejected',
    paymentId,
    amount: payment.amount,
  };
  const next = { ...s, payments };
  return moved(s, outstandingOf(next) === 0 ? 'paid' : s.status, { payments }, [event]);
}

function recordLifting(s: SaleState, quantityMilli: number): SaleDecision {
  if (s.status !== 'delivery_order_issued' && s.status !== 'lifting') return refuse('WRONG_STATUS', s);
  if (!Number.isSafeInteger(quantityMilli) || quantityMilli <= 0) return refuse('QUANTITY_NOT_POSITIVE', s);
  const liftedMilli = s.liftedMilli + quantityMilli;
  if (liftedMilli > s.quantityMilli) return refuse('LIFT_ABOVE_SOLD', s);
  return moved(s, liftedMilli === s.quantityMilli ? 'completed' : 'lifting', { liftedMilli }, [
    { type: 'lifted', quantityMilli },
  ]);
}

/** Applies one command at `now`: the new state and what happened, or why it is refused. */
export function decideSale(s: SaleState, c: SaleCommand, now: Date): SaleDecision {
  switch (c.type) {
    case 'reportPayment':
      return reportPayment(s, c);
    case 'confirmPayment':
      return decidePayment(s, c.paymentId, true);
    case 'rejectPayment':
      return decidePayment(s, c.paymentId, false);
    case 'issueDeliveryOrder':
      if (s.status !== 'paid') return refuse('WRONG_STATUS', s);
      return moved(s, 'delivery_order_issued', { liftUntil: addDays(istDate(now), s.liftingDays) }, []);
    case 'recordLifting':
      return recordLifting(s, c.quantityMilli);
    case 'closeShort':
      if (s.status !== 'delivery_order_issued' && s.status !== 'lifting') return refuse('WRONG_STATUS', s);
      if (!c.reason.trim()) return refuse('REASON_REQUIRED', s);
      return moved(s, 'completed', { closedShortReason: c.reason.trim() }, []);
    case 'default':
      if (s.status !== 'awaiting_payment') return refuse('WRONG_STATUS', s);
      if (!c.reason.trim()) return refuse('REASON_REQUIRED', s);
      if (outstandingOf(s) <= 0) return refuse('NOTHING_OWED', s);
      if (now.getTime() < endOfIstDay(s.dueDate).getTime()) return refuse('NOT_YET_DUE', s);
      return moved(s, 'defaulted', { forfeited: s.emdHold }, [{ type: 'emd_forfeited', amount: s.emdHold }]);
    case 'settleByEmd':
      if (s.status !== 'awaiting_payment') return refuse('WRONG_STATUS', s);
      if (outstandingOf(s) !== 0) return refuse('NOT_COVERED', s);
      return moved(s, 'paid', {}, []);
    case 'cancel':
      if (s.status !== 'awaiting_payment' && s.status !== 'offered') return refuse('WRONG_STATUS', s);
      if (!c.reason.trim()) return refuse('REASON_REQUIRED', s);
      if (confirmedOf(s) > 0) return refuse('PAYMENT_CONFIRMED', s);
      return moved(s, 'cancelled', {}, [{ type: 'emd_released', amount: s.emdHold }]);
    case 'respondOffer': {
      if (s.status !== 'offered') return refuse('WRONG_STATUS', s);
      if (s.offerExpiresOn && now.getTime() >= endOfIstDay(s.offerExpiresOn).getTime())
        return refuse('OFFER_EXPIRED', s);
      if (!c.accept) return moved(s, 'declined', {}, []);
      return moved(s, 'awaiting_payment', { dueDate: addDays(istDate(now), s.paymentDays) }, []);
    }
  }
}

/** Whether a sale is over: nothing more can happen to it but an offer to the next bidder. */
export const isFinal = (s: SaleState): boolean =>
  s.status === 'completed' || s.status === 'defaulted' || s.status === 'declined' || s.status === 'cancelled';
