/**
 * The mails and SMS of a sale (issue "After the hammer" §7), each text in one place: the award
 * with the amounts due, a payment confirmed or rejected, the delivery order, the reminder two
 * days before the due date, the default, and the offer to the next bidder. Sent through the notify
 * outbox after the change has been committed.
 */
import { formatDateOnly } from '@neelami/shared/ist';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import type { Db } from '../../db/client';
import type { Notifier } from '../notify/notifier';
import { findUserById } from '../users/user-queries';
import type { SaleRow } from './sale-store';

const SIGN = '\n\nNeelami e-Auctions';

export interface SaleLot {
  name: string;
  auctionNo: number;
  auctionName: string;
}

/** "₹32,000/MT (lot value ₹80,00,000)" on a per-unit lot, the amount alone on a lot bid. */
export function bidText(sale: Pick<SaleRow, 'bidAmount' | 'bidBasis' | 'unit' | 'saleValue'>): string {
  if (sale.bidBasis !== 'unit') return formatRupeesOfPaise(sale.bidAmount);
  return `${formatRupeesOfPaise(sale.bidAmount)}/${sale.unit} (lot value ${formatRupeesOfPaise(sale.saleValue)})`;
}

/** The figures block of a mail. */
export function figuresText(sale: SaleRow): string {
  return [
    `Sale value: ${formatRupeesOfPaise(sale.saleValue)}`,
    `GST @ ${sale.gstRateBp / 100}%: ${formatRupeesOfPaise(sale.gst)}`,
    `TCS @ ${sale.tcsRateBp / 100}%: ${formatRupeesOfPaise(sale.tcs)}`,
    `Total: ${formatRupeesOfPaise(sale.total)}`,
    `EMD adjusted: ${formatRupeesOfPaise(sale.emdAdjusted)}`,
    `Balance due: ${formatRupeesOfPaise(sale.balanceDue)} by ${formatDateOnly(sale.dueDate)}`,
  ].join('\n');
}

const lotText = (lot: SaleLot) => `${lot.name} (Auction No. ${lot.auctionNo}, ${lot.auctionName})`;

export type SaleNotice =
  | { kind: 'award' }
  | { kind: 'payment-confirmed'; amount: number; outstanding: number }
  | { kind: 'payment-rejected'; amount: number; utr: string; note: string }
  | { kind: 'reminder' }
  | { kind: 'default'; reason: string }
  | { kind: 'offer' };

