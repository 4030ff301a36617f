/** What the owner of a lot is told of its sale (the texts are in sale-notices.ts). */
import type { Db } from '../../db/client';
import { languageOf } from '../auth/account-mails';
import type { Notifier } from '../notify/notifier';
import { findUserById } from '../users/user-queries';
import { paymentToConfirmMail, type SaleLot } from './sale-notices';
import type { SaleRow } from './sale-store';

/** Tells the owner of the lot that the buyer reported a payment to confirm. */
export async function notifyOwnerOfPayment(
  db: Db,
  notifier: Notifier,
  sale: SaleRow,
  lot: SaleLot,
  amount: number,
  utr: string,
): Promise<void> {
  if (!sale.ownerId) return;
  const owner = await findUserById(db, sale.ownerId);
  if (!owner) return;
  await notifier.email({
    to: owner.email,
    ...paymentToConfirmMail(lot, owner.organizationIndividualName, amount, utr, languageOf(owner)),
    purpose: 'sale-payment-reported',
  });
}
