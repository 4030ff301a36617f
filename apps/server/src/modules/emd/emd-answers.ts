/**
 * The EMD calls' answers (API.md "Earnest money (EMD)"): a deposit and a refund with the member who
 * reported it and the Admin decision that followed, and Admin's lists of them.
 */
import type { EmdDeposit, EmdRefund } from '@neelami/shared/emd';
import { toRupees } from '@neelami/shared/money';
import type { Db } from '../../db/client';
import { findPeople } from '../users/person-queries';
import { type EmdEntryRow, listWithDecision } from './ledger-store';

/** An ISO instant, or null. */
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The name and e-mail of each of the members, by id. */
export async function memberOf(db: Db, userIds: string[]) {
  const people = await findPeople(db, userIds);
  return (id: string) => {
    const p = people.get(id);
    return { memberName: p?.organizationIndividualName ?? '', memberEmail: p?.email ?? '' };
  };
}

export function depositDto(
  row: EmdEntryRow,
  decision: EmdEntryRow | null | undefined,
  member: { memberName: string; memberEmail: string },
): EmdDeposit {
  return {
    _id: row.id,
    userId: row.userId,
    ...member,
    amount: toRupees(row.amount),
    utr: row.utr ?? '',
    paidOn: row.paidOn ?? '',
    bank: row.bank ?? '',
    proofUrl: row.proofUrl ?? null,
    status: !decision ? 'pending' : decision.kind === 'deposit_verified' ? 'verified' : 'rejected',
    note: decision?.note ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(decision?.createdAt),
  };
}

export function refundDto(
  row: EmdEntryRow,
  decision: EmdEntryRow | null | undefined,
  member: { memberName: string; memberEmail: string },
): EmdRefund {
  return {
    _id: row.id,
    userId: row.userId,
    ...member,
    amount: toRupees(row.amount),
    status: !decision ? 'requested' : decision.kind === 'refund_paid' ? 'paid' : 'rejected',
    utr: decision?.utr ?? null,
    note: decision?.note ?? null,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(decision?.createdAt),
  };
}

/** GET /api/admin/emd/deposits. */
export async function listDeposits(db: Db, status?: EmdDeposit['status']): Promise<EmdDeposit[]> {
  const rows = await listWithDecision(db, 'deposit');
  const member = await memberOf(
    db,
    rows.map((r) => r.row.userId),
  );
  return rows
    .map((r) => depositDto(r.row, r.decision, member(r.row.userId)))
    .filter((d) => !status || d.status === status);
}

/** GET /api/admin/emd/refunds. */
export async function listRefunds(db: Db, status?: EmdRefund['status']): Promise<EmdRefund[]> {
  const rows = await listWithDecision(db, 'refund');
  const member = await memberOf(
    db,
    rows.map((r) => r.row.userId),
  );
  return rows
    .map((r) => refundDto(r.row, r.decision, member(r.row.userId)))
    .filter((d) => !status || d.status === status);
}
