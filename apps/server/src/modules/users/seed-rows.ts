import type { Db } from '../../db/client';
import { users } from './tables';

/** A user row as given (password hash included): test and benchmark data, no rule checked. */
export type NewUserRow = typeof users.$inferInsert;

/** Writes a user row as given and answers its id (registration goes through register-user.ts). */
export async function insertUserRow(db: Db, values: NewUserRow): Promise<string> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}
