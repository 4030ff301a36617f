import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, formatPaise, formatRupees, rupeesInWords, toPaise, toRupees } from './money';

const intlInr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

describe('paise and rupees', () => {
  it('converts without float drift', () => {
    expect(toPaise(1250.5)).toBe(125050);
    expect(toPaise(0.29)).toBe(29);
    expect(toRupees(125050)).toBe(1250.5);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e13 }), (p) => toPaise(toRupees(p)) === p));
  });
});

describe('formatRupees', () => {
  it('groups rupees the Indian way, with paise only when there are any', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(10_00_00_000)).toBe('₹10,00,00,000');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(1250.5)).toBe('₹1,250.50');
  });
  it('shows a dash for a missing amount', () => {
    expect(formatRupees(null)).toBe('—');
    expect(formatRupees(undefined)).toBe('—');
    expect(formatRupees(Number.NaN)).toBe('—');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('—');
  });
  // Intl en-IN INR: whole rupees without paise, any other amount with two decimals.
  const intlWhole = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
  });
  const intlPaise = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  });
  const intl = (r: number) => (Number.isInteger(r) ? intlWhole : intlPaise).format(r);
  it('prints every amount exactly as Intl en-IN does, paise rounded as Intl rounds them', () => {
    for (const r of [
      0,
      -0,
      1,
      -1,
      999,
      1000,
      0.5,
      0.005,
      0.015,
      1.005,
      2.675,
      1250.5,
      -0.001,
      99999.995,
      2 ** 53,
      1e21,
      -3e25,
    ]) {
      expect(formatRupees(r), String(r)).toBe(intl(r));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (r) => formatRupees(r) === intl(r)),
      {
        numRuns: 2000,
      },
    );
    // Paise, and the halves between them, where rounding decides.
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), fc.integer({ min: 0, max: 999 }), (r, m) => {
        const amount = r + m / 1000;
        return formatRupees(amount) === intl(amount);
      }),
      { numRuns: 5000 },
    );
    fc.assert(
      fc.property(fc.double({ min: -1e16, max: 1e16, noNaN: true }), (r) => formatRupees(r) === intl(r)),
      { numRuns: 5000 },
    );
  });
});

describe('report formats (built by hand for speed)', () => {
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
});

describe('rupeesInWords (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1_00, 'Rupees One Only'],
    [19_00, 'Rupees Nineteen Only'],
    [105_00, 'Rupees One Hundred Five Only'],
    [1_05_000_00, 'Rupees One Lakh Five Thousand Only'],
    [12_34_567_00, 'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Only'],
    [3_00_00_000_00, 'Rupees Three Crore Only'],
    [
      1_23_45_67_890_00,
      'Rupees One Hundred Twenty Three Crore Forty Five Lakh Sixty Seven Thousand Eight Hundred Ninety Only',
    ],
    [
      12_34_56_78_900_00,
      'Rupees One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred Only',
    ],
    [100_50, 'Rupees One Hundred and Fifty Paise Only'],
  ])('%i paise → %s', (paise, words) => {
    expect(rupeesInWords(paise)).toBe(words);
  });

  it('refuses fractions and negatives', () => {
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
  });
});
