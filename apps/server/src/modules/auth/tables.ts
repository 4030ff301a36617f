import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
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
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the code reset the password, or when a newer code replaced it. */
    usedAt: ts('used_at'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
