import type { CorrigendumChange } from '@neelami/shared/notification-texts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { bigNumber, paise, ts } from '../../db/columns';
import { lots } from '../catalog/tables';
import { users } from '../users/tables';

/** Money is an integer of paise (STYLE.md); the API speaks whole rupees. */

/** An event (auction) made of sub-events (SPEC §3 Event). */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionName: text('auction_name').notNull(),
    titleName: text('title_name').notNull(),
    /** 'Forward Auction' | 'Reverse Auction' | 'Timed Auction' */
    auctionType: text('auction_type').notNull(),
    /** 'Normal Auction' | 'Rank Auction' */
    auctionBehaviour: text('auction_behaviour').notNull(),
    onBehalfOf: text('on_behalf_of').notNull(),
    eventStart: ts('event_start').notNull(),
    eventEnd: ts('event_end').notNull(),
    inspectionDate: text('inspection_date').notNull().default(''),
    /** SPEC §9: 'Duration' or '1 Minute' … '10 Minute'. */
    autoExtension: text('auto_extension').notNull().default('3 Minute'),
    totalLots: integer('total_lots').notNull().default(0),
    currency: text('currency').notNull().default('Rs'),
    address: text('address').notNull().default(''),
    description: text('description').notNull().default(''),
    termCondition: text('term_condition').notNull().default(''),
    /** SPEC §6 terms: a transaction password is needed to enter the auction room. */
    requireTransactionPassword: boolean('require_transaction_password').notNull().default(true),
    /** Optional cap on anti-sniping extensions per sub-event; null = no cap. */
    maxExtensions: integer('max_extensions'),
    /** Sale terms (API.md "After the award"): GST and TCS in basis points (1800 = 18 %), days. */
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    tcsRateBp: integer('tcs_rate_bp').notNull().default(100),
    paymentDays: integer('payment_days').notNull().default(7),
    liftingDays: integer('lifting_days').notNull().default(30),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('events_start_idx').on(t.eventStart), index('events_end_idx').on(t.eventEnd)],
);

/** A sub-event (lot) of an event, with its live bidding state (SPEC §3 Sub-event). */
export const subEvents = pgTable(
  'sub_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    auctionNo: serial('auction_no').notNull(),
    name: text('name').notNull(),
    location: text('location').notNull().default(''),
    /** 'reverse' is special; anything else is a forward sub-event (SPEC §3). */
    subEventType: text('sub_event_type').notNull(),
    quantityOrTypesOfTrunk: text('quantity_or_types_of_trunk').notNull().default(''),
    unit: text('unit').notNull().default(''),
    rule: text('rule').notNull().default(''),
    serialNo: integer('serial_no').notNull().default(0),
    startValue: paise('start_value').notNull(),
    incrementOrDecrement: paise('increment_or_decrement').notNull(),
    eventStartsOn: ts('event_starts_on').notNull(),
    /** The scheduled end as the admin set it. */
    eventEndsOn: ts('event_ends_on').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Admin switch (POST /api/admin/enableAutoBid): whether auto bids are taken on this sub-event. */
    autoBidEnabled: boolean('auto_bid_enabled').notNull().default(true),
    details: text('details').notNull().default(''),
    specification: text('specification').notNull().default(''),
    /** The lot on offer (catalogue), if any. */
    lotId: uuid('lot_id').references(() => lots.id, { onDelete: 'restrict' }),
    /** The owner who decides on the result (seller in forward, procuring buyer in reverse). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** How the lot is sold: 'single', 'yankee' or 'tender_auction' (shared SALE_FORMATS). */
    saleFormat: text('sale_format').notNull().default('single'),
    /** A tender-then-auction lot's tender window (API.md); null for other lots. */
    tenderOpensOn: ts('tender_opens_on'),
    tenderClosesOn: ts('tender_closes_on'),
    /** 'lot': a bid is the lot's total; 'unit': a bid is ₹ per unit of the numeric quantity. */
    bidBasis: text('bid_basis').notNull().default('lot'),
    /** Earnest money each assigned Buyer or Seller must hold for this sub-event (paise; 0 = none). */
    emdAmount: paise('emd_amount').notNull().default(0),
    /** API.md "The close": the owner's reserve (paise; null = none), hidden from bidders and guests. */
    reservePrice: paise('reserve_price'),
    /** How far below the reserve (above, in reverse) a close still goes to the owner, basis points. */
    approvalBandBp: integer('approval_band_bp').notNull().default(0),
    /** Hours the owner, and then the leading bidder, has to decide. */
    approvalHours: integer('approval_hours').notNull().default(48),
    /** The result of the close (trade lot-close.ts); null while open, and for lots closed before it existed. */
    result: text('result'),
    /** When the pending decision (approval_pending, countered) lapses into unsold. */
    resultDecideBy: ts('result_decide_by'),
    /** The owner's counter amount while countered, paise. */
    counterAmount: paise('counter_amount'),
    /**
     * The HSN code of what is sold, printed on the sale's tax invoice: 4, 6 or 8 digits. Metal
     * scrap is what the platform mostly sells, so it defaults to 7204 (ferrous waste and scrap).
     */
    hsnCode: text('hsn_code').notNull().default('7204'),

    // Live bidding state, written in the same transaction as the bids.
    /** Current closing time: eventEndsOn moved by anti-sniping or an admin. */
    closesAt: ts('closes_at').notNull(),
    /** 'open' until the closing scheduler closes it, then 'closed'. */
    status: text('status').notNull().default('open'),
    closedAt: ts('closed_at'),
    leadingAmount: paise('leading_amount'),
    leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
    leadingBidId: uuid('leading_bid_id'),
    extensionCount: integer('extension_count').notNull().default(0),
    /** Grows by one with each accepted change (API.md realtime `seq`). */
    seq: bigNumber('seq').notNull().default(0),
    /** The bidding engine's bounded state (standings per bidder, auto bids). */
    engineState: jsonb('engine_state'),
    /** Head of the bid hash chain. */
    lastBidHash: text('last_bid_hash').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sub_events_event_idx').on(t.eventId),
    index('sub_events_due_idx').on(t.status, t.closesAt),
    // The opening scheduler's look (bidding/open-due-pre-bids.ts): lots whose pre-bids wait.
    index('sub_events_pre_bids_pending_idx')
      .on(t.eventStartsOn)
      .where(sql`(${t.engineState} ->> 'preBidsPending') = 'true'`),
    index('sub_events_owner_idx').on(t.ownerId),
    index('sub_events_decide_by_idx').on(t.resultDecideBy),
  ],
);

