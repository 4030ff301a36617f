/**
 * What the lot alerts (module lot-alerts, above this one) read of events and lots: the lots still
 * open or just closed, with their events, and the event's corrigenda. Their own records (cursors,
 * marks, watchers) are theirs.
 */

import type { CorrigendumChange } from '@neelami/shared/notification-texts';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCorrigenda, events, subEvents } from './tables';

export type LotWithEvent = { s: typeof subEvents.$inferSelect; e: typeof events.$inferSelect };

/** Every lot open now, or closed after `closedSince`, with its event. */
export async function listOpenLotsWithEvents(db: Db, closedSince: Date): Promise<LotWithEvent[]> {
  return db
    .select({ s: subEvents, e: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(or(eq(subEvents.status, 'open'), gt(subEvents.closedAt, closedSince)))
    .orderBy(asc(subEvents.closesAt), asc(subEvents.id));
}

/** The inactive lots among these ids. */
export async function inactiveLotIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.isActive, false));
  return rows.map((r) => r.id);
}

export type CorrigendumRow = typeof eventCorrigenda.$inferSelect;

/** Keeps a corrigendum in the event's history, in the transaction of the change. */
export async function recordCorrigendum(
  tx: Db,
  c: {
    eventId: string;
    subEventId: string | null;
    changes: CorrigendumChange[];
    changedBy: string | null;
    at: Date;
  },
): Promise<void> {
  if (c.changes.length === 0) return;
  await tx.insert(eventCorrigenda).values({
    eventId: c.eventId,
    subEventId: c.subEventId,
    changes: c.changes,
    changedBy: c.changedBy,
    changedAt: c.at,
  });
}

/** The corrigenda made after `since`, oldest first, with their event's and lot's names. */
export async function listCorrigendaSince(
  db: Db,
  since: Date,
): Promise<(CorrigendumRow & { eventName: string; lotName: string | null })[]> {
  const rows = await db
    .select({ c: eventCorrigenda, eventName: events.auctionName, lotName: subEvents.name })
    .from(eventCorrigenda)
    .innerJoin(events, eq(events.id, eventCorrigenda.eventId))
    .leftJoin(subEvents, eq(subEvents.id, eventCorrigenda.subEventId))
    .where(gt(eventCorrigenda.changedAt, since))
    .orderBy(asc(eventCorrigenda.changedAt), asc(eventCorrigenda.id));
  return rows.map((r) => ({ ...r.c, eventName: r.eventName, lotName: r.lotName }));
}

/** An event's corrigenda, newest first (its history). */
export async function listCorrigendaOfEvent(db: Db, eventId: string): Promise<CorrigendumRow[]> {
  const rows = await db
    .select()
    .from(eventCorrigenda)
    .where(eq(eventCorrigenda.eventId, eventId))
    .orderBy(asc(eventCorrigenda.changedAt), asc(eventCorrigenda.id));
  return rows.reverse();
}

/** The ids of the lots of these events. */
export async function lotIdsOfEvents(db: Db, eventIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (eventIds.length === 0) return out;
  const rows = await db
    .select({ id: subEvents.id, eventId: subEvents.eventId })
    .from(subEvents)
    .where(and(inArray(subEvents.eventId, eventIds)));
  for (const r of rows) out.set(r.eventId, [...(out.get(r.eventId) ?? []), r.id]);
  return out;
}
