/**
 * The sale's use of the EMD ledger, through the emd module's functions: the buyer's hold on the
 * lot is read when the sale is made, applied to the payment (`adjust`) when the sale is paid,
 * forfeited when it is defaulted, or released when Admin cancels it — in the sale's transaction,
 * under the member's ledger lock.
 */
import type { EmdMove } from '@neelami/trade';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { applyMove } from '../emd/ledger';
import { openHolds } from '../emd/ledger-store';
import type { SaleEmd } from './sale-core';

interface HoldOfSale {
  userId: string;
  subEventId: string;
  saleId: string;
  by: string | null;
}

const notApplicable = () => AppError.conflict('The EMD hold cannot be applied');

/** One movement on the member's ledger for the sale, with the sale and the lot named on its row. */
const move = (tx: Db, input: HoldOfSale, m: EmdMove, note: string) =>
  applyMove(
    tx,
    input.userId,
    m,
    { subEventId: input.subEventId, saleId: input.saleId, note },
    input.by,
    notApplicable,
  );

async function endHold(tx: Db, kind: 'forfeit' | 'release', input: HoldOfSale, note: string): Promise<void> {
  for (const hold of await openHolds(tx, input.subEventId, [input.userId])) {
    await move(tx, input, { kind, holdId: hold.id }, note);
  }
}

/**
 * Applies the hold to the sale: `amount` of it (the sale's EMD adjusted, never more than its
 * total); what the hold has beyond that goes back to the member in the same transaction
 * (API.md "EMD that covers the total").
 */
async function adjust(tx: Db, input: HoldOfSale & { amount: number }): Promise<void> {
  for (const hold of await openHolds(tx, input.subEventId, [input.userId])) {
    const amount = Math.min(input.amount, hold.amount);
    if (amount <= 0) {
      await move(tx, input, { kind: 'release', holdId: hold.id }, 'Not needed by the sale');
      continue;
    }
    const adjusted = await move(
      tx,
      input,
      { kind: 'adjust', holdId: hold.id, amount },
      'Applied to the sale',
    );
    if (amount < hold.amount)
      await move(tx, input, { kind: 'release_rest', adjustId: adjusted.id }, 'Beyond the sale total');
  }
}

export const saleEmd: SaleEmd = {
  async heldFor(tx, userId, subEventId) {
    return (await openHolds(tx, subEventId, [userId])).reduce((sum, h) => sum + h.amount, 0);
  },
  adjust,
  forfeit: (tx, input) => endHold(tx, 'forfeit', input, 'Sale defaulted'),
  release: (tx, input) => endHold(tx, 'release', input, 'Sale cancelled'),
};
