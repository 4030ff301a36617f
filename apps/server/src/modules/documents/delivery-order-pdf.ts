/**
 * The delivery order as a document (API.md "After the award"): the owner's instruction to release
 * the material to the buyer once the sale is paid — number, parties, lot, quantity and unit, the
 * lifting window and the figures paid — as a PDF in the style of the letter of acceptance, in the
 * buyer's language. The sales module fills it in (sales/delivery-order.ts).
 */

import type { BankAccount } from '@neelami/shared/bank-account';
import { istFormatsIn } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import { type LetterParty, openLetter, writeLetterHead, writePayee, writeRows } from './letter-pdf';
import { LETTER_WORDS, lotRows } from './letter-words';

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
  /** The owner's verified payee account (the payments' account); null while none is verified. */
  payee: BankAccount | null;
  /** The buyer's profile language; English when not given. */
  language?: Language;
}

/** The order's words in English… */
const EN = {
  ...LETTER_WORDS.en,
  title: (no: string) => `Delivery order ${no}`,
  heading: 'Delivery Order',
  number: 'Number',
  subject: (lot: string, no: number) => `Subject: Release of ${lot} (Auction No. ${no})`,
  body: (from: string, until: string) =>
    `The price of the lot below has been received in full. The material is to be released to the buyer ` +
    `named above, who may lift it from ${from} to ${until} ` +
    'against this delivery order, on the terms and conditions of the event.',
  liftingWindow: 'Lifting window',
  window: (from: string, until: string) => `${from} to ${until}`,
  figuresPaid: 'The figures paid',
  paymentsReceived: 'Payments received',
  ownerAccount: "The owner's account, verified by Neelami",
  theParties: 'The parties',
  owner: (p: string) => `Owner of the lot: ${p}`,
  buyer: (p: string) => `Buyer: ${p}`,
  facilitatorLine:
    'Facilitator: Neelami e-Auctions, acting as a third-party facilitator between seller and buyer.',
  weighing:
    'Each vehicle is weighed at the weighbridge of the site; the owner records every lifting with its ' +
    'vehicle number and slip. Material not lifted within the window is subject to the terms of the event.',
  for: (owner: string) => `For ${owner}`,
  issuedOn: (at: string) => `Issued on the Neelami platform on ${at}`,
  electronic: 'This delivery order was generated electronically and needs no signature.',
};

/** …and in Hindi: the same words, so a missing one is a type error. */
const HI: typeof EN = {
  ...LETTER_WORDS.hi,
  title: (no: string) => `डिलीवरी ऑर्डर ${no}`,
  heading: 'डिलीवरी ऑर्डर',
  number: 'संख्या',
  subject: (lot: string, no: number) => `विषय: ${lot} (नीलामी नं. ${no}) का माल सौंपना`,
  body: (from: string, until: string) =>
    'नीचे दिए गए लॉट का पूरा मूल्य मिल गया है। माल ऊपर लिखे ख़रीदार को सौंपा जाए, जो इस डिलीवरी ऑर्डर के ' +
    `आधार पर ${from} से ${until} तक इसे उठा सकते हैं, नीलामी के नियम और शर्तों के अनुसार।`,
  liftingWindow: 'उठान की अवधि',
  window: (from: string, until: string) => `${from} से ${until} तक`,
  figuresPaid: 'चुकाई गई राशि',
  paymentsReceived: 'मिले भुगतान',
  ownerAccount: 'लॉट के मालिक का खाता, Neelami से सत्यापित',
  theParties: 'पक्ष',
  owner: (p: string) => `लॉट के मालिक: ${p}`,
  buyer: (p: string) => `ख़रीदार: ${p}`,
  facilitatorLine: 'सुविधादाता: Neelami ई-नीलामी, विक्रेता और ख़रीदार के बीच तीसरे पक्ष के रूप में।',
  weighing:
    'हर वाहन का वज़न साइट के धर्मकाँटे पर होता है; मालिक हर उठान को वाहन नंबर और पर्ची के साथ दर्ज करते हैं। ' +
    'तय अवधि में न उठाया गया माल नीलामी की शर्तों के अधीन है।',
  for: (owner: string) => `${owner} की ओर से`,
  issuedOn: (at: string) => `Neelami प्लेटफ़ॉर्म पर ${at} को जारी किया गया`,
  electronic: 'यह डिलीवरी ऑर्डर इलेक्ट्रॉनिक रूप से बना है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
};

const WORDS: Record<Language, typeof EN> = { en: EN, hi: HI };

/** The width of the label column of the order's rows. */
const LABEL_WIDTH = 150;

/** Builds the delivery order as a PDF, in the buyer's language. */
export async function buildDeliveryOrder(input: DeliveryOrderInput): Promise<Buffer> {
  const language = input.language ?? 'en';
  const w = WORDS[language];
  const ist = istFormatsIn(language);
  const { doc, finish } = openLetter(language, { Title: w.title(input.number), Subject: input.lot.name });
  const from = ist.day(input.liftFrom);
  const until = ist.day(input.liftUntil);
  writeLetterHead(doc, w, `${w.number}: ${input.number}`, ist.longDay(input.issuedAt), input.buyer);

  doc.moveDown(1).font('bold').text(w.subject(input.lot.name, input.lot.auctionNo));
  doc.moveDown(0.6).font('body');
  doc.text(w.body(from, until), { align: 'justify' });

  doc.moveDown(1).font('bold').text(w.theLot);
  writeRows(
    doc,
    [
      ...lotRows(w, input.event, input.lot),
      [w.acceptedBid, input.bid],
      [w.liftingWindow, w.window(from, until)],
    ],
    LABEL_WIDTH,
  );

  doc.moveDown(1).font('bold').text(w.figuresPaid, 56);
  writeRows(doc, input.figures, LABEL_WIDTH);
  if (input.payments.length > 0) {
    doc.moveDown(0.5).font('bold').text(w.paymentsReceived, 56);
    writeRows(
      doc,
      input.payments.map((p) => [ist.day(p.paidOn), `${formatRupeesOfPaise(p.amount)} — UTR ${p.utr}`]),
      LABEL_WIDTH,
    );
  }
  writePayee(doc, w, w.ownerAccount, input.payee, LABEL_WIDTH);

  doc.moveDown(1).font('bold').text(w.theParties, 56);
  doc.font('body');
  doc.text(w.owner(`${input.owner.name} (${input.owner.email})`));
  doc.text(w.buyer(`${input.buyer.name} (${input.buyer.email})`));
  doc.text(w.facilitatorLine);
  doc.moveDown(1).text(w.weighing, { align: 'justify' });
  doc.moveDown(2).font('bold').text(w.for(input.owner.name));
  doc.font('body').text(w.issuedOn(ist.dateTime(input.issuedAt)));
  doc.moveDown(2).fontSize(8).fillColor('#555').text(w.electronic);
  return finish();
}
