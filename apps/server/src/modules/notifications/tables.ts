import type {
  NotificationChannel,
  NotificationKind,
  NotificationPreferences,
} from '@neelami/shared/notifications';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns';
import { users } from '../users/tables';

/**
 * Each alert, stored once per member in the member's language (API.md "Alerts, watchlist and
 * saved searches"). It is written in the transaction of the change it announces, so an alert is
 * never lost with a process; `dedupeKey` makes a second raise of the same alert a no-op.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The web app's path the alert opens (the room, My Lots, My EMD…). */
    link: text('link').notNull(),
    /** What it is about (a sub-event's or a sale's id), for coalescing and for "room open on it". */
    topic: text('topic'),
    /** One alert per member and key: a repeated raise of the same change adds nothing. */
    dedupeKey: text('dedupe_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
    readAt: ts('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    index('notifications_user_kind_topic_idx').on(t.userId, t.kind, t.topic, t.createdAt),
  ],
);

/**
 * The outbox of each alert's sends beyond the in-app centre: one row per alert and channel,
 * added with the alert, sent afterwards by the delivery job and retried with back-off. The unique
 * key is what makes a send happen once.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    /**
     * 'pending' | 'sending' (claimed; its lease runs to `due_at`) | 'sent' | 'failed' (after the
     * last try) | 'recorded' (no provider configured).
     */
    status: text('status')
      .$type<'pending' | 'sending' | 'sent' | 'failed' | 'recorded'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: quiet hours, or the back-off after a failure. */
    dueAt: ts('due_at').notNull().defaultNow(),
    /** The provider's last answer (at most 500 characters): its error, or its message id once sent. */
    lastError: text('last_error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_once').on(t.notificationId, t.channel),
    index('notification_deliveries_due_idx').on(t.dueAt).where(sql`${t.status} IN ('pending', 'sending')`),
  ],
);

/** A member's channels, kinds and quiet hours; none stored means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  preferences: jsonb('preferences').$type<NotificationPreferences>().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The browsers a member allowed Web Push in (endpoint and keys from `PushManager.subscribe`). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
