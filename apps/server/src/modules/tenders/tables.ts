import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { paise, ts } from '../../db/columns';
import { subEvents } from '../events/tables';
import { users } from '../users/tables';

/**
 * Sealed tenders of tender-then-auction lots (API.md "Multi-unit (Yankee) lots and
 * tender-then-auction"), append-only: a replacement is a new row naming the digest it replaces.
 * Each row commits to its tender at once: `digest = sha256(salt, member, lot, amount, time)`, and
 * `chainHash = sha256(prevChainHash, digest)` over the lot's tenders in `seq` order, so the opening
 * can show that every tender matches its commitment and none was changed or removed. Amounts are
 * read only through tender-reads.ts, which refuses before the window closes.
 */
export const tenders = pgTable(
  'tenders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'restrict' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Place in the lot's tender log: 1, 2, 3… */
    seq: integer('seq').notNull(),
    amount: paise('amount').notNull(),
    /** 32 random bytes, hex: without it the digest of a small amount could be guessed. */
    salt: text('salt').notNull(),
    digest: text('digest').notNull(),
    prevChainHash: text('prev_chain_hash').notNull(),
    chainHash: text('chain_hash').notNull(),
    /** The digest of the member's tender this one replaces; null for a first tender. */
    replacesDigest: text('replaces_digest'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('tenders_sub_event_seq_key').on(t.subEventId, t.seq),
    uniqueIndex('tenders_replaces_key').on(t.subEventId, t.replacesDigest),
    index('tenders_bidder_idx').on(t.subEventId, t.bidderId),
  ],
);
