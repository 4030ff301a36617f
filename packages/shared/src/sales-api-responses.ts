import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import { bankAccountAnswerSchema } from './bank-account-api-responses';
import { PAYMENT_STATUSES, SALE_STATUSES } from './sales';

/** A sale's figures and state (SaleDto in sales.ts; amounts in rupees). */
const saleFields = {
  _id: z.string(),
  status: z.enum(SALE_STATUSES),
  eventId: z.string(),
  auctionName: z.string(),
  subEventId: z.string(),
  auctionNo: z.number(),
  lotName: z.string(),
  buyer: z.strictObject({ _id: z.string(), name: z.string() }),
  owner: z.strictObject({ _id: z.string(), name: z.string() }).nullable(),
  payee: bankAccountAnswerSchema.nullable(),
  bidId: z.string(),
  previousSaleId: z.string().nullable(),
  offerExpiresOn: z.string().nullable(),
  lifted: z.number(),
  closedShortReason: z.string().nullable(),
  emdForfeited: z.number(),
  createdAt: isoInstant,
  role: z.enum(['buyer', 'owner', 'admin']),
  bidAmount: z.number(),
  bidBasis: z.enum(['lot', 'unit']),
  quantity: z.number(),
  unit: z.string(),
  saleValue: z.number(),
  gstRate: z.number(),
  gst: z.number(),
  tcsRate: z.number(),
  tcs: z.number(),
  total: z.number(),
  emdAdjusted: z.number(),
  balanceDue: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  reported: z.number(),
  toPay: z.number(),
  dueDate: z.string(),
};
export const saleSchema = z.strictObject(saleFields);

export const salePaymentSchema = z.strictObject({
  _id: z.string(),
  amount: z.number(),
  utr: z.string(),
  paidOn: z.string(),
  proofUrl: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  note: z.string(),
  reportedAt: isoInstant,
  decidedAt: z.nullable(isoInstant),
});

export const saleDetailSchema = z.strictObject({
  ...saleFields,
  payments: z.array(salePaymentSchema),
  deliveryOrder: z
    .strictObject({ number: z.string(), issuedAt: isoInstant, liftFrom: z.string(), liftUntil: z.string() })
    .nullable(),
  liftings: z.array(
    z.strictObject({
      _id: z.string(),
      quantity: z.number(),
      vehicleNo: z.string(),
      liftedOn: z.string(),
      slipUrl: z.string(),
      recordedAt: isoInstant,
    }),
  ),
  history: z.array(
    z.strictObject({
      from: z.enum(SALE_STATUSES).nullable(),
      to: z.enum(SALE_STATUSES),
      note: z.string(),
      by: z.string().nullable(),
      at: isoInstant,
    }),
  ),
});

export const salesListResponse = succeeded({ data: z.array(saleSchema) });
export const saleResponse = succeeded({ sale: saleDetailSchema });
export const saleMessageResponse = succeeded({ message: z.string(), sale: saleDetailSchema });
export const paymentReportedResponse = succeeded({
  message: z.string(),
  payment: salePaymentSchema,
  sale: saleDetailSchema,
});
