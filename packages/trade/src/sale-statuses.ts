/**
 * The states a sale and a payment can be in (API.md "After the award"): one list, owned by the
 * sale machine's package and spoken by the shared schemas, the server and the web app.
 */

export const SALE_STATUSES = [
  'awaiting_payment',
  'paid',
  'delivery_order_issued',
  'lifting',
  'completed',
  'defaulted',
  'offered',
  'declined',
  'cancelled',
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
