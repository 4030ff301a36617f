import type { SavedSearchQuery } from '@neelami/shared/watchlist';
import { bigint, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { subEvents } from '../events/tables';
import { users } from '../users/tables';

/** The lots a member watches (the star): they are told before it opens and closes, and of changes. */
export const watchedLots = pgTable(
  'watched_lots',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subEventId: uuid('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.subEventId] }),
    index('watched_lots_sub_event_idx').on(t.subEventId),
  ],
);

/** A member's named lot searches: a new or newly active lot that matches raises `saved_search`. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What the lot-alert relay has done, so a run after a restart neither misses nor repeats it:
 * `kind` 'matched' (a sub-event's saved-search matching, `ref` its id and activation), 'result' (its
 * lot_result alerts), 'corrigendum' (a corrigendum's event_changed alerts).
 */
export const lotAlertMarks = pgTable(
  'lot_alert_marks',
  {
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    doneAt: ts('done_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.ref] })],
);

/** Per lot, the last bid seq the outbid relay has looked at (bids of a lot commit in seq order). */
export const outbidCursors = pgTable('outbid_cursors', {
  subEventId: uuid('sub_event_id')
    .primaryKey()
    .references(() => subEvents.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull(),
  /** Who led at that seq: told when someone else leads later. */
  leaderId: uuid('leader_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
