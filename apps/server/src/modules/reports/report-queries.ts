import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../auth/tables';
import { bidStatusChanges, bids, winnerAuthorizations } from '../bidding/tables';
import { events, subEventMembers, subEventParticipants, subEvents, termAcceptances } from '../events/tables';
import { users } from '../users/tables';
import { isLoggedInSql } from '../users/user-queries';
import type { EventRow, SubEventRow } from './report';

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function findSubEvent(db: Db, id: string): Promise<SubEventRow | undefined> {
  const [row] = await db.select().from(subEvents).where(eq(subEvents.id, id)).limit(1);
  return row;
}

/** The sub-events of an event in the order the admin numbered them. */
export function listSubEventsOfEvent(db: Db, eventId: string): Promise<SubEventRow[]> {
  return db
    .select()
    .from(subEvents)
    .where(eq(subEvents.eventId, eventId))
    .orderBy(asc(subEvents.serialNo), asc(subEvents.auctionNo));
}

/** Every event (newest first) and every sub-event, for the report screens' selectors. */
export async function listEventsAndSubEvents(
  db: Db,
): Promise<{ events: EventRow[]; subEvents: SubEventRow[] }> {
  const ev = await db.select().from(events).orderBy(desc(events.eventStart), asc(events.auctionName));
  const se = await db.select().from(subEvents).orderBy(asc(subEvents.serialNo), asc(subEvents.auctionNo));
  return { events: ev, subEvents: se };
}

/** The contact fields of a user that reports print. */
export const personFields = {
  userId: users.id,
  organizationIndividualName: users.organizationIndividualName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  cellNumber: users.cellNumber,
  role: users.role,
};

/** Who accepted the event's terms and when; with a sub-event, only the users assigned to it. */
export function listTermAcceptances(db: Db, eventId: string, subEventId?: string) {
  return db
    .select({ ...personFields, acceptedAt: termAcceptances.acceptedAt, ip: termAcceptances.ip })
    .from(termAcceptances)
    .innerJoin(users, eq(users.id, termAcceptances.userId))
    .where(
      and(
        eq(termAcceptances.eventId, eventId),
        subEventId
          ? sql`exists (select 1 from ${subEventMembers} m where m.sub_event_id = ${subEventId} and m.user_id = ${users.id})`
          : undefined,
      ),
    )
    .orderBy(asc(termAcceptances.acceptedAt), asc(users.organizationIndividualName));
}

/** Ids of the users who accepted the event's terms. */
export async function listTermAcceptorIds(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: termAcceptances.userId })
    .from(termAcceptances)
    .where(eq(termAcceptances.eventId, eventId));
  return new Set(rows.map((r) => r.userId));
}

/** A bidder's best valid (accepted) bid on a sub-event: the earliest bid at the best amount. */
export interface BestBid {
  subEventId: string;
  bidderId: string;
  bidId: string;
  amount: number;
  seq: number;
  createdAt: Date;
}

/**
 * Per sub-event and bidder, the best accepted bid: highest in forward, lowest in
 * reverse (SPEC §3), the earliest one when the same amount was bid twice.
 * Rejected and cancelled bids stop counting (issue 5, seller decisions).
 */
export function listBestValidBids(db: Db, subEventIds: string[]): Promise<BestBid[]> {
  if (subEventIds.length === 0) return Promise.resolve([]);
  const direction = sql`case when lower(${subEvents.subEventType}) = 'reverse' then ${bids.amount} else -${bids.amount} end`;
  return db
    .selectDistinctOn([bids.subEventId, bids.bidderId], {
      subEventId: bids.subEventId,
      bidderId: bids.bidderId,
      bidId: bids.id,
      amount: bids.amount,
      seq: bids.seq,
      createdAt: bids.createdAt,
    })
    .from(bids)
    .innerJoin(subEvents, eq(subEvents.id, bids.subEventId))
    .where(and(inArray(bids.subEventId, subEventIds), eq(bids.status, 'accepted')))
    .orderBy(
      bids.subEventId,
      bids.bidderId,
      direction,
      asc(bids.seq),
      asc(bids.serial),
      asc(bids.createdAt),
      asc(bids.id),
    );
}

