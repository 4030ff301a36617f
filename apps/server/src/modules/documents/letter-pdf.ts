/**
 * The frame the platform's letters share — the letter of acceptance and the delivery order: an A4
 * PDF in the reader's language and its fonts, the letterhead, the addressee, label/value rows.
 * Each document writes its own words and body between them.
 */
import type { BankAccount } from '@neelami/shared/bank-account';
import type { Language } from '@neelami/shared/language';
import PDFDocument from 'pdfkit';
import { LETTER_FONTS } from './fonts';
import { type LETTER_WORDS, payeeRows } from './letter-words';

/** A letter's addressee or party. */
export interface LetterParty {
  name: string;
  email: string;
  cellNumber: string;
  address: string[];
}

/** The words of the letterhead and the addressee block, in the letter's language. */
export interface LetterHeadWords {
  facilitator: string;
  heading: string;
  date: string;
  to: string;
  email: string;
  mobile: string;
}

const LEFT = 56;
const TEXT_WIDTH = 484;

/** A new A4 letter with the language's fonts registered as 'body' and 'bold'; `finish()` ends it. */
export function openLetter(language: Language, info: { Title: string; Subject: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    lang: language === 'hi' ? 'hi-IN' : 'en-IN',
    info: { ...info, Author: 'Neelami e-Auctions' },
  });
  doc.registerFont('body', LETTER_FONTS[language].body);
  doc.registerFont('bold', LETTER_FONTS[language].bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });
  return {
    doc,
    finish: async (): Promise<Buffer> => {
      doc.end();
      await done;
      return Buffer.concat(chunks);
    },
  };
}

type Doc = ReturnType<typeof openLetter>['doc'];

/** The facilitator line, the heading, the document's reference and date, and the addressee. */
export function writeLetterHead(
  doc: Doc,
  w: LetterHeadWords,
  reference: string,
  date: string,
  to: LetterParty,
): void {
  doc.font('bold').fontSize(9).fillColor('#555').text(w.facilitator, { align: 'right' });
  doc.moveDown(1.5).fillColor('#000').font('bold').fontSize(18).text(w.heading, { align: 'center' });
  doc.moveDown(1).font('body').fontSize(10);
  doc.text(reference);
  doc.text(`${w.date}: ${date}`);

  doc.moveDown(1).font('bold').text(w.to);
  doc.font('body').text(to.name);
  for (const line of to.address.filter(Boolean)) doc.text(line);
  doc.text(`${w.email}: ${to.email}${to.cellNumber ? `   ${w.mobile}: ${to.cellNumber}` : ''}`);
}

/** Label/value rows: the label in bold in a column `labelWidth` wide, the value beside it. */
export function writeRows(doc: Doc, rows: [string, string][], labelWidth: number): void {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('bold').text(label, LEFT, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc.font('body').text(value, LEFT + labelWidth + 4, y, { width: TEXT_WIDTH - labelWidth - 4 });
    doc.y = Math.max(doc.y, labelBottom);
  }
}

/**
 * Where the buyer pays (API.md "Where money goes"): under `heading`, the owner's verified payee
 * account; without one, the warning not to pay yet, in red.
 */
export function writePayee(
  doc: Doc,
  w: (typeof LETTER_WORDS)['en'],
  heading: string,
  payee: BankAccount | null,
  labelWidth: number,
): void {
  doc.moveDown(1).font('bold').fillColor('#000').text(heading, LEFT);
  if (payee) writeRows(doc, payeeRows(w, payee), labelWidth);
  else {
    doc.font('body').fillColor('#a61b1b').text(w.noPayee, LEFT, doc.y, { width: TEXT_WIDTH });
    doc.fillColor('#000');
  }
}
