import type { EmdRowKind } from '@neelami/trade';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paise, ts } from '../../db/columns';
import { subEvents } from '../events/tables';
import { users } from '../users/tables';

/**
 * A member's earnest money ledger (API.md "Earnest money (EMD)"): one row per movement, only
 * ever added. A trigger (migration, "hand-written") refuses UPDATE and DELETE, so every state is
 * derived from the rows:
 *
 * * `deposit` (reported by the member) → one `deposit_verified` or `deposit_rejected` (Admin);
 * * `hold` (for one sub-event) → one `release`, `adjust` or `forfeit`;
 * * `refund` (requested by the member) → one `refund_paid` or `refund_rejected` (Admin).
 *
 * A row that decides or ends another names it in `refId`; a unique index lets each row be
 * decided or ended once. Amounts are paise, always positive.
 */
export const emdEntries = pgTable(
  'emd_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member whose ledger this is. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /**
     * 'deposit' | 'deposit_verified' | 'deposit_rejected' | 'hold' | 'release' | 'adjust' |
     * 'forfeit' | 'refund' | 'refund_paid' | 'refund_rejected'
     */
    kind: text('kind').$type<EmdRowKind>().notNull(),
    /** Paise, > 0; a deciding or ending row repeats the amount of the row it names. */
    amount: paise('amount').notNull(),
    /** The row this one decides or ends (a deposit, a hold or a refund request). */
    refId: uuid('ref_id').references((): AnyPgColumn => emdEntries.id, { onDelete: 'restrict' }),
    /** Holds and their ends: the sub-event. */
    subEventId: uuid('sub_event_id').references(() => subEvents.id, { onDelete: 'restrict' }),
    /** An `adjust`: the sale whose payment took the hold. */
    saleId: uuid('sale_id'),
    /** Bank transfer reference: the member's deposit, or Admin's refund payment (upper-case). */
    utr: text('utr'),
    /** The calendar date (IST) the money was transferred. */
    paidOn: date('paid_on', { mode: 'string' }),
    bank: text('bank'),
    proofUrl: text('proof_url'),
    note: text('note'),
    /** Who made the movement; null for the platform itself (a sub-event's closing). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('emd_entries_user_idx').on(t.userId, t.createdAt),
    index('emd_entries_sub_event_idx').on(t.subEventId),
    index('emd_entries_kind_idx').on(t.kind, t.createdAt),
    /** A deposit is decided once, a hold ends once, a refund is paid or rejected once. */
    uniqueIndex('emd_entries_ref_once_key').on(t.refId).where(sql`${t.refId} is not null`),
    /** A UTR is recorded once per deposit, and once per paid refund. */
    uniqueIndex('emd_entries_deposit_utr_key').on(t.utr).where(sql`${t.kind} = 'deposit'`),
    uniqueIndex('emd_entries_refund_utr_key').on(t.utr).where(sql`${t.kind} = 'refund_paid'`),
    check('emd_entries_amount_positive', sql`${t.amount} > 0`),
    check(
      'emd_entries_kind_known',
      sql`${t.kind} in ('deposit','deposit_verified','deposit_rejected','hold','release','adjust','forfeit','refund','refund_paid','refund_rejected')`,
    ),
  ],
);

/**
 * Every bank transfer the platform has recorded, by its UTR (API.md "Award and money rules that
 * hold in every state": a UTR is one bank transfer): an EMD deposit, a sale payment or a refund
 * payout. The key is the UTR without case and spaces, so one transfer cannot be reported as two
 * kinds of money; the row is added in the transaction that records the money, and a second one
 * for the same UTR fails on the key, also when two requests race. Only ever added.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    utr: text('utr').primaryKey(),
    /** 'emd_deposit' | 'sale_payment' | 'refund_payout' */
    kind: text('kind').notNull(),
    /** The money row the transfer backs (an EMD entry or a sale payment). */
    refId: uuid('ref_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'restrict' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('bank_transfers_kind_known', sql`${t.kind} in ('emd_deposit','sale_payment','refund_payout')`),
  ],
);

/**
 * The platform's EMD account (API.md "Where money goes"): the bank account (and UPI ID) members
 * transfer their earnest money into, set by Admin. Every setting is a row of its own, only ever
 * added, with who set it and when; the account is the latest row.
 */
export const emdAccounts = pgTable('emd_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Insertion order: the account in force is the highest. */
  serialNo: serial('serial_no').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  ifsc: text('ifsc').notNull(),
  bank: text('bank').notNull(),
  upiId: text('upi_id').notNull().default(''),
  setBy: uuid('set_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  setAt: ts('set_at').notNull().defaultNow(),
});
