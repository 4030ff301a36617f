/**
 * The sub-event row as the bidding module's queue uses it. The events module owns the table;
 * the bidding module alone writes a sub-event's bidding state (seq, closing time, status, leader,
 * engine state, admin edits of what bids are decided on), always in its queue's transaction, through
 * these functions. Nothing else calls them.
 */
import { and, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import type { EventRow, SubEventRow } from './event-queries';
import { events, subEvents } from './tables';

/**
 * A row's version: PostgreSQL's `xmin`, the transaction that wrote the row as it now is. Any write
 * to the row, by whatever code, gives it another; a row lock does not. The bidding module keeps the
 * committed state of a sub-event between batches and writes the next batch only while the
 * sub-event's row and its event's row are still the versions it kept (`writeStateIfUnchangedSql`).
 */
const versionOf = (table: typeof subEvents | typeof events) => sql<string>`${table}.xmin::text`;

/** The versions of a sub-event's row and of its event's row (see versionOf). */
export interface RowVersions {
  row: string;
  event: string;
}

const lockQuery = (db: Db) =>
  db
    .select({
      row: subEvents,
      event: events,
      rowVersion: versionOf(subEvents),
      eventVersion: versionOf(events),
    })
    .from(subEvents)
    .innerJoin(events, eq(events.id, subEvents.eventId))
    .where(eq(subEvents.id, sql.placeholder('id')));

// Built once (db/prebuilt.ts): drizzle building this ~70-column select cost more CPU than the rest
// of a bid's reads together.
const lockWaiting = prebuilt('lock_sub_event_with_event', (db) =>
  lockQuery(db).for('update', { of: subEvents }),
);
const lockSkipping = prebuilt('lock_sub_event_with_event_skip_locked', (db) =>
  lockQuery(db).for('update', { of: subEvents, skipLocked: true }),
);

/**
 * Locks the sub-event row (`FOR UPDATE`, or `SKIP LOCKED` when `skipLocked`) and reads it with its
 * event and both rows' versions in one round trip (each one counts: the lot's row lock is held
 * until commit, so a batch's round trips bound a hot lot's bids per second). Undefined when missing
 * or, skipping, locked.
 */
export async function lockSubEventWithEvent(
  tx: Db,
  subEventId: string,
  skipLocked: boolean,
): Promise<{ row: SubEventRow; event: EventRow; versions: RowVersions } | undefined> {
  const [found] = await (skipLocked ? lockSkipping : lockWaiting)(tx, { id: subEventId });
  if (!found) return undefined;
  return {
    row: found.row,
    event: found.event,
    versions: { row: found.rowVersion, event: found.eventVersion },
  };
}

/** The columns a batch of bids (or a closing) writes: the sub-event's bidding state. */
export type BiddingStateWrite = Pick<
  SubEventRow,
  | 'engineState'
  | 'closesAt'
  | 'status'
  | 'closedAt'
  | 'leadingAmount'
  | 'leaderId'
  | 'leadingBidId'
  | 'extensionCount'
  | 'seq'
  | 'lastBidHash'
  | 'updatedAt'
>;

const STATE_COLUMNS = [
  'engineState',
  'closesAt',
  'status',
  'closedAt',
  'leadingAmount',
  'leaderId',
  'leadingBidId',
  'extensionCount',
  'seq',
  'lastBidHash',
  'updatedAt',
] as const satisfies readonly (keyof BiddingStateWrite)[];

// Built once (db/prebuilt.ts): every batch writes these columns.
const writeState = prebuilt('write_bidding_state', (db) =>
  db
    .update(subEvents)
    .set(Object.fromEntries(STATE_COLUMNS.map((c) => [c, sql.placeholder(c)])) as Partial<SubEventRow>)
    .where(eq(subEvents.id, sql.placeholder('id')))
    .returning({ version: versionOf(subEvents) }),
);

/**
 * Writes the locked sub-event's new state (bidding state and, for an admin's edit, its columns)
 * and answers the row's new version. Without an edit's columns it is one statement built once.
 */
export async function writeSubEventState(
  tx: Db,
  subEventId: string,
  set: BiddingStateWrite & Partial<Omit<SubEventRow, 'id' | 'eventId' | 'auctionNo' | 'createdAt'>>,
): Promise<string> {
  const keys = Object.keys(set);
  const [written] =
    keys.length === STATE_COLUMNS.length && STATE_COLUMNS.every((c) => c in set)
      ? await writeState(tx, { ...set, id: subEventId })
      : await tx
          .update(subEvents)
          .set(set)
          .where(eq(subEvents.id, subEventId))
          .returning({ version: versionOf(subEvents) });
  if (!written) throw new Error(`writeSubEventState: sub-event ${subEventId} is gone`);
  return written.version;
}

/**
 * The columns of `BiddingStateWrite` as SQL over placeholders of their driver values, named
 * `state.<column>`: jsonb as JSON text, timestamps as ISO strings, numbers, text, null.
 */
const STATE_VALUES: Record<(typeof STATE_COLUMNS)[number], SQL> = {
  engineState: sql`${sql.placeholder('state.engineState')}::jsonb`,
  closesAt: sql`${sql.placeholder('state.closesAt')}::timestamptz`,
  status: sql`${sql.placeholder('state.status')}::text`,
  closedAt: sql`${sql.placeholder('state.closedAt')}::timestamptz`,
  leadingAmount: sql`${sql.placeholder('state.leadingAmount')}::bigint`,
  leaderId: sql`${sql.placeholder('state.leaderId')}::uuid`,
  leadingBidId: sql`${sql.placeholder('state.leadingBidId')}::uuid`,
  extensionCount: sql`${sql.placeholder('state.extensionCount')}::integer`,
  seq: sql`${sql.placeholder('state.seq')}::bigint`,
  lastBidHash: sql`${sql.placeholder('state.lastBidHash')}::text`,
  updatedAt: sql`${sql.placeholder('state.updatedAt')}::timestamptz`,
};

/** The placeholders' values of `writeStateIfUnchangedSql` for a state (driver values, see STATE_VALUES). */
export function stateWriteValues(subEventId: string, versions: RowVersions, s: BiddingStateWrite) {
  return {
    'state.id': subEventId,
    'state.rowVersion': versions.row,
    'state.eventVersion': versions.event,
    'state.engineState': JSON.stringify(s.engineState),
    'state.closesAt': s.closesAt.toISOString(),
    'state.status': s.status,
    'state.closedAt': s.closedAt ? s.closedAt.toISOString() : null,
    'state.leadingAmount': s.leadingAmount,
    'state.leaderId': s.leaderId,
    'state.leadingBidId': s.leadingBidId,
    'state.extensionCount': s.extensionCount,
    'state.seq': s.seq,
    'state.lastBidHash': s.lastBidHash,
    'state.updatedAt': s.updatedAt.toISOString(),
  };
}

/**
 * An `update` of a sub-event's bidding state, for a statement of the bidding module's that writes
 * a batch at once (its `with`): it writes only while the sub-event's row and its event's row are
 * the versions the batch was decided on (`state.rowVersion`, `state.eventVersion`) and `guard`
 * holds, and returns the row's new `version`. Under READ COMMITTED a concurrent writer of the row
 * makes it wait, then find another version: it writes nothing. Values: `stateWriteValues`.
 */
export function writeStateIfUnchangedSql(guard: SQL): SQL {
  const set = sql.join(
    STATE_COLUMNS.map((c) => sql`${sql.identifier(subEvents[c].name)} = ${STATE_VALUES[c]}`),
    sql`, `,
  );
  return sql`update ${subEvents} set ${set}
    where ${subEvents.id} = ${sql.placeholder('state.id')}::uuid
      and ${subEvents}.xmin = ${sql.placeholder('state.rowVersion')}::text::xid
      and (select e.xmin from ${events} e where e.id = ${subEvents.eventId}) = ${sql.placeholder('state.eventVersion')}::text::xid
      and ${guard}
    returning ${versionOf(subEvents)} as version`;
}

/** Ids of open sub-events whose closing time has come, soonest first (the closing scheduler's list). */
export async function listDueSubEventIds(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(and(eq(subEvents.status, 'open'), lte(subEvents.closesAt, now)))
    .orderBy(subEvents.closesAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** The engine state's mark of pre-bids waiting for the opening (API.md "Pre-bids"; indexed). */
const preBidsPending = sql`(${subEvents.engineState} ->> 'preBidsPending') = 'true'`;

/**
 * Ids of active open sub-events whose opening has come while pre-bids still wait, before their
 * closing (a closing that finds them waiting opens them itself), soonest first: the opening
 * scheduler's list.
 */
export async function listDuePreBidSubEventIds(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(
      and(
        preBidsPending,
        eq(subEvents.status, 'open'),
        eq(subEvents.isActive, true),
        lte(subEvents.eventStartsOn, now),
        gt(subEvents.closesAt, now),
      ),
    )
    .orderBy(subEvents.eventStartsOn)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Of `ids`, the open sub-events whose pre-bids still wait for the opening. */
export async function pendingPreBidSubEventIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(and(inArray(subEvents.id, ids), eq(subEvents.status, 'open'), preBidsPending));
  return new Set(rows.map((r) => r.id));
}
