import type { PaymentStatusName, SaleStatusName } from '@neelami/shared/sales';
import { BADGE_FILL } from '../../components/tones';

/** Badge fill of each sale status (white text, AA in both themes). */
export const SALE_STATUS_FILL: Record<SaleStatusName, string> = {
  awaiting_payment: BADGE_FILL.warn,
  paid: BADGE_FILL.good,
  delivery_order_issued: BADGE_FILL.good,
  lifting: BADGE_FILL.good,
  completed: BADGE_FILL.neutral,
  defaulted: BADGE_FILL.bad,
  offered: BADGE_FILL.warn,
  declined: BADGE_FILL.neutral,
  cancelled: BADGE_FILL.neutral,
};

/** Badge fill of each payment status. */
export const PAYMENT_STATUS_FILL: Record<PaymentStatusName, string> = {
  pending: BADGE_FILL.warn,
  confirmed: BADGE_FILL.good,
  rejected: BADGE_FILL.bad,
};

// Built at its first use, not when the screens' code loads (the live list loads it and shows no
// quantity; building a formatter loads the locale's data).
let quantityFormat: Intl.NumberFormat | undefined;

/** A quantity in the lot's unit, en-IN grouped, up to three decimals: `1,20,000.5`. */
export const formatQuantity = (n: number): string => {
  quantityFormat ??= new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
  return quantityFormat.format(n);
};

/** What is left to lift, in the lot's unit (never below zero, no float dust). */
export const leftToLift = (quantity: number, lifted: number): number =>
  Math.max(0, Math.round((quantity - lifted) * 1000) / 1000);

/**
 * The sale's reference a payment carries (the UPI note, the transfer's remarks): the lot's auction
 * number and the sale's own id, so the owner can tell which sale a transfer pays.
 */
export const saleReference = (sale: { auctionNo: number; _id: string }) =>
  `NEELAMI-${sale.auctionNo}-${sale._id.slice(0, 8).toUpperCase()}`;
