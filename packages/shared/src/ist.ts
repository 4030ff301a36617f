/**
 * Indian time, one module for the server, the documents and the web app (SPEC §9): instants are
 * UTC inside and shown in Asia/Kolkata (UTC+05:30, no daylight saving), en-IN, only at the edge.
 */

/** India has no daylight saving: IST is always UTC+05:30. */
export const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

type Instant = Date | string | number | null | undefined;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The Date of an instant (Date, ISO string or epoch ms), or null when it is missing or invalid. */
function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Month names as Intl's en-IN and hi-IN print them (a property test holds the tables to Intl). */
const MONTHS = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
    long: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
  },
  hi: {
    short: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'],
    long: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  },
} as const;

/**
 * The display formats of a language, en-IN or hi-IN (Hindi month names, Latin digits), built by
 * hand from the fixed offset: what Intl.DateTimeFormat prints in Asia/Kolkata, without building one.
 * The first Intl date formatter of a page loads the locale's and the time zone's data, ~100 ms of a
 * budget phone's main thread inside the render that shows the first dates.
 */
function formattersOf(language: 'en' | 'hi') {
  const { short, long } = MONTHS[language];
  /** The IST wall clock of an instant, read off a Date shifted by the offset. */
  const wall = (d: Date) => {
    const t = new Date(d.getTime() + IST_OFFSET_MS);
    const h = t.getUTCHours();
    return {
      day: t.getUTCDate(),
      month: t.getUTCMonth(),
      year: t.getUTCFullYear(),
      h12: h % 12 === 0 ? 12 : h % 12,
      minute: pad2(t.getUTCMinutes()),
      second: pad2(t.getUTCSeconds()),
      period: h < 12 ? 'am' : 'pm',
    };
  };
  /** `22 Nov 2026` ('22 नव॰ 2026'). */
  const dateMedium = (d: Date) => {
    const w = wall(d);
    return `${w.day} ${short[w.month]} ${w.year}`;
  };
  /** `3:05 pm`. */
  const timeShort = (d: Date) => {
    const w = wall(d);
    return `${w.h12}:${w.minute} ${w.period}`;
  };
  return {
    dateMedium,
    timeShort,
    /** `22 Nov 2026, 3:05 pm`. */
    dateTime: (d: Date) => `${dateMedium(d)}, ${timeShort(d)}`,
    /** `22 Nov 2026, 03:05:09 pm`. */
    withSeconds: (d: Date) => {
      const w = wall(d);
      return `${pad2(w.day)} ${short[w.month]} ${w.year}, ${pad2(w.h12)}:${w.minute}:${w.second} ${w.period}`;
    },
    /** `22 November 2026` ('22 नवंबर 2026'). */
    dateLong: (d: Date) => {
      const w = wall(d);
      return `${w.day} ${long[w.month]} ${w.year}`;
    },
  };
}

/**
 * A 'YYYY-MM-DD' calendar date written with `format` (its UTC midnight falls on that day in IST), or
 * the text as it is.
 */
function calendarDay(ymd: string | null | undefined, format: (d: Date) => string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd ?? '');
  if (!m) return ymd || '—';
  return format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

const english = formattersOf('en');
const hindi = formattersOf('hi');
let shown = english;

/**
 * The language of the dates shown: the web app sets Hindi when its user picks it, so
 * months read in Hindi ('24 नव॰ 2026'). The server never calls it: its documents stay en-IN.
 */
export function setIstDisplayLanguage(language: 'en' | 'hi') {
  shown = language === 'hi' ? hindi : english;
}

/**
 * The dates of a document in its recipient's language (API.md "Conventions": the letter of
 * acceptance, mail and SMS go in the member's profile language), whatever the display language is.
 */
