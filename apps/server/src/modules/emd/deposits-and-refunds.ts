/**
 * The member's EMD calls (a deposit reported, a refund asked for) and Admin's decisions on them
 * (API.md "Earnest money (EMD)"), each one movement of the ledger (`applyMove`).
 */

import { type EmdDeposit, type EmdRefund, emdMessages } from '@neelami/shared/emd';
import { recordMessages } from '@neelami/shared/member-record';
import { uploadMessages } from '@neelami/shared/uploads';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { raiseNotifications, type StoredNotification } from '../notifications/raise';
import { attachProofOnce } from '../uploads/attach-proof';
import { isOwnDocument } from '../uploads/upload-queries';
import { suspendedAmong } from '../users/member-standing';
import { recordTransfer, transferRecorded } from './bank-transfers';
import { depositDto, memberOf, refundDto } from './emd-answers';
import { applyMove, onceInTransaction } from './ledger';
import { type EmdEntryRow, findEntry } from './ledger-store';

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
  // API.md "member record": a suspended member's deposits are refused until Admin lifts it.
  if ((await suspendedAmong(db, [userId])).size > 0)
    throw new AppError('SUSPENDED', recordMessages.suspendedDeposit);
  const proofUrl = await checkProof(db, userId, input.proofUrl);
  const row = await onceInTransaction(db, emdMessages.utrUsed, async (tx) => {
    if (await transferRecorded(tx, input.utr)) throw AppError.conflict(emdMessages.utrUsed);
    const deposit = await applyMove(
      tx,
      userId,
      { kind: 'deposit', amount: input.amountPaise },
      { utr: input.utr, paidOn: input.paidOn, bank: input.bank, proofUrl },
      userId,
      () => AppError.invalid(emdMessages.amountPaise),
    );
    await recordTransfer(tx, { utr: input.utr, kind: 'emd_deposit', refId: deposit.id, by: userId });
    await attachProofOnce(tx, {
      fileUrl: proofUrl,
      userId,
      proofOf: `emd_deposit:${deposit.id}`,
      field: 'proofUrl',
    });
    return deposit;
  });
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
/** My EMD, where a member's deposits and refunds are. */
const MY_EMD = '/profile/emd';

export async function decideDeposit(
  db: Db,
  adminId: string,
  depositId: string,
  input: { status: 'verified' | 'rejected'; note: string },
  now: Date = new Date(),
): Promise<{ deposit: EmdDeposit; decision: EmdEntryRow; alerts: StoredNotification[] }> {
  const deposit = await findEntry(db, depositId);
  if (deposit?.kind !== 'deposit') throw AppError.notFound(emdMessages.depositNotFound);
  const { decision, alerts } = await onceInTransaction(db, emdMessages.depositDecided, async (tx) => {
    const row = await applyMove(
      tx,
      deposit.userId,
      { kind: input.status === 'verified' ? 'verify' : 'reject', depositId },
      { note: input.note || null },
      adminId,
      () => AppError.conflict(emdMessages.depositDecided),
    );
    const raised = await raiseNotifications(
      tx,
      [
        {
          userId: deposit.userId,
          kind: 'deposit_decided',
          facts: { amountPaise: deposit.amount, verified: input.status === 'verified' },
          link: MY_EMD,
          topic: depositId,
          dedupeKey: `deposit_decided:${depositId}`,
        },
      ],
      now,
    );
    return { decision: row, alerts: raised };
  });
  return {
    deposit: depositDto(deposit, decision, (await memberOf(db, [deposit.userId]))(deposit.userId)),
    decision,
    alerts,
  };
}

/** PUT /api/admin/emd/refunds/:id: paid (with the transfer's UTR) or rejected, once. */
export async function decideRefund(
  db: Db,
  adminId: string,
  refundId: string,
  input: { status: 'paid' | 'rejected'; utr?: string; note: string },
  now: Date = new Date(),
): Promise<{ refund: EmdRefund; decision: EmdEntryRow; alerts: StoredNotification[] }> {
  const refund = await findEntry(db, refundId);
  if (refund?.kind !== 'refund') throw AppError.notFound(emdMessages.refundNotFound);
  const utr = input.status === 'paid' ? (input.utr ?? null) : null;
  const { decision, alerts } = await onceInTransaction(db, emdMessages.utrUsed, async (tx) => {
    if (utr && (await transferRecorded(tx, utr))) throw AppError.conflict(emdMessages.utrUsed);
    const row = await applyMove(
      tx,
      refund.userId,
      input.status === 'paid' ? { kind: 'refund_paid', refundId } : { kind: 'refund_rejected', refundId },
      { utr, note: input.note || null },
      adminId,
      () => AppError.conflict(emdMessages.refundDecided),
    );
    if (utr) await recordTransfer(tx, { utr, kind: 'refund_payout', refId: row.id, by: adminId });
    const raised =
      input.status === 'paid'
        ? await raiseNotifications(
            tx,
            [
              {
                userId: refund.userId,
                kind: 'refund_paid',
                facts: { amountPaise: refund.amount },
                link: MY_EMD,
                topic: refundId,
                dedupeKey: `refund_paid:${refundId}`,
              },
            ],
            now,
          )
        : [];
    return { decision: row, alerts: raised };
  });
  return {
    refund: refundDto(refund, decision, (await memberOf(db, [refund.userId]))(refund.userId)),
    decision,
    alerts,
  };
}
