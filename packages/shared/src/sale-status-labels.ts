import type { SaleStatus } from '@neelami/trade/sale-statuses';

/** How each status reads on screens, mails and documents. */
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  delivery_order_issued: 'Delivery order issued',
  lifting: 'Lifting',
  completed: 'Completed',
  defaulted: 'Defaulted',
  offered: 'Offered',
  declined: 'Declined',
  cancelled: 'Cancelled',
};
