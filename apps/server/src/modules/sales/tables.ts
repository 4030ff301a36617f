import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigNumber, paise, ts } from '../../db/columns';
import { bids } from '../bidding/tables';
import { events, subEvents } from '../events/tables';
import { users } from '../users/tables';

/**
 * A sale after the award (API.md "After the award"): the lot, the buyer, the figures fixed when it
 * was made, and its current status. The status is the projection of `sale_status_history`, whose
 * rows are only ever added; money and material are rows of their own, only ever added
 * (`sale_payments`, `sale_payment_decisions`, `sale_liftings`, `sale_delivery_orders`), and what
 * was paid or lifted is derived from them. A trigger refuses UPDATE and DELETE on those.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Who decides for the lot: the seller, or the procuring buyer of a reverse lot. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The bid the sale is made at (the winning bid, or the next bidder's own best bid). */
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    /** The defaulted or declined sale this one offers the lot on from; null for the award. */
    previousSaleId: uuid('previous_sale_id').references((): AnyPgColumn => sales.id, {
      onDelete: 'restrict',
    }),
    status: text('status').notNull(),
    bidAmount: paise('bid_amount').notNull(),
    bidBasis: text('bid_basis').notNull(),
    /** Thousandths of `unit`. */
    quantityMilli: bigNumber('quantity_milli').notNull(),
    unit: text('unit').notNull(),
    saleValue: paise('sale_value').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    gst: paise('gst').notNull(),
    tcsRateBp: integer('tcs_rate_bp').notNull(),
    tcs: paise('tcs').notNull(),
    total: paise('total').notNull(),
    /** The buyer's EMD hold when the sale was made, and what of it is adjusted against the total. */
    emdHold: paise('emd_hold').notNull(),
    emdAdjusted: paise('emd_adjusted').notNull(),
    balanceDue: paise('balance_due').notNull(),
    paymentDays: integer('payment_days').notNull(),
    liftingDays: integer('lifting_days').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    offerExpiresOn: date('offer_expires_on', { mode: 'string' }),
    /** Set with the status change that defaults it (the amount forfeited) or closes it short. */
    forfeited: paise('forfeited').notNull().default(0),
    closedShortReason: text('closed_short_reason'),
    /** When the payment reminder went out (the reminder scheduler claims a sale once). */
    remindedAt: ts('reminded_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    /**
     * One award per lot while it stands (a cancelled award lets the owner decide again); each
     * defaulted or declined sale is offered on once.
     */
    uniqueIndex('sales_award_once_key')
      .on(t.subEventId)
      .where(sql`${t.previousSaleId} is null and ${t.status} <> 'cancelled'`),
    uniqueIndex('sales_previous_once_key').on(t.previousSaleId).where(sql`${t.previousSaleId} is not null`),
    index('sales_buyer_idx').on(t.buyerId),
    index('sales_owner_idx').on(t.ownerId),
    index('sales_event_idx').on(t.eventId),
    index('sales_status_due_idx').on(t.status, t.dueDate),
    check('sales_amounts_ok', sql`${t.total} >= 0 and ${t.balanceDue} >= 0 and ${t.emdAdjusted} >= 0`),
  ],
);

/** Every status a sale took, with who and when (only ever added). */
export const saleStatusHistory = pgTable(
  'sale_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: two changes in one transaction share their time. */
    serialNo: serial('serial_no').notNull(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    /** Null for the platform itself (a scheduler). */
    by: uuid('by').references(() => users.id, { onDelete: 'restrict' }),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [index('sale_status_history_sale_idx').on(t.saleId, t.at)],
);

/** A payment the buyer reported (only ever added; its decision is a row of its own). */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    amount: paise('amount').notNull(),
    /** Bank transfer reference, upper-case; recorded once. */
    utr: text('utr').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    proofUrl: text('proof_url').notNull().default(''),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_payments_utr_key').on(t.utr),
    index('sale_payments_sale_idx').on(t.saleId),
    check('sale_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The owner's (or Admin's) confirmation or rejection of a payment: once per payment. */
export const salePaymentDecisions = pgTable(
  'sale_payment_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => salePayments.id, { onDelete: 'restrict' }),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    /** 'confirmed' | 'rejected' */
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_payment_decisions_once_key').on(t.paymentId),
    index('sale_payment_decisions_sale_idx').on(t.saleId),
    check('sale_payment_decisions_status_known', sql`${t.status} in ('confirmed','rejected')`),
  ],
);

/** The delivery order of a paid sale: one per sale. */
export const saleDeliveryOrders = pgTable(
  'sale_delivery_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    serialNo: serial('serial_no').notNull(),
    liftFrom: date('lift_from', { mode: 'string' }).notNull(),
    liftUntil: date('lift_until', { mode: 'string' }).notNull(),
    /** Null when issued by the confirmation that completed the payment on the platform's behalf. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: ts('issued_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sale_delivery_orders_sale_key').on(t.saleId)],
);

/** Material lifted against the delivery order (only ever added). */
export const saleLiftings = pgTable(
  'sale_liftings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    quantityMilli: bigNumber('quantity_milli').notNull(),
    vehicleNo: text('vehicle_no').notNull(),
    liftedOn: date('lifted_on', { mode: 'string' }).notNull(),
    slipUrl: text('slip_url').notNull().default(''),
    recordedBy: uuid('recorded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('sale_liftings_sale_idx').on(t.saleId),
    check('sale_liftings_quantity_positive', sql`${t.quantityMilli} > 0`),
  ],
);

/**
 * The GST tax invoice of a paid sale (API.md "Where money goes"): one per sale, numbered
 * consecutively per supplier (the owner of the lot) and financial year (CGST Rules r.46). What
 * decides its taxes is fixed when it is issued — both GSTINs, both states, the HSN code — so the
 * invoice reads the same however the profiles change later. Only ever added.
 */
export const saleTaxInvoices = pgTable(
  'sale_tax_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'restrict' }),
    /** The supplier: the owner of the lot (null for a sale whose lot has none). */
    supplierId: uuid('supplier_id').references(() => users.id, { onDelete: 'restrict' }),
    /** e.g. '2026-27' (April to March, IST). */
    financialYear: text('financial_year').notNull(),
    /** 1, 2, 3… per supplier and financial year. */
    seq: integer('seq').notNull(),
    supplierGstin: text('supplier_gstin').notNull(),
    supplierState: text('supplier_state').notNull(),
    buyerGstin: text('buyer_gstin').notNull(),
    /** The place of supply: the buyer's state. */
    buyerState: text('buyer_state').notNull(),
    hsnCode: text('hsn_code').notNull(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'restrict' }),
    issuedAt: ts('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sale_tax_invoices_sale_key').on(t.saleId),
    uniqueIndex('sale_tax_invoices_number_key').on(t.supplierId, t.financialYear, t.seq),
  ],
);
