/**
 * Payee accounts (API.md "Where money goes"): a Seller gives the bank account buyers pay it into;
 * Admin verifies or rejects it like KYC. Each version is a row only ever added; a change is a new
 * version awaiting Admin again. What a sale shows is `verifiedPayeeAccount`: the latest version,
 * and only once verified — while a change waits, no account is shown rather than the older one,
 * so a changed account (the classic fraud) never reaches a buyer unverified and an account the
 * seller moved away from is not paid into either.
 */
import {
  type BankAccount,
  bankAccountMessages,
  type PayeeAccount,
  type PayeeAccountOfMember,
  type PayeeDecisionInput,
  type PayeeStatus,
} from '@neelami/shared/bank-account';
import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { payeeAccountDecisions, payeeAccounts, users } from './tables';
import { findUserById } from './user-queries';

type AccountRow = typeof payeeAccounts.$inferSelect;
type DecisionRow = typeof payeeAccountDecisions.$inferSelect;

const accountOf = (a: AccountRow): BankAccount => ({
  accountName: a.accountName,
  accountNo: a.accountNo,
  ifsc: a.ifsc,
  bank: a.bank,
  ...(a.upiId ? { upiId: a.upiId } : {}),
});

function toPayee(a: AccountRow, d: DecisionRow | null): PayeeAccount {
  return {
    _id: a.id,
    ...accountOf(a),
    status: (d?.status as PayeeStatus | undefined) ?? 'pending',
    note: d?.note ?? '',
    submittedAt: a.submittedAt.toISOString(),
    decidedAt: d ? d.decidedAt.toISOString() : null,
  };
}

/** The latest version of each member's payee account with its decision (of `userIds`, or all). */
async function latestVersions(
  db: Db,
  userIds?: string[],
): Promise<{ account: AccountRow; decision: DecisionRow | null }[]> {
  const versions = await db
    .select()
    .from(payeeAccounts)
    .where(userIds ? inArray(payeeAccounts.userId, userIds) : undefined)
    .orderBy(desc(payeeAccounts.serialNo));
  const latest = new Map<string, AccountRow>();
  for (const v of versions) if (!latest.has(v.userId)) latest.set(v.userId, v);
  if (latest.size === 0) return [];
  const ids = [...latest.values()].map((a) => a.id);
  const decisions = await db
    .select()
    .from(payeeAccountDecisions)
    .where(inArray(payeeAccountDecisions.accountId, ids));
  const byAccount = new Map(decisions.map((d) => [d.accountId, d]));
  return [...latest.values()].map((account) => ({ account, decision: byAccount.get(account.id) ?? null }));
}

/** A member's payee account as it stands (its latest version), or null when it never gave one. */
export async function latestPayeeAccount(db: Db, userId: string): Promise<PayeeAccount | null> {
  const [row] = await latestVersions(db, [userId]);
  return row ? toPayee(row.account, row.decision) : null;
}

/** The account buyers pay the member into: its latest version if Admin verified it, else null. */
export async function verifiedPayeeAccount(db: Db, userId: string): Promise<BankAccount | null> {
  const [row] = await latestVersions(db, [userId]);
  return row?.decision?.status === 'verified' ? accountOf(row.account) : null;
}

const sameAccount = (a: AccountRow, b: BankAccount) =>
  a.accountName === b.accountName &&
  a.accountNo === b.accountNo &&
  a.ifsc === b.ifsc &&
  a.bank === b.bank &&
  a.upiId === (b.upiId ?? '');

/**
 * PUT /api/profile/payee-account (Seller): a new version awaiting Admin. The same account as the
 * latest version, not rejected, changes nothing (a verified one stays verified).
 */
export async function submitPayeeAccount(
  db: Db,
  userId: string,
  input: BankAccount,
): Promise<{ changed: boolean; account: PayeeAccount }> {
  const [current] = await latestVersions(db, [userId]);
  if (current && current.decision?.status !== 'rejected' && sameAccount(current.account, input)) {
    return { changed: false, account: toPayee(current.account, current.decision) };
  }
  const [row] = await db
    .insert(payeeAccounts)
    .values({
      userId,
      accountName: input.accountName,
      accountNo: input.accountNo,
      ifsc: input.ifsc,
      bank: input.bank,
      upiId: input.upiId ?? '',
      submittedBy: userId,
    })
    .returning();
  return { changed: true, account: toPayee(row!, null) };
}

/**
 * PUT /api/admin/users/:id/payee-account (Admin): verifies or rejects the latest version, once.
 * Named by `accountId`, a version that is no longer the latest is refused (409): the member changed
 * the account after Admin opened it.
 */
export async function decidePayeeAccount(
  db: Db,
  adminId: string,
  userId: string,
  input: Required<Pick<PayeeDecisionInput, 'status'>> & { note: string; accountId?: string },
): Promise<PayeeAccount> {
  if (!(await findUserById(db, userId))) throw AppError.notFound(bankAccountMessages.memberNotFound);
  const [current] = await latestVersions(db, [userId]);
  if (!current) throw AppError.notFound(bankAccountMessages.payeeNotFound);
  if (input.accountId && input.accountId !== current.account.id) {
    throw AppError.conflict(bankAccountMessages.payeeChanged);
  }
  if (current.decision) throw AppError.conflict(bankAccountMessages.payeeDecided);
  try {
    const [decision] = await db
      .insert(payeeAccountDecisions)
      .values({ accountId: current.account.id, status: input.status, note: input.note, decidedBy: adminId })
      .returning();
    return toPayee(current.account, decision!);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(bankAccountMessages.payeeDecided);
    throw err;
  }
}

/** GET /api/admin/payee-accounts: each member's latest version, newest first, optionally of one status. */
export async function listPayeeAccounts(db: Db, status?: PayeeStatus): Promise<PayeeAccountOfMember[]> {
  const rows = await latestVersions(db);
  const list = rows
    .map((r) => ({ userId: r.account.userId, payee: toPayee(r.account, r.decision) }))
    .filter((r) => !status || r.payee.status === status);
  if (list.length === 0) return [];
  const people = await db
    .select({ id: users.id, name: users.organizationIndividualName, email: users.email })
    .from(users)
    .where(
      inArray(
        users.id,
        list.map((r) => r.userId),
      ),
    );
  const byId = new Map(people.map((p) => [p.id, p]));
  return list
    .map((r) => ({
      ...r.payee,
      userId: r.userId,
      memberName: byId.get(r.userId)?.name ?? '',
      memberEmail: byId.get(r.userId)?.email ?? '',
    }))
    .sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}