/** Per sub-event and bidder: how many bids counted, how many were rejected or cancelled, and when the last came. */
export interface BidCounts {
  subEventId: string;
  bidderId: string;
  valid: number;
  invalid: number;
  total: number;
  lastBidAt: Date | null;
  ips: string[];
}

export async function countBidsByBidder(db: Db, subEventIds: string[]): Promise<BidCounts[]> {
  if (subEventIds.length === 0) return [];
  const rows = await db
    .select({
      subEventId: bids.subEventId,
      bidderId: bids.bidderId,
      valid: sql<number>`(count(*) filter (where ${bids.status} = 'accepted'))::int`,
      invalid: sql<number>`(count(*) filter (where ${bids.status} <> 'accepted'))::int`,
      total: sql<number>`count(*)::int`,
      lastBidAt: sql<Date | null>`max(${bids.createdAt})`.mapWith(bids.createdAt),
      ips: sql<string[] | string>`array_remove(array_agg(distinct ${bids.ip}), '')`,
    })
    .from(bids)
    .where(inArray(bids.subEventId, subEventIds))
    .groupBy(bids.subEventId, bids.bidderId);
  return rows.map((r) => ({
    ...r,
    valid: Number(r.valid),
    invalid: Number(r.invalid),
    total: Number(r.total),
    lastBidAt: r.lastBidAt ?? null,
    ips: pgArray(r.ips),
  }));
}

// node-postgres parses text[] into an array; be tolerant of the literal `{a,b}` form too.
function pgArray(v: string[] | string | null): string[] {
  if (!v) return [];
  if (Array.isArray(v)) return v;
  const inner = v.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',').map((s) => s.replace(/^"|"$/g, '')) : [];
}

/** The latest seller decision on a bid (bid_status_changes). */
export interface BidDecision {
  bidId: string;
  subEventId: string;
  bidderId: string;
  amount: number;
  status: string;
  reason: string;
  changedAt: Date;
}

export function listLatestDecisions(db: Db, subEventIds: string[]): Promise<BidDecision[]> {
  if (subEventIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([bidStatusChanges.bidId], {
      bidId: bidStatusChanges.bidId,
      subEventId: bids.subEventId,
      bidderId: bids.bidderId,
      amount: bids.amount,
      status: bidStatusChanges.status,
      reason: bidStatusChanges.reason,
      changedAt: bidStatusChanges.changedAt,
    })
    .from(bidStatusChanges)
    .innerJoin(bids, eq(bids.id, bidStatusChanges.bidId))
    .where(inArray(bids.subEventId, subEventIds))
    .orderBy(bidStatusChanges.bidId, desc(bidStatusChanges.changedAt), desc(bidStatusChanges.id));
}

/** The owner's latest decision on a sub-event's winner (winner_authorizations; the newest is in force). */
export interface WinnerDecision {
  subEventId: string;
  bidId: string;
  bidderId: string;
  authorized: boolean;
  decidedAt: Date;
}

export function listWinnerDecisions(db: Db, subEventIds: string[]): Promise<WinnerDecision[]> {
  if (subEventIds.length === 0) return Promise.resolve([]);
  return db
    .selectDistinctOn([winnerAuthorizations.subEventId], {
      subEventId: winnerAuthorizations.subEventId,
      bidId: winnerAuthorizations.bidId,
      bidderId: bids.bidderId,
      authorized: winnerAuthorizations.authorized,
      decidedAt: winnerAuthorizations.decidedAt,
    })
    .from(winnerAuthorizations)
    .innerJoin(bids, eq(bids.id, winnerAuthorizations.bidId))
    .where(inArray(winnerAuthorizations.subEventId, subEventIds))
    .orderBy(
      winnerAuthorizations.subEventId,
      desc(winnerAuthorizations.decidedAt),
      desc(winnerAuthorizations.id),
    );
}

/** A person a report names, with the live login flag (SPEC §4 "Login or Logout"). */
export type Person = Awaited<ReturnType<typeof listPeople>>[number];

export function listPeople(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ ...personFields, loggedIn: isLoggedInSql })
    .from(users)
    .where(inArray(users.id, ids));
}

export function listMembers(db: Db, subEventIds: string[]) {
  if (subEventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      subEventId: subEventMembers.subEventId,
      userId: subEventMembers.userId,
      assignedAt: subEventMembers.assignedAt,
    })
    .from(subEventMembers)
    .where(inArray(subEventMembers.subEventId, subEventIds));
}

