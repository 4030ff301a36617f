import { passwordMessages, type TransactionPasswordInput } from '@neelami/shared/password';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { users } from './tables';
import { findUserById, updateUser } from './user-queries';

/**
 * POST /api/profile/transaction-password (SPEC §6 terms: "a transaction
 * password is needed to enter the auction room"): stores its argon2 hash in
 * users.transaction_password_hash; `verifyTransactionPassword` checks it.
 */
export async function setTransactionPassword(db: Db, userId: string, input: TransactionPasswordInput) {
  await updateUser(db, userId, { transactionPasswordHash: await hashPassword(input.password) });
  return { success: true as const, message: passwordMessages.transactionSet };
}

/** Whether `plain` is the user's transaction password (false when none is set). */
export async function verifyTransactionPassword(db: Db, userId: string, plain: string): Promise<boolean> {
  const [row] = await db
    .select({ h: users.transactionPasswordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.h) return false;
  return verifyPassword(row.h, plain);
}

/** Whether the user has set a transaction password. */
export async function hasTransactionPassword(db: Db, userId: string): Promise<boolean> {
  return (await findUserById(db, userId))?.transactionPasswordHash != null;
}
