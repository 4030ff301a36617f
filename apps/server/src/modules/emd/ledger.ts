/**
 * EMD movements (API.md "Earnest money (EMD)"): each one takes the member's ledger lock, loads the
 * rows, lets the pure rules (@neelami/trade) decide and adds the one row they answer, all in one
 * transaction. Two admins verifying one deposit, or two holds racing for the last rupees of a
 * balance: the second waits for the first and is decided on the rows the first added.
 */
import { emdMessages } from '@neelami/shared/emd';
import { decideEmd, type EmdMove } from '@neelami/trade';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { type EmdEntryRow, insertEntry, loadLedger, lockLedger, type NewEmdEntry } from './ledger-store';

/** Who acts: the member itself or an Admin; null for the platform (a lot's closing). */
export type Actor = string | null;

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

/**
 * Runs `work` in a transaction; a row a unique index lets in once (a UTR recorded twice, a deposit
 * or refund decided twice at once: one row gets in) answers the other with 409 `message`.
 */
export async function onceInTransaction<T>(
  db: Db,
  message: string,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(message);
    throw err;
  }
}
