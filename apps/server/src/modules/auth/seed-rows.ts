import type { Db } from '../../db/client';
import { sessions } from './tables';

/** A session row as given (times included): test and benchmark data, no rule checked. */
export type NewSessionRow = typeof sessions.$inferInsert;

/** Writes session rows as given, for tests that need sessions opened and ended at set times. */
export async function insertSessionRows(db: Db, rows: NewSessionRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(sessions).values(rows);
}
