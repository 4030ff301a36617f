/**
 * The letter of acceptance the authorised winner receives (issue "Live bidding" §5): the lot, the
 * amount in ₹ (en-IN, and in words), the parties and the date in Indian time, as a PDF. DejaVu
 * Sans carries the ₹ sign, which the PDF standard fonts lack.
 */
import { createRequire } from 'node:module';
import { formatIst, formatIstLongDay } from '@neelami/shared/ist';
import { formatRupeesOfPaise, rupeesInWords } from '@neelami/shared/money';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A party named in the letter. */
export interface LetterParty {
  name: string;
  email: string;
  cellNumber: string;
  address: string[];
}

/** Everything the letter says. */
export interface LetterInput {
  /** A reference for the letter, e.g. LOA/12/3f2a9c1d. */
  reference: string;
  /** When the owner authorised the winner. */
  issuedAt: Date;
  event: { auctionName: string; titleName: string; auctionType: string };
  lot: {
    auctionNo: number;
    name: string;
    quantity: string;
    location: string;
    details: string;
  };
  /** The winning bid. */
  bid: { amountPaise: number; at: Date; id: string };
  closedAt: Date | null;
  winner: LetterParty;
  owner: LetterParty;
}

/** Builds the letter as a PDF. */
export async function buildLetterOfAcceptance(input: LetterInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Letter of acceptance ${input.reference}`,
      Author: 'Neelami e-Auctions',
      Subject: input.lot.name,
    },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  doc
    .font('bold')
    .fontSize(9)
    .fillColor('#555')
    .text('Neelami e-Auctions — online auction facilitator', { align: 'right' });
  doc
    .moveDown(1.5)
    .fillColor('#000')
    .font('bold')
    .fontSize(18)
    .text('Letter of Acceptance', { align: 'center' });
  doc.moveDown(1).font('body').fontSize(10);
  doc.text(`Reference: ${input.reference}`);
  doc.text(`Date: ${formatIstLongDay(input.issuedAt)}`);

  doc.moveDown(1).font('bold').text('To');
  doc.font('body').text(input.winner.name);
  for (const line of input.winner.address.filter(Boolean)) doc.text(line);
  doc.text(
    `E-mail: ${input.winner.email}${input.winner.cellNumber ? `   Mobile: ${input.winner.cellNumber}` : ''}`,
  );

  doc
    .moveDown(1)
    .font('bold')
    .text(`Subject: Acceptance of your bid for ${input.lot.name} (Auction No. ${input.lot.auctionNo})`);
  doc.moveDown(0.6).font('body');
  doc.text(
    `We are pleased to inform you that your bid of ${formatRupeesOfPaise(input.bid.amountPaise)} ` +
      `(${rupeesInWords(input.bid.amountPaise)}), placed on ${formatIst(input.bid.at)} in the ` +
      `${input.event.auctionType} "${input.event.auctionName}" held on the Neelami e-auction platform, ` +
      `has been authorised by the owner of the lot. Your bid is hereby accepted on the terms and ` +
      `conditions of the event.`,
    { align: 'justify' },
  );

  doc.moveDown(1).font('bold').text('The lot');
  doc.font('body');
  const rows: [string, string][] = [
    ['Event', `${input.event.auctionName} — ${input.event.titleName}`],
    ['Auction No.', String(input.lot.auctionNo)],
    ['Lot', input.lot.name],
    ['Quantity', input.lot.quantity || '—'],
    ['Location', input.lot.location || '—'],
    [
      'Accepted amount',
      `${formatRupeesOfPaise(input.bid.amountPaise)} (${rupeesInWords(input.bid.amountPaise)})`,
    ],
    ['Bid placed', formatIst(input.bid.at)],
    ['Auction closed', input.closedAt ? formatIst(input.closedAt) : '—'],
    ['Bid id', input.bid.id],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').text(label, 56, y, { width: 130 });
    const labelBottom = doc.y;
    doc.font('body').text(value, 190, y, { width: 350 });
    doc.y = Math.max(doc.y, labelBottom);
  }
  if (input.lot.details) {
    doc.moveDown(0.5).font('body').fontSize(9).text(input.lot.details, 56, doc.y, { width: 484 });
    doc.fontSize(10);
  }

  doc.moveDown(1).font('bold').text('The parties', 56);
  doc.font('body');
  doc.text(`Owner of the lot: ${input.owner.name} (${input.owner.email})`);
  doc.text(`Successful bidder: ${input.winner.name} (${input.winner.email})`);
  doc.text('Facilitator: Neelami e-Auctions, acting as a third-party facilitator between seller and buyer.');

  doc
    .moveDown(1)
    .text(
      'Payment, taxes, inspection and lifting of the material are as per the terms and conditions of the ' +
        'event. Please contact the owner of the lot within the period the terms allow.',
      { align: 'justify' },
    );
  doc.moveDown(2).font('bold').text(`For ${input.owner.name}`);
  doc.font('body').text(`Authorised on the Neelami platform on ${formatIst(input.issuedAt)}`);
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor('#555')
    .text('This letter was generated electronically and needs no signature.');

  doc.end();
  await done;
  return Buffer.concat(chunks);
}
