/**
 * The one way a module raises alerts: `raiseNotifications(tx, alerts)` inside the transaction of
 * the change it announces. Each alert is stored in its member's language with one outbox row per
 * channel the member chose for its kind (quiet hours move SMS, WhatsApp and push to their end), so
 * an alert committed is never lost and one not committed is never sent.
 */
import { type NotificationFacts, notificationText } from '@neelami/shared/notification-texts';
import {
  defaultPreferences,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@neelami/shared/notifications';
import { and, eq, gt, sql } from 'drizzle-orm';
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
  const [row] = await db
    .select({ p: notificationPreferences.preferences })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.p ?? defaultPreferences();
}

/** The channels (besides in-app) an alert of `kind` goes on for a member with these preferences. */
export function channelsFor(prefs: NotificationPreferences, kind: NotificationKind): NotificationChannel[] {
  const chosen = prefs.kinds[kind] ?? defaultPreferences().kinds[kind] ?? [];
  return chosen.filter((c) => prefs.channels[c]);
}

/**
 * Stores the alerts (in `tx`, the caller's transaction) and their outbox rows; answers the stored
 * ones (an alert coalesced or already raised is not stored again).
 */
export async function raiseNotifications(
  tx: Db,
  alerts: readonly Alert[],
  now: Date,
): Promise<StoredNotification[]> {
  if (alerts.length === 0) return [];
  const people = await findUsersByIds(
    tx,
    alerts.map((a) => a.userId),
  );
  const stored: StoredNotification[] = [];
  for (const alert of alerts) {
    const person = people.get(alert.userId);
    if (!person) continue;
    if (alert.coalesceMs && alert.topic && (await raisedLately(tx, alert, now))) continue;
    const lang = person.language === 'hi' ? 'hi' : 'en';
    const text = notificationText(alert.kind, alert.facts, lang);
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: alert.userId,
        kind: alert.kind,
        title: text.title,
        body: text.body,
        link: alert.link,
        topic: alert.topic ?? null,
        dedupeKey: alert.dedupeKey ?? null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    stored.push(row);
    const prefs = await preferencesOf(tx, alert.userId);
    const channels = channelsFor(prefs, alert.kind);
    if (channels.length === 0) continue;
    const held = alert.urgent ? null : quietUntil(prefs.quietHours, now);
    await tx.insert(notificationDeliveries).values(
      channels.map((channel) => ({
        notificationId: row.id,
        channel,
        // E-mail is not held by quiet hours (API.md: they hold SMS, WhatsApp and push).
        dueAt: held && channel !== 'email' ? held : now,
        createdAt: now,
      })),
    );
  }
  return stored;
}

async function raisedLately(tx: Db, alert: Alert, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - (alert.coalesceMs ?? 0));
  const [hit] = await tx
    .select({ one: sql<number>`1` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, alert.userId),
        eq(notifications.kind, alert.kind),
        eq(notifications.topic, alert.topic ?? ''),
        gt(notifications.createdAt, since),
      ),
    )
    .limit(1);
  return hit !== undefined;
}
