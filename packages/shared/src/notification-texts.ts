/**
 * The title and text of each kind of alert in English and Hindi, from the facts its raiser gives
 * (amounts in paise, times as instants). The alert is stored in the member's language, so the
 * centre, the mail, the SMS and the push all say the same words.
 */
import { istFormatsIn } from './ist';
import type { Language } from './language';
import { formatRupeesOfPaise } from './money';
import type { NotificationKind } from './notifications';

/** The facts each kind of alert is told from. */
export interface NotificationFacts {
  outbid: { lot: string; event: string; leadingPaise: number };
  lot_opening: { lot: string; event: string; opensAt: string };
  closing_soon: { lot: string; event: string; closesAt: string; leading: boolean };
  lot_result: { lot: string; event: string; place: number };
  /** To the owner of a lot that closed with its result for the award (no bids, or awaiting it). */
  lot_closed: { lot: string; event: string; bidders: number; leadingPaise: number | null };
  /**
   * A step of a lot's close below its reserve (API.md "The close"), told to the owner (`toOwner`)
   * or the leading bidder: `amountPaise` is the leading bid at the close, or the counter-offer.
   */
  lot_decision: {
    lot: string;
    event: string;
    step: 'approval_pending' | 'unsold' | 'rejected' | 'countered' | 'accepted' | 'declined' | 'lapsed';
    toOwner: boolean;
    amountPaise: number | null;
    decideBy: string | null;
  };
  /** `unit` on a per-unit lot: the bid is ₹ per unit (`₹32,000/MT`). */
  award: { lot: string; event: string; amountPaise: number; unit?: string };
  payment_due: { lot: string; duePaise: number; dueDate: string };
  /** `buyer` (its name) only in the alert to the owner of the lot, who is told whose payment it was. */
  payment_decided: { lot: string; amountPaise: number; confirmed: boolean; buyer?: string };
  /** `buyer` only in the alert to the owner, whose material goes to that buyer. */
  delivery_order: { lot: string; buyer?: string };
  lifting: { lot: string; quantity: string };
  /** `short`: the owner closed the sale before all was lifted, with this reason. */
  sale_completed: { lot: string; short: string | null };
  deposit_decided: { amountPaise: number; verified: boolean };
  refund_paid: { amountPaise: number };
  event_changed: { event: string; lot?: string; changes: CorrigendumChange[] };
  saved_search: { search: string; lot: string; event: string };
  /** The member's own account: its registration received, or Admin's verification given or withdrawn. */
  account: { step: 'registered' | 'verified' | 'unverified'; name: string };
}

export interface NotificationText {
  title: string;
  body: string;
}

type Texts = { [K in NotificationKind]: (facts: NotificationFacts[K], lang: Language) => NotificationText };

const rupees = formatRupeesOfPaise;