/** Subject, mail body and SMS of a notice to the buyer of `sale`. */
export function noticeText(
  n: SaleNotice,
  sale: SaleRow,
  lot: SaleLot,
  buyerName: string,
): { subject: string; text: string; sms: string } {
  const dear = `Dear ${buyerName},\n\n`;
  const short = `${lot.name} (Auction No. ${lot.auctionNo})`;
  switch (n.kind) {
    case 'award':
      return {
        subject: `Sale of ${lot.name}: ${formatRupeesOfPaise(sale.balanceDue)} due by ${formatDateOnly(sale.dueDate)}`,
        text: `${dear}Your bid of ${bidText(sale)} for ${lotText(lot)} has been accepted. The sale:\n\n${figuresText(sale)}\n\nPlease pay the balance to the owner of the lot and report the payment (UTR, amount, date) under My Purchases. The delivery order is issued once the payment is confirmed.${SIGN}`,
        sms: `Neelami: ${short} is yours at ${bidText(sale)}. Pay ${formatRupeesOfPaise(sale.balanceDue)} by ${formatDateOnly(sale.dueDate)} and report it under My Purchases.`,
      };
    case 'payment-confirmed':
      return {
        subject: `Payment of ${formatRupeesOfPaise(n.amount)} confirmed — ${lot.name}`,
        text: `${dear}The owner of ${lotText(lot)} confirmed your payment of ${formatRupeesOfPaise(n.amount)}. ${n.outstanding > 0 ? `Still to pay: ${formatRupeesOfPaise(n.outstanding)} by ${formatDateOnly(sale.dueDate)}.` : 'The sale is paid in full; the delivery order follows.'}${SIGN}`,
        sms: `Neelami: payment of ${formatRupeesOfPaise(n.amount)} for ${short} confirmed.${n.outstanding > 0 ? ` Still due: ${formatRupeesOfPaise(n.outstanding)}.` : ' Paid in full.'}`,
      };
    case 'payment-rejected':
      return {
        subject: `Payment not confirmed — ${lot.name}`,
        text: `${dear}The owner of ${lotText(lot)} rejected the payment of ${formatRupeesOfPaise(n.amount)} you reported (UTR ${n.utr}).${n.note ? ` Note: ${n.note}` : ''}\nPlease check the transfer and report it again. The balance is due by ${formatDateOnly(sale.dueDate)}.${SIGN}`,
        sms: `Neelami: your payment of ${formatRupeesOfPaise(n.amount)} (UTR ${n.utr}) for ${short} was not confirmed. Please check and report it again.`,
      };
    case 'reminder':
      return {
        subject: `Reminder: payment for ${lot.name} due by ${formatDateOnly(sale.dueDate)}`,
        text: `${dear}The balance for ${lotText(lot)} is due by ${formatDateOnly(sale.dueDate)}:\n\n${figuresText(sale)}\n\nA sale not paid by then may be defaulted and the EMD forfeited.${SIGN}`,
        sms: `Neelami: payment for ${short} is due by ${formatDateOnly(sale.dueDate)}. Unpaid sales may be defaulted and the EMD forfeited.`,
      };
    case 'default':
      return {
        subject: `Sale defaulted — ${lot.name}`,
        text: `${dear}The sale of ${lotText(lot)} has been defaulted: the balance was not paid by ${formatDateOnly(sale.dueDate)}. Reason: ${n.reason}\nYour EMD of ${formatRupeesOfPaise(sale.emdHold)} for this lot is forfeited.${SIGN}`,
        sms: `Neelami: sale of ${short} defaulted (not paid by ${formatDateOnly(sale.dueDate)}). EMD ${formatRupeesOfPaise(sale.emdHold)} forfeited.`,
      };
    case 'offer':
      return {
        subject: `Offer: ${lot.name} at your bid of ${bidText(sale)}`,
        text: `${dear}The winner of ${lotText(lot)} did not complete the purchase. The lot is offered to you at your own best bid of ${bidText(sale)}:\n\n${figuresText(sale)}\n\nAccept or decline under My Purchases by ${formatDateOnly(sale.offerExpiresOn ?? sale.dueDate)}. If you accept, the balance is due ${sale.paymentDays} days after acceptance.${SIGN}`,
        sms: `Neelami: ${short} is offered to you at your bid of ${bidText(sale)}. Accept or decline under My Purchases by ${formatDateOnly(sale.offerExpiresOn ?? sale.dueDate)}.`,
      };
  }
}

/** Sends a notice to the sale's buyer by e-mail and, when there is a mobile number, SMS. */
export async function notifyBuyer(
  db: Db,
  notifier: Notifier,
  n: SaleNotice,
  sale: SaleRow,
  lot: SaleLot,
): Promise<void> {
  const buyer = await findUserById(db, sale.buyerId);
  if (!buyer) return;
  const t = noticeText(n, sale, lot, buyer.organizationIndividualName);
  await notifier.email({ to: buyer.email, subject: t.subject, text: t.text, purpose: `sale-${n.kind}` });
  if (buyer.cellNumber) await notifier.sms({ to: buyer.cellNumber, text: t.sms, purpose: `sale-${n.kind}` });
}

/** The SMS that goes with the delivery order's mail (the mail itself carries the PDF). */
export async function smsDeliveryOrder(
  db: Db,
  notifier: Notifier,
  sale: SaleRow,
  lot: SaleLot,
): Promise<void> {
  const buyer = await findUserById(db, sale.buyerId);
  if (!buyer?.cellNumber) return;
  await notifier.sms({
    to: buyer.cellNumber,
    text: `Neelami: payment for ${lot.name} (Auction No. ${lot.auctionNo}) complete. Delivery order issued: download it under My Purchases and lift the material.`,
    purpose: 'sale-delivery-order',
  });
}

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
    subject: `Payment to confirm — ${lot.name}`,
    text: `Dear ${owner.organizationIndividualName},\n\nThe buyer of ${lotText(lot)} reported a payment of ${formatRupeesOfPaise(amount)} (UTR ${utr}). Please confirm or reject it under My Sales.${SIGN}`,
    purpose: 'sale-payment-reported',
  });
}
