/**
 * One UTR, one bank transfer (API.md "Award and money rules that hold in every state"): every
 * money row that names a transfer — an EMD deposit, a sale payment, a refund payout — records it
 * here in its own transaction, under the UTR without case and spaces. The primary key lets each
 * transfer in once, whichever kind of money reports it first, also when two requests race.
 */
import { type TransferKind, utrKey } from '@neelami/trade/bank-transfer';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankTransfers } from './tables';

/** Whether the transfer `utr` names is recorded already (as any kind of money). */
export async function transferRecorded(db: Db, utr: string): Promise<boolean> {
  const [row] = await db
    .select({ utr: bankTransfers.utr })
    .from(bankTransfers)
    .where(eq(bankTransfers.utr, utrKey(utr)));
  return Boolean(row);
}

/**
 * Records the transfer in the caller's transaction; a UTR recorded before fails on the key (a
 * unique violation: the caller answers 409 and its transaction adds nothing).
 */
export async function recordTransfer(
  tx: Db,
  input: { utr: string; kind: TransferKind; refId: string; by: string | null },
): Promise<void> {
  await tx
    .insert(bankTransfers)
    .values({ utr: utrKey(input.utr), kind: input.kind, refId: input.refId, createdBy: input.by });
}
