/** The member's notification centre: its list, its unread count, marking read, and the preferences. */

import type { NotificationPreferences } from '@neelami/shared/notifications';
import type { NotificationItem } from '@neelami/shared/notifications-api-responses';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { StoredNotification } from './raise';
import { notificationPreferences, notifications, pushSubscriptions } from './tables';

export const toNotificationItem = (r: StoredNotification): NotificationItem => ({
  _id: r.id,
  kind: r.kind,
  title: r.title,
  body: r.body,
  link: r.link,
  createdAt: r.createdAt.toISOString(),
  readAt: r.readAt ? r.readAt.toISOString() : null,
});

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The unread count of each of these members (0 for those with none). */
export async function unreadCounts(db: Db, userIds: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(userIds)];
  const out = new Map(unique.map((id) => [id, 0]));
  if (unique.length === 0) return out;
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, unique), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  for (const r of rows) out.set(r.userId, Number(r.n));
  return out;
}

/** Newest first, `limit` at a time; `before` pages on from an alert of the list (none: the newest). */
export async function listNotifications(
  db: Db,
  userId: string,
  opts: { unreadOnly: boolean; before?: string; limit: number },
): Promise<NotificationItem[]> {
  const conditions = [eq(notifications.userId, userId)];
  if (opts.unreadOnly) conditions.push(isNull(notifications.readAt));
  if (opts.before) {
    const [anchor] = await db
      .select({ at: notifications.createdAt, id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.id, opts.before), eq(notifications.userId, userId)));
    if (!anchor) return [];
    const older = or(
      lt(notifications.createdAt, anchor.at),
      and(eq(notifications.createdAt, anchor.at), lt(notifications.id, anchor.id)),
    );
    if (older) conditions.push(older);
  }
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit);
  return rows.map(toNotificationItem);
}

/** Marks one of the member's alerts read (once: the first time stays); false when it is not theirs. */
export async function markRead(db: Db, userId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function savePreferences(
  db: Db,
  userId: string,
  preferences: NotificationPreferences,
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, preferences, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences, updatedAt: now } });
}

/** Keeps a browser's push subscription for the member (a subscription moving to another member moves). */
export async function savePushSubscription(
  db: Db,
  userId: string,
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    });
}

/** Forgets a browser's subscription of this member; false when the member has none at that endpoint. */
export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}
