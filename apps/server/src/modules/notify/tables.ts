import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';

/**
 * Every e-mail and SMS the platform sends (ARCHITECTURE.md "mail / SMS"): the
 * record Admin reads, and the only copy when no transport is configured.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'email' | 'sms' */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    /** As sent, with secrets (one-time codes) masked. */
    body: text('body').notNull(),
    /** Why it was sent, e.g. 'password-reset', 'bid-authorized'. */
    purpose: text('purpose').notNull().default(''),
    /** 'pending' | 'sent' | 'failed' | 'recorded' */
    status: text('status').notNull().default('pending'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