/** English and Hindi side by side, one entry per kind. */
const TEXTS: Texts = {
  outbid: (f, lang) =>
    lang === 'hi'
      ? {
          title: 'आपकी बोली पीछे हो गई',
          body: `${f.lot} (${f.event}): अब सबसे ऊँची बोली ${rupees(f.leadingPaise)} है।`,
        }
      : {
          title: 'You have been outbid',
          body: `${f.lot} (${f.event}): the leading bid is now ${rupees(f.leadingPaise)}.`,
        },
  lot_opening: (f, lang) => {
    const at = istFormatsIn(lang).dateTime(f.opensAt);
    return lang === 'hi'
      ? { title: 'लॉट जल्द खुलेगा', body: `${f.lot} (${f.event}) ${at} पर खुलेगा।` }
      : { title: 'A lot opens soon', body: `${f.lot} (${f.event}) opens at ${at}.` };
  },
  closing_soon: (f, lang) => {
    const at = istFormatsIn(lang).dateTime(f.closesAt);
    if (lang === 'hi')
      return {
        title: 'लॉट जल्द बंद होगा',
        body: `${f.lot} (${f.event}) ${at} पर बंद होगा।${f.leading ? ' अभी आपकी बोली सबसे आगे है।' : ''}`,
      };
    return {
      title: 'A lot closes soon',
      body: `${f.lot} (${f.event}) closes at ${at}.${f.leading ? ' Your bid leads.' : ''}`,
    };
  },
  lot_result: (f, lang) => {
    if (lang === 'hi')
      return f.place === 1
        ? { title: 'आप सबसे आगे रहे', body: `${f.lot} (${f.event}) बंद हुआ: आपकी बोली पहले स्थान पर रही।` }
        : { title: 'लॉट बंद हुआ', body: `${f.lot} (${f.event}) बंद हुआ: आपकी बोली ${f.place}वें स्थान पर रही।` };
    return f.place === 1
      ? { title: 'You placed first', body: `${f.lot} (${f.event}) has closed: your bid placed first.` }
      : {
          title: 'A lot has closed',
          body: `${f.lot} (${f.event}) has closed: your bid placed ${ordinal(f.place)}.`,
        };
  },
  lot_closed: (f, lang) => {
    if (lang === 'hi')
      return f.leadingPaise === null
        ? { title: 'आपका लॉट बंद हुआ', body: `${f.lot} (${f.event}) बिना किसी बोली के बंद हुआ।` }
        : {
            title: 'आपका लॉट बंद हुआ',
            body: `${f.lot} (${f.event}) बंद हुआ: ${f.bidders} बोलीदाता, सबसे अच्छी बोली ${rupees(f.leadingPaise)}। विजेता को अधिकृत करें।`,
          };
    return f.leadingPaise === null
      ? { title: 'Your lot has closed', body: `${f.lot} (${f.event}) closed with no bids.` }
      : {
          title: 'Your lot has closed',
          body: `${f.lot} (${f.event}) has closed: ${f.bidders} ${f.bidders === 1 ? 'bidder' : 'bidders'}, best bid ${rupees(f.leadingPaise)}. Authorise the winner.`,
        };
  },
  lot_decision: (f, lang) => lotDecisionText(f, lang),
  award: (f, lang) => {
    const bid = f.unit ? `${rupees(f.amountPaise)}/${f.unit}` : rupees(f.amountPaise);
    return lang === 'hi'
      ? {
          title: 'लॉट आपको मिला',
          body: `${f.lot} (${f.event}) ${bid} पर आपको दिया गया। स्वीकृति पत्र देखें।`,
        }
      : {
          title: 'The lot is awarded to you',
          body: `${f.lot} (${f.event}) is awarded to you at ${bid}. See the letter of acceptance.`,
        };
  },
  payment_due: (f, lang) => {
    const day = istFormatsIn(lang).day(f.dueDate);
    return lang === 'hi'
      ? { title: 'भुगतान बाक़ी', body: `${f.lot}: ${rupees(f.duePaise)} ${day} तक चुकाएँ।` }
      : { title: 'Payment due', body: `${f.lot}: pay ${rupees(f.duePaise)} by ${day}.` };
  },
  payment_decided: (f, lang) => {
    const amount = rupees(f.amountPaise);
    if (lang === 'hi') {
      const whose = f.buyer ? `${f.buyer} का ${amount} का भुगतान` : `${amount} का भुगतान`;
      return f.confirmed
        ? { title: 'भुगतान की पुष्टि हुई', body: `${f.lot}: ${whose} पक्का हुआ।` }
        : { title: 'भुगतान अस्वीकार हुआ', body: `${f.lot}: ${whose} अस्वीकार हुआ।` };
    }
    const whose = f.buyer ? `the payment of ${amount} by ${f.buyer}` : `the payment of ${amount}`;
    return f.confirmed
      ? { title: 'Payment confirmed', body: `${f.lot}: ${whose} is confirmed.` }
      : { title: 'Payment rejected', body: `${f.lot}: ${whose} was rejected.` };
  },
  delivery_order: (f, lang) => {
    if (lang === 'hi')
      return {
        title: 'डिलीवरी ऑर्डर जारी',
        body: f.buyer
          ? `${f.lot}: ${f.buyer} के नाम डिलीवरी ऑर्डर जारी हुआ; माल उन्हें उठाने दें।`
          : `${f.lot}: डिलीवरी ऑर्डर जारी हुआ; माल उठाया जा सकता है।`,
      };
    return {
      title: 'Delivery order issued',
      body: f.buyer
        ? `${f.lot}: the delivery order to ${f.buyer} is issued; the buyer may now lift the material.`
        : `${f.lot}: the delivery order is issued; the material may be lifted.`,
    };
  },
  lifting: (f, lang) =>
    lang === 'hi'
      ? { title: 'माल उठाया गया', body: `${f.lot}: ${f.quantity} उठाया गया।` }
      : { title: 'Material lifted', body: `${f.lot}: ${f.quantity} lifted.` },
  sale_completed: (f, lang) =>
    lang === 'hi'
      ? {
          title: 'बिक्री पूरी हुई',
          body: f.short
            ? `${f.lot}: बिक्री पूरा माल उठाए बिना बंद की गई (${f.short})।`
            : `${f.lot}: सारा माल उठा लिया गया; बिक्री पूरी हुई।`,
        }
      : {
          title: 'Sale completed',
          body: f.short
            ? `${f.lot}: the sale was closed before all was lifted (${f.short}).`
            : `${f.lot}: everything is lifted; the sale is complete.`,
        },
  deposit_decided: (f, lang) =>
    lang === 'hi'
      ? f.verified
        ? { title: 'जमा की पुष्टि हुई', body: `आपका ${rupees(f.amountPaise)} का ईएमडी जमा पक्का हुआ।` }
        : { title: 'जमा अस्वीकार हुआ', body: `आपका ${rupees(f.amountPaise)} का ईएमडी जमा अस्वीकार हुआ।` }
      : f.verified
        ? { title: 'Deposit verified', body: `Your EMD deposit of ${rupees(f.amountPaise)} is verified.` }
        : { title: 'Deposit rejected', body: `Your EMD deposit of ${rupees(f.amountPaise)} was rejected.` },
  refund_paid: (f, lang) =>
    lang === 'hi'
      ? { title: 'रिफ़ंड भेजा गया', body: `आपका ${rupees(f.amountPaise)} का ईएमडी रिफ़ंड आपके बैंक खाते में भेजा गया।` }
      : {
          title: 'Refund paid',
          body: `Your EMD refund of ${rupees(f.amountPaise)} was sent to your bank account.`,
        },
  event_changed: (f, lang) => {
    const what = f.lot ? `${f.lot} (${f.event})` : f.event;
    const changes = f.changes.map((c) => changeText(c, lang)).join('; ');
    return lang === 'hi'
      ? { title: 'शुद्धिपत्र', body: `${what} में बदलाव: ${changes}` }
      : { title: 'Corrigendum', body: `${what} has changed: ${changes}` };
  },
  saved_search: (f, lang) =>
    lang === 'hi'
      ? { title: 'आपकी खोज से मिलता लॉट', body: `"${f.search}": ${f.lot} (${f.event})` }
      : { title: 'A lot matches your search', body: `"${f.search}": ${f.lot} (${f.event})` },
  account: (f, lang) => ACCOUNT_TEXTS[f.step][lang === 'hi' ? 'hi' : 'en'](f.name),
};

