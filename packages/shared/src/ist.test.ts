import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateOnly,
  formatIst,
  formatIstDay,
  formatIstLongDay,
  formatIstNumeric,
  formatIstNumericDate,
  formatIstParts,
  formatIstWithSeconds,
  isoIstDate,
  isoIstDateTime,
  isoToIstWall,
  istFormatsIn,
  istWallToIso,
  setIstDisplayLanguage,
} from './ist';

const intlDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
});
const intlDate = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
// Dates from 2001 to 2099 (four-digit years, as reports will see).
const dates = fc.date({
  min: new Date('2001-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('IST wall time for the pickers', () => {
  it('turns a UTC instant into IST wall time and back', () => {
    expect(isoToIstWall('2026-11-22T09:35:00.000Z')).toBe('2026-11-22 15:05:00');
    expect(istWallToIso('2026-11-22 15:05:00')).toBe('2026-11-22T09:35:00.000Z');
    expect(istWallToIso('2026-11-22 15:05')).toBe('2026-11-22T09:35:00.000Z');
  });

  it('crosses midnight correctly', () => {
    expect(isoToIstWall('2026-12-31T20:00:00.000Z')).toBe('2027-01-01 01:30:00');
    expect(istWallToIso('2027-01-01 01:30:00')).toBe('2026-12-31T20:00:00.000Z');
  });

  it('gives null for missing or malformed values', () => {
    expect(isoToIstWall(null)).toBeNull();
    expect(isoToIstWall('soon')).toBeNull();
    expect(istWallToIso('')).toBeNull();
    expect(istWallToIso('11/22/2026 3:05 PM')).toBeNull();
  });
});

describe('display formats', () => {
  it('shows IST in en-IN', () => {
    expect(formatIst('2026-11-22T09:35:00.000Z')).toBe('22 Nov 2026, 3:05 pm IST');
    expect(formatIst(undefined)).toBe('—');
    expect(formatDateOnly('2026-11-20')).toBe('20 Nov 2026');
    expect(formatIstParts('2026-11-22T20:00:00.000Z')).toEqual({ date: '23 Nov 2026', time: '1:30 am IST' });
  });
});

describe('display formats are what Intl prints in Asia/Kolkata, without building an Intl formatter', () => {
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) => {
    const f = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Kolkata', ...options });
    return (d: Date) => f.format(d);
  };
  const formats = (locale: string) => ({
    dateTime: intl(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    withSeconds: intl(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    }),
    day: intl(locale, { dateStyle: 'medium' }),
    longDay: intl(locale, { dateStyle: 'long' }),
    time: intl(locale, { hour: 'numeric', minute: '2-digit', hour12: true }),
  });
  // Every month, both halves of the day and the hours around noon and midnight, then random instants.
  const edges = Array.from(
    { length: 12 * 6 },
    (_, i) =>
      new Date(
        Date.UTC(2026, Math.floor(i / 6), 1 + (i % 28), [18, 19, 6, 7, 0, 12][i % 6]!, 29 + (i % 2), 59),
      ),
  );

  for (const [language, locale] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    it(`shows ${locale} dates and times as Intl does`, () => {
      const expected = formats(locale);
      setIstDisplayLanguage(language);
      try {
        const same = (d: Date) => {
          const ymd = isoIstDate(d);
          const parts = formatIstParts(d);
          expect(formatIst(d)).toBe(`${expected.dateTime(d)} IST`);
          expect(formatIstWithSeconds(d)).toBe(`${expected.withSeconds(d)} IST`);
          expect(formatIstDay(d)).toBe(expected.day(d));
          expect(formatIstLongDay(d)).toBe(expected.longDay(d));
          expect(parts).toEqual({ date: expected.day(d), time: `${expected.time(d)} IST` });
          expect(formatDateOnly(ymd)).toBe(expected.day(d));
          expect(istFormatsIn(language).dateTime(d)).toBe(`${expected.dateTime(d)} IST`);
          expect(istFormatsIn(language).longDay(d)).toBe(expected.longDay(d));
          expect(istFormatsIn(language).day(ymd)).toBe(expected.day(d));
          return true;
        };
        for (const d of edges) same(d);
        fc.assert(fc.property(dates, same), { numRuns: 1000 });
      } finally {
        setIstDisplayLanguage('en');
      }
    });
  }

  it('reads Hindi months in Hindi and English months in English', () => {
    const d = new Date('2026-09-05T09:35:00Z');
    expect(istFormatsIn('hi').dateTime(d)).toBe('5 सित॰ 2026, 3:05 pm IST');
    expect(istFormatsIn('hi').longDay(d)).toBe('5 सितंबर 2026');
    expect(istFormatsIn('en').dateTime(d)).toBe('5 Sept 2026, 3:05 pm IST');
    expect(formatIstWithSeconds('2026-11-21T18:30:05Z')).toBe('22 Nov 2026, 12:00:05 am IST');
  });
});

describe('report formats (built by hand for speed)', () => {
  it('writes ISO-8601 date-times in IST that read back as the same instant', () => {
    fc.assert(
      fc.property(dates, (d) => {
        const s = isoIstDateTime(d);
        return s.endsWith('+05:30') && Date.parse(s) === d.getTime() && s.slice(0, 10) === isoIstDate(d);
      }),
      { numRuns: 2000 },
    );
    expect(isoIstDateTime(new Date('2025-11-21T18:35:00.120Z'))).toBe('2025-11-22T00:05:00.120+05:30');
  });

  it('prints IST date-times exactly as Intl en-IN does', () => {
    fc.assert(
      fc.property(dates, (d) => formatIstNumeric(d) === intlDateTime.format(d)),
      { numRuns: 5000 },
    );
    expect(formatIstNumeric(new Date('2025-11-21T18:35:00Z'))).toBe('22/11/2025, 12:05:00 am');
    expect(formatIstNumeric(new Date('2025-11-22T06:35:09Z'))).toBe('22/11/2025, 12:05:09 pm');
  });

  it('prints IST dates as Intl en-IN does, and ISO dates of the IST day', () => {
    fc.assert(
      fc.property(dates, (d) => formatIstNumericDate(d) === intlDate.format(d)),
      { numRuns: 2000 },
    );
    expect(isoIstDate(new Date('2025-11-21T18:30:00Z'))).toBe('2025-11-22');
    expect(isoIstDate(new Date('2025-11-21T18:29:59Z'))).toBe('2025-11-21');
  });
});

describe('formatIstWithSeconds', () => {
  it('shows UTC instants in Indian time', () => {
    expect(formatIstWithSeconds('2025-03-01T06:30:00Z')).toMatch(/01 Mar 2025.*12:00:00\s?pm IST/i);
  });
  it('shows a dash for nothing or garbage', () => {
    expect(formatIstWithSeconds(null)).toBe('—');
    expect(formatIstWithSeconds('nope')).toBe('—');
  });
});
