import { LOT_RESULT_LABELS, type LotResultValue } from '@neelami/shared/lot-close';
/**
 * The reports' human-readable words in English and Hindi: titles, column headings, the notes
 * each report writes, and (from documents/report-frame-words.ts) the words of the file's frame.
 * The data in the rows stays as it is. A report is written in the language of its request;
 * English is SPEC's wording, unchanged.
 */

import type { Language } from '@neelami/shared/language';
import { saleStatusHi } from '@neelami/shared/message-catalogue';
import { formatCount, formatPaise, formatRupeesOfPaise } from '@neelami/shared/money';
import type { ReportNote } from '@neelami/shared/reports';
import { SALE_STATUS_LABELS, type SaleStatusName } from '@neelami/shared/sales';
import { REPORT_FRAME_WORDS } from '../documents/report-frame-words';
import type { Cell, Column, Report } from './report';

/** The reports' titles in Hindi (the same words as the report screens' menu). */
const TITLES_HI: Record<string, string> = {
  'Term Report': 'शर्त स्वीकृति रिपोर्ट',
  'Rank Wise Report': 'रैंक-वार रिपोर्ट',
  'Active Participants Report': 'सक्रिय भागीदार रिपोर्ट',
  'Bid Log Report': 'बोली लॉग रिपोर्ट',
  'Rank Report': 'रैंक रिपोर्ट',
  'EMD Report': 'बयाना राशि (EMD) रिपोर्ट',
  'Sales Report': 'बिक्री रिपोर्ट',
};

/** Every column heading of the built-in reports in Hindi, by its English heading. */
export const HEADERS_HI: Record<string, string> = {
  'Accepted At (IST)': 'स्वीकार किया (IST)',
  Adjusted: 'समायोजित',
  'Amount (₹)': 'राशि (₹)',
  Assigned: 'सौंपा गया',
  'Auction No.': 'नीलामी नं.',
  'Awarded At (IST)': 'बिक्री तय हुई (IST)',
  'Balance Due': 'शेष देय',
  'Best Bid (₹)': 'सबसे अच्छी बोली (₹)',
  Bid: 'बोली',
  Bidder: 'बोलीदाता',
  Bids: 'बोलियाँ',
  Buyer: 'ख़रीदार',
  Chain: 'शृंखला',
  'Contact Person': 'संपर्क व्यक्ति',
  'Delivery Order': 'डिलीवरी ऑर्डर',
  'Due Date': 'नियत तारीख़',
  'E-mail': 'ईमेल',
  'EMD Adjusted': 'समायोजित EMD',
  'Ended At (IST)': 'समाप्त (IST)',
  'Final Bid (₹)': 'अंतिम बोली (₹)',
  Forfeited: 'ज़ब्त',
  GST: 'GST',
  Hash: 'हैश',
  'Held At (IST)': 'रोकी गई (IST)',
  Hold: 'रोकी गई राशि',
  'IP Address': 'IP पता',
  'IP Address(es)': 'IP पते',
  'IP Flag': 'IP चेतावनी',
  'Joined Room': 'कक्ष में आए',
  Kind: 'प्रकार',
  'Last Activity (IST)': 'आख़िरी गतिविधि (IST)',
  Lifted: 'उठाया गया',
  Liftings: 'उठान',
  'Logged In': 'लॉग इन थे',
  'Login Status': 'लॉग इन स्थिति',
  Lot: 'लॉट',
  Member: 'सदस्य',
  Mobile: 'मोबाइल',
  'Organisation / Individual Name': 'संस्था / व्यक्ति का नाम',
  Paid: 'चुकाया',
  Participant: 'भागीदार',
  Payments: 'भुगतान',
  Quantity: 'मात्रा',
  Rank: 'रैंक',
  'Rejected / Cancelled': 'अस्वीकृत / रद्द',
  Released: 'छोड़ी गई',
  Result: 'परिणाम',
  Role: 'भूमिका',
  'Sale Value': 'बिक्री मूल्य',
  'Seller Decision': 'विक्रेता का फ़ैसला',
  'Bid No.': 'बोली क्रमांक',
  'Live Seq': 'लाइव अपडेट सं.',
  'Sr. No.': 'क्र. सं.',
  Status: 'स्थिति',
  'Sub-Event': 'उप-नीलामी',
  'Sub-event': 'उप-नीलामी',
  TCS: 'TCS',
  'Terms Accepted': 'शर्तें स्वीकार कीं',
  'Time (IST)': 'समय (IST)',
  'Time of Best Bid (IST)': 'सबसे अच्छी बोली का समय (IST)',
  'Time of Bid (IST)': 'बोली का समय (IST)',
  Total: 'कुल',
  'Valid Bids': 'मान्य बोलियाँ',
  'Verified Deposits': 'सत्यापित जमा',
};

