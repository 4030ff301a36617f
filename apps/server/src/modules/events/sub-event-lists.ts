/**
 * Sub-events with their event, as the owner's and the winner's screens list them (API.md
 * `seller/*`), and as Admin's grid of every sub-event does.
 */
import type { SubEventWithEventName } from '@neelami/shared/events';
import { and, asc, desc, eq, inArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toSubEventDto } from './event-dtos';
import { type EventRow, membersBySubEvent, type SubEventRow } from './event-queries';
import type { SubEventBidding } from './sub-event-bidding';
import { events, subEvents } from './tables';

/** A sub-event with its event's name. */
export interface SubEventWithAuctionName {
  s: SubEventRow;
  auctionName: string;
}

/** The sub-events the user owns, newest event first, with their event's name. */
export function listSubEventsOwnedBy(db: Db, ownerId: string): Promise<SubEventWithAuctionName[]> {
  return db
    .select({ s: subEvents, auctionName: events.auctionName })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.ownerId, ownerId))
    .orderBy(desc(events.eventStart), asc(subEvents.serialNo), asc(subEvents.auctionNo));
}

/**
 * The closed sub-events whose leading bid is one of `leadingBidIds` (a subquery of the bidding
 * module's, e.g. a bidder's bids), newest event first, with their event's name.
 */
export function listClosedSubEventsLedBy(
  db: Db,
  leadingBidIds: SQLWrapper,
): Promise<SubEventWithAuctionName[]> {
  return db
    .select({ s: subEvents, auctionName: events.auctionName })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(and(inArray(subEvents.leadingBidId, leadingBidIds), eq(subEvents.status, 'closed')))
    .orderBy(desc(events.eventStart), asc(subEvents.serialNo), asc(subEvents.auctionNo));
}

/** One sub-event with its event. */
export async function findSubEventWithEvent(
  db: Db,
  subEventId: string,
): Promise<{ s: SubEventRow; e: EventRow } | undefined> {
  const [row] = await db
    .select({ s: subEvents, e: events })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, subEventId))
    .limit(1);
  return row;
}

/** Every sub-event with its event's auctionName (API.md GET /api/admin/getAllSubEvents). */
export async function listAllSubEvents(db: Db, bidding: SubEventBidding): Promise<SubEventWithEventName[]> {
  const rows = await db
    .select({ s: subEvents, auctionName: events.auctionName })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .orderBy(sql`${events.eventStart} desc, ${events.id}, ${subEvents.serialNo}, ${subEvents.auctionNo}`);
  const ids = rows.map((r) => r.s.id);
  const [bidCounts, members] = [await bidding.countBids(db, ids), await membersBySubEvent(db, ids)];
  return rows.map((r) => ({
    ...toSubEventDto(r.s, {
      bidCount: bidCounts.get(r.s.id) ?? 0,
      registeredBuyers: members.get(r.s.id) ?? [],
    }),
    auctionName: r.auctionName,
  }));
}

/** A closed lot and who led it at the close (the integrity desk's history). */
export interface ClosedLot {
  subEventId: string;
  eventId: string;
  ownerId: string | null;
  leaderId: string | null;
  closedAt: Date;
}

/**
 * Closed lots that sold or await their award (an unsold lot has no winner): these ids, or an
 * owner's across events.
 */
export async function listClosedLots(
  db: Db,
  which: { subEventIds: string[] } | { ownerId: string },
): Promise<ClosedLot[]> {
  if ('subEventIds' in which && which.subEventIds.length === 0) return [];
  const rows = await db
    .select({
      subEventId: subEvents.id,
      eventId: subEvents.eventId,
      ownerId: subEvents.ownerId,
      leaderId: subEvents.leaderId,
      closedAt: sql<Date>`coalesce(${subEvents.closedAt}, ${subEvents.updatedAt})`.mapWith(
        subEvents.updatedAt,
      ),
      result: subEvents.result,
    })
    .from(subEvents)
    .where(
      and(
        eq(subEvents.status, 'closed'),
        'ownerId' in which ? eq(subEvents.ownerId, which.ownerId) : inArray(subEvents.id, which.subEventIds),
      ),
    );
  return rows.map(({ result, ...r }) => ({ ...r, leaderId: result === 'unsold' ? null : r.leaderId }));
}
