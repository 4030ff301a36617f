/**
 * The letter of acceptance the authorised winner receives (SPEC §1): the lot, the
 * amount in ₹ (en-IN, and in words), the parties and the date in Indian time, as a PDF, in the
 * winner's profile language (API.md "Conventions"). DejaVu Sans carries the ₹ sign, which the PDF standard
 * fonts lack; a Hindi letter is set in Noto Sans Devanagari (Latin, digits and ₹ included), which
 * pdfkit shapes (conjuncts, matras) through fontkit.
 */

import type { BankAccount } from '@neelami/shared/bank-account';
import { istFormatsIn } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { formatRupeesOfPaise, rupeesInWords } from '@neelami/shared/money';
import { rupeesInHindiWords } from '@neelami/shared/words-hi';
import { type LetterParty, openLetter, writeLetterHead, writePayee, writeRows } from './letter-pdf';
import { LETTER_WORDS, lotRows } from './letter-words';

export type { LetterParty } from './letter-pdf';

/** The sale as the letter of acceptance states it. */
export interface LetterSale {
  /** The accepted bid as the trade reads it: `₹32,000/MT` on a per-unit lot. */
  bid: string;
  /** Whether the bid is a rate per unit (then it is not the lot's total, nor read out in words). */
  perUnit: boolean;
  /** What is to be paid and by when: `₹90,34,400 by 1 Dec 2026`; null when the EMD covers the total. */
  due: string | null;
  /** Label and value rows: sale value, GST, TCS, total, EMD adjusted, balance due, due date. */
  rows: [string, string][];
  /** The owner's verified payee account the balance is paid into; null while none is verified. */
  payee: BankAccount | null;
}

/** The letter's words in English and Hindi, side by side. */
const WORDS = {
  en: {
    ...LETTER_WORDS.en,
    title: (ref: string) => `Letter of acceptance ${ref}`,
    heading: 'Letter of Acceptance',
    reference: 'Reference',
    subject: (lot: string, no: number) => `Subject: Acceptance of your bid for ${lot} (Auction No. ${no})`,
    body: (bid: string, at: string, type: string, name: string) =>
      `We are pleased to inform you that your bid of ${bid}, placed on ${at} in the ` +
      `${type} "${name}" held on the Neelami e-auction platform, ` +
      `has been authorised by the owner of the lot. Your bid is hereby accepted on the terms and ` +
      `conditions of the event.`,
    acceptedAmount: 'Accepted amount',
    bidPlaced: 'Bid placed',
    auctionClosed: 'Auction closed',
    bidId: 'Bid id',
    theSale: 'The sale',
    theParties: 'The parties',
    owner: 'Owner of the lot',
    winner: 'Successful bidder',
    facilitatorLine:
      'Facilitator: Neelami e-Auctions, acting as a third-party facilitator between seller and buyer.',
    terms:
      'Payment, taxes, inspection and lifting of the material are as per the terms and conditions of the ' +
      'event. Please contact the owner of the lot within the period the terms allow.',
    for: (owner: string) => `For ${owner}`,
    authorisedOn: (at: string) => `Authorised on the Neelami platform on ${at}`,
    electronic: 'This letter was generated electronically and needs no signature.',
    words: (paise: number) => rupeesInWords(paise),
  },
  hi: {
    ...LETTER_WORDS.hi,
    title: (ref: string) => `स्वीकृति पत्र ${ref}`,
    heading: 'स्वीकृति पत्र',
    reference: 'संदर्भ',
    subject: (lot: string, no: number) => `विषय: ${lot} (नीलामी नं. ${no}) के लिए आपकी बोली की स्वीकृति`,
    body: (bid: string, at: string, type: string, name: string) =>
      `आपको यह बताते हुए हमें प्रसन्नता है कि Neelami ई-नीलामी प्लेटफ़ॉर्म पर हुई ${type} "${name}" में ` +
      `${at} को लगाई गई आपकी ${bid} की बोली को लॉट के मालिक ने मंज़ूरी दे दी है। ` +
      `नीलामी के नियम और शर्तों पर आपकी बोली स्वीकार की जाती है।`,
    acceptedAmount: 'स्वीकृत राशि',
    bidPlaced: 'बोली लगी',
    auctionClosed: 'नीलामी बंद हुई',
    bidId: 'बोली आईडी',
    theSale: 'बिक्री',
    theParties: 'पक्ष',
    owner: 'लॉट के मालिक',
    winner: 'सफल बोलीदाता',
    facilitatorLine: 'सुविधादाता: Neelami ई-नीलामी, विक्रेता और खरीदार के बीच तीसरे पक्ष के रूप में।',
    terms:
      'भुगतान, कर, माल का निरीक्षण और उठान नीलामी के नियम और शर्तों के अनुसार होंगे। ' +
      'कृपया शर्तों में दी गई अवधि के भीतर लॉट के मालिक से संपर्क करें।',
    for: (owner: string) => `${owner} की ओर से`,
    authorisedOn: (at: string) => `Neelami प्लेटफ़ॉर्म पर ${at} को मंज़ूर किया गया`,
    electronic: 'यह पत्र इलेक्ट्रॉनिक रूप से बना है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    words: (paise: number) =>
      rupeesInHindiWords(Math.floor(paise / 100)) + (paise % 100 ? ` ${paise % 100} पैसे` : ''),
  },
} satisfies Record<Language, unknown>;

