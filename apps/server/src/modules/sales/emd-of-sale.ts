/**
 * The sale's use of the EMD ledger, through the emd module's functions: the buyer's hold on the
 * lot is read when the sale is made, applied to the payment (`adjust`) when the sale is paid, or
 * forfeited when it is defaulted — in the sale's transaction, under the member's ledger lock.
 */
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { applyMove } from '../emd/ledger';
import { openHolds } from '../emd/ledger-store';
import type { SaleEmd } from './sale-core';

async function endHold(
  tx: Db,
  kind: 'adjust' | 'forfeit',
  input: { userId: string; subEventId: string; saleId: string; by: string | null },
): Promise<void> {
  for (const hold of await openHolds(tx, input.subEventId, [input.userId])) {
    await applyMove(
      tx,
      input.userId,
      { kind, holdId: hold.id },
      {
        subEventId: input.subEventId,
        saleId: input.saleId,
        note: kind === 'adjust' ? 'Applied to the sale' : 'Sale defaulted',
      },
      input.by,
      () => AppError.conflict('The EMD hold cannot be applied'),
    );
  }
}

export const saleEmd: SaleEmd = {
  async heldFor(tx, userId, subEventId) {
    return (await openHolds(tx, subEventId, [userId])).reduce((sum, h) => sum + h.amount, 0);
  },
  adjust: (tx, input) => endHold(tx, 'adjust', input),
  forfeit: (tx, input) => endHold(tx, 'forfeit', input),
};
