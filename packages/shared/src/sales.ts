import type { PaymentStatus, SaleStatus } from '@neelami/trade/sale-statuses';
import { z } from 'zod';
import type { BankAccount } from './bank-account';
import { calendarDate, numberField, optionalText, requiredText } from './fields';
import { messages } from './messages';
import { textField } from './text';

/**
 * The sale after the award (API.md "After the award: sale, payment, delivery order, lifting"):
 * the bodies of its calls, their messages and the shapes they answer. Amounts are rupees (with
 * paise) on the wire, quantities numbers in the lot's unit, dates `YYYY-MM-DD` (IST).
 */

export { PAYMENT_STATUSES, SALE_STATUSES } from '@neelami/trade/sale-statuses';
export type SaleStatusName = SaleStatus;
export type PaymentStatusName = PaymentStatus;

export { SALE_STATUS_LABELS } from './sale-status-labels';

/**
 * The notes the platform itself writes into a sale's history (what a person types there, a reason,
 * stays as typed). They are stored in English and shown in the reader's language.
 */
export const saleHistoryNotes = {
  balanceReceived: 'Balance received',
  allLifted: 'All lifted',
  emdCovered: 'The EMD covers the total: paid at once',
} as const;

/** The user-facing messages of the sale calls (each text in one place). */
export const saleMessages = {
  notFound: 'Sale not found',
  forbidden: 'Only the buyer, the owner of the lot or an admin can open this sale.',
  buyerOnly: 'Only the buyer of this lot can report a payment.',
  ownerOnly: 'Only the owner of the lot can do this.',
  offeredOnly: 'Only the bidder this lot was offered to can answer the offer.',
  paymentReported: 'Payment reported; the owner of the lot will confirm it.',
  paymentConfirmed: 'Payment confirmed',
  paymentRejected: 'Payment rejected',
  paymentNotFound: 'Payment not found',
  paymentDecided: 'This payment has already been confirmed or rejected.',
  amountPositive: 'Enter an amount greater than zero',
  aboveBalance: 'The amount is more than the balance due',
  utrUsed: 'This UTR has already been recorded.',
  wrongStatus: (label: string) => `Not possible while the sale is "${label}".`,
  liftingRecorded: 'Lifting recorded',
  quantityPositive: 'Enter a quantity greater than zero',
  liftAboveSold: (left: string) => `More than the quantity sold: at most ${left} is left to lift.`,
  closedShort: 'Sale closed',
  reasonRequired: 'Please give a reason',
  defaulted: 'Sale defaulted; the EMD is forfeited.',
  notYetDue: (dueDate: string) =>
    `The payment is due until ${dueDate}: a sale can be defaulted only after that.`,
  offered: 'Lot offered to the next-ranked bidder',
  noNextBidder: 'There is no other bidder to offer this lot to.',
  alreadyOffered: 'This lot has already been offered to the next bidder.',
  notOfferable: 'Only a defaulted or declined sale can be offered to the next bidder.',
  offerAccepted: 'Offer accepted: the sale now awaits your payment.',
  offerDeclined: 'Offer declined',
  offerExpired: 'This offer has expired.',
  noDeliveryOrder: 'No delivery order has been issued for this sale yet.',
  taxInvoiceNotYet: 'The tax invoice is issued once the sale is paid.',
  noNumericQuantity: 'A lot whose bid is per unit needs a numeric quantity.',
  cancelled: 'Sale cancelled; the EMD hold is released and the owner of the lot decides again.',
  paymentConfirmedNoCancel: 'A payment of this sale has been confirmed: it can no longer be cancelled.',
  nothingOwed: 'Nothing is owed on this sale: it cannot be defaulted.',
  futureDate: 'The date cannot be in the future',
  beforeAward: (awardDay: string) => `The date cannot be before the award (${awardDay})`,
} as const;

const MAX_PAISE_RUPEES = 1_00_00_00_000; // ₹100 crore

/** An amount in rupees with at most two decimals, > 0 (the ₹ value of a payment). */
const amountRupees = () =>
  numberField(
    z
      .number()
      .refine((n) => n > 0, { error: saleMessages.amountPositive })
      .refine((n) => n <= MAX_PAISE_RUPEES, { error: `At most ₹${MAX_PAISE_RUPEES}` })
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
        error: 'At most two decimals (paise)',
      }),
    { decimals: true, malformed: messages.enterNumber },
  );

/** A quantity in the lot's unit, > 0, at most three decimals. */
const quantity = () =>
  numberField(
    z
      .number()
      .refine((n) => n > 0, { error: saleMessages.quantityPositive })
      .refine((n) => n <= 1e9, { error: 'Too large' })
      .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, { error: 'At most three decimals' }),
    { decimals: true, malformed: messages.enterNumber },
  );

