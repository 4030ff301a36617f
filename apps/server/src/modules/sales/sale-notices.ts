/**
 * The mails and SMS of a sale (API.md "After the award"), each text in one place: the award
 * with the amounts due, a payment confirmed or rejected, the delivery order, the reminder two
 * days before the due date, the default, and the offer to the next bidder. Sent through the notify
 * outbox after the change has been committed, in the recipient's profile language (API.md "Conventions"),
 * English and Hindi side by side; names, amounts, UTRs and what a member typed are shown as they are.
 */
import { istFormatsIn } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import type { Db } from '../../db/client';
import { languageOf } from '../auth/account-mails';
import type { Notifier } from '../notify/notifier';
import { findUserById } from '../users/user-queries';
import type { SaleRow } from './sale-store';

const SIGN: Record<Language, string> = { en: '\n\nNeelami e-Auctions', hi: '\n\nNeelami ई-नीलामी' };

export interface SaleLot {
  name: string;
  auctionNo: number;
  auctionName: string;
}

const rupees = formatRupeesOfPaise;
/** A 'YYYY-MM-DD' date in the language: `1 Dec 2026`, `1 दिस॰ 2026`. */
const dayIn = (language: Language, ymd: string | null | undefined) => istFormatsIn(language).day(ymd);

/**
 * "₹32,000/MT (lot value ₹80,00,000)" on a per-unit lot, the amount alone on a lot bid; in Hindi
 * "₹32,000/MT (लॉट का मूल्य ₹80,00,000)".
 */
export function bidText(
  sale: Pick<SaleRow, 'bidAmount' | 'bidBasis' | 'unit' | 'saleValue'>,
  language: Language = 'en',
): string {
  if (sale.bidBasis !== 'unit') return rupees(sale.bidAmount);
  const value = language === 'hi' ? 'लॉट का मूल्य' : 'lot value';
  return `${rupees(sale.bidAmount)}/${sale.unit} (${value} ${rupees(sale.saleValue)})`;
}

/** The labels of a sale's figures, in both languages (the mails, the letter and the delivery order). */
export const FIGURE_LABELS = {
  en: {
    quantity: 'Quantity',
    saleValue: 'Sale value',
    gst: (rate: number) => `GST @ ${rate}%`,
    tcs: (rate: number) => `TCS @ ${rate}%`,
    total: 'Total',
    emdAdjusted: 'EMD adjusted',
    balanceDue: 'Balance due',
    balancePaid: 'Balance paid',
    dueBy: 'Payment due by',
    by: (amount: string, day: string) => `${amount} by ${day}`,
  },
  hi: {
    quantity: 'मात्रा',
    saleValue: 'बिक्री मूल्य',
    gst: (rate: number) => `GST @ ${rate}%`,
    tcs: (rate: number) => `TCS @ ${rate}%`,
    total: 'कुल',
    emdAdjusted: 'समायोजित EMD',
    balanceDue: 'शेष देय',
    balancePaid: 'शेष भुगतान',
    dueBy: 'भुगतान की अंतिम तारीख़',
    by: (amount: string, day: string) => `${amount}, ${day} तक`,
  },
} satisfies Record<Language, unknown>;

/** The figures block of a mail. */
export function figuresText(sale: SaleRow, language: Language = 'en'): string {
  const w = FIGURE_LABELS[language];
  return [
    `${w.saleValue}: ${rupees(sale.saleValue)}`,
    `${w.gst(sale.gstRateBp / 100)}: ${rupees(sale.gst)}`,
    `${w.tcs(sale.tcsRateBp / 100)}: ${rupees(sale.tcs)}`,
    `${w.total}: ${rupees(sale.total)}`,
    `${w.emdAdjusted}: ${rupees(sale.emdAdjusted)}`,
    `${w.balanceDue}: ${w.by(rupees(sale.balanceDue), dayIn(language, sale.dueDate))}`,
  ].join('\n');
}

/** `HMS scrap (Auction No. 1, Haryana Forgings Scrap Sale)`, `HMS scrap (नीलामी नं. 1, …)`. */
export const lotText = (lot: SaleLot, language: Language = 'en') =>
  language === 'hi'
    ? `${lot.name} (नीलामी नं. ${lot.auctionNo}, ${lot.auctionName})`
    : `${lot.name} (Auction No. ${lot.auctionNo}, ${lot.auctionName})`;