export function listParticipants(db: Db, subEventIds: string[]) {
  if (subEventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      subEventId: subEventParticipants.subEventId,
      userId: subEventParticipants.userId,
      firstJoinedAt: subEventParticipants.firstJoinedAt,
      lastSeenAt: subEventParticipants.lastSeenAt,
      lastIp: subEventParticipants.lastIp,
    })
    .from(subEventParticipants)
    .where(inArray(subEventParticipants.subEventId, subEventIds));
}

/** Sessions of these users that were open at some time within [from, to]. */
export function listSessionsWithin(db: Db, userIds: string[], from: Date, to: Date) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      endsAt:
        sql<Date>`least(coalesce(${sessions.revokedAt}, ${sessions.expiresAt}), ${sessions.expiresAt})`.mapWith(
          sessions.expiresAt,
        ),
      ip: sessions.ip,
    })
    .from(sessions)
    .where(
      and(
        inArray(sessions.userId, userIds),
        lte(sessions.createdAt, to),
        gte(sql`least(coalesce(${sessions.revokedAt}, ${sessions.expiresAt}), ${sessions.expiresAt})`, from),
      ),
    );
}

/** One bid of the bid log, with the fields its hash covers. */
export interface BidLogRow {
  id: string;
  subEventId: string;
  bidderId: string;
  amount: number;
  kind: string;
  status: string;
  clientBidId: string | null;
  seq: number;
  serial: number;
  ip: string;
  createdAt: Date;
  prevHash: string;
  hash: string;
  /** The exact stored timestamp, as the cursor of the next page. */
  createdAtRaw: string;
  bidderName: string | null;
}

/** Where the next page of a bid log starts (the last row of the previous page). */
export interface BidCursor {
  seq: number;
  serial: number;
  createdAtRaw: string;
  id: string;
}

/**
 * One page of a sub-event's bids in chain order (seq, then the engine's serial,
 * createdAt and id for bids of one seq), after a
 * cursor (keyset paging: each page is one short query, so a long download never
 * holds a transaction or the whole log). `seq >= …` lets the (sub_event_id, seq)
 * index start at the cursor.
 */
export async function readBidPage(
  db: Db,
  subEventId: string,
  after: BidCursor | null,
  limit: number,
  withBidder: boolean,
): Promise<BidLogRow[]> {
  const fields = {
    id: bids.id,
    subEventId: bids.subEventId,
    bidderId: bids.bidderId,
    amount: bids.amount,
    kind: bids.kind,
    status: bids.status,
    clientBidId: bids.clientBidId,
    seq: bids.seq,
    serial: bids.serial,
    ip: bids.ip,
    createdAt: bids.createdAt,
    prevHash: bids.prevHash,
    hash: bids.hash,
    createdAtRaw: sql<string>`${bids.createdAt}::text`,
  };
  const where = and(
    eq(bids.subEventId, subEventId),
    after
      ? and(
          gte(bids.seq, after.seq),
          sql`(${bids.seq}, ${bids.serial}, ${bids.createdAt}, ${bids.id}) > (${after.seq}, ${after.serial}, ${after.createdAtRaw}::timestamptz, ${after.id}::uuid)`,
        )
      : undefined,
  );
  const order = [asc(bids.seq), asc(bids.serial), asc(bids.createdAt), asc(bids.id)];
  if (withBidder) {
    const rows = await db
      .select({
        ...fields,
        org: users.organizationIndividualName,
        first: users.firstName,
        last: users.lastName,
      })
      .from(bids)
      .leftJoin(users, eq(users.id, bids.bidderId))
      .where(where)
      .orderBy(...order)
      .limit(limit);
    return rows.map(({ org, first, last, ...r }) => ({
      ...r,
      seq: Number(r.seq),
      serial: Number(r.serial),
      bidderName: org || `${first ?? ''} ${last ?? ''}`.trim() || null,
    }));
  }
  const rows = await db
    .select(fields)
    .from(bids)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => ({ ...r, seq: Number(r.seq), serial: Number(r.serial), bidderName: null }));
}

/** How many bids a sub-event has (any status). */
export async function countBids(db: Db, subEventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bids)
    .where(eq(bids.subEventId, subEventId));
  return Number(row?.n ?? 0);
}
