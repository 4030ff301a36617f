/**
 * Read access to events and sub-events for every module (bidding, reports, …).
 * Import what you need from here rather than querying the events tables directly:
 *
 * - `findEventById(db, eventId)` / `findSubEventById(db, subEventId)`: the raw rows (amounts in paise).
 * - `listEventsAndSubEvents(db)`: every event and sub-event (the report selectors).
 * - `listSubEventsOfEvent(db, eventId, { activeOnly })`: rows ordered by serialNo, auctionNo.
 * - `isMember(db, subEventId, userId)`: assigned to the sub-event (SPEC §3 registeredBuyers).
 * - `hasAcceptedTerms(db, eventId, userId)`: accepted the event's terms (SPEC §4 entry flow).
 * - `listMemberIds(db, subEventId)`: the assigned users' ids.
 * - `eventPhaseSql` / `listEventsInPhase`: the past / upcoming / live lists (SPEC §4).
 *
 * Sub-event columns the admin may change while an event runs (through this module's
 * routes): name and description fields, eventStartsOn/eventEndsOn, isActive, autoBidEnabled;
 * with no bids yet also subEventType, startValue, incrementOrDecrement and closesAt (moved
 * with eventEndsOn). Those that change bidding state go through the bidding module's queue
 * (`SubEventBidding.edit`, sub-event-bidding.ts), which adds one to `seq`; every change is
 * announced on `EventChanges`.
 * The bidding module, which alone writes a sub-event's bidding state, does so in its queue's
 * transaction through bidding-state-rows.ts.
 */
import type { AuctionEvent, EventPhase } from '@neelami/shared/events';

import { and, asc, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toEventDto } from './event-dtos';
import { events, subEventMembers, subEvents, termAcceptances } from './tables';

/** A stored event row. */
export type EventRow = typeof events.$inferSelect;
/** A stored sub-event row (amounts in paise). */
export type SubEventRow = typeof subEvents.$inferSelect;

export async function findEventById(db: Db, eventId: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  return row;
}

export async function findSubEventById(db: Db, subEventId: string): Promise<SubEventRow | undefined> {
  const [row] = await db.select().from(subEvents).where(eq(subEvents.id, subEventId)).limit(1);
  return row;
}