const shortText = (lot: SaleLot, language: Language) =>
  language === 'hi'
    ? `${lot.name} (नीलामी नं. ${lot.auctionNo})`
    : `${lot.name} (Auction No. ${lot.auctionNo})`;

export type SaleNotice =
  | { kind: 'award' }
  | { kind: 'payment-confirmed'; amount: number; outstanding: number }
  | { kind: 'payment-rejected'; amount: number; utr: string; note: string }
  | { kind: 'reminder' }
  | { kind: 'default'; reason: string }
  | { kind: 'offer' }
  | { kind: 'cancelled'; reason: string };

/** A notice's subject, mail body and SMS. */
export interface NoticeText {
  subject: string;
  text: string;
  sms: string;
}

/** Subject, mail body and SMS of a notice to the buyer of `sale`, in the buyer's language. */
export function noticeText(
  n: SaleNotice,
  sale: SaleRow,
  lot: SaleLot,
  buyerName: string,
  language: Language = 'en',
): NoticeText {
  return language === 'hi' ? hindiNotice(n, sale, lot, buyerName) : englishNotice(n, sale, lot, buyerName);
}

function englishNotice(n: SaleNotice, sale: SaleRow, lot: SaleLot, buyerName: string): NoticeText {
  const dear = `Dear ${buyerName},\n\n`;
  const short = shortText(lot, 'en');
  const due = dayIn('en', sale.dueDate);
  switch (n.kind) {
    case 'award':
      return {
        subject: `Sale of ${lot.name}: ${rupees(sale.balanceDue)} due by ${due}`,
        text: `${dear}Your bid of ${bidText(sale)} for ${lotText(lot)} has been accepted. The sale:\n\n${figuresText(sale)}\n\nPlease pay the balance only into the owner's account shown under My Purchases (verified by Neelami; none is shown until it is), and report the payment (UTR, amount, date) there. The delivery order is issued once the payment is confirmed.${SIGN.en}`,
        sms: `Neelami: ${short} is yours at ${bidText(sale)}. Pay ${rupees(sale.balanceDue)} by ${due} and report it under My Purchases.`,
      };
    case 'payment-confirmed':
      return {
        subject: `Payment of ${rupees(n.amount)} confirmed — ${lot.name}`,
        text: `${dear}The owner of ${lotText(lot)} confirmed your payment of ${rupees(n.amount)}. ${n.outstanding > 0 ? `Still to pay: ${rupees(n.outstanding)} by ${due}.` : 'The sale is paid in full; the delivery order follows.'}${SIGN.en}`,
        sms: `Neelami: payment of ${rupees(n.amount)} for ${short} confirmed.${n.outstanding > 0 ? ` Still due: ${rupees(n.outstanding)}.` : ' Paid in full.'}`,
      };
    case 'payment-rejected':
      return {
        subject: `Payment not confirmed — ${lot.name}`,
        text: `${dear}The owner of ${lotText(lot)} rejected the payment of ${rupees(n.amount)} you reported (UTR ${n.utr}).${n.note ? ` Note: ${n.note}` : ''}\nPlease check the transfer and report it again. The balance is due by ${due}.${SIGN.en}`,
        sms: `Neelami: your payment of ${rupees(n.amount)} (UTR ${n.utr}) for ${short} was not confirmed. Please check and report it again.`,
      };
    case 'reminder':
      return {
        subject: `Reminder: payment for ${lot.name} due by ${due}`,
        text: `${dear}The balance for ${lotText(lot)} is due by ${due}:\n\n${figuresText(sale)}\n\nA sale not paid by then may be defaulted and the EMD forfeited.${SIGN.en}`,
        sms: `Neelami: payment for ${short} is due by ${due}. Unpaid sales may be defaulted and the EMD forfeited.`,
      };
    case 'default':
      return {
        subject: `Sale defaulted — ${lot.name}`,
        text: `${dear}The sale of ${lotText(lot)} has been defaulted: the balance was not paid by ${due}. Reason: ${n.reason}\nYour EMD of ${rupees(sale.emdHold)} for this lot is forfeited.${SIGN.en}`,
        sms: `Neelami: sale of ${short} defaulted (not paid by ${due}). EMD ${rupees(sale.emdHold)} forfeited.`,
      };
    case 'cancelled':
      return {
        subject: `Sale cancelled — ${lot.name}`,
        text: `${dear}The sale of ${lotText(lot)} to you has been cancelled by the admin. Reason: ${n.reason}\nNothing is due; your EMD hold for this lot is released and its letter of acceptance withdrawn.${SIGN.en}`,
        sms: `Neelami: sale of ${short} cancelled by the admin. Nothing is due; your EMD hold is released.`,
      };
    case 'offer': {
      const until = dayIn('en', sale.offerExpiresOn ?? sale.dueDate);
      return {
        subject: `Offer: ${lot.name} at your bid of ${bidText(sale)}`,
        text: `${dear}The winner of ${lotText(lot)} did not complete the purchase. The lot is offered to you at your own best bid of ${bidText(sale)}:\n\n${figuresText(sale)}\n\nAccept or decline under My Purchases by ${until}. If you accept, the balance is due ${sale.paymentDays} days after acceptance.${SIGN.en}`,
        sms: `Neelami: ${short} is offered to you at your bid of ${bidText(sale)}. Accept or decline under My Purchases by ${until}.`,
      };
    }
  }
}

