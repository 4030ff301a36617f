/** IST is UTC+05:30 all year; the date-time pickers show Indian time. */
export const IST_MS = 330 * 60_000;

const MONTHS = [
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
];

/** IST wall-clock parts of an instant, as the pickers show and name them. */
export function istParts(at: number | Date) {
  const w = new Date((typeof at === 'number' ? at : at.getTime()) + IST_MS);
  const h24 = w.getUTCHours();
  return {
    /** The calendar day button's name, e.g. '22 November 2026'. */
    day: `${w.getUTCDate()} ${MONTHS[w.getUTCMonth()]} ${w.getUTCFullYear()}`,
    h24,
    hours: String(h24 % 12 === 0 ? 12 : h24 % 12).padStart(2, '0'),
    minutes: String(w.getUTCMinutes()).padStart(2, '0'),
    amPm: h24 < 12 ? 'am' : 'pm',
  };
}
