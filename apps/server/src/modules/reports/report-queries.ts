import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { GENESIS_HASH } from '../bidding/bid-hash';
import { bidStatusChanges, bids, winnerAuthorizations } from '../bidding/tables';
import { events, subEventMembers, subEventParticipants, subEvents, termAcceptances } from '../events/tables';
import { sessions, users } from '../users/tables';
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
  bidderName: string | null;
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

/** The highest seq among a sub-event's bids (0 without bids): where a bid log read ends. */
export async function maxBidSeq(db: Db, subEventId: string): Promise<number> {
  const [row] = await db
    .select({ seq: sql<string | number | null>`max(${bids.seq})` })
    .from(bids)
    .where(eq(bids.subEventId, subEventId));
  return Number(row?.seq ?? 0);
}

/** What the database says about a sub-event's chain, up to `maxSeq`. */
export interface SqlChainCheck {
  maxSeq: number;
  count: number;
  /** 1-based position of the first row that breaks the chain, with why. */
  firstBreak: { n: number; bidId: string; seq: number; reason: 'altered' | 'unlinked' } | null;
  /** 1-based position of the row whose hash is `head`, if any. */
  headAt: number | null;
}

// bidHash (modules/bidding/bid-hash.ts) in SQL: sha256(prevHash | canonical fields),
// createdAt as JavaScript's toISOString() prints it. chain-sql.int.test.ts holds the
// two to the same answer on generated bids, so a change to canonicalBid fails there.
const sqlBidHash = sql`encode(sha256(convert_to(
  ${bids.prevHash} || '|' || ${bids.id}::text || '|' || ${bids.subEventId}::text || '|' || ${bids.bidderId}::text
  || '|' || ${bids.amount}::text || '|' || ${bids.kind} || '|' || coalesce(${bids.clientBidId}, '')
  || '|' || ${bids.seq}::text || '|' || to_char(${bids.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'UTF8')), 'hex')`;

/** The hash bidHash gives a stored bid, computed by the database (for the equivalence test). */
export async function sqlHashOf(db: Db, bidId: string): Promise<string> {
  const res = await db.execute(sql`select ${sqlBidHash} as h from ${bids} where ${bids.id} = ${bidId}`);
  return String(rowsOf(res)[0]?.h);
}

/**
 * Checks a sub-event's whole hash chain inside the database in one query (a
 * window over the chain order): the count, the first row whose prevHash is not
 * the previous row's hash or whose hash does not match its fields, and where the
 * sub-event's recorded chain head sits. Only a few numbers cross the wire, so the
 * PDF can print the verdict on page 1 before streaming 100,000 rows.
 */
export async function checkChainInDb(db: Db, subEventId: string, head: string): Promise<SqlChainCheck> {
  const res = await db.execute(sql`
    with c as (
      select ${bids.id} as id, ${bids.seq} as seq, ${bids.hash} as hash, ${bids.prevHash} as prev_hash,
        row_number() over w as n,
        lag(${bids.hash}, 1, ${GENESIS_HASH}) over w as expected_prev,
        ${sqlBidHash} as computed
      from ${bids}
      where ${bids.subEventId} = ${subEventId}
      window w as (order by ${bids.seq}, ${bids.serial}, ${bids.createdAt}, ${bids.id})
    ),
    b as (
      select n, id, seq, case when prev_hash <> expected_prev then 'unlinked' else 'altered' end as reason
      from c where prev_hash <> expected_prev or hash <> computed order by n limit 1
    )
    select (select count(*) from c)::int as count,
      (select coalesce(max(seq), 0) from c)::text as max_seq,
      (select min(n) from c where hash = ${head})::int as head_at,
      b.n::int as break_n, b.id::text as break_id, b.seq::text as break_seq, b.reason as break_reason
    from (select 1) one left join b on true`);
  const r = rowsOf(res)[0];
  return {
    count: Number(r.count),
    maxSeq: Number(r.max_seq),
    headAt: r.head_at === null ? null : Number(r.head_at),
    firstBreak:
      r.break_n === null
        ? null
        : {
            n: Number(r.break_n),
            bidId: String(r.break_id),
            seq: Number(r.break_seq),
            reason: r.break_reason === 'unlinked' ? 'unlinked' : 'altered',
          },
  };
}

/**
 * The bids of a sub-event with `fromSeq < seq <= toSeq`, in chain order (seq,
 * then the engine's serial, createdAt and id for bids of one seq). Reading the
 * log window by window keeps every query a short range scan of the
 * (sub_event_id, seq) index, without a transaction held across a long download
 * and without relying on planner statistics (PGlite has no autovacuum).
 * The window comes back as one JSON array: decoding 13 columns × 2,000 rows
 * field by field costs PGlite's JavaScript side about 4× more than one
 * JSON.parse (measured on the 100,000-bid benchmark).
 */
export async function readBidWindow(
  db: Db,
  subEventId: string,
  fromSeq: number,
  toSeq: number,
  opts: { bidder: boolean; chainFields: boolean },
): Promise<BidLogRow[]> {
  const withBidder = opts.bidder;
  // The fields only the hash check needs stay in the database when the check is not made here.
  const chain = opts.chainFields
    ? sql`b.sub_event_id, b.bidder_id, b.client_bid_id, b.prev_hash`
    : sql`null, b.bidder_id, null, null`;
  const who = withBidder
    ? sql`coalesce(nullif(u.organization_individual_name, ''), nullif(trim(u.first_name || ' ' || u.last_name), ''))`
    : sql`null`;
  const res = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
        b.id, ${chain}, b.amount, b.kind, b.status, b.seq, b.serial, b.ip, b.created_at, b.hash, ${who}
      ) order by b.seq, b.serial, b.created_at, b.id), '[]')::text as rows
    from ${bids} b ${withBidder ? sql`left join ${users} u on u.id = b.bidder_id` : sql``}
    where b.sub_event_id = ${subEventId} and b.seq > ${fromSeq} and b.seq <= ${toSeq}`);
  const raw = JSON.parse(String(rowsOf(res)[0]?.rows ?? '[]')) as unknown[][];
  return raw.map((r) => ({
    id: r[0] as string,
    subEventId: (r[1] as string | null) ?? subEventId,
    bidderId: r[2] as string,
    clientBidId: (r[3] as string | null) ?? null,
    prevHash: (r[4] as string | null) ?? '',
    amount: Number(r[5]),
    kind: r[6] as string,
    status: r[7] as string,
    seq: Number(r[8]),
    serial: Number(r[9]),
    ip: r[10] as string,
    createdAt: new Date(r[11] as string),
    hash: r[12] as string,
    bidderName: (r[13] as string | null) ?? null,
  }));
}

/** How many bids a sub-event has (any status). */
export async function countBids(db: Db, subEventId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bids)
    .where(eq(bids.subEventId, subEventId));
  return Number(row?.n ?? 0);
}