/** The auction types of the letter's body in Hindi; another type is shown as stored. */
const AUCTION_TYPE_HI: Record<string, string> = {
  'Forward Auction': 'फ़ॉरवर्ड नीलामी',
  'Reverse Auction': 'रिवर्स नीलामी',
};

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
  /** The sale made at the award, with its figures (none for a letter without a sale). */
  sale?: LetterSale | null;
  /** The winner's profile language; English when not given. */
  language?: Language;
}

/** Builds the letter as a PDF. */
export async function buildLetterOfAcceptance(input: LetterInput): Promise<Buffer> {
  const language = input.language ?? 'en';
  const w = WORDS[language];
  const ist = istFormatsIn(language);
  const { doc, finish } = openLetter(language, {
    Title: w.title(input.reference),
    Subject: input.lot.name,
  });
  writeLetterHead(doc, w, `${w.reference}: ${input.reference}`, ist.longDay(input.issuedAt), input.winner);

  doc.moveDown(1).font('bold').text(w.subject(input.lot.name, input.lot.auctionNo));
  doc.moveDown(0.6).font('body');
  const amount = `${formatRupeesOfPaise(input.bid.amountPaise)} (${w.words(input.bid.amountPaise)})`;
  const type =
    language === 'hi'
      ? (AUCTION_TYPE_HI[input.event.auctionType] ?? input.event.auctionType)
      : input.event.auctionType;
  doc.text(
    w.body(
      input.sale?.perUnit ? input.sale.bid : amount,
      ist.dateTime(input.bid.at),
      type,
      input.event.auctionName,
    ),
    { align: 'justify' },
  );

  doc.moveDown(1).font('bold').text(w.theLot);
  doc.font('body');
  const rows: [string, string][] = [
    ...lotRows(w, input.event, { ...input.lot, quantity: input.lot.quantity || '—' }),
    input.sale?.perUnit ? [w.acceptedBid, input.sale.bid] : [w.acceptedAmount, amount],
    [w.bidPlaced, ist.dateTime(input.bid.at)],
    [w.auctionClosed, input.closedAt ? ist.dateTime(input.closedAt) : '—'],
    [w.bidId, input.bid.id],
  ];
  writeRows(doc, rows, 130);
  if (input.sale) {
    doc.moveDown(1).font('bold').text(w.theSale, 56);
    writeRows(doc, input.sale.rows, 130);
    if (input.sale.due) writePayee(doc, w, w.payTo, input.sale.payee, 130);
  }
  if (input.lot.details) {
    doc.moveDown(0.5).font('body').fontSize(9).text(input.lot.details, 56, doc.y, { width: 484 });
    doc.fontSize(10);
  }

  doc.moveDown(1).font('bold').text(w.theParties, 56);
  doc.font('body');
  doc.text(`${w.owner}: ${input.owner.name} (${input.owner.email})`);
  doc.text(`${w.winner}: ${input.winner.name} (${input.winner.email})`);
  doc.text(w.facilitatorLine);

  doc.moveDown(1).text(w.terms, { align: 'justify' });
  doc.moveDown(2).font('bold').text(w.for(input.owner.name));
  doc.font('body').text(w.authorisedOn(ist.dateTime(input.issuedAt)));
  doc.moveDown(2).fontSize(8).fillColor('#555').text(w.electronic);
  return finish();
}