/** An uploaded document's URL (from POST /api/upload/doc), optional. */
const fileUrl = () =>
  textField({ error: messages.enterText })
    .trim()
    .max(500, { error: 'At most 500 characters' })
    .refine((v) => v === '' || /^\/api\/upload\/files\/[A-Za-z0-9._-]+$/.test(v), {
      error: 'Upload the file first',
    })
    .optional()
    .default('');

/** The bank's transfer reference (NEFT/RTGS/IMPS UTR), kept in capitals and without spaces. */
const utr = () =>
  requiredText(60)
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => /^[A-Za-z0-9]{6,40}$/.test(v), { error: 'Enter the UTR: 6 to 40 letters and digits' })
    .transform((v) => v.toUpperCase());

/** POST /api/sales/:id/payments (buyer). */
export const reportPaymentSchema = z.object({
  amount: amountRupees(),
  utr: utr(),
  paidOn: calendarDate(),
  proofUrl: fileUrl(),
});
export type ReportPaymentInput = z.input<typeof reportPaymentSchema>;

/** PUT /api/sales/:id/payments/:paymentId (owner, Admin). */
export const decidePaymentSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], { error: 'Choose confirmed or rejected' }),
  note: optionalText(500),
});

/** POST /api/sales/:id/liftings (owner). */
export const liftingSchema = z.object({
  quantity: quantity(),
  vehicleNo: requiredText(20).transform((v) => v.toUpperCase()),
  liftedOn: calendarDate(),
  slipUrl: fileUrl(),
});
export type LiftingInput = z.input<typeof liftingSchema>;

/** POST /api/sales/:id/close (owner): closes a sale short of its quantity. */
export const closeSaleSchema = z.object({ reason: requiredText(500, { multiLine: true }) });

/** POST /api/admin/sales/:id/cancel (Admin): before any payment is confirmed. */
export const cancelSaleSchema = z.object({ reason: requiredText(500, { multiLine: true }) });

/** POST /api/admin/sales/:id/default (Admin). */
export const defaultSaleSchema = z.object({ reason: requiredText(500, { multiLine: true }) });

/** POST /api/sales/:id/offer (the offered bidder). */
export const offerAnswerSchema = z.object({ accept: z.boolean({ error: 'Choose accept or decline' }) });

export const saleParamsSchema = z.object({ id: z.uuid({ error: 'Invalid sale id' }) });
export const salePaymentParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid sale id' }),
  paymentId: z.uuid({ error: 'Invalid payment id' }),
});
export const adminSalesQuerySchema = z.object({
  eventId: z.uuid({ error: 'Invalid event id' }).optional(),
});

// ---------------------------------------------------------------- API shapes

export interface SaleFiguresDto {
  /** The winning bid as made: the lot's total, or ₹ per unit. */
  bidAmount: number;
  bidBasis: 'lot' | 'unit';
  quantity: number;
  unit: string;
  saleValue: number;
  gstRate: number;
  gst: number;
  tcsRate: number;
  tcs: number;
  total: number;
  emdAdjusted: number;
  balanceDue: number;
  /** Confirmed payments so far, and what is still to pay once they are counted. */
  paid: number;
  outstanding: number;
  /** Payments reported that the owner has not confirmed or rejected yet. */
  reported: number;
  /** What is neither confirmed nor reported: outstanding − reported (never below 0). */
  toPay: number;
  dueDate: string;
}

export interface SalePaymentDto {
  _id: string;
  amount: number;
  utr: string;
  paidOn: string;
  proofUrl: string;
  status: PaymentStatusName;
  note: string;
  reportedAt: string;
  decidedAt: string | null;
}

export interface SaleLiftingDto {
  _id: string;
  quantity: number;
  vehicleNo: string;
  liftedOn: string;
  slipUrl: string;
  recordedAt: string;
}

export interface SaleHistoryDto {
  from: SaleStatusName | null;
  to: SaleStatusName;
  note: string;
  by: string | null;
  at: string;
}

export interface DeliveryOrderDto {
  number: string;
  issuedAt: string;
  liftFrom: string;
  liftUntil: string;
}

export interface SaleDto extends SaleFiguresDto {
  _id: string;
  status: SaleStatusName;
  eventId: string;
  auctionName: string;
  subEventId: string;
  auctionNo: number;
  lotName: string;
  buyer: { _id: string; name: string };
  owner: { _id: string; name: string } | null;
  /**
   * Where the buyer pays: the owner's payee account, verified by Admin (API.md "Where money goes").
   * Null while the owner has none verified — also while a changed account awaits Admin.
   */
  payee: BankAccount | null;
  bidId: string;
  previousSaleId: string | null;
  offerExpiresOn: string | null;
  lifted: number;
  closedShortReason: string | null;
  emdForfeited: number;
  createdAt: string;
  /** What the caller is to this sale. */
  role: 'buyer' | 'owner' | 'admin';
}

export interface SaleDetailDto extends SaleDto {
  payments: SalePaymentDto[];
  deliveryOrder: DeliveryOrderDto | null;
  liftings: SaleLiftingDto[];
  history: SaleHistoryDto[];
}
