import { IST_OFFSET_MS } from '@neelami/shared/ist';

/** Which end of a time span an instant is, so the words say "starts in" or "ended … ago". */
export type IstMoment = 'start' | 'end';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A span in plain words: '2 min', '3 h 10 min', '1 day 4 h', '12 days'. */
export function spanInWords(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < (2 * DAY) / MINUTE) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const days = Math.floor(Math.abs(ms) / DAY);
  const h = Math.floor((Math.abs(ms) % DAY) / HOUR);
  if (days >= 7 || h === 0) return `${days} days`;
  return `${days} days ${h} h`;
}

/** The IST wall clock of an instant in words: '24 Nov, 1:30 pm IST' (with the year when not this year's). */
export function istClockInWords(at: number, now: number): string {
  const w = new Date(at + IST_OFFSET_MS);
  const n = new Date(now + IST_OFFSET_MS);
  const h24 = w.getUTCHours();
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  const mm = String(w.getUTCMinutes()).padStart(2, '0');
  const year = w.getUTCFullYear() === n.getUTCFullYear() ? '' : ` ${w.getUTCFullYear()}`;
  return `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]}${year}, ${h12}:${mm} ${h24 < 12 ? 'am' : 'pm'} IST`;
}

const VERBS: Record<IstMoment | 'none', { now: string; future: string; past: string }> = {
  start: { now: 'starts now', future: 'starts in', past: 'started' },
  end: { now: 'ends now', future: 'ends in', past: 'ended' },
  none: { now: 'now', future: 'in', past: '' },
};

/**
 * A chosen date-time in words, so a slip of the picker shows before it is saved:
 * 'starts in 2 min, 24 Nov, 1:30 pm IST', 'ended 3 h ago, 24 Nov, 1:30 am IST'.
 */
export function istMomentInWords(iso: string | null | undefined, now: number, moment?: IstMoment): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return '';
  const v = VERBS[moment ?? 'none'];
  const diff = at - now;
  const clock = istClockInWords(at, now);
  if (Math.abs(diff) < 30_000) return `${v.now}, ${clock}`;
  if (diff > 0) return `${v.future} ${spanInWords(diff)}, ${clock}`;
  return `${v.past ? `${v.past} ` : ''}${spanInWords(diff)} ago, ${clock}`;
}
