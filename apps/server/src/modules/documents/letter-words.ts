/**
 * The words both letters (the letter of acceptance and the delivery order) print alike: the
 * facilitator line, the addressee's labels and the lot's rows, English and Hindi side by side.
 */
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
