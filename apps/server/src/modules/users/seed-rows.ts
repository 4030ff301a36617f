import type { Db } from '../../db/client';
import { sessions, users } from './tables';

/** A user row as given (password hash included): test and benchmark data, no rule checked. */
export type NewUserRow = typeof users.$inferInsert;

/** Writes a user row as given and answers its id (registration goes through register-user.ts). */
export async function insertUserRow(db: Db, values: NewUserRow): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

/** A session row as given (times included): test and benchmark data, no rule checked. */
export type NewSessionRow = typeof sessions.$inferInsert;

/** Writes session rows as given, for tests that need sessions opened and ended at set times. */
export async function insertSessionRows(db: Db, rows: NewSessionRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(sessions).values(rows);
}
