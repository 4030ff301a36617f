// Rows written as given, for seeds, tests and benchmarks: no rule is checked and
// nothing is announced. Screens and the API go through save-event.ts and
// save-sub-event.ts instead.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EventRow, SubEventRow } from './event-queries';
import { events, subEventMembers, subEventParticipants, subEvents, termAcceptances } from './tables';

export type NewEventRow = typeof events.$inferInsert;
export type NewSubEventRow = typeof subEvents.$inferInsert;

export async function insertEventRow(db: Db, values: NewEventRow): Promise<EventRow> {
  const [row] = await db.insert(events).values(values).returning();
  return row;
}

export async function insertSubEventRow(db: Db, values: NewSubEventRow): Promise<SubEventRow> {
  const [row] = await db.insert(subEvents).values(values).returning();
  return row;
}

/** Sets columns of a sub-event as given (a test's leader, a fixture's chain head); the row after. */
export async function updateSubEventRow(
  db: Db,
  id: string,
  values: Partial<Omit<NewSubEventRow, 'id'>>,
): Promise<SubEventRow> {
  const [row] = await db.update(subEvents).set(values).where(eq(subEvents.id, id)).returning();
  return row;
}

export async function insertMemberRows(db: Db, rows: (typeof subEventMembers.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(subEventMembers).values(rows).onConflictDoNothing();
}

export async function insertParticipantRows(
  db: Db,
  rows: (typeof subEventParticipants.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(subEventParticipants).values(rows);
}

export async function insertTermAcceptanceRows(
  db: Db,
  rows: (typeof termAcceptances.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(termAcceptances).values(rows);
}
