/**
 * The outbox relay: sends the alerts' deliveries that are due, each on its channel. A delivery is
 * claimed in its own committed statement before it is sent (status `sending`, a lease of five
 * minutes), so two instances never send one row; a send that fails is tried again with back-off
 * (1, 2, 4 … 60 minutes) up to six times; a process that dies while sending leaves the lease to
 * run out, and the row is sent again then (the in-app alert itself is never lost). A failure the
 * provider says no retry can mend (a bad number) is final at once. The channels send side by side,
 * each its own rows in turn: a provider that hangs until its timeout delays no other channel.
 */

import type { NotificationChannel } from '@neelami/shared/notifications';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findPeople } from '../users/person-queries';
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
  const people = await findPeople(
    deps.db,
    alerts.map((a) => a.userId),
  );
  const send = async (row: (typeof claimed)[number]) => {
    const alert = byId.get(row.notificationId);
    const person = alert ? people.get(alert.userId) : undefined;
    let result: SendResult;
    if (!alert || !person) result = { status: 'failed', detail: 'the member is gone', permanent: true };
    else {
      try {
        result = await deps.channels[row.channel]({
          notificationId: alert.id,
          userId: alert.userId,
          kind: alert.kind,
          title: alert.title,
          body: alert.body,
          link: alert.link,
          email: person.email,
          phone: person.cellNumber,
          language: person.language === 'hi' ? 'hi' : 'en',
        });
      } catch (err) {
        result = { status: 'failed', detail: err instanceof Error ? err.message : String(err) };
      }
    }
    const at = deps.now();
    const retry = result.status === 'failed' && !result.permanent && row.attempts < MAX_ATTEMPTS;
    const detail = result.detail ? result.detail.slice(0, 500) : null;
    await deps.db
      .update(notificationDeliveries)
      .set(
        retry
          ? { status: 'pending', dueAt: new Date(at.getTime() + backoffMs(row.attempts)), lastError: detail }
          : { status: result.status, sentAt: result.status === 'failed' ? null : at, lastError: detail },
      )
      .where(eq(notificationDeliveries.id, row.id));
  };
  const byChannel = new Map<NotificationChannel, typeof claimed>();
  for (const row of claimed) byChannel.set(row.channel, [...(byChannel.get(row.channel) ?? []), row]);
  await Promise.all(
    [...byChannel.values()].map(async (rows) => {
      for (const row of rows) await send(row);
    }),
  );
  return claimed.length;
}
