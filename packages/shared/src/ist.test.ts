import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDateOnly,
  formatIst,
  formatIstNumeric,
  formatIstNumericDate,
  formatIstParts,
  formatIstWithSeconds,
  isoIstDate,
  isoIstDateTime,
  isoToIstWall,
  istWallToIso,
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
