import type { Language } from '@neelami/shared/language';
import type { TFunction } from '../../i18n/i18n';
import { istClockInWords, spanInWords } from '../../lib/ist-words';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When an alert came: 'just now', '12 min ago' within the hour, else its IST clock ('24 Nov, 1:30 pm IST'). */
export function alertTime(iso: string, now: number, t: TFunction, lang: Language): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const ago = now - at;
  if (ago < MINUTE) return t('bell.justNow');
  if (ago < HOUR) return t('bell.ago', { span: spanInWords(ago, lang) });
  return istClockInWords(at, now, lang);
}

/** The bell's badge: nothing at 0, the count, and "99+" past 99. */
export const badgeOf = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);
