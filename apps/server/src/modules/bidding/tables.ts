import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bigNumber, paise, ts } from '../../db/columns';
import { subEvents } from '../events/tables';
import { sessions, users } from '../users/tables';

/**
 * Every bid, append-only. Each row stores `hash = sha256(prevHash | digest)`, the digest being
 * sha256(salt | canonical bid fields), so the bid log proves that no bid was changed or removed
 * and the digests can be published after the close (API.md "Bid receipts").
 * A seller's decision changes `status` and is itself logged in bid_status_changes.
 */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'restrict' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: paise('amount').notNull(),
    /** 'manual' | 'auto' | 'proxy' */
    kind: text('kind').notNull(),
    /** 'accepted' | 'rejected' | 'cancelled' */
    status: text('status').notNull().default('accepted'),
    clientBidId: text('client_bid_id'),
    /** The sub-event seq at which this bid was accepted. */
    seq: bigNumber('seq').notNull(),
    /** Position in the sub-event's bid log as the engine numbered it (1, 2, 3…); orders ties. */
    serial: integer('serial').notNull().default(0),
    ip: text('ip').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    /** The random salt of the bid's digest (bid-hash.ts); '' for bids stored before receipts. */
    salt: text('salt').notNull().default(''),
  },
  (t) => [
    index('bids_sub_event_idx').on(t.subEventId, t.seq),
    index('bids_bidder_idx').on(t.bidderId),
    uniqueIndex('bids_client_bid_key').on(t.subEventId, t.bidderId, t.clientBidId),
  ],
);

/** Auto-bid ceilings (floors in reverse): one per bidder per sub-event, raised never lowered. */
export const autoBids = pgTable(
  'auto_bids',
  {
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'restrict' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    limit: paise('limit_amount').notNull(),
    clientBidId: text('client_bid_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subEventId, t.bidderId] })],
);

/**
 * Pre-bids (API.md "Pre-bids"): every ceiling a member set or raised on a lot before its opening,
 * a row per placement, only added. The ceiling in force is also the engine state's auto bid (and
 * `auto_bids`), written in the same transaction; these rows keep who set what, when and from where.
 */
export const preBids = pgTable(
  'pre_bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'restrict' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Ceiling (forward) or floor (reverse), paise. */
    ceiling: paise('ceiling').notNull(),
    /** The ceiling it raised, or null for the first. */
    previousCeiling: paise('previous_ceiling'),
    /** The sub-event seq at which it was accepted (its order among equal ceilings). */
    seq: bigNumber('seq').notNull(),
    /** 'room' (place_autobid) | 'api' (PUT /api/member/subEvents/:id/prebid) */
    via: text('via').notNull(),
    clientBidId: text('client_bid_id'),
    ip: text('ip').notNull().default(''),
    placedAt: ts('placed_at').notNull().defaultNow(),
  },
  (t) => [
    index('pre_bids_sub_event_idx').on(t.subEventId, t.seq),
    index('pre_bids_bidder_idx').on(t.bidderId),
  ],
);

/** A seller's decisions on bids (accept, reject, cancel), kept as their own log. */
export const bidStatusChanges = pgTable('bid_status_changes', {
  id: uuid('id').primaryKey().defaultRandom(),
  bidId: uuid('bid_id')
    .notNull()
    .references(() => bids.id, { onDelete: 'restrict' }),
  status: text('status').notNull(),
  reason: text('reason').notNull().default(''),
  changedBy: uuid('changed_by')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  changedAt: ts('changed_at').notNull().defaultNow(),
});

/**
 * The owner's decisions on a closed sub-event's winner (API.md POST
 * /api/seller/subEvents/:subEventId/authorize): authorise or unauthorise the
 * highest bidder. Every decision is a row; the newest one is in force.
 */
export const winnerAuthorizations = pgTable(
  'winner_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'restrict' }),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    authorized: boolean('authorized').notNull(),
    /** Channels the bidder was told through: 'email', 'sms'. */
    notified: text('notified').array().notNull().default(sql`'{}'::text[]`),
    decidedBy: uuid('decided_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    decidedAt: ts('decided_at').notNull().defaultNow(),
    /** Insertion order: the newest decision is in force even when two share their time. */
    serialNo: serial('serial_no').notNull(),
  },
  (t) => [index('winner_authorizations_sub_event_idx').on(t.subEventId, t.decidedAt)],
);

/**
 * SPEC §6 terms: "a transaction password is needed to enter the auction room",
 * asked once per login session. A row says this session gave it; logging out
 * (a revoked session) or a new login asks again.
 */
export const transactionPasswordPasses = pgTable('transaction_password_passes', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  passedAt: ts('passed_at').notNull().defaultNow(),
});