/** The lot's history of its close (API.md "The close"): one row a step, only added. */
export const lotCloseSteps = pgTable(
  'lot_close_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    /** 'closed' | 'approved' | 'rejected' | 'countered' | 'accepted' | 'declined' | 'lapsed' | 'integrity_review' */
    step: text('step').notNull(),
    /** The result after the step. */
    result: text('result').notNull(),
    /** The amount the step names (leading bid at the close, the counter), paise. */
    amount: paise('amount'),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: ts('at').notNull(),
    /** integrity_review: why a flagged lot was awarded all the same (API.md "Integrity desk"). */
    reason: text('reason').notNull().default(''),
  },
  (t) => [index('lot_close_steps_sub_event_idx').on(t.subEventId, t.at)],
);

/** Users assigned to a sub-event (SPEC §3 registeredBuyers: buyers, sellers, guests). */
export const subEventMembers = pgTable(
  'sub_event_members',
  {
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subEventId, t.userId] }),
    index('sub_event_members_user_idx').on(t.userId),
  ],
);

/** Users who entered a sub-event's live room (SPEC §3 participants). */
export const subEventParticipants = pgTable(
  'sub_event_participants',
  {
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstJoinedAt: ts('first_joined_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    lastIp: text('last_ip').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.subEventId, t.userId] })],
);

/** Who accepted which event's terms, and when (SPEC §4 entry flow; term report). */
export const termAcceptances = pgTable(
  'term_acceptances',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
    ip: text('ip').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] })],
);

/** Flash messages shown in an event's live room (SPEC §3 Flash message). */
export const flashMessages = pgTable(
  'flash_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('flash_messages_event_idx').on(t.eventId)],
);

/**
 * The event's history of corrigenda: each change an admin makes to an event's times or terms, or
 * to a lot's times, start value, step or EMD, after the event was published — written in the
 * transaction of the change, so the members told of it (event_changed) and the record agree.
 */
export const eventCorrigenda = pgTable(
  'event_corrigenda',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The lot changed, or null for the event itself. */
    subEventId: uuid('sub_event_id').references(() => subEvents.id, { onDelete: 'cascade' }),
    changes: jsonb('changes').$type<CorrigendumChange[]>().notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [index('event_corrigenda_event_idx').on(t.eventId, t.changedAt)],
);
