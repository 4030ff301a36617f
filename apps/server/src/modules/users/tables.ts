import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
