/**
 * The platform's EMD account (API.md "Where money goes"): Admin sets it, every member reads it on
 * My EMD to know where to transfer earnest money. Each setting is a row only ever added (who, when).
 */
import type { BankAccount } from '@neelami/shared/bank-account';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emdAccounts } from './tables';

type Row = typeof emdAccounts.$inferSelect;

const toAccount = (r: Row): BankAccount => ({
  accountName: r.accountName,
  accountNo: r.accountNo,
  ifsc: r.ifsc,
  bank: r.bank,
  ...(r.upiId ? { upiId: r.upiId } : {}),
});

/** The account in force, or null until Admin sets one. */
export async function platformEmdAccount(db: Db): Promise<BankAccount | null> {
  const [row] = await db.select().from(emdAccounts).orderBy(desc(emdAccounts.serialNo)).limit(1);
  return row ? toAccount(row) : null;
}

/** PUT /api/admin/settings/emd-account: a new setting, in force from now. */
export async function setPlatformEmdAccount(
  db: Db,
  adminId: string,
  input: BankAccount,
): Promise<BankAccount> {
  const [row] = await db
    .insert(emdAccounts)
    .values({
      accountName: input.accountName,
      accountNo: input.accountNo,
      ifsc: input.ifsc,
      bank: input.bank,
      upiId: input.upiId ?? '',
      setBy: adminId,
    })
    .returning();
  return toAccount(row!);
}
