/**
 * EMD movements (API.md "Earnest money (EMD)"): each one takes the member's ledger lock, loads the
 * rows, lets the pure rules (@neelami/trade) decide and adds the one row they answer, all in one
 * transaction. Two admins verifying one deposit, or two holds racing for the last rupees of a
 * balance: the second waits for the first and is decided on the rows the first added.
 */
import { type EmdDeposit, type EmdEntry, type EmdRefund, emdMessages } from '@neelami/shared/emd';
import { toRupees } from '@neelami/shared/money';
import { uploadMessages } from '@neelami/shared/uploads';
import { decideEmd, type EmdMove, emdBalance, emdStatement } from '@neelami/trade';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { isOwnDocument } from '../uploads/upload-queries';
import { findPeople } from '../users/person-queries';
import {
  type EmdEntryRow,
  findEntry,
  insertEntry,
  listWithDecision,
  loadLedger,
  lockLedger,
  type NewEmdEntry,
} from './ledger-store';

/** Names of sub-events for the ledger's lines (the events module's, passed in by app.ts). */
export type SubEventNames = (
  db: Db,
  ids: string[],
) => Promise<Map<string, { name: string; eventId: string }>>;

/** Who acts: the member itself or an Admin; null for the platform (a lot's closing). */
export type Actor = string | null;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Decides `move` on the member's ledger under its lock and adds the row; `extra` are the row's
 * other columns (UTR, date…). Throws the refusal as an AppError (`onShort` says which one a
 * shortfall is).
 */
export async function applyMove(
  tx: Db,
  userId: string,
  move: EmdMove,
  extra: Partial<NewEmdEntry>,
  by: Actor,
  onShort: (shortfall: number) => AppError,
): Promise<EmdEntryRow> {
  await lockLedger(tx, userId);
  const rows = await loadLedger(tx, userId);
  const decision = decideEmd(rows, move);
  if (!decision.ok) {
    if (decision.reason === 'short') throw onShort(decision.shortfall ?? 0);
    throw refusal(decision.reason, move);
  }
  return insertEntry(tx, { ...extra, ...decision.row, userId, createdBy: by });
}

function refusal(reason: string, move: EmdMove): AppError {
  const what =
    move.kind === 'verify' || move.kind === 'reject'
      ? 'deposit'
      : move.kind.startsWith('refund_')
        ? 'refund'
        : 'hold';
  switch (reason) {
    case 'not_found':
      return AppError.notFound(
        what === 'deposit'
          ? emdMessages.depositNotFound
          : what === 'refund'
            ? emdMessages.refundNotFound
            : 'Hold not found',
      );
    case 'already_decided':
      return AppError.conflict(
        what === 'deposit'
          ? emdMessages.depositDecided
          : what === 'refund'
            ? emdMessages.refundDecided
            : 'This hold has already ended.',
      );
    case 'already_held':
      return AppError.conflict('The EMD for this lot is already held.');
    default:
      return AppError.invalid(emdMessages.amountPaise, { amount: emdMessages.amountPaise });
  }
}

/** Runs `work` in a transaction, turning a UTR recorded twice into 409. */
async function withUtr<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(emdMessages.utrUsed);
    throw err;
  }
}

/** A proof the member attaches must be a document it uploaded itself. */
async function checkProof(
  db: Db,
  userId: string,
  proofUrl: string | null | undefined,
): Promise<string | null> {
  if (!proofUrl) return null;
  if (!(await isOwnDocument(db, userId, proofUrl))) {
    throw AppError.invalid(uploadMessages.noFile, { proofUrl: uploadMessages.noFile });
  }
  return proofUrl;
}

// ---------------------------------------------------------------- answers

async function memberOf(db: Db, userIds: string[]) {
  const people = await findPeople(db, userIds);
  return (id: string) => {
    const p = people.get(id);
    return { memberName: p?.organizationIndividualName ?? '', memberEmail: p?.email ?? '' };
  };
}