export function istFormatsIn(language: 'en' | 'hi') {
  const f = language === 'hi' ? hindi : english;
  return {
    /** `22 Nov 2026, 3:05 pm IST` ('22 नव॰ 2026, 3:05 pm IST'), or '—'. */
    dateTime: (value: Instant) => {
      const d = toDate(value);
      return d ? `${f.dateTime(d)} IST` : '—';
    },
    /** `22 November 2026` ('22 नवंबर 2026'), or '—'. */
    longDay: (value: Instant) => {
      const d = toDate(value);
      return d ? f.dateLong(d) : '—';
    },
    /** A 'YYYY-MM-DD' calendar date as `22 Nov 2026` ('22 नव॰ 2026'), or the text as it is. */
    day: (ymd: string | null | undefined) => calendarDay(ymd, f.dateMedium),
  };
}

/** `22 Nov 2026, 3:05 pm IST`, or '—'. */
export function formatIst(value: Instant): string {
  const d = toDate(value);
  return d ? `${shown.dateTime(d)} IST` : '—';
}

/** `22 Nov 2026, 03:05:09 pm IST` (with seconds, for bid times), or '—'. */
export function formatIstWithSeconds(value: Instant): string {
  const d = toDate(value);
  return d ? `${shown.withSeconds(d)} IST` : '—';
}

/** The IST calendar date: `22 Nov 2026`, or '—'. */
export function formatIstDay(value: Instant): string {
  const d = toDate(value);
  return d ? shown.dateMedium(d) : '—';
}

/** The IST calendar date in full: `22 November 2026`, or '—'. */
export function formatIstLongDay(value: Instant): string {
  const d = toDate(value);
  return d ? shown.dateLong(d) : '—';
}

/** An instant split into its IST date and time ('22 Nov 2026', '3:05 pm IST'), for narrow columns. */
export function formatIstParts(value: Instant): { date: string; time: string } {
  const d = toDate(value);
  return d ? { date: shown.dateMedium(d), time: `${shown.timeShort(d)} IST` } : { date: '—', time: '' };
}

/** A 'YYYY-MM-DD' calendar date as '22 Nov 2026', or the text as it is. */
export function formatDateOnly(ymd: string | null | undefined): string {
  return calendarDay(ymd, shown.dateMedium);
}

/** An ISO instant as IST wall-clock time in the pickers' 'YYYY-MM-DD HH:mm:ss' form; null if missing. */
export function isoToIstWall(iso: string | null | undefined): string | null {
  const d = toDate(iso);
  if (!d) return null;
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())} ${pad2(t.getUTCHours())}:${pad2(t.getUTCMinutes())}:${pad2(t.getUTCSeconds())}`;
}

/** IST wall-clock 'YYYY-MM-DD HH:mm[:ss]' as an ISO instant (UTC); null if it is not such a time. */
export function istWallToIso(wall: string | null | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec((wall ?? '').trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const t =
    Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)) - IST_OFFSET_MS;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

// The report writers format hundreds of thousands of times per file; these build what Intl en-IN
// prints by hand (a property test holds them to Intl's output).

/** `22/11/2025, 06:35:09 am`: what Intl en-IN prints in Asia/Kolkata with seconds and a 12-hour clock. */
export function formatIstNumeric(d: Date): string {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  const h = t.getUTCHours();
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${pad2(t.getUTCDate())}/${pad2(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}, ${pad2(h12)}:${pad2(t.getUTCMinutes())}:${pad2(t.getUTCSeconds())} ${h < 12 ? 'am' : 'pm'}`;
}

/** `22/11/2025`: the IST calendar date. */
export function formatIstNumericDate(d: Date): string {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  return `${pad2(t.getUTCDate())}/${pad2(t.getUTCMonth() + 1)}/${t.getUTCFullYear()}`;
}

/**
 * `2025-11-22T06:35:09.123+05:30`: an instant as ISO-8601 in Indian time, for the reports' JSON,
 * whose time columns are headed "(IST)" like the PDF and Excel (Date.parse reads it back).
 */
export function isoIstDateTime(d: Date): string {
  return `${new Date(d.getTime() + IST_OFFSET_MS).toISOString().slice(0, -1)}+05:30`;
}

/** `2025-11-22`: the IST calendar date, for file names and date fields. */
export function isoIstDate(d: Date): string {
  const t = new Date(d.getTime() + IST_OFFSET_MS);
  return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}`;
}