function hindiNotice(n: SaleNotice, sale: SaleRow, lot: SaleLot, buyerName: string): NoticeText {
  const dear = `प्रिय ${buyerName},\n\n`;
  const short = shortText(lot, 'hi');
  const due = dayIn('hi', sale.dueDate);
  const bid = bidText(sale, 'hi');
  const figures = figuresText(sale, 'hi');
  const lotLine = lotText(lot, 'hi');
  switch (n.kind) {
    case 'award':
      return {
        subject: `${lot.name} की बिक्री: ${rupees(sale.balanceDue)} ${due} तक देय`,
        text: `${dear}${lotLine} के लिए आपकी ${bid} की बोली स्वीकार कर ली गई है। बिक्री का ब्योरा:\n\n${figures}\n\nकृपया शेष राशि सिर्फ़ मेरी ख़रीद में दिखाए गए लॉट के मालिक के खाते में चुकाएँ (Neelami से सत्यापित; सत्यापन तक कोई खाता नहीं दिखता), और भुगतान की सूचना (UTR, राशि, तारीख़) वहीं दें। भुगतान की पुष्टि होते ही डिलीवरी ऑर्डर जारी किया जाता है।${SIGN.hi}`,
        sms: `Neelami: ${short} ${bid} पर आपका हुआ। ${due} तक ${rupees(sale.balanceDue)} चुकाएँ और मेरी ख़रीद में इसकी सूचना दें।`,
      };
    case 'payment-confirmed':
      return {
        subject: `${rupees(n.amount)} के भुगतान की पुष्टि — ${lot.name}`,
        text: `${dear}${lotLine} के मालिक ने आपके ${rupees(n.amount)} के भुगतान की पुष्टि कर दी है। ${n.outstanding > 0 ? `अभी बाक़ी: ${rupees(n.outstanding)}, ${due} तक।` : 'बिक्री का पूरा भुगतान हो गया है; डिलीवरी ऑर्डर जल्द भेजा जाएगा।'}${SIGN.hi}`,
        sms: `Neelami: ${short} के लिए ${rupees(n.amount)} के भुगतान की पुष्टि हो गई।${n.outstanding > 0 ? ` अभी बाक़ी: ${rupees(n.outstanding)}।` : ' पूरा भुगतान हो गया।'}`,
      };
    case 'payment-rejected':
      return {
        subject: `भुगतान की पुष्टि नहीं हुई — ${lot.name}`,
        text: `${dear}${lotLine} के मालिक ने आपके बताए ${rupees(n.amount)} के भुगतान (UTR ${n.utr}) को अस्वीकार कर दिया है।${n.note ? ` टिप्पणी: ${n.note}` : ''}\nकृपया अपना ट्रांसफ़र जाँचें और फिर से सूचना दें। शेष राशि ${due} तक देय है।${SIGN.hi}`,
        sms: `Neelami: ${short} के लिए आपके ${rupees(n.amount)} के भुगतान (UTR ${n.utr}) की पुष्टि नहीं हुई। कृपया जाँचकर फिर से सूचना दें।`,
      };
    case 'reminder':
      return {
        subject: `याद दिलाना: ${lot.name} का भुगतान ${due} तक देय`,
        text: `${dear}${lotLine} की शेष राशि ${due} तक देय है:\n\n${figures}\n\nतब तक भुगतान न होने पर बिक्री डिफ़ॉल्ट की जा सकती है और EMD ज़ब्त हो सकती है।${SIGN.hi}`,
        sms: `Neelami: ${short} का भुगतान ${due} तक देय है। भुगतान न होने पर बिक्री डिफ़ॉल्ट हो सकती है और EMD ज़ब्त हो सकती है।`,
      };
    case 'default':
      return {
        subject: `बिक्री डिफ़ॉल्ट — ${lot.name}`,
        text: `${dear}${lotLine} की बिक्री डिफ़ॉल्ट कर दी गई है: शेष राशि ${due} तक नहीं चुकाई गई। कारण: ${n.reason}\nइस लॉट के लिए आपकी ${rupees(sale.emdHold)} की EMD ज़ब्त कर ली गई है।${SIGN.hi}`,
        sms: `Neelami: ${short} की बिक्री डिफ़ॉल्ट (${due} तक भुगतान नहीं हुआ)। ${rupees(sale.emdHold)} की EMD ज़ब्त।`,
      };
    case 'cancelled':
      return {
        subject: `बिक्री रद्द — ${lot.name}`,
        text: `${dear}${lotLine} की आपको हुई बिक्री एडमिन ने रद्द कर दी है। कारण: ${n.reason}\nकुछ भी देय नहीं है; इस लॉट के लिए आपकी EMD की रोक हटा दी गई है और स्वीकृति पत्र वापस ले लिया गया है।${SIGN.hi}`,
        sms: `Neelami: ${short} की बिक्री एडमिन ने रद्द की। कुछ भी देय नहीं; आपकी EMD की रोक हटा दी गई।`,
      };
    case 'offer': {
      const until = dayIn('hi', sale.offerExpiresOn ?? sale.dueDate);
      return {
        subject: `प्रस्ताव: ${lot.name} आपकी ${bid} की बोली पर`,
        text: `${dear}${lotLine} के विजेता ने ख़रीद पूरी नहीं की। यह लॉट अब आपको आपकी अपनी सबसे ऊँची ${bid} की बोली पर दिया जा रहा है:\n\n${figures}\n\n${until} तक मेरी ख़रीद में इसे स्वीकार या अस्वीकार करें। स्वीकार करने पर शेष राशि स्वीकृति के ${sale.paymentDays} दिन के भीतर देय होगी।${SIGN.hi}`,
        sms: `Neelami: ${short} आपको आपकी ${bid} की बोली पर दिया जा रहा है। ${until} तक मेरी ख़रीद में स्वीकार या अस्वीकार करें।`,
      };
    }
  }
}