/** A report's title in the language (a custom report's own title stays as its client wrote it). */
export const titleIn = (language: Language, title: string) =>
  language === 'hi' ? (TITLES_HI[title] ?? title) : title;

/**
 * The columns with their headings in Hindi as `label` (English columns need none); `header`
 * stays the English heading, the key clients find a column by.
 */
export function labelColumns(language: Language, columns: Column[]): Column[] {
  if (language !== 'hi') return columns;
  return columns.map((c) => ({ ...c, label: HEADERS_HI[c.header] ?? c.header }));
}

/** The report with its title and headings in the language, and the language its file's frame is written in. */
export function inLanguage(report: Report, language: Language): Report {
  return {
    ...report,
    language,
    title: titleIn(language, report.title),
    columns: labelColumns(language, report.columns),
  };
}

/**
 * The report as a document for people (PDF, workbook) shows its cells' words in its language; the
 * JSON keeps them as data, in English, for the programs that read it.
 */
export function cellsInLanguage(report: Report): Report {
  if (report.language !== 'hi') return report;
  const rows = report.rows.bind(report);
  return {
    ...report,
    async *rows() {
      for await (const chunk of rows()) yield chunk.map((row) => row.map(cellIn));
    },
  };
}

/**
 * The words a report writes in its cells (a lot's state, the result, the kind and state of a bid,
 * a sale's status, a member's role, yes and no) in Hindi; names, numbers and dates stay as they are.
 */
const CELLS_HI: Record<string, string> = {
  Open: 'खुला',
  Closed: 'बंद',
  Winner: 'विजेता',
  'Leading (not closed)': 'आगे (बंद नहीं)',
  Pending: 'बाकी',
  Manual: 'हाथ से',
  'Auto bid': 'ऑटो बोली',
  'Auto bid (reply)': 'ऑटो बोली (जवाब)',
  Accepted: 'स्वीकार',
  Rejected: 'अस्वीकार',
  Cancelled: 'रद्द',
  Verified: 'सत्यापित',
  'Not verified': 'सत्यापित नहीं',
  Yes: 'हाँ',
  No: 'नहीं',
  Buyer: 'ख़रीदार',
  Seller: 'विक्रेता',
  'Guest/Client': 'अतिथि/ग्राहक',
  Admin: 'एडमिन',
  ...Object.fromEntries(
    (Object.keys(SALE_STATUS_LABELS) as SaleStatusName[]).map((k) => [
      SALE_STATUS_LABELS[k],
      saleStatusHi[k],
    ]),
  ),
};

