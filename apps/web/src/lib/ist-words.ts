import { IST_OFFSET_MS } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';

/** Which end of a time span an instant is, so the words say "starts in" or "ended … ago". */
export type IstMoment = 'start' | 'end';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The words of the span and clock in each language (Hindi: the month names Hindi papers print). */
const UNITS = {
  en: { min: 'min', h: 'h', days: 'days', months: MONTHS },
  hi: {
    min: 'मिनट',
    h: 'घंटे',
    days: 'दिन',
    months: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
  },
} as const;

/** A span in plain words: '2 min', '3 h 10 min', '1 day 4 h', '12 days' (Hindi: '2 मिनट', '3 घंटे 10 मिनट'). */
export function spanInWords(ms: number, lang: Language = 'en'): string {
  const u = UNITS[lang];
  const minutes = Math.round(Math.abs(ms) / MINUTE);
  if (minutes < 60) return `${minutes} ${u.min}`;
  if (minutes < (2 * DAY) / MINUTE) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? `${h} ${u.h}` : `${h} ${u.h} ${m} ${u.min}`;
  }
  const days = Math.floor(Math.abs(ms) / DAY);
  const h = Math.floor((Math.abs(ms) % DAY) / HOUR);
  if (days >= 7 || h === 0) return `${days} ${u.days}`;
  return `${days} ${u.days} ${h} ${u.h}`;
}

/** The IST wall clock of an instant in words: '24 Nov, 1:30 pm IST' (with the year when not this year's). */
export function istClockInWords(at: number, now: number, lang: Language = 'en'): string {
  const w = new Date(at + IST_OFFSET_MS);
  const n = new Date(now + IST_OFFSET_MS);
  const h24 = w.getUTCHours();
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const mm = String(w.getUTCMinutes()).padStart(2, '0');
  const year = w.getUTCFullYear() === n.getUTCFullYear() ? '' : ` ${w.getUTCFullYear()}`;
  return `${w.getUTCDate()} ${UNITS[lang].months[w.getUTCMonth()]}${year}, ${h12}:${mm} ${h24 < 12 ? 'am' : 'pm'} IST`;
}

const VERBS: Record<IstMoment | 'none', { now: string; future: string; past: string }> = {
  start: { now: 'starts now', future: 'starts in', past: 'started' },
  end: { now: 'ends now', future: 'ends in', past: 'ended' },
  none: { now: 'now', future: 'in', past: '' },
};
/** Hindi puts the verb after the span: '2 मिनट में शुरू', '3 घंटे पहले ख़त्म हुई'. */
const HINDI_VERBS: Record<IstMoment | 'none', { now: string; future: string; past: string }> = {
  start: { now: 'अभी शुरू', future: '{{span}} में शुरू', past: '{{span}} पहले शुरू हुई' },
  end: { now: 'अभी ख़त्म', future: '{{span}} में ख़त्म', past: '{{span}} पहले ख़त्म हुई' },
  none: { now: 'अभी', future: '{{span}} में', past: '{{span}} पहले' },
};

/**
 * A chosen date-time in words, so a slip of the picker shows before it is saved:
 * 'starts in 2 min, 24 Nov, 1:30 pm IST', 'ended 3 h ago, 24 Nov, 1:30 am IST'.
 */
export function istMomentInWords(
  iso: string | null | undefined,
  now: number,
  moment?: IstMoment,
  lang: Language = 'en',
): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return '';
  const diff = at - now;
  const clock = istClockInWords(at, now, lang);
  if (lang === 'hi') {
    const h = HINDI_VERBS[moment ?? 'none'];
    const span = spanInWords(diff, 'hi');
    const said = Math.abs(diff) < 30_000 ? h.now : (diff > 0 ? h.future : h.past).replace('{{span}}', span);
    return `${said}, ${clock}`;
  }
  const v = VERBS[moment ?? 'none'];
  if (Math.abs(diff) < 30_000) return `${v.now}, ${clock}`;
  if (diff > 0) return `${v.future} ${spanInWords(diff)}, ${clock}`;
  return `${v.past ? `${v.past} ` : ''}${spanInWords(diff)} ago, ${clock}`;
}
