/**
 * The delivery order (issue "After the hammer" §6): the owner's instruction to release the
 * material to the buyer once the sale is paid — number, parties, lot, quantity and unit, the
 * lifting window and the figures paid — as a PDF in the style of the letter of acceptance, mailed
 * to the buyer when issued and downloadable by the buyer, the owner and Admin.
 */
import { createRequire } from 'node:module';
import { formatDateOnly, formatIst, formatIstLongDay } from '@neelami/shared/ist';
import { formatRupeesOfPaise, rupeesInWords } from '@neelami/shared/money';
import { saleMessages } from '@neelami/shared/sales';
import PDFDocument from 'pdfkit';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import type { LetterMailer } from '../bidding/letter-mailer';
import type { LetterParty } from '../bidding/letter-of-acceptance';
import { partyOf } from '../bidding/seller-letters';
import { findEventById, findSubEventById } from '../events/event-queries';
import { findUserById } from '../users/user-queries';
import { roleIn } from './sale-core';
import { deliveryOrderNumber, toQuantity } from './sale-dto';
import { bidText } from './sale-notices';
import { confirmedPaymentsOf, loadSale, type SaleRecord } from './sale-store';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface DeliveryOrderInput {
  number: string;
  issuedAt: Date;
  liftFrom: string;
  liftUntil: string;
  event: { auctionName: string; titleName: string };
  lot: { auctionNo: number; name: string; location: string; quantity: string };
  bid: string;
  figures: [string, string][];
  payments: { amount: number; utr: string; paidOn: string }[];
  buyer: LetterParty;
  owner: LetterParty;
}

