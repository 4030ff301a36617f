import {
  type AuctionEvent,
  type AuctionEventWithSubEvents,
  type EventData,
  eventMessages,
} from '@neelami/shared/events';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { hasEmdRows } from '../emd/ledger-store';
import { recordEventCorrigendum } from './corrigenda';
import { toEventDto, toSubEventDto } from './event-dtos';
import { findEventById, isRunning, membersBySubEvent, phaseOf } from './event-queries';
import type { SubEventBidding } from './sub-event-bidding';
import { events, subEvents } from './tables';

const columnsOf = (input: EventData) => ({
  auctionName: input.auctionName,
  titleName: input.titleName,
  auctionType: input.auctionType,
  auctionBehaviour: input.auctionBehaviour,
  onBehalfOf: input.onBehalfOf,
  eventStart: new Date(input.eventStart),
  eventEnd: new Date(input.eventEnd),
  inspectionDate: input.inspectionDate,
  autoExtension: input.autoExtension,
  totalLots: input.totalLots,
  currency: input.currency || 'Rs',
  address: input.address,
  description: input.description,
  termCondition: input.termCondition,
  requireTransactionPassword: input.requireTransactionPassword,
  maxExtensions: input.maxExtensions,
  // Sale terms: only those given (an edit that leaves one out keeps it; a new event takes the default).
  ...(input.gstRate !== undefined ? { gstRateBp: Math.round(input.gstRate * 100) } : {}),
  ...(input.tcsRate !== undefined ? { tcsRateBp: Math.round(input.tcsRate * 100) } : {}),
  ...(input.paymentDays !== undefined ? { paymentDays: input.paymentDays } : {}),
  ...(input.liftingDays !== undefined ? { liftingDays: input.liftingDays } : {}),
});

/** Adds an event (SPEC §2 Add Event; dates and required fields checked by the shared schema). */
export async function createEvent(db: Db, input: EventData, now = new Date()): Promise<AuctionEvent> {
  const [row] = await db.insert(events).values(columnsOf(input)).returning();
  return toEventDto(row, phaseOf(row, now, false));
}

/** Edits an event's own fields; its sub-events keep their times. 404 when missing. */
export async function updateEvent(
  db: Db,
  id: string,
  input: EventData,
  now = new Date(),
  by: string | null = null,
): Promise<AuctionEvent> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
    if (!before) throw AppError.notFound(eventMessages.eventNotFound);
    const [after] = await tx
      .update(events)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    if (!after) throw AppError.notFound(eventMessages.eventNotFound);
    // A corrigendum once the event is public and not over: its times or terms changed.
    if (before.eventEnd.getTime() > now.getTime()) await recordEventCorrigendum(tx, before, after, by, now);
    return after;
  });
  const subs = await db.select().from(subEvents).where(eq(subEvents.eventId, id));
  return toEventDto(
    row,
    phaseOf(
      row,
      now,
      subs.some((s) => isRunning(s, now)),
    ),
  );
}

/**
 * Deletes an event with its sub-events, assignments, flash messages and term
 * acceptances; refused (409) once any of its sub-events has a bid or an auto bid,
 * because bids are never deleted.
 */
export async function deleteEvent(db: Db, bidding: SubEventBidding, id: string): Promise<void> {
  if (!(await findEventById(db, id))) throw AppError.notFound(eventMessages.eventNotFound);
  await db.transaction(async (tx) => {
    const subs = await tx.select({ id: subEvents.id }).from(subEvents).where(eq(subEvents.eventId, id));
    const ids = subs.map((s) => s.id);
    if (ids.length > 0) {
      if (await bidding.hasAnyBid(tx, ids)) throw AppError.conflict(eventMessages.eventHasBids);
      if (await hasEmdRows(tx, ids)) throw AppError.conflict(eventMessages.hasEmd);
      await tx.delete(subEvents).where(eq(subEvents.eventId, id));
    }
    await tx.delete(events).where(eq(events.id, id));
  });
}

/** Every event, newest start first, with all its sub-events and their assigned users (admin getAllEvents). */
export async function listEventsWithSubEvents(
  db: Db,
  bidding: SubEventBidding,
  now = new Date(),
): Promise<AuctionEventWithSubEvents[]> {
  const rows = await db.select().from(events).orderBy(desc(events.eventStart), desc(events.id));
  if (rows.length === 0) return [];
  const subs = await db
    .select()
    .from(subEvents)
    .orderBy(sql`${subEvents.serialNo} asc, ${subEvents.auctionNo} asc`);
  const subIds = subs.map((s) => s.id);
  const [bidCounts, members] = [await bidding.countBids(db, subIds), await membersBySubEvent(db, subIds)];
  return rows.map((e) => {
    const own = subs.filter((s) => s.eventId === e.id);
    return {
      ...toEventDto(
        e,
        phaseOf(
          e,
          now,
          own.some((s) => isRunning(s, now)),
        ),
      ),
      subEvent: own.map((s) =>
        toSubEventDto(s, { bidCount: bidCounts.get(s.id) ?? 0, registeredBuyers: members.get(s.id) ?? [] }),
      ),
    };
  });
}