const cellIn = (c: Cell): Cell => (typeof c === 'string' ? (CELLS_HI[c] ?? c) : c);

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The notes of each report in English (SPEC's wording), after the words of the file's frame… */
const EN = {
  ...REPORT_FRAME_WORDS.en,
  termAccepted: (n: number, assigned: string | null) =>
    `${plural(n, 'member has', 'members have')} accepted the terms and conditions of this event${assigned ? ` (users assigned to ${assigned})` : ''}.`,
  termStaff: (n: number, mark: string) =>
    `${formatCount(n)} staff ${n === 1 ? 'acceptance' : 'acceptances'} (Admin, who does not bid) listed last, marked "${mark}" and not counted.`,
  ranking: (how: 'reverse' | 'forward' | 'mixed') =>
    `${
      how === 'reverse'
        ? 'Reverse auction: L1 is the lowest valid bid.'
        : how === 'forward'
          ? 'Forward auction: H1 is the highest valid bid.'
          : 'H1 is the highest valid bid in forward sub-events, L1 the lowest in reverse ones.'
    } Rejected and cancelled bids do not count; equal amounts rank by the earlier bid.`,
  participants: (n: number) =>
    `${plural(n, 'participant row', 'participant rows')}. "Logged In" means a login session was open during the auction; "Login Status" is the state now.`,
  ipFlags: (n: number) =>
    `${plural(n, 'row has', 'rows have')} an IP flag: the terms allow no multiple logins from the same IP during an auction.`,
  rankLeader: (lot: string, closed: boolean, who: string, amountPaise: number, decision: string) =>
    `${lot}: ${closed ? 'winner' : 'leading (sub-event not closed yet)'} ${who} with ${formatPaise(amountPaise)}; seller decision: ${decision}.`,
  rankNoWinner: (lot: string) => `${lot}: no valid bid, no winner.`,
  emdHolds: (n: number, heldPaise: number) =>
    `${n} ${n === 1 ? 'hold' : 'holds'}; ${formatRupeesOfPaise(heldPaise)} still held.`,
  sales: (n: number) =>
    `${plural(n, 'sale', 'sales')} in this event, each with its figures, payments, delivery order and liftings.`,
  bidLogEnd: (n: number, intact: boolean) =>
    `End of report: ${plural(n, 'bid', 'bids')}. ${intact ? 'Every hash in the chain was recomputed from its bid and matched.' : 'The hash chain does not verify: see the integrity statement on page 1.'}`,
  integrityVerified: (n: number) =>
    `Bid log integrity: verified — ${plural(n, 'bid', 'bids')}; every bid's hash matches its recorded fields and links to the bid before it.`,
  integrityBroken: (first: string) => `Bid log integrity: BROKEN ${first}.`,
  alsoBroken: (p: string) => `Also broken ${p}.`,
  integrityReview: (where: string, reason: string, by: string, at: string) =>
    `Integrity review${where ? ` (${where})` : ''}: awarded despite the integrity desk's flags by ${by} on ${at}, for this reason: “${reason}”.`,
  bidNumbering:
    "Bid No. numbers the bids 1 to n, each once. Live Seq is the live room's update number: a bid and the " +
    "auto bids it set off share one, and the lot's other changes (a new closing time, an edit) take numbers " +
    'too, so it can repeat or skip.',
  brokenAt: (row: number, where: string, seq: number, bidId: string, altered: boolean) =>
    `at bid No. ${formatCount(row)} (${where}live seq ${seq}, bid ${bidId}): ${
      altered
        ? 'its recorded fields do not match its hash (the bid was changed)'
        : 'it does not link to the bid before it (a bid was removed, inserted or reordered)'
    }`,
  chainHead: (where: string, head: string) =>
    `Chain head${where ? ` (${where})` : ''}: ${head}. A bidder's receipts are checked against the lot's published chain, which ends at this hash.`,
  headMissing: (row: number, where: string) =>
    `after bid No. ${formatCount(row)} (${where || 'this sub-event'}): the newest bids are not the sub-event's recorded chain head (bids at the end were removed or changed)`,
};

/** …and in Hindi: the same words, so a missing one is a type error. */
const HI: typeof EN = {
  ...REPORT_FRAME_WORDS.hi,
  termAccepted: (n: number, assigned: string | null) =>
    `${formatCount(n)} सदस्यों ने इस नीलामी के नियम और शर्तें स्वीकार की हैं${assigned ? ` (${assigned} को सौंपे गए उपयोगकर्ता)` : ''}।`,
  termStaff: (n: number, mark: string) =>
    `स्टाफ़ (एडमिन, जो बोली नहीं लगाते) की ${formatCount(n)} स्वीकृतियाँ अंत में "${mark}" चिह्न के साथ दी गई हैं और गिनी नहीं गईं।`,
  ranking: (how: 'reverse' | 'forward' | 'mixed') =>
    `${
      how === 'reverse'
        ? 'रिवर्स नीलामी: L1 सबसे कम मान्य बोली है।'
        : how === 'forward'
          ? 'फ़ॉरवर्ड नीलामी: H1 सबसे ऊँची मान्य बोली है।'
          : 'फ़ॉरवर्ड उप-नीलामियों में H1 सबसे ऊँची मान्य बोली है, रिवर्स में L1 सबसे कम।'
    } अस्वीकृत और रद्द बोलियाँ नहीं गिनी जातीं; बराबर राशि पर पहले लगी बोली आगे रहती है।`,
  participants: (n: number) =>
    `भागीदारों की ${formatCount(n)} पंक्तियाँ। "लॉग इन थे" का अर्थ है कि नीलामी के दौरान लॉग इन खुला था; "लॉग इन स्थिति" अभी की स्थिति है।`,
  ipFlags: (n: number) =>
    `${formatCount(n)} पंक्तियों पर IP चेतावनी है: शर्तों के अनुसार नीलामी के दौरान एक ही IP से कई लॉग इन की अनुमति नहीं है।`,
  rankLeader: (lot: string, closed: boolean, who: string, amountPaise: number, decision: string) =>
    `${lot}: ${closed ? 'विजेता' : 'सबसे आगे (उप-नीलामी अभी बंद नहीं हुई)'} ${who}, ${formatPaise(amountPaise)} के साथ; विक्रेता का फ़ैसला: ${decision}।`,
  rankNoWinner: (lot: string) => `${lot}: कोई मान्य बोली नहीं, कोई विजेता नहीं।`,
  emdHolds: (n: number, heldPaise: number) =>
    `${n} बार राशि रोकी गई; ${formatRupeesOfPaise(heldPaise)} अब भी रुकी है।`,
  sales: (n: number) =>
    `इस नीलामी की ${formatCount(n)} बिक्रियाँ, हर एक के आँकड़ों, भुगतानों, डिलीवरी ऑर्डर और उठान के साथ।`,
  bidLogEnd: (n: number, intact: boolean) =>
    `रिपोर्ट समाप्त: ${formatCount(n)} बोलियाँ। ${intact ? 'शृंखला का हर हैश उसकी बोली से फिर से गिना गया और मेल खाया।' : 'हैश शृंखला सत्यापित नहीं होती: पृष्ठ 1 पर सत्यनिष्ठा का ब्योरा देखें।'}`,
  integrityVerified: (n: number) =>
    `बोली लॉग की सत्यनिष्ठा: सत्यापित — ${formatCount(n)} बोलियाँ; हर बोली का हैश उसके दर्ज ब्योरे से मेल खाता है और पिछली बोली से जुड़ा है।`,
  integrityBroken: (first: string) => `बोली लॉग की सत्यनिष्ठा: टूटी हुई — ${first}।`,
  alsoBroken: (p: string) => `यहाँ भी टूटी: ${p}।`,
  integrityReview: (where: string, reason: string, by: string, at: string) =>
    `सत्यनिष्ठा समीक्षा${where ? ` (${where})` : ''}: सत्यनिष्ठा डेस्क के संकेतों के बावजूद ${by} ने ${at} को आवंटित किया, इस कारण से: “${reason}”।`,
  bidNumbering:
    'बोली क्रमांक बोलियों को 1 से आख़िरी तक गिनता है, हर बोली एक बार। लाइव अपडेट सं. लाइव कक्ष के बदलाव की संख्या है: ' +
    'एक बोली और उससे लगी ऑटो बोलियाँ एक ही संख्या साझा करती हैं, और लॉट के दूसरे बदलाव (बंद होने का नया समय, ' +
    'कोई संपादन) भी संख्या लेते हैं, इसलिए यह दोहराई या छोड़ी जा सकती है।',
  brokenAt: (row: number, where: string, seq: number, bidId: string, altered: boolean) =>
    `बोली क्रमांक ${formatCount(row)} पर (${where}लाइव अपडेट सं. ${seq}, बोली ${bidId}): ${
      altered
        ? 'दर्ज ब्योरा उसके हैश से मेल नहीं खाता (बोली बदली गई)'
        : 'यह पिछली बोली से नहीं जुड़ती (कोई बोली हटाई, जोड़ी या आगे-पीछे की गई)'
    }`,
  chainHead: (where: string, head: string) =>
    `शृंखला का सिरा${where ? ` (${where})` : ''}: ${head}। बोलीदाता की रसीदें लॉट की प्रकाशित शृंखला से जाँची जाती हैं, जो इसी हैश पर ख़त्म होती है।`,
  headMissing: (row: number, where: string) =>
    `बोली क्रमांक ${formatCount(row)} के बाद (${where || 'यह उप-नीलामी'}): सबसे नई बोलियाँ उप-नीलामी की दर्ज शृंखला के सिरे तक नहीं पहुँचतीं (अंत की बोलियाँ हटाई या बदली गईं)`,
};

export const REPORT_WORDS: Record<Language, typeof EN> = { en: EN, hi: HI };

/** The words of a report in the language. */
export const wordsOf = (language: Language = 'en') => REPORT_WORDS[language];

/** A note in the language. */
export const note = (text: string, tone: ReportNote['tone'] = 'info'): ReportNote => ({ text, tone });

/**
 * A lot's result of its close in the language (API.md "The close"), with the counter amount when
 * the sale was made at a counter-offer; empty while the lot is open.
 */
export function lotResultText(
  s: { result: string | null; counterAmount: number | null },
  language: Language,
): string {
  const label = s.result ? LOT_RESULT_LABELS[s.result as LotResultValue]?.[language] : undefined;
  if (!label) return '';
  if (s.counterAmount === null || s.result === 'unsold') return label;
  const at = formatRupeesOfPaise(s.counterAmount);
  return language === 'hi' ? `${label} (प्रति-प्रस्ताव ${at})` : `${label} (counter-offer ${at})`;
}
