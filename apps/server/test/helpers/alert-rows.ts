// The alerts stored for the tests of the modules that raise them: by member, and by what they are about.
import type { NotificationKind } from '@neelami/shared/notifications';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { notificationDeliveries, notifications } from '../../src/modules/notifications/tables';
import { users } from '../../src/modules/users/tables';

/** Every alert of a member, oldest first, optionally of one kind. */
export const alertsOf = (db: Db, userId: string, kind?: NotificationKind) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), kind ? eq(notifications.kind, kind) : undefined))
    .orderBy(asc(notifications.createdAt));

/** The members (ids, sorted) who got alerts of `kind` about `topic`, once per alert. */
export async function recipientsOf(db: Db, kind: NotificationKind, topic: string): Promise<string[]> {
  const rows = await db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.topic, topic)));
  return rows.map((r) => r.userId).sort();
}

/** The channels an alert's outbox rows are for, sorted. */
export async function channelsOf(db: Db, notificationId: string): Promise<string[]> {
  const rows = await db
    .select({ channel: notificationDeliveries.channel })
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  return rows.map((r) => r.channel).sort();
}

/** Sets members' profile language to Hindi. */
export const speakHindi = (db: Db, ...ids: string[]) =>
  db.update(users).set({ language: 'hi' }).where(inArray(users.id, ids));
