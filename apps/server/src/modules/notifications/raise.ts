/**
 * The one way a module raises alerts: `raiseNotifications(tx, alerts)` inside the transaction of
 * the change it announces. Each alert is stored in its member's language with one outbox row per
 * channel the member chose for its kind (quiet hours move SMS, WhatsApp and push to their end), so
 * an alert committed is never lost and one not committed is never sent.
 */

import { randomUUID } from 'node:crypto';
import { type NotificationFacts, notificationText } from '@neelami/shared/notification-texts';
import {
  defaultPreferences,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@neelami/shared/notifications';
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findUsersByIds } from '../users/person-queries';
import { quietUntil } from './quiet-hours';
import { notificationDeliveries, notificationPreferences, notifications } from './tables';

/** One alert to one member. */
export interface Alert<K extends NotificationKind = NotificationKind> {
  userId: string;
  kind: K;
  facts: NotificationFacts[K];
  /** The web app's path it opens. */
  link: string;
  /** What it is about (a sub-event's or sale's id): coalescing and "room open on it" use it. */
  topic?: string;
  /** A second raise with the same key for the same member adds nothing (e.g. `award:<saleId>`). */
  dedupeKey?: string;
  /** Alerts of this kind and topic newer than this many ms make this one a no-op (outbid: 2 min). */
  coalesceMs?: number;
  /** Quiet hours do not hold it (closing soon on a lot the member leads). */
  urgent?: boolean;
}

/** A stored alert, as the centre pushes it after commit. */
export type StoredNotification = typeof notifications.$inferSelect;

/** The member's preferences, or the defaults when none are stored. */
export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  return (await preferencesOfMany(db, [userId])).get(userId) ?? defaultPreferences();
}

/** The preferences of several members in one read (the defaults for those with none stored). */
async function preferencesOfMany(db: Db, userIds: string[]): Promise<Map<string, NotificationPreferences>> {
  const unique = [...new Set(userIds)];
  const out = new Map<string, NotificationPreferences>();
  if (unique.length === 0) return out;
  const rows = await db
    .select({ userId: notificationPreferences.userId, p: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, unique));
  for (const r of rows) out.set(r.userId, r.p);
  return out;
}

/** The channels (besides in-app) an alert of `kind` goes on for a member with these preferences. */
export function channelsFor(prefs: NotificationPreferences, kind: NotificationKind): NotificationChannel[] {
  const chosen = prefs.kinds[kind] ?? defaultPreferences().kinds[kind] ?? [];
  return chosen.filter((c) => prefs.channels[c]);
}

/**
 * Stores the alerts (in `tx`, the caller's transaction) and their outbox rows; answers the stored
 * ones (an alert coalesced or already raised is not stored again). A few statements whatever the
 * number of alerts: a lot closing with a thousand watchers is one insert, not a thousand.
 */
export async function raiseNotifications(
  tx: Db,
  alerts: readonly Alert[],
  now: Date,
): Promise<StoredNotification[]> {
  if (alerts.length === 0) return [];
  const userIds = alerts.map((a) => a.userId);
  const people = await findUsersByIds(tx, userIds);
  const recent = await raisedLately(tx, alerts, now);
  const rows: (typeof notifications.$inferInsert & { id: string })[] = [];
  const byId = new Map<string, Alert>();
  for (const alert of alerts) {
    const person = people.get(alert.userId);
    if (!person) continue;
    if (alert.coalesceMs && alert.topic) {
      // One per window: an older one stored, or an earlier one in this batch.
      if (recent.has(topicKey(alert))) continue;
      recent.add(topicKey(alert));
    }
    const lang = person.language === 'hi' ? 'hi' : 'en';
    const text = notificationText(alert.kind, alert.facts, lang);
    const id = randomUUID();
    byId.set(id, alert);
    rows.push({
      id,
      userId: alert.userId,
      kind: alert.kind,
      title: text.title,
      body: text.body,
      link: alert.link,
      topic: alert.topic ?? null,
      dedupeKey: alert.dedupeKey ?? null,
      createdAt: now,
    });
  }
  if (rows.length === 0) return [];
  const stored: StoredNotification[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    stored.push(
      ...(await tx
        .insert(notifications)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing()
        .returning()),
    );
  }
  const prefs = await preferencesOfMany(
    tx,
    stored.map((r) => r.userId),
  );
  const deliveries: (typeof notificationDeliveries.$inferInsert)[] = [];
  for (const row of stored) {
    const alert = byId.get(row.id);
    if (!alert) continue;
    const mine = prefs.get(row.userId) ?? defaultPreferences();
    const held = alert.urgent ? null : quietUntil(mine.quietHours, now);
    for (const channel of channelsFor(mine, alert.kind)) {
      // E-mail is not held by quiet hours (API.md: they hold SMS, WhatsApp and push).
      deliveries.push({
        notificationId: row.id,
        channel,
        dueAt: held && channel !== 'email' ? held : now,
        createdAt: now,
      });
    }
  }
  for (let i = 0; i < deliveries.length; i += CHUNK) {
    await tx.insert(notificationDeliveries).values(deliveries.slice(i, i + CHUNK));
  }
  // In the order raised, as the callers' tests and pushes expect.
  const order = new Map(rows.map((r, i) => [r.id, i]));
  return stored.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Rows per insert statement (PostgreSQL takes at most 65,535 parameters in one). */
const CHUNK = 1000;

const topicKey = (a: { userId: string; kind: string; topic?: string | null }) =>
  `${a.userId}|${a.kind}|${a.topic ?? ''}`;

/** The (member, kind, topic) of the coalesced alerts that already have one newer than their window. */
async function raisedLately(tx: Db, alerts: readonly Alert[], now: Date): Promise<Set<string>> {
  const coalesced = alerts.filter((a) => a.coalesceMs && a.topic);
  const hits = new Set<string>();
  if (coalesced.length === 0) return hits;
  const longest = Math.max(...coalesced.map((a) => a.coalesceMs ?? 0));
  const since = new Date(now.getTime() - longest);
  const found = await tx
    .select({
      userId: notifications.userId,
      kind: notifications.kind,
      topic: notifications.topic,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(coalesced.map((a) => a.userId))]),
        inArray(notifications.kind, [...new Set(coalesced.map((a) => a.kind))]),
        inArray(notifications.topic, [...new Set(coalesced.map((a) => a.topic ?? ''))]),
        gt(notifications.createdAt, since),
      ),
    );
  const window = new Map(coalesced.map((a) => [topicKey(a), a.coalesceMs ?? 0]));
  for (const f of found) {
    const key = topicKey(f);
    const ms = window.get(key);
    if (ms !== undefined && f.createdAt.getTime() > now.getTime() - ms) hits.add(key);
  }
  return hits;
}
