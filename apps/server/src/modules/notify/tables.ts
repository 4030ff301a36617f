import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
