/**
 * What the bidder is told of the owner's decisions (SPEC §1: by e-mail and/or SMS) in the
 * bidder's profile language (API.md "Conventions"), English and Hindi side by side. Lot and event names, and
 * the sale's figures, are shown as they are.
 */
import type { Language } from '@neelami/shared/language';

/** The lot as the notices name it. */
export interface NoticeLot {
  name: string;
  auctionNo: number;
  auctionName: string;
}

const lotLine = (language: Language, l: NoticeLot) =>
  language === 'hi'
    ? `${l.name} (नीलामी नं. ${l.auctionNo}, ${l.auctionName})`
    : `${l.name} (Auction No. ${l.auctionNo}, ${l.auctionName})`;

/** The mail to an authorised winner (the letter of acceptance goes with it). */
export function authorisedMail(
  language: Language,
  n: { to: string; lot: NoticeLot; bid: string; at: string; saleRows: [string, string][] | null },
) {
  const sale = n.saleRows ? `\n${n.saleRows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n` : '';
  if (language === 'hi')
    return {
      subject: `${n.lot.name} के लिए आपकी बोली मंज़ूर — स्वीकृति पत्र`,
      text:
        `प्रिय ${n.to},\n\n` +
        `${lotLine('hi', n.lot)} के लिए आपकी ${n.bid} की बोली को लॉट के मालिक ने ${n.at} को मंज़ूरी दे दी है।\n` +
        sale +
        'आपका स्वीकृति पत्र साथ में लगा है; इसे आप अपने Neelami खाते से भी डाउनलोड कर सकते हैं।\n\n' +
        'Neelami ई-नीलामी',
    };
  return {
    subject: `Your bid for ${n.lot.name} has been authorised — letter of acceptance`,
    text:
      `Dear ${n.to},\n\n` +
      `Your bid of ${n.bid} for ${lotLine('en', n.lot)} has been authorised by the owner of the lot on ${n.at}.\n` +
      sale +
      'Your letter of acceptance is attached; you can also download it from your Neelami account.\n\n' +
      'Neelami e-Auctions',
  };
}

/** The mail to a winner whose bid the owner did not authorise. */
export function unauthorisedMail(
  language: Language,
  n: { to: string; lot: NoticeLot; bid: string; at: string },
) {
  if (language === 'hi')
    return {
      subject: `${n.lot.name} के लिए आपकी बोली मंज़ूर नहीं हुई`,
      text:
        `प्रिय ${n.to},\n\n` +
        `${lotLine('hi', n.lot)} के मालिक ने आपकी ${n.bid} की बोली मंज़ूर नहीं की (${n.at})।\n\n` +
        'Neelami ई-नीलामी',
    };
  return {
    subject: `Your bid for ${n.lot.name} was not authorised`,
    text:
      `Dear ${n.to},\n\n` +
      `The owner of ${lotLine('en', n.lot)} did not authorise your bid of ${n.bid} (${n.at}).\n\n` +
      'Neelami e-Auctions',
  };
}

/** The SMS of the owner's decision on the winning bid. */
export function decisionSms(
  language: Language,
  n: { authorized: boolean; lot: NoticeLot; bid: string; due: string | null },
): string {
  if (language === 'hi')
    return n.authorized
      ? `Neelami: ${n.lot.name} (नीलामी नं. ${n.lot.auctionNo}) के लिए आपकी ${n.bid} की बोली मंज़ूर हो गई है।${n.due ? ` भुगतान: ${n.due}।` : ''} स्वीकृति पत्र आपके खाते में है।`
      : `Neelami: ${n.lot.name} (नीलामी नं. ${n.lot.auctionNo}) के लिए आपकी ${n.bid} की बोली मालिक ने मंज़ूर नहीं की।`;
  return n.authorized
    ? `Neelami: your bid of ${n.bid} for ${n.lot.name} (Auction No. ${n.lot.auctionNo}) has been authorised.${n.due ? ` Pay ${n.due}.` : ''} Letter of acceptance in your account.`
    : `Neelami: your bid of ${n.bid} for ${n.lot.name} (Auction No. ${n.lot.auctionNo}) was not authorised by the owner.`;
}

type BidStatus = 'accepted' | 'rejected' | 'cancelled';
const STATUS_HI: Record<BidStatus, string> = { accepted: 'मंज़ूर', rejected: 'अस्वीकार', cancelled: 'रद्द' };

/** The mail and SMS of the owner's decision on one bid (accepted, rejected or cancelled). */
export function bidStatusNotice(
  language: Language,
  n: { to: string; lot: NoticeLot; bid: string; at: string; status: BidStatus; reason: string },
) {
  if (language === 'hi') {
    const what = STATUS_HI[n.status];
    const reason = n.reason ? ` कारण: ${n.reason}` : '';
    return {
      subject: `${n.lot.name} के लिए आपकी बोली ${what} की गई`,
      text:
        `प्रिय ${n.to},\n\n` +
        `${lotLine('hi', n.lot)} के लिए ${n.at} को लगाई गई आपकी ${n.bid} की बोली लॉट के मालिक ने ${what} की है।${reason}\n\nNeelami ई-नीलामी`,
      sms: `Neelami: ${n.lot.name} (नीलामी नं. ${n.lot.auctionNo}) के लिए आपकी ${n.bid} की बोली ${what} की गई।${reason}`,
    };
  }
  const reason = n.reason ? ` Reason: ${n.reason}` : '';
  return {
    subject: `Your bid for ${n.lot.name} was ${n.status}`,
    text:
      `Dear ${n.to},\n\n` +
      `Your bid of ${n.bid} placed on ${n.at} for ${lotLine('en', n.lot)} was ${n.status} by the owner of the lot.${reason}\n\nNeelami e-Auctions`,
    sms: `Neelami: your bid of ${n.bid} for ${n.lot.name} (Auction No. ${n.lot.auctionNo}) was ${n.status}.${reason}`,
  };
}