const ACCOUNT_TEXTS = {
  registered: {
    en: (name: string) => ({
      title: 'Registration received',
      body: `Welcome, ${name}. Admin checks your documents and verifies your account; you will be told here and by mail. Until then you can log in and watch auctions.`,
    }),
    hi: (name: string) => ({
      title: 'पंजीकरण मिल गया',
      body: `स्वागत है, ${name}। एडमिन आपके दस्तावेज़ जाँचकर खाते का सत्यापन करेंगे; आपको यहाँ और मेल से बताया जाएगा। तब तक आप लॉग इन करके नीलामियाँ देख सकते हैं।`,
    }),
  },
  verified: {
    en: (name: string) => ({
      title: 'Account verified',
      body: `${name}, your account is verified. Admin can now assign you to lots; deposit the EMD of a lot to bid on it.`,
    }),
    hi: (name: string) => ({
      title: 'खाता सत्यापित हुआ',
      body: `${name}, आपका खाता सत्यापित हो गया। अब एडमिन आपको लॉट में जोड़ सकते हैं; किसी लॉट पर बोली के लिए उसका ईएमडी जमा करें।`,
    }),
  },
  unverified: {
    en: (name: string) => ({
      title: 'Verification withdrawn',
      body: `${name}, Admin has withdrawn your account's verification. Contact Admin to learn why.`,
    }),
    hi: (name: string) => ({
      title: 'सत्यापन वापस लिया गया',
      body: `${name}, एडमिन ने आपके खाते का सत्यापन वापस ले लिया है। कारण जानने के लिए एडमिन से संपर्क करें।`,
    }),
  },
} as const;

/** What a corrigendum may change: an event's times and terms, a lot's times, start value, step and EMD. */
export const CORRIGENDUM_FIELDS = {
  eventStart: { en: 'event start', hi: 'नीलामी की शुरुआत' },
  eventEnd: { en: 'event end', hi: 'नीलामी का अंत' },
  terms: { en: 'terms and conditions', hi: 'नियम और शर्तें' },
  lotStart: { en: 'lot opens', hi: 'लॉट खुलने का समय' },
  lotEnd: { en: 'lot closes', hi: 'लॉट बंद होने का समय' },
  startValue: { en: 'start value', hi: 'शुरुआती मूल्य' },
  step: { en: 'bid step', hi: 'बोली का अंतर' },
  emd: { en: 'EMD', hi: 'ईएमडी' },
} as const;
export type CorrigendumField = keyof typeof CORRIGENDUM_FIELDS;

/** One change: amounts in paise and times as instants are told in the reader's language. */
export interface CorrigendumChange {
  field: CorrigendumField;
  /** Paise for amounts, ISO instants for times, '' for the terms (only "changed" is told). */
  from: string | number;
  to: string | number;
}

