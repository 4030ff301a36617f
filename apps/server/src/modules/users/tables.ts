import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/** A registered member or admin (SPEC §3 User). Field names follow the spec's payload. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationIndividualName: text('organization_individual_name').notNull(),
    /** 'Individual' | 'Organization' */
    type: text('type').notNull(),
    /** 'Admin' | 'Buyer' | 'Guest/Client' | 'Seller' */
    role: text('role').notNull(),
    pan: text('pan').notNull().default(''),
    gst: text('gst').notNull().default(''),
    /** SPEC §3 productId: a list of product names. */
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    category: text('category').notNull().default(''),
    sellerAdmin: text('seller_admin').notNull().default(''),
    membertype: text('membertype').notNull().default(''),
    /** Stored lower-case; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** SPEC §6 terms: a transaction password to enter the auction room (hashed, separate). */
    transactionPasswordHash: text('transaction_password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    designation: text('designation').notNull().default(''),
    cellNumber: text('cell_number').notNull().default(''),
    faxNumber: text('fax_number').notNull().default(''),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    /** 2-digit state code (SPEC §3 States list). */
    state: text('state').notNull().default(''),
    country: text('country').notNull().default('India'),
    currency: text('currency').notNull().default('INR'),
    pin: text('pin').notNull().default(''),
    uploadedDocuments: text('uploaded_documents').array().notNull().default(sql`'{}'::text[]`),
    isVerified: boolean('is_verified').notNull().default(false),
    /** The member's language for screens, e-mail and SMS: 'en' | 'hi' (API.md "Conventions"). */
    language: text('language').notNull().default('en'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_role_idx').on(t.role)],
);

/**
 * Server-side login sessions: every token is bound to one row, so logout and a
 * password change revoke it; a user "isLoggedIn" while an open session exists.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * What a member is known by (API.md "Integrity desk"): its PAN, GSTIN, phone and address (kept in
 * step with the profile) and every device and IP it logged in from, each as a SHA-256 of the
 * normalised value, never the value. Indexed by value, so one query finds the members of a lot who
 * share any of them. `hint` is a masked tail for Admin's eyes (never a whole value; none for a device).
 */
export const memberIdentifiers = pgTable(
  'member_identifiers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'pan' | 'gst' | 'phone' | 'address' | 'device' | 'ip' */
    kind: text('kind').notNull(),
    hash: text('hash').notNull(),
    hint: text('hint').notNull().default(''),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.hash] }),
    index('member_identifiers_value_idx').on(t.kind, t.hash),
  ],
);

/**
 * A member's payee account (API.md "Where money goes"): the bank account (and UPI ID) buyers pay
 * the owner of a lot into. Every version is a row of its own, only ever added, with who gave it
 * and when; a change is a new version, verified anew by Admin like KYC. A changed account is the
 * classic fraud, so the sales show the latest version only once it is verified: while a change
 * awaits Admin, no account is shown (not the older verified one). A trigger refuses UPDATE and DELETE.
 */
export const payeeAccounts = pgTable(
  'payee_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the latest version of a member is its highest serial. */
    serialNo: serial('serial_no').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountName: text('account_name').notNull(),
    accountNo: text('account_no').notNull(),
    ifsc: text('ifsc').notNull(),
    bank: text('bank').notNull(),
    upiId: text('upi_id').notNull().default(''),
    submittedBy: uuid('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
  },
  (t) => [index('payee_accounts_user_idx').on(t.userId, t.serialNo)],
);

/** Admin's verification or rejection of one version of a payee account: once per version. */
export const payeeAccountDecisions = pgTable(
  'payee_account_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => payeeAccounts.id, { onDelete: 'restrict' }),
    /** 'verified' | 'rejected' */
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: ts('decided_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payee_account_decisions_once_key').on(t.accountId),
    check('payee_account_decisions_status_known', sql`${t.status} in ('verified','rejected')`),
  ],
);

/**
 * Every change of a member's standing (API.md "Integrity desk, member record and bid receipts"):
 * probation after a default, suspension after a second within 365 days, and Admin lifting a
 * suspension with a reason — who and when. Only ever added (a trigger refuses UPDATE and DELETE);
 * the standing in force is the member's latest row, a probation ending by itself at `until`. The
 * sales module decides each row from the defaults its rows hold.
 */
export const memberStandingChanges = pgTable(
  'member_standing_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: the standing in force is the member's highest serial. */
    serialNo: serial('serial_no').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** 'good' | 'probation' | 'suspended' */
    status: text('status').notNull(),
    /** 'default' | 'lifted' */
    cause: text('cause').notNull(),
    /** The defaulted sale that caused it (a sale of the sales module; no foreign key across it). */
    saleId: uuid('sale_id'),
    reason: text('reason').notNull().default(''),
    /** The end of a probation; null otherwise. */
    until: ts('until'),
    /** Admin who lifted it; null for the platform (a default). */
    by: uuid('by').references(() => users.id, { onDelete: 'restrict' }),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [
    index('member_standing_changes_user_idx').on(t.userId, t.serialNo),
    check('member_standing_changes_status_known', sql`${t.status} in ('good','probation','suspended')`),
    check('member_standing_changes_cause_known', sql`${t.cause} in ('default','lifted')`),
  ],
);
