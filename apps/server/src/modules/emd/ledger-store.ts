/**
 * The EMD ledger's table (`emd_entries`): rows are only added. Every movement goes through
 * `withMemberLedger`, which takes the member's ledger lock for the transaction, so two movements
 * on one member's balance are decided one after the other.
 */
import { aliasedTable, and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emdEntries } from './tables';

export type EmdEntryRow = typeof emdEntries.$inferSelect;
export type NewEmdEntry = typeof emdEntries.$inferInsert;

/** The advisory-lock class of EMD ledgers (the second key is the member's id hashed). */
const LEDGER_LOCK_CLASS = 15_015;

/** Locks the member's ledger until the transaction ends. */
export async function lockLedger(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LEDGER_LOCK_CLASS}, hashtext(${userId}))`);
}

/** Every row of the member's ledger, oldest first. */
export async function loadLedger(db: Db, userId: string): Promise<EmdEntryRow[]> {
  return db
    .select()
    .from(emdEntries)
    .where(eq(emdEntries.userId, userId))
    .orderBy(asc(emdEntries.createdAt), asc(emdEntries.id));
}

export async function insertEntry(tx: Db, row: NewEmdEntry): Promise<EmdEntryRow> {
  const [inserted] = await tx.insert(emdEntries).values(row).returning();
  return inserted;
}

export async function findEntry(db: Db, id: string): Promise<EmdEntryRow | undefined> {
  const [row] = await db.select().from(emdEntries).where(eq(emdEntries.id, id)).limit(1);
  return row;
}

/** The row that decided or ended this one, if any. */
export async function findFollower(db: Db, id: string): Promise<EmdEntryRow | undefined> {
  const [row] = await db.select().from(emdEntries).where(eq(emdEntries.refId, id)).limit(1);
  return row;
}

const follower = aliasedTable(emdEntries, 'follower');

/** Rows of one kind with their decision, newest first (Admin's lists). */
export async function listWithDecision(
  db: Db,
  kind: 'deposit' | 'refund',
): Promise<{ row: EmdEntryRow; decision: EmdEntryRow | null }[]> {
  return db
    .select({ row: emdEntries, decision: follower })
    .from(emdEntries)
    .leftJoin(follower, eq(follower.refId, emdEntries.id))
    .where(eq(emdEntries.kind, kind))
    .orderBy(desc(emdEntries.createdAt), desc(emdEntries.id))
    .limit(5000);
}

/** The holds in place on a sub-event (of these members, when given). */
export async function openHolds(
  db: Db,
  subEventId: string,
  userIds?: readonly string[],
): Promise<EmdEntryRow[]> {
  if (userIds && userIds.length === 0) return [];
  return db
    .select(getTableColumns(emdEntries))
    .from(emdEntries)
    .leftJoin(follower, eq(follower.refId, emdEntries.id))
    .where(
      and(
        eq(emdEntries.kind, 'hold'),
        eq(emdEntries.subEventId, subEventId),
        userIds ? inArray(emdEntries.userId, [...userIds]) : undefined,
        isNull(follower.id),
      ),
    );
}

/** Every hold, release, adjustment and forfeiture of these sub-events (the EMD report). */
export async function holdRowsOfSubEvents(db: Db, subEventIds: readonly string[]): Promise<EmdEntryRow[]> {
  if (subEventIds.length === 0) return [];
  return db
    .select()
    .from(emdEntries)
    .where(inArray(emdEntries.subEventId, [...subEventIds]))
    .orderBy(asc(emdEntries.createdAt), asc(emdEntries.id));
}

/** Whether any ledger row names one of these sub-events (they cannot be deleted then: rows stay). */
export async function hasEmdRows(db: Db, subEventIds: readonly string[]): Promise<boolean> {
  if (subEventIds.length === 0) return false;
  const [row] = await db
    .select({ id: emdEntries.id })
    .from(emdEntries)
    .where(inArray(emdEntries.subEventId, [...subEventIds]))
    .limit(1);
  return row !== undefined;
}