function changeText(c: CorrigendumChange, lang: Language): string {
  const label = CORRIGENDUM_FIELDS[c.field]?.[lang] ?? c.field;
  if (c.field === 'terms') return lang === 'hi' ? `${label} बदले गए` : `${label} revised`;
  const show = (v: string | number) => (typeof v === 'number' ? rupees(v) : istFormatsIn(lang).dateTime(v));
  return `${label}: ${show(c.from)} → ${show(c.to)}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The alert's title and text in `lang`. */
export function notificationText<K extends NotificationKind>(
  kind: K,
  facts: NotificationFacts[K],
  lang: Language,
): NotificationText {
  return TEXTS[kind](facts, lang);
}

/** The words of each step of a close below the reserve, to the owner and to the leading bidder. */
function lotDecisionText(f: NotificationFacts['lot_decision'], lang: Language): NotificationText {
  const amount = f.amountPaise === null ? '' : rupees(f.amountPaise);
  const by = f.decideBy ? istFormatsIn(lang).dateTime(f.decideBy) : '';
  const lot = `${f.lot} (${f.event})`;
  if (lang === 'hi') {
    switch (f.step) {
      case 'approval_pending':
        return f.toOwner
          ? {
              title: 'आपका निर्णय चाहिए',
              body: `${lot} ${amount} पर बंद हुआ, आपके आरक्षित मूल्य से कम। ${by} तक अनुमोदन, अस्वीकार या प्रति-प्रस्ताव करें।`,
            }
          : {
              title: 'विक्रेता के अनुमोदन के अधीन',
              body: `${lot}: आपकी अग्रणी बोली ${amount} आरक्षित मूल्य से कम है; विक्रेता ${by} तक निर्णय लेगा।`,
            };
      case 'unsold':
        return {
          title: 'लॉट नहीं बिका',
          body: `${lot} ${amount} पर बंद हुआ, आरक्षित मूल्य से बहुत कम: लॉट नहीं बिका और ईएमडी होल्ड मुक्त हुए।`,
        };
      case 'rejected':
        return {
          title: 'बोली अस्वीकार',
          body: `${lot}: विक्रेता ने ${amount} की बोली अस्वीकार की; लॉट नहीं बिका और आपका ईएमडी होल्ड मुक्त हुआ।`,
        };
      case 'countered':
        return {
          title: 'विक्रेता का प्रति-प्रस्ताव',
          body: `${lot}: विक्रेता ${amount} पर बेचने को तैयार है। ${by} तक मेरे लॉट में स्वीकार या अस्वीकार करें।`,
        };
      case 'accepted':
        return {
          title: 'प्रति-प्रस्ताव स्वीकार',
          body: `${lot}: अग्रणी बोलीदाता ने ${amount} का प्रति-प्रस्ताव स्वीकार किया; बिक्री हो गई।`,
        };
      case 'declined':
        return {
          title: 'प्रति-प्रस्ताव अस्वीकार',
          body: `${lot}: अग्रणी बोलीदाता ने ${amount} का प्रति-प्रस्ताव अस्वीकार किया; लॉट नहीं बिका।`,
        };
      case 'lapsed':
        return {
          title: 'निर्णय का समय समाप्त',
          body: `${lot}: समय पर निर्णय नहीं हुआ; लॉट नहीं बिका और ईएमडी होल्ड मुक्त हुए।`,
        };
    }
  }
  switch (f.step) {
    case 'approval_pending':
      return f.toOwner
        ? {
            title: 'Your decision is needed',
            body: `${lot} closed at ${amount}, below your reserve price. Approve, reject or counter it by ${by}.`,
          }
        : {
            title: 'Subject to the seller’s approval',
            body: `${lot}: your leading bid of ${amount} is below the reserve price; the seller decides by ${by}.`,
          };
    case 'unsold':
      return {
        title: 'Lot unsold',
        body: `${lot} closed at ${amount}, too far below the reserve price: it is unsold and EMD holds are released.`,
      };
    case 'rejected':
      return {
        title: 'Bid rejected',
        body: `${lot}: the seller rejected the bid of ${amount}; the lot is unsold and your EMD hold is released.`,
      };
    case 'countered':
      return {
        title: 'A counter-offer from the seller',
        body: `${lot}: the seller will sell at ${amount}. Accept or decline it on My Lots by ${by}.`,
      };
    case 'accepted':
      return {
        title: 'Counter-offer accepted',
        body: `${lot}: the leading bidder accepted your counter-offer of ${amount}; the sale is made.`,
      };
    case 'declined':
      return {
        title: 'Counter-offer declined',
        body: `${lot}: the leading bidder declined your counter-offer of ${amount}; the lot is unsold.`,
      };
    case 'lapsed':
      return {
        title: 'Time to decide ran out',
        body: `${lot}: no decision was made in time; the lot is unsold and EMD holds are released.`,
      };
  }
}
