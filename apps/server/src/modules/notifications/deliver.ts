/**
 * The outbox relay: sends the alerts' deliveries that are due, each on its channel. A delivery is
 * claimed in its own committed statement before it is sent (status `sending`, a lease of five
 * minutes), so two instances never send one row; a send that fails is tried again with back-off
 * (1, 2, 4 … 60 minutes) up to six times; a process that dies while sending leaves the lease to
 * run out, and the row is sent again then (the in-app alert itself is never lost).
 */
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findContacts } from '../users/person-queries';
import type { ChannelSenders, SendResult } from './channels';
import { notificationDeliveries, notifications } from './tables';

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 5 * 60_000;

/** The wait after the `attempts`-th failed try. */
export const backoffMs = (attempts: number) => Math.min(2 ** Math.max(0, attempts - 1), 60) * 60_000;

/** Sends up to `limit` due deliveries; answers how many were tried. */
export async function deliverDue(
  deps: { db: Db; channels: ChannelSenders; now: () => Date },
  limit = 50,
): Promise<number> {
  const now = deps.now();
  const due = and(
    lte(notificationDeliveries.dueAt, now),
    or(eq(notificationDeliveries.status, 'pending'), eq(notificationDeliveries.status, 'sending')),
  );
  const picked = deps.db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(due)
    .orderBy(notificationDeliveries.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(notificationDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${notificationDeliveries.attempts} + 1`,
      dueAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(inArray(notificationDeliveries.id, picked))
    .returning();
  if (claimed.length === 0) return 0;
  const alerts = await deps.db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        claimed.map((c) => c.notificationId),
      ),
    );
  const byId = new Map(alerts.map((a) => [a.id, a]));
  const contacts = await findContacts(
    deps.db,
    alerts.map((a) => a.userId),
  );
  for (const row of claimed) {
    const alert = byId.get(row.notificationId);
    const contact = alert ? contacts.get(alert.userId) : undefined;
    let result: SendResult;
    if (!alert || !contact) result = { status: 'failed', detail: 'the member is gone' };
    else {
      try {
        result = await deps.channels[row.channel]({
          notificationId: alert.id,
          userId: alert.userId,
          title: alert.title,
          body: alert.body,
          link: alert.link,
          email: contact.email,
          phone: contact.cellNumber,
        });
      } catch (err) {
        result = { status: 'failed', detail: err instanceof Error ? err.message : String(err) };
      }
    }
    const at = deps.now();
    const retry = result.status === 'failed' && row.attempts < MAX_ATTEMPTS && alert && contact;
    await deps.db
      .update(notificationDeliveries)
      .set(
        retry
          ? {
              status: 'pending',
              dueAt: new Date(at.getTime() + backoffMs(row.attempts)),
              lastError: result.detail ?? null,
            }
          : {
              status: result.status,
              sentAt: result.status === 'failed' ? null : at,
              lastError: result.detail ?? null,
            },
      )
      .where(eq(notificationDeliveries.id, row.id));
  }
  return claimed.length;
}