/** Builds the delivery order as a PDF. */
export async function buildDeliveryOrder(input: DeliveryOrderInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Delivery order ${input.number}`, Author: 'Neelami e-Auctions', Subject: input.lot.name },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('bold').text(label, 56, y, { width: 150 });
    const bottom = doc.y;
    doc.font('body').text(value, 210, y, { width: 330 });
    doc.y = Math.max(doc.y, bottom);
  };

  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#555')
    .text('Neelami e-Auctions — online auction facilitator', { align: 'right' });
  doc.moveDown(1.5).fillColor('#000').font('bold').fontSize(18).text('Delivery Order', { align: 'center' });
  doc.moveDown(1).font('body').fontSize(10);
  doc.text(`Number: ${input.number}`);
  doc.text(`Date: ${formatIstLongDay(input.issuedAt)}`);

  doc.moveDown(1).font('bold').text('To');
  doc.font('body').text(input.buyer.name);
  for (const line of input.buyer.address.filter(Boolean)) doc.text(line);
  doc.text(
    `E-mail: ${input.buyer.email}${input.buyer.cellNumber ? `   Mobile: ${input.buyer.cellNumber}` : ''}`,
  );

  doc
    .moveDown(1)
    .font('bold')
    .text(`Subject: Release of ${input.lot.name} (Auction No. ${input.lot.auctionNo})`);
  doc.moveDown(0.6).font('body');
  doc.text(
    `The price of the lot below has been received in full. The material is to be released to the buyer ` +
      `named above, who may lift it from ${formatDateOnly(input.liftFrom)} to ${formatDateOnly(input.liftUntil)} ` +
      'against this delivery order, on the terms and conditions of the event.',
    { align: 'justify' },
  );

  doc.moveDown(1).font('bold').text('The lot');
  row('Event', `${input.event.auctionName} — ${input.event.titleName}`);
  row('Auction No.', String(input.lot.auctionNo));
  row('Lot', input.lot.name);
  row('Quantity', input.lot.quantity);
  row('Location', input.lot.location || '—');
  row('Accepted bid', input.bid);
  row('Lifting window', `${formatDateOnly(input.liftFrom)} to ${formatDateOnly(input.liftUntil)}`);

  doc.moveDown(1).font('bold').text('The figures paid', 56);
  for (const [label, value] of input.figures) row(label, value);
  if (input.payments.length > 0) {
    doc.moveDown(0.5).font('bold').text('Payments received', 56);
    for (const p of input.payments)
      row(formatDateOnly(p.paidOn), `${formatRupeesOfPaise(p.amount)} — UTR ${p.utr}`);
  }

  doc.moveDown(1).font('bold').text('The parties', 56);
  doc.font('body');
  doc.text(`Owner of the lot: ${input.owner.name} (${input.owner.email})`);
  doc.text(`Buyer: ${input.buyer.name} (${input.buyer.email})`);
  doc.text('Facilitator: Neelami e-Auctions, acting as a third-party facilitator between seller and buyer.');
  doc
    .moveDown(1)
    .text(
      'Each vehicle is weighed at the weighbridge of the site; the owner records every lifting with its ' +
        'vehicle number and slip. Material not lifted within the window is subject to the terms of the event.',
      { align: 'justify' },
    );
  doc.moveDown(2).font('bold').text(`For ${input.owner.name}`);
  doc.font('body').text(`Issued on the Neelami platform on ${formatIst(input.issuedAt)}`);
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555')
    .text('This delivery order was generated electronically and needs no signature.');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The figures of a sale as document rows. */
export function figureRows(r: SaleRecord): [string, string][] {
  const s = r.sale;
  return [
    ['Sale value', formatRupeesOfPaise(s.saleValue)],
    [`GST @ ${s.gstRateBp / 100}%`, formatRupeesOfPaise(s.gst)],
    [`TCS @ ${s.tcsRateBp / 100}%`, formatRupeesOfPaise(s.tcs)],
    ['Total', `${formatRupeesOfPaise(s.total)} (${rupeesInWords(s.total)})`],
    ['EMD adjusted', formatRupeesOfPaise(s.emdAdjusted)],
    ['Balance paid', formatRupeesOfPaise(s.balanceDue)],
  ];
}

async function inputOf(db: Db, r: SaleRecord): Promise<DeliveryOrderInput> {
  const d = r.deliveryOrder;
  if (!d) throw AppError.notFound(saleMessages.noDeliveryOrder);
  const s = await findSubEventById(db, r.sale.subEventId);
  const e = await findEventById(db, r.sale.eventId);
  const buyer = await findUserById(db, r.sale.buyerId);
  const owner = r.sale.ownerId ? await findUserById(db, r.sale.ownerId) : undefined;
  const auctionNo = s?.auctionNo ?? 0;
  return {
    number: deliveryOrderNumber(d.serialNo, auctionNo),
    issuedAt: d.issuedAt,
    liftFrom: d.liftFrom,
    liftUntil: d.liftUntil,
    event: { auctionName: e?.auctionName ?? '', titleName: e?.titleName ?? '' },
    lot: {
      auctionNo,
      name: s?.name ?? '',
      location: s?.location ?? '',
      quantity: `${toQuantity(r.sale.quantityMilli)} ${r.sale.unit}`.trim(),
    },
    bid: bidText(r.sale),
    figures: figureRows(r),
    payments: confirmedPaymentsOf(r),
    buyer: partyOf(buyer),
    owner: partyOf(owner),
  };
}

export const deliveryOrderFileName = (number: string) => `delivery-order-${number.replaceAll('/', '-')}.pdf`;

/** GET /api/sales/:id/delivery-order: the buyer, the owner and Admin, once issued. */
export async function getDeliveryOrder(db: Db, user: AuthUser, id: string) {
  const r = await loadSale(db, id);
  if (!r) throw AppError.notFound(saleMessages.notFound);
  if (!roleIn(user, r.sale)) throw AppError.forbidden(saleMessages.forbidden);
  const input = await inputOf(db, r);
  return { filename: deliveryOrderFileName(input.number), pdf: await buildDeliveryOrder(input) };
}

/** Mails the delivery order to the buyer (outbox first, with the PDF attached). */
export function deliveryOrderSender(db: Db, mailer: LetterMailer) {
  return async (saleId: string): Promise<void> => {
    const r = await loadSale(db, saleId);
    if (!r?.deliveryOrder) return;
    const input = await inputOf(db, r);
    const buyer = await findUserById(db, r.sale.buyerId);
    if (!buyer) return;
    await mailer.send({
      to: buyer.email,
      subject: `Delivery order ${input.number} — ${input.lot.name}`,
      text:
        `Dear ${buyer.organizationIndividualName},\n\n` +
        `Your payment for ${input.lot.name} (Auction No. ${input.lot.auctionNo}, ${input.event.auctionName}) is complete. ` +
        `The delivery order ${input.number} is attached: you may lift ${input.lot.quantity} from ` +
        `${formatDateOnly(input.liftFrom)} to ${formatDateOnly(input.liftUntil)}.\n\nNeelami e-Auctions`,
      purpose: 'sale-delivery-order',
      attachment: {
        filename: deliveryOrderFileName(input.number),
        content: await buildDeliveryOrder(input),
        contentType: 'application/pdf',
      },
    });
  };
}
