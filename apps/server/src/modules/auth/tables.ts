import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * One-time codes for the forgotten-password flow (SPEC §4): 6 digits, kept only
 * as an HMAC, valid 10 minutes, single use, at most 5 wrong tries.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code reset the password, or when a newer code replaced it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