/** The SMS that goes with the delivery order's mail. */
export function deliveryOrderSms(lot: SaleLot, language: Language = 'en'): string {
  return language === 'hi'
    ? `Neelami: ${shortText(lot, 'hi')} का भुगतान पूरा हुआ। डिलीवरी ऑर्डर जारी: इसे मेरी ख़रीद से डाउनलोड करें और माल उठाएँ।`
    : `Neelami: payment for ${shortText(lot, 'en')} complete. Delivery order issued: download it under My Purchases and lift the material.`;
}

/** The mail to the owner of the lot that the buyer reported a payment to confirm. */
export function paymentToConfirmMail(
  lot: SaleLot,
  ownerName: string,
  amount: number,
  utr: string,
  language: Language = 'en',
): { subject: string; text: string } {
  if (language === 'hi')
    return {
      subject: `पुष्टि के लिए भुगतान — ${lot.name}`,
      text: `प्रिय ${ownerName},\n\n${lotText(lot, 'hi')} के ख़रीदार ने ${rupees(amount)} के भुगतान (UTR ${utr}) की सूचना दी है। कृपया मेरी बिक्री में इसकी पुष्टि करें या इसे अस्वीकार करें।${SIGN.hi}`,
    };
  return {
    subject: `Payment to confirm — ${lot.name}`,
    text: `Dear ${ownerName},\n\nThe buyer of ${lotText(lot)} reported a payment of ${rupees(amount)} (UTR ${utr}). Please confirm or reject it under My Sales.${SIGN.en}`,
  };
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
  const t = noticeText(n, sale, lot, buyer.organizationIndividualName, languageOf(buyer));
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
    text: deliveryOrderSms(lot, languageOf(buyer)),
    purpose: 'sale-delivery-order',
  });
}