function depositDto(
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

function refundDto(
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

/** A member's balance (rupees) and ledger lines, newest first. */
export async function readLedger(db: Db, userId: string, subEventNames: SubEventNames) {
  const rows = await loadLedger(db, userId);
  const b = emdBalance(rows);
  const ids = [...new Set(rows.map((r) => r.subEventId).filter((id): id is string => id !== null))];
  const names = ids.length
    ? await subEventNames(db, ids)
    : new Map<string, { name: string; eventId: string }>();
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
        holdId: type === 'release' || type === 'adjust' || type === 'forfeit' ? (row.refId ?? null) : null,
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

// ---------------------------------------------------------------- member calls

export interface DepositReport {
  amountPaise: number;
  utr: string;
  paidOn: string;
  bank: string;
  proofUrl?: string | null;
}

/** POST /api/emd/deposits: the member reports a transfer (pending until Admin decides). */
export async function reportDeposit(db: Db, userId: string, input: DepositReport): Promise<EmdDeposit> {
  const proofUrl = await checkProof(db, userId, input.proofUrl);
  const row = await withUtr(db, (tx) =>
    applyMove(
      tx,
      userId,
      { kind: 'deposit', amount: input.amountPaise },
      { utr: input.utr, paidOn: input.paidOn, bank: input.bank, proofUrl },
      userId,
      () => AppError.invalid(emdMessages.amountPaise),
    ),
  );
  return depositDto(row, null, (await memberOf(db, [userId]))(userId));
}

/** POST /api/emd/refunds: the member asks for up to `available` back. */
export async function requestRefund(db: Db, userId: string, amountPaise: number): Promise<EmdRefund> {
  const row = await db.transaction((tx) =>
    applyMove(tx, userId, { kind: 'refund', amount: amountPaise }, {}, userId, (shortfall) => {
      const msg = emdMessages.refundShort(shortfall);
      return AppError.invalid(msg, { amount: msg });
    }),
  );
  return refundDto(row, null, (await memberOf(db, [userId]))(userId));
}

// ---------------------------------------------------------------- Admin calls

/** PUT /api/admin/emd/deposits/:id: verified or rejected, once. */
export async function decideDeposit(
  db: Db,
  adminId: string,
  depositId: string,
  input: { status: 'verified' | 'rejected'; note: string },
): Promise<{ deposit: EmdDeposit; decision: EmdEntryRow }> {
  const deposit = await findEntry(db, depositId);
  if (deposit?.kind !== 'deposit') throw AppError.notFound(emdMessages.depositNotFound);
  const decision = await withDecided(db, emdMessages.depositDecided, (tx) =>
    applyMove(
      tx,
      deposit.userId,
      { kind: input.status === 'verified' ? 'verify' : 'reject', depositId },
      { note: input.note || null },
      adminId,
      () => AppError.conflict(emdMessages.depositDecided),
    ),
  );
  return {
    deposit: depositDto(deposit, decision, (await memberOf(db, [deposit.userId]))(deposit.userId)),
    decision,
  };
}

/** PUT /api/admin/emd/refunds/:id: paid (with the transfer's UTR) or rejected, once. */
export async function decideRefund(
  db: Db,
  adminId: string,
  refundId: string,
  input: { status: 'paid' | 'rejected'; utr?: string; note: string },
): Promise<{ refund: EmdRefund; decision: EmdEntryRow }> {
  const refund = await findEntry(db, refundId);
  if (refund?.kind !== 'refund') throw AppError.notFound(emdMessages.refundNotFound);
  const decision = await withUtr(db, (tx) =>
    applyMove(
      tx,
      refund.userId,
      input.status === 'paid' ? { kind: 'refund_paid', refundId } : { kind: 'refund_rejected', refundId },
      { utr: input.status === 'paid' ? (input.utr ?? null) : null, note: input.note || null },
      adminId,
      () => AppError.conflict(emdMessages.refundDecided),
    ),
  );
  return {
    refund: refundDto(refund, decision, (await memberOf(db, [refund.userId]))(refund.userId)),
    decision,
  };
}

/** A deposit decided twice at once: the unique index on `ref_id` lets one row in; the other is 409. */
async function withDecided<T>(db: Db, message: string, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(message);
    throw err;
  }
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
