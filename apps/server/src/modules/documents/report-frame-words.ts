/**
 * The words of a report file's frame in English and Hindi: the PDF's band, details, footer and
 * closing line, and the workbook's second sheet. The reports module adds its titles, headings and
 * notes to them (reports/report-words.ts).
 */

import type { Language } from '@neelami/shared/language';
import { formatCount } from '@neelami/shared/money';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** The frame of a report file in English (SPEC's wording)… */
const EN = {
  tagline: 'e-Auction Platform for scrap, metals and industrial assets',
  generatedOn: (at: string, platform: string) => `Generated on ${at} · ${platform}`,
  page: (n: number, of: number): [word: string | null, count: string] => [null, `Page ${n} of ${of}`],
  endOfReport: (n: number) => `End of report: ${plural(n, 'row', 'rows')}.`,
  noRecords: 'No records found.',
  event: 'Event',
  auction: 'Auction',
  onBehalfOf: (type: string, behaviour: string, who: string) =>
    `${type} · ${behaviour} · on behalf of ${who}`,
  eventWindow: 'Event window',
  window: (from: string, to: string) => `${from} to ${to} IST`,
  subEvent: 'Sub-event',
  subEvents: 'Sub-events',
  reverse: 'Reverse (lowest wins)',
  forward: 'Forward (highest wins)',
  bidding: 'Bidding',
  noValidBidYet: 'no valid bid yet',
  closed: (at: string | null) => `Closed${at ? ` on ${at} IST` : ''}`,
  open: (closes: string) => `Open, closes ${closes} IST`,
  biddingLine: (start: string, step: string, lead: string, state: string) =>
    `Start ${start} · Step ${step} · Leading ${lead} · ${state}`,
  allSubEvents: (n: number, list: string) => `All ${n} sub-events of the event${list ? `: ${list}` : ''}`,
  generated: 'Generated',
  generatedLine: (at: string, rows: number) => `${at} · ${plural(rows, 'row', 'rows')}`,
  // The workbook's second sheet.
  platform: 'Platform',
  report: 'Report',
  eventWindowIst: 'Event window (IST)',
  sheetWindow: (from: string, to: string) => `${from} to ${to}`,
  direction: (reverse: boolean): string => (reverse ? 'reverse' : 'forward'),
  generatedIst: 'Generated (IST)',
  note: 'Note',
};

/** …and in Hindi: the same words, so a missing one is a type error. */
const HI: typeof EN = {
  tagline: 'स्क्रैप, धातु और औद्योगिक संपत्ति का ई-नीलामी प्लेटफ़ॉर्म',
  generatedOn: (at: string, platform: string) => `${at} को बनी · ${platform}`,
  // The word apart from the numbers: shaping Devanagari is slow, so the word is shaped once and
  // the numbers of each page take the fast path.
  page: (n: number, of: number): [word: string | null, count: string] => ['पृष्ठ', `${n} / ${of}`],
  endOfReport: (n: number) => `रिपोर्ट समाप्त: ${formatCount(n)} पंक्तियाँ।`,
  noRecords: 'कोई रिकॉर्ड नहीं मिला।',
  event: 'नीलामी',
  auction: 'प्रकार',
  onBehalfOf: (type: string, behaviour: string, who: string) => `${type} · ${behaviour} · ${who} की ओर से`,
  eventWindow: 'नीलामी की अवधि',
  window: (from: string, to: string) => `${from} से ${to} IST तक`,
  subEvent: 'उप-नीलामी',
  subEvents: 'उप-नीलामियाँ',
  reverse: 'रिवर्स (सबसे कम जीतती है)',
  forward: 'फ़ॉरवर्ड (सबसे ऊँची जीतती है)',
  bidding: 'बोली',
  noValidBidYet: 'अभी कोई मान्य बोली नहीं',
  closed: (at: string | null) => (at ? `${at} IST को बंद हुई` : 'बंद'),
  open: (closes: string) => `खुली, ${closes} IST को बंद होगी`,
  biddingLine: (start: string, step: string, lead: string, state: string) =>
    `शुरुआती ${start} · अंतर ${step} · सबसे आगे ${lead} · ${state}`,
  allSubEvents: (n: number, list: string) => `नीलामी की सभी ${n} उप-नीलामियाँ${list ? `: ${list}` : ''}`,
  generated: 'बनी',
  generatedLine: (at: string, rows: number) => `${at} · ${formatCount(rows)} पंक्तियाँ`,
  platform: 'प्लेटफ़ॉर्म',
  report: 'रिपोर्ट',
  eventWindowIst: 'नीलामी की अवधि (IST)',
  sheetWindow: (from: string, to: string) => `${from} से ${to} तक`,
  direction: (reverse: boolean) => (reverse ? 'रिवर्स' : 'फ़ॉरवर्ड'),
  generatedIst: 'बनी (IST)',
  note: 'टिप्पणी',
};

/** The words of a report file's frame. */
export type ReportFrameWords = typeof EN;

export const REPORT_FRAME_WORDS: Record<Language, ReportFrameWords> = { en: EN, hi: HI };

/** The words of a report file's frame in the language. */
export const frameWordsOf = (language: Language = 'en') => REPORT_FRAME_WORDS[language];
