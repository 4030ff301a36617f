import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contentDisposition,
  fileNamePart,
  formatCount,
  formatIstDate,
  formatIstDateTime,
  formatPaise,
  isoIstDate,
  isoIstDateTime,
} from './format';

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
const intlInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

// Dates from 2001 to 2099 (four-digit years, as reports will see).
const dates = fc.date({
  min: new Date('2001-01-01T00:00:00Z'),
  max: new Date('2099-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('report formatting', () => {
  it('prints IST date-times exactly as Intl en-IN does', () => {
    fc.assert(
      fc.property(dates, (d) => formatIstDateTime(d) === intlDateTime.format(d)),
      { numRuns: 5000 },
    );
    expect(formatIstDateTime(new Date('2025-11-21T18:35:00Z'))).toBe('22/11/2025, 12:05:00 am');
    expect(formatIstDateTime(new Date('2025-11-22T06:35:09Z'))).toBe('22/11/2025, 12:05:09 pm');
  });

  it('prints IST dates as Intl en-IN does, and ISO dates of the IST day', () => {
    fc.assert(
      fc.property(dates, (d) => formatIstDate(d) === intlDate.format(d)),
      { numRuns: 2000 },
    );
    expect(isoIstDate(new Date('2025-11-21T18:30:00Z'))).toBe('2025-11-22');
    expect(isoIstDate(new Date('2025-11-21T18:29:59Z'))).toBe('2025-11-21');
  });

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

  it('prints paise as ₹ with Indian grouping exactly as Intl en-IN does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (p) => formatPaise(p) === intlInr.format(p / 100)),
      { numRuns: 5000 },
    );
    expect(formatPaise(12_345_678_950)).toBe('₹12,34,56,789.50');
    expect(formatPaise(100_000_00)).toBe('₹1,00,000.00');
    expect(formatPaise(5)).toBe('₹0.05');
  });

  it('groups counts the Indian way', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n) === intlCount.format(n)),
    );
  });

  it('makes safe file names and a Content-Disposition with an ASCII and a UTF-8 name', () => {
    expect(fileNamePart('Steel  Scrap / Auction: Nov "25"')).toBe('Steel-Scrap-Auction-Nov-25');
    expect(fileNamePart('///')).toBe('Event');
    expect(contentDisposition('BidLogReport_Lot_2025-11-22.pdf')).toBe(
      `attachment; filename="BidLogReport_Lot_2025-11-22.pdf"; filename*=UTF-8''BidLogReport_Lot_2025-11-22.pdf`,
    );
    expect(contentDisposition('Rapport_é.xlsx')).toContain(`filename*=UTF-8''Rapport_%C3%A9.xlsx`);
  });
});
