/**
 * The GST tax invoice of a sale (API.md "Where money goes"), in the buyer's language: the supplier
 * (the owner of the lot) and the recipient (the buyer) with their GSTINs and states, the place of
 * supply, the goods with their HSN code, the taxable value, CGST + SGST within one state or IGST
 * between states, the TCS, the total in figures and in words — what CGST Rules r.46 asks of an
 * invoice. The sales module fills it in (sales/tax-invoice.ts); it is drawn like the letters.
 */
import type { BankAccount } from '@neelami/shared/bank-account';
import { istFormatsIn } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { formatRupeesOfPaise, rupeesInWords } from '@neelami/shared/money';
import { stateNameIn } from '@neelami/shared/states';
import { rupeesInHindiWords } from '@neelami/shared/words-hi';
import type { GstSplit } from '@neelami/trade/tax-invoice';
import { type LetterParty, openLetter, writePayee, writeRows } from './letter-pdf';
import { LETTER_WORDS } from './letter-words';

/** A party of the invoice: as a letter names it, with its GSTIN ('' when unregistered) and state code. */
export interface InvoiceParty extends LetterParty {
  gstin: string;
  /** The 2-digit GST state code, from the GSTIN (else the profile's); null when not known. */
  state: string | null;
}

export interface TaxInvoiceInput {
  /** `TI/2026-27/00001`. */
  number: string;
  issuedAt: Date;
  /** The sale it invoices: `Auction No. 12 — Haryana Forgings Scrap Sale`. */
  reference: string;
  supplier: InvoiceParty;
  recipient: InvoiceParty;
  goods: { description: string; hsn: string; quantity: string; rate: string };
  /** The taxable value (the sale value), paise. */
  taxableValue: number;
  gstRate: number;
  split: GstSplit;
  tcsRate: number;
  tcs: number;
  total: number;
  /** The supplier's verified payee account; null while none is verified. */
  payee: BankAccount | null;
  /** The buyer's profile language; English when not given. */
  language?: Language;
}

const EN = {
  ...LETTER_WORDS.en,
  title: (no: string) => `Tax invoice ${no}`,
  heading: 'Tax Invoice',
  original: 'Original for recipient',
  invoiceNo: 'Invoice No.',
  invoiceDate: 'Invoice date',
  sale: 'Sale',
  placeOfSupply: 'Place of supply',
  reverseCharge: 'Tax payable on reverse charge',
  no: 'No',
  supplier: 'Supplier (owner of the lot)',
  recipient: 'Recipient (buyer)',
  gstin: 'GSTIN',
  unregistered: 'Unregistered',
  state: 'State',
  stateCode: (code: string, name: string) => `${name} (code ${code})`,
  unknownState: 'Not known',
  description: 'Description of goods',
  hsn: 'HSN',
  qty: 'Quantity',
  rate: 'Rate',
  taxable: 'Taxable value',
  cgst: (rate: string) => `CGST @ ${rate}%`,
  sgst: (rate: string) => `SGST @ ${rate}%`,
  igst: (rate: string) => `IGST @ ${rate}%`,
  tcs: (rate: string) => `TCS @ ${rate}% (Income-tax Act s.206C)`,
  total: 'Total invoice value',
  inWords: 'In words',
  words: (paise: number) => rupeesInWords(paise),
  bankDetails: "Bank details: the supplier's account, verified by Neelami",
  facilitatorLine:
    'Generated on the Neelami e-auction platform for the supplier; Neelami acts as a third-party facilitator.',
  for: (name: string) => `For ${name}`,
  electronic: 'This invoice was generated electronically and needs no signature.',
};

const HI: typeof EN = {
  ...LETTER_WORDS.hi,
  title: (no: string) => `टैक्स इनवॉइस ${no}`,
  heading: 'टैक्स इनवॉइस (कर बीजक)',
  original: 'प्राप्तकर्ता के लिए मूल प्रति',
  invoiceNo: 'इनवॉइस नं.',
  invoiceDate: 'इनवॉइस की तारीख़',
  sale: 'बिक्री',
  placeOfSupply: 'आपूर्ति का स्थान',
  reverseCharge: 'रिवर्स चार्ज पर देय कर',
  no: 'नहीं',
  supplier: 'आपूर्तिकर्ता (लॉट के मालिक)',
  recipient: 'प्राप्तकर्ता (ख़रीदार)',
  gstin: 'GSTIN',
  unregistered: 'अपंजीकृत',
  state: 'राज्य',
  stateCode: (code: string, name: string) => `${name} (कोड ${code})`,
  unknownState: 'ज्ञात नहीं',
  description: 'माल का विवरण',
  hsn: 'HSN',
  qty: 'मात्रा',
  rate: 'दर',
  taxable: 'कर योग्य मूल्य',
  cgst: (rate: string) => `CGST @ ${rate}%`,
  sgst: (rate: string) => `SGST @ ${rate}%`,
  igst: (rate: string) => `IGST @ ${rate}%`,
  tcs: (rate: string) => `TCS @ ${rate}% (आयकर अधिनियम धारा 206C)`,
  total: 'इनवॉइस का कुल मूल्य',
  inWords: 'शब्दों में',
  words: (paise: number) =>
    rupeesInHindiWords(Math.floor(paise / 100)) + (paise % 100 ? ` ${paise % 100} पैसे` : ''),
  bankDetails: 'बैंक विवरण: आपूर्तिकर्ता का खाता, Neelami से सत्यापित',
  facilitatorLine:
    'Neelami ई-नीलामी प्लेटफ़ॉर्म पर आपूर्तिकर्ता के लिए बनाया गया; Neelami तीसरे पक्ष के रूप में सुविधादाता है।',
  for: (name: string) => `${name} की ओर से`,
  electronic: 'यह इनवॉइस इलेक्ट्रॉनिक रूप से बना है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
};