/** Sub-events by id, each with its event, newest event first, then by serial and auction number. */
export async function findSubEventsWithEvents(
  db: Db,
  subEventIds: string[],
): Promise<{ s: SubEventRow; e: EventRow }[]> {
  if (subEventIds.length === 0) return [];
  return db
    .select({ s: subEvents, e: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(inArray(subEvents.id, subEventIds))
    .orderBy(desc(events.eventStart), asc(subEvents.serialNo), asc(subEvents.auctionNo));
}

/** The sub-events of an event, by serial number then auction number. */
export async function listSubEventsOfEvent(
  db: Db,
  eventId: string,
  opts: { activeOnly?: boolean } = {},
): Promise<SubEventRow[]> {
  return db
    .select()
    .from(subEvents)
    .where(and(eq(subEvents.eventId, eventId), opts.activeOnly ? eq(subEvents.isActive, true) : undefined))
    .orderBy(asc(subEvents.serialNo), asc(subEvents.auctionNo));
}

/** Whether the user is assigned to the sub-event (SPEC §3 registeredBuyers). */
export async function isMember(db: Db, subEventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ u: subEventMembers.userId })
    .from(subEventMembers)
    .where(and(eq(subEventMembers.subEventId, subEventId), eq(subEventMembers.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** The ids of the users assigned to a sub-event, in assignment order. */
export async function listMemberIds(db: Db, subEventId: string): Promise<string[]> {
  const rows = await db
    .select({ u: subEventMembers.userId })
    .from(subEventMembers)
    .where(eq(subEventMembers.subEventId, subEventId))
    .orderBy(asc(subEventMembers.assignedAt), asc(subEventMembers.userId));
  return rows.map((r) => r.u);
}

/** Whether the user accepted the event's terms (SPEC §4 entry flow). */
export async function hasAcceptedTerms(db: Db, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ u: termAcceptances.userId })
    .from(termAcceptances)
    .where(and(eq(termAcceptances.eventId, eventId), eq(termAcceptances.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Every event (newest first) and every sub-event (by serial number), e.g. for the report screens' selectors. */
export async function listEventsAndSubEvents(
  db: Db,
): Promise<{ events: EventRow[]; subEvents: SubEventRow[] }> {
  const ev = await db.select().from(events).orderBy(desc(events.eventStart), asc(events.auctionName));
  const se = await db.select().from(subEvents).orderBy(asc(subEvents.serialNo), asc(subEvents.auctionNo));
  return { events: ev, subEvents: se };
}

/** Assigned user ids per sub-event, for the given sub-events. */
export async function membersBySubEvent(db: Db, subEventIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (subEventIds.length === 0) return out;
  const rows = await db
    .select()
    .from(subEventMembers)
    .where(inArray(subEventMembers.subEventId, subEventIds))
    .orderBy(asc(subEventMembers.assignedAt), asc(subEventMembers.userId));
  for (const r of rows) {
    const list = out.get(r.subEventId) ?? [];
    list.push(r.userId);
    out.set(r.subEventId, list);
  }
  return out;
}

// ---------------------------------------------------------------- phases (SPEC §4)

/**
 * SQL true while one of the event's active sub-events is still open past `now`
 * (anti-sniping can carry a sub-event beyond the event's scheduled end).
 */
const runningSubEventSql = (now: Date) =>
  sql`exists (select 1 from ${subEvents} s where s.event_id = ${events.id} and s.is_active and s.status = 'open' and s.closes_at > ${now.toISOString()}::timestamptz)`;

/**
 * The condition of each list at `now`: upcoming (not started), live (started, and not
 * ended or a sub-event still running) and past (started, ended, nothing running).
 */
export function eventPhaseSql(phase: EventPhase, now: Date): SQL {
  const started = lte(events.eventStart, now);
  const running = sql`(${gt(events.eventEnd, now)} or ${runningSubEventSql(now)})`;
  if (phase === 'upcoming') return gt(events.eventStart, now);
  if (phase === 'live') return and(started, running) as SQL;
  return and(started, sql`not ${running}`) as SQL;
}

/** The phase of one event at `now`, given whether one of its sub-events is still running. */
export function phaseOf(
  e: Pick<EventRow, 'eventStart' | 'eventEnd'>,
  now: Date,
  subEventRunning: boolean,
): EventPhase {
  if (e.eventStart.getTime() > now.getTime()) return 'upcoming';
  if (e.eventEnd.getTime() > now.getTime() || subEventRunning) return 'live';
  return 'past';
}

/** Events of one list at `now`, with their phase (live and upcoming soonest first, past latest first). */
export async function listEventsInPhase(
  db: Db,
  phase: EventPhase | 'all',
  now: Date = new Date(),
  limit = 1000,
): Promise<AuctionEvent[]> {
  const rows = await db
    .select({ e: events, running: sql<boolean>`${runningSubEventSql(now)}` })
    .from(events)
    .where(phase === 'all' ? undefined : eventPhaseSql(phase, now))
    .orderBy(
      ...(phase === 'live'
        ? [asc(events.eventEnd)]
        : phase === 'upcoming'
          ? [asc(events.eventStart)]
          : phase === 'past'
            ? [desc(events.eventEnd)]
            : [desc(events.eventStart)]),
      asc(events.id),
    )
    .limit(limit);
  return rows.map((r) => toEventDto(r.e, phaseOf(r.e, now, Boolean(r.running))));
}

/**
 * The next instant after `now` at which an event starts or ends or an open sub-event
 * closes: when the live list may change by the clock alone. Null when nothing is due.
 */
export async function nextPhaseChange(db: Db, now: Date): Promise<Date | null> {
  const iso = now.toISOString();
  const result = await db.execute(sql`
    select min(t) as next from (
      select min(event_start) as t from ${events} where event_start > ${iso}::timestamptz
      union all select min(event_end) from ${events} where event_end > ${iso}::timestamptz
      union all select min(closes_at) from ${subEvents} where status = 'open' and closes_at > ${iso}::timestamptz
    ) x`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { next: unknown }[];
  const next = rows[0]?.next;
  if (next === null || next === undefined) return null;
  const d = next instanceof Date ? next : new Date(String(next));
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Whether a sub-event is open past `now` (used for the phase of one event). */
export const isRunning = (s: SubEventRow, now: Date) =>
  s.isActive && s.status === 'open' && s.closesAt.getTime() > now.getTime();

/** Names and events of these sub-events (the EMD ledger's lines name their lots). */
export async function subEventNamesByIds(
  db: Db,
  ids: string[],
): Promise<Map<string, { name: string; eventId: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: subEvents.id, name: subEvents.name, eventId: subEvents.eventId })
    .from(subEvents)
    .where(inArray(subEvents.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, eventId: r.eventId }]));
}
