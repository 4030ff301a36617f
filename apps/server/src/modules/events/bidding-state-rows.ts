/**
 * The sub-event row as the bidding module's queue uses it. The events module owns the table;
 * the bidding module alone writes a sub-event's bidding state (seq, closing time, status, leader,
 * engine state, admin edits of what bids are decided on), always in its queue's transaction, through
 * these functions. Nothing else calls them.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import type { EventRow, SubEventRow } from './event-queries';
import { events, subEvents } from './tables';

const lockQuery = (db: Db) =>
  db
    .select({ row: subEvents, event: events })
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
 * event in one round trip (each one counts: the lot's row lock is held until commit, so a batch's
 * round trips bound a hot lot's bids per second). Undefined when missing or, skipping, locked.
 */
export async function lockSubEventWithEvent(
  tx: Db,
  subEventId: string,
  skipLocked: boolean,
): Promise<{ row: SubEventRow; event: EventRow } | undefined> {
  const [found] = await (skipLocked ? lockSkipping : lockWaiting)(tx, { id: subEventId });
  return found;
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
    .where(eq(subEvents.id, sql.placeholder('id'))),
);

/**
 * Writes the locked sub-event's new state (bidding state and, for an admin's edit, its columns).
 * Without an edit's columns it is one statement built once.
 */
export async function writeSubEventState(
  tx: Db,
  subEventId: string,
  set: BiddingStateWrite & Partial<Omit<SubEventRow, 'id' | 'eventId' | 'auctionNo' | 'createdAt'>>,
): Promise<void> {
  const keys = Object.keys(set);
  if (keys.length === STATE_COLUMNS.length && STATE_COLUMNS.every((c) => c in set)) {
    await writeState(tx, { ...set, id: subEventId });
    return;
  }
  await tx.update(subEvents).set(set).where(eq(subEvents.id, subEventId));
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