const WORDS: Record<Language, typeof EN> = { en: EN, hi: HI };

const LEFT = 56;
const WIDTH = 484;
/** The goods table's columns: description, HSN, quantity, rate, taxable value. */
const COLS = [176, 52, 76, 80, 100] as const;

/** A percentage as the invoice prints it: 9, 2.5, 0.1. */
const pct = (n: number) => String(Math.round(n * 100) / 100);

/** Builds the invoice as a PDF, in the buyer's language. */
export async function buildTaxInvoice(input: TaxInvoiceInput): Promise<Buffer> {
  const language = input.language ?? 'en';
  const w = WORDS[language];
  const ist = istFormatsIn(language);
  const { doc, finish } = openLetter(language, {
    Title: w.title(input.number),
    Subject: input.goods.description,
  });
  const state = (code: string | null) =>
    code && stateNameIn(code, language) ? w.stateCode(code, stateNameIn(code, language)!) : w.unknownState;

  doc.font('bold').fontSize(9).fillColor('#555').text(w.facilitator, { align: 'right' });
  doc.moveDown(1).fillColor('#000').fontSize(18).text(w.heading, { align: 'center' });
  doc.font('body').fontSize(9).fillColor('#555').text(w.original, { align: 'center' });
  doc.moveDown(1).fillColor('#000').fontSize(10);
  writeRows(
    doc,
    [
      [w.invoiceNo, input.number],
      [w.invoiceDate, ist.longDay(input.issuedAt)],
      [w.sale, input.reference],
      [w.placeOfSupply, state(input.recipient.state)],
      [w.reverseCharge, w.no],
    ],
    150,
  );

  // The two parties side by side.
  doc.moveDown(1);
  const top = doc.y;
  const half = (WIDTH - 16) / 2;
  let bottom = top;
  for (const [i, [title, p]] of (
    [
      [w.supplier, input.supplier],
      [w.recipient, input.recipient],
    ] as const
  ).entries()) {
    const x = LEFT + i * (half + 16);
    doc.font('bold').text(title, x, top, { width: half });
    doc.font('body').text(p.name, x, doc.y, { width: half });
    for (const line of p.address.filter(Boolean)) doc.text(line, x, doc.y, { width: half });
    doc.text(`${w.gstin}: ${p.gstin || w.unregistered}`, x, doc.y, { width: half });
    doc.text(`${w.state}: ${state(p.state)}`, x, doc.y, { width: half });
    bottom = Math.max(bottom, doc.y);
  }
  doc.y = bottom;

  // The goods.
  doc.moveDown(1);
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = LEFT;
    let end = y;
    doc.font(bold ? 'bold' : 'body');
    cells.forEach((c, i) => {
      doc.text(c, x + 4, y + 4, { width: COLS[i] - 8, align: i >= 2 ? 'right' : 'left' });
      end = Math.max(end, doc.y);
      x += COLS[i];
    });
    const h = end - y + 4;
    doc.lineWidth(0.5).strokeColor('#888').rect(LEFT, y, WIDTH, h).stroke();
    let cx = LEFT;
    for (const cw of COLS.slice(0, -1)) {
      cx += cw;
      doc
        .moveTo(cx, y)
        .lineTo(cx, y + h)
        .stroke();
    }
    doc.y = y + h;
  };
  row([w.description, w.hsn, w.qty, w.rate, w.taxable], true);
  row(
    [
      input.goods.description,
      input.goods.hsn,
      input.goods.quantity,
      input.goods.rate,
      formatRupeesOfPaise(input.taxableValue),
    ],
    false,
  );

  // The taxes and the total.
  doc.moveDown(1);
  const s = input.split;
  const half_rate = pct(input.gstRate / 2);
  const taxes: [string, string][] =
    s.kind === 'intra'
      ? [
          [w.cgst(half_rate), formatRupeesOfPaise(s.cgst)],
          [w.sgst(half_rate), formatRupeesOfPaise(s.sgst)],
        ]
      : [[w.igst(pct(input.gstRate)), formatRupeesOfPaise(s.igst)]];
  writeRows(
    doc,
    [
      [w.taxable, formatRupeesOfPaise(input.taxableValue)],
      ...taxes,
      [w.tcs(pct(input.tcsRate)), formatRupeesOfPaise(input.tcs)],
      [w.total, formatRupeesOfPaise(input.total)],
      [w.inWords, w.words(input.total)],
    ],
    220,
  );

  // Paid already: the account it was paid into, when one is verified (nothing to warn about).
  if (input.payee) writePayee(doc, w, w.bankDetails, input.payee, 150);

  doc.moveDown(1.5).font('body').fontSize(9).fillColor('#555').text(w.facilitatorLine, LEFT, doc.y, {
    width: WIDTH,
  });
  doc.moveDown(1.5).fontSize(10).fillColor('#000').font('bold').text(w.for(input.supplier.name));
  doc.moveDown(1).font('body').fontSize(8).fillColor('#555').text(w.electronic);
  return finish();
}
