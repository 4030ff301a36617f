/** A member's EMD ledger as the member and Admin read it: the balance and the lines (API.md). */
import type { EmdEntry } from '@neelami/shared/emd';
import type { HomeDeposit } from '@neelami/shared/member-home-api-responses';
import { toRupees } from '@neelami/shared/money';
import { emdBalance, emdStatement } from '@neelami/trade';
import type { Db } from '../../db/client';
import { iso } from './emd-answers';
import { loadLedger } from './ledger-store';

/** Names of sub-events for the ledger's lines (the events module's, passed in by app.ts). */
export type SubEventNames = (
  db: Db,
  ids: string[],
) => Promise<Map<string, { name: string; eventId: string }>>;

/** A member's balance (rupees) and ledger lines, newest first. */
export async function readLedger(db: Db, userId: string, subEventNames: SubEventNames) {
  const rows = await loadLedger(db, userId);
  const b = emdBalance(rows);
  const ids = [...new Set(rows.map((r) => r.subEventId).filter((id): id is string => id !== null))];
  const names = ids.length
    ? await subEventNames(db, ids)
    : new Map<string, { name: string; eventId: string }>();
  // The release of what an adjust did not take names the adjust; its hold is the adjust's.
  const byId = new Map(rows.map((r) => [r.id, r]));
  const holdOf = (refId: string | null) => {
    const ref = refId ? byId.get(refId) : undefined;
    return ref?.kind === 'adjust' ? (ref.refId ?? null) : refId;
  };
  const entries: EmdEntry[] = emdStatement(rows)
    .reverse()
    .map(({ type, row, status, decision }) => {
      const lot = row.subEventId ? names.get(row.subEventId) : undefined;
      return {
        _id: row.id,
        type,
        amount: toRupees(row.amount),
        status,
        createdAt: row.createdAt.toISOString(),
        subEventId: row.subEventId ?? null,
        subEventName: lot?.name ?? null,
        eventId: lot?.eventId ?? null,
        holdId:
          type === 'release' || type === 'adjust' || type === 'forfeit' ? holdOf(row.refId ?? null) : null,
        utr: (type === 'refund' ? decision?.utr : row.utr) ?? null,
        paidOn: row.paidOn ?? null,
        bank: row.bank ?? null,
        proofUrl: row.proofUrl ?? null,
        note: decision?.note ?? row.note ?? null,
        decidedAt: iso(decision?.createdAt),
      };
    });
  return {
    balance: {
      deposited: toRupees(b.deposited),
      held: toRupees(b.held),
      available: toRupees(b.available),
      adjusted: toRupees(b.adjusted),
      forfeited: toRupees(b.forfeited),
      refunded: toRupees(b.refunded),
    },
    entries,
  };
}

/** The member's balance in paise (for the assign screen and the checks of other modules). */
export async function balanceOf(db: Db, userId: string) {
  return emdBalance(await loadLedger(db, userId));
}

/**
 * The deposits the member reported that Admin has not decided yet, oldest first (the member's
 * "Needs you now", API.md).
 */
export async function pendingDepositsOf(db: Db, userId: string): Promise<HomeDeposit[]> {
  return emdStatement(await loadLedger(db, userId))
    .filter((line) => line.type === 'deposit' && line.status === 'pending')
    .map(({ row }) => ({
      depositId: row.id,
      amount: toRupees(row.amount),
      utr: row.utr ?? '',
      paidOn: row.paidOn ?? '',
      reportedAt: row.createdAt.toISOString(),
    }));
}
