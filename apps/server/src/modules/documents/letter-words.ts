/**
 * The words both letters (the letter of acceptance and the delivery order) print alike: the
 * facilitator line, the addressee's labels and the lot's rows, English and Hindi side by side.
 */
import type { BankAccount } from '@neelami/shared/bank-account';
import type { Language } from '@neelami/shared/language';

export const LETTER_WORDS = {
  en: {
    facilitator: 'Neelami e-Auctions — online auction facilitator',
    date: 'Date',
    to: 'To',
    email: 'E-mail',
    mobile: 'Mobile',
    theLot: 'The lot',
    event: 'Event',
    auctionNo: 'Auction No.',
    lot: 'Lot',
    quantity: 'Quantity',
    location: 'Location',
    acceptedBid: 'Accepted bid',
    payTo: "Pay to: the owner's account, verified by Neelami",
    accountName: 'Account name',
    accountNo: 'Account number',
    ifsc: 'IFSC',
    bank: 'Bank',
    upiId: 'UPI ID',
    noPayee:
      'The owner of the lot has no account verified by Neelami yet: do not pay until one is shown ' +
      'here and under My Purchases.',
  },
  hi: {
    facilitator: 'Neelami ई-नीलामी — ऑनलाइन नीलामी सुविधादाता',
    date: 'तारीख़',
    to: 'सेवा में',
    email: 'ईमेल',
    mobile: 'मोबाइल',
    theLot: 'लॉट',
    event: 'नीलामी',
    auctionNo: 'नीलामी नं.',
    lot: 'लॉट',
    quantity: 'मात्रा',
    location: 'जगह',
    acceptedBid: 'स्वीकृत बोली',
    payTo: 'भुगतान यहाँ करें: लॉट के मालिक का खाता, Neelami से सत्यापित',
    accountName: 'खाताधारक का नाम',
    accountNo: 'खाता संख्या',
    ifsc: 'IFSC',
    bank: 'बैंक',
    upiId: 'UPI आईडी',
    noPayee:
      'लॉट के मालिक का कोई खाता अभी Neelami ने सत्यापित नहीं किया है: जब तक खाता यहाँ और ' +
      '"मेरी ख़रीद" में न दिखे, भुगतान न करें।',
  },
} satisfies Record<Language, Record<string, string>>;

type LetterWords = Record<keyof (typeof LETTER_WORDS)['en'], string>;

/** The lot's first rows, as both letters print them: the event, its number, the lot, quantity, place. */
export function lotRows(
  w: LetterWords,
  event: { auctionName: string; titleName: string },
  lot: { auctionNo: number; name: string; quantity: string; location: string },
): [string, string][] {
  return [
    [w.event, `${event.auctionName} — ${event.titleName}`],
    [w.auctionNo, String(lot.auctionNo)],
    [w.lot, lot.name],
    [w.quantity, lot.quantity],
    [w.location, lot.location || '—'],
  ];
}

/** The owner's account the buyer pays into, as both letters print it; null: none verified yet. */
export function payeeRows(w: LetterWords, payee: BankAccount): [string, string][] {
  return [
    [w.accountName, payee.accountName],
    [w.accountNo, payee.accountNo],
    [w.ifsc, payee.ifsc],
    [w.bank, payee.bank],
    ...(payee.upiId ? ([[w.upiId, payee.upiId]] as [string, string][]) : []),
  ];
}
