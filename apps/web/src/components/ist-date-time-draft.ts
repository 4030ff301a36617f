/**
 * The IST date-time picker's value as pure functions (SPEC §9: month/day/year h:mm am/pm, IST):
 * what its button shows, the draft of an open picker, and the draft as an ISO instant.
 */
import { isoToIstWall, istWallToIso } from '@neelami/shared/ist';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The picker's value as the button shows it: 11/24/2026 01:19 am (SPEC §2 month/day/year hour:minute am/pm). */
export function shownValue(iso: string | null | undefined): string {
  const wall = isoToIstWall(iso ?? null);
  if (!wall) return '';
  const [, y, mo, d, h, mi] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(wall) ?? [];
  const h24 = Number(h);
  return `${mo}/${d}/${y} ${pad2(h24 % 12 === 0 ? 12 : h24 % 12)}:${mi} ${h24 < 12 ? 'am' : 'pm'}`;
}

/** The draft of an open picker: the IST day, and the time exactly as typed. */
export interface Draft {
  day: string | null;
  hours: string;
  minutes: string;
  amPm: 'am' | 'pm';
}

export function draftOf(iso: string | null | undefined): Draft {
  const wall = isoToIstWall(iso ?? null);
  if (!wall) return { day: null, hours: '', minutes: '', amPm: 'am' };
  const h24 = Number(wall.slice(11, 13));
  return {
    day: wall.slice(0, 10),
    hours: pad2(h24 % 12 === 0 ? 12 : h24 % 12),
    minutes: wall.slice(14, 16),
    amPm: h24 < 12 ? 'am' : 'pm',
  };
}

/** The draft as an ISO instant, or the reason it is not one yet. */
export function draftToIso(
  d: Draft,
): { iso: string } | { error: 'picker.chooseDay' | 'picker.hourRange' | 'picker.minuteRange' } {
  if (!d.day) return { error: 'picker.chooseDay' };
  const h = d.hours === '' ? Number.NaN : Number(d.hours);
  if (!Number.isInteger(h) || h < 1 || h > 12) return { error: 'picker.hourRange' };
  const m = d.minutes === '' ? 0 : Number(d.minutes);
  if (!Number.isInteger(m) || m < 0 || m > 59) return { error: 'picker.minuteRange' };
  const h24 = (h % 12) + (d.amPm === 'pm' ? 12 : 0);
  const iso = istWallToIso(`${d.day} ${pad2(h24)}:${pad2(m)}`);
  return iso ? { iso } : { error: 'picker.chooseDay' };
}

/** A typed hour or minute: its digits, two at most. */
export const digits = (s: string) => s.replace(/\D/g, '').slice(0, 2);
