import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SALE_TERMS,
  endOfIstDay,
  parseQuantityMilli,
  percentOf,
  plainQuantityMilli,
  roundToRupee,
  saleFigures,
  unitOfQuantityText,
} from './sale-figures';

const at = new Date('2026-11-20T20:00:00Z'); // 21 Nov 2026, 1:30 am IST

describe('sale figures', () => {
  it('values a per-MT lot at rate × quantity, with GST, TCS on the GST-inclusive value, and the EMD adjusted', () => {
    const r = saleFigures({
      bidAmount: 32_000_00,
      bidBasis: 'unit',
      quantityText: '250',
      unit: 'MT',
      terms: DEFAULT_SALE_TERMS,
      emdHold: 5_00_000_00,
      at,
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.figures.saleValue).toBe(80_00_000_00);
    expect(r.figures.gst).toBe(14_40_000_00);
    expect(r.figures.tcs).toBe(94_400_00);
    expect(r.figures.total).toBe(95_34_400_00);
    expect(r.figures.emdAdjusted).toBe(5_00_000_00);
    expect(r.figures.balanceDue).toBe(90_34_400_00);
    expect(r.figures.unit).toBe('MT');
    expect(r.figures.quantityMilli).toBe(250_000);
    // awarded on 21 Nov IST (20 Nov in UTC): due seven IST days later
    expect(r.figures.dueDate).toBe('2026-11-28');
  });

  it('takes a lot bid as the total, and one lot when the quantity names no number', () => {
    const r = saleFigures({
      bidAmount: 1_00_001_49,
      bidBasis: 'lot',
      quantityText: 'Assorted motors',
      unit: '',
      terms: DEFAULT_SALE_TERMS,
      emdHold: 0,
      at,
    });
    expect(r.ok && r.figures).toMatchObject({ saleValue: 1_00_001_00, quantityMilli: 1000, unit: 'lot' });
  });

  it('refuses to value a per-unit lot without a numeric quantity', () => {
    const r = saleFigures({
      bidAmount: 100,
      bidBasis: 'unit',
      quantityText: 'some',
      unit: 'MT',
      terms: DEFAULT_SALE_TERMS,
      emdHold: 0,
      at,
    });
    expect(r).toEqual({ ok: false, reason: 'NO_NUMERIC_QUANTITY' });
  });

  it('rounds to the rupee, fifty paise upwards', () => {
    expect(roundToRupee(149)).toBe(100);
    expect(roundToRupee(150)).toBe(200);
    expect(percentOf(1_00_50, 18)).toBe(1800); // 18.09 → 18
    expect(percentOf(1_03_00, 2.5)).toBe(300); // 2.575 → 3
  });

  it('reads the quantity text', () => {
    expect(parseQuantityMilli('250 MT')).toBe(250_000);
    expect(parseQuantityMilli('1,200.5')).toBe(1_200_500);
    expect(parseQuantityMilli('Assorted')).toBeNull();
    expect(parseQuantityMilli('0')).toBeNull();
    expect(unitOfQuantityText('250 MT')).toBe('MT');
    expect(unitOfQuantityText('12.5MT')).toBe('MT');
    expect(unitOfQuantityText('40')).toBe('');
    expect(unitOfQuantityText('1,200')).toBe('');
  });

  it('finding 5: never reads an exponent, a range or a fourth decimal as a smaller number', () => {
    for (const text of [
      '1e3',
      '1E3',
      '1.5e3',
      '10-12',
      '10 - 12',
      '10–12',
      '10 to 12 MT',
      '0.0005',
      '-5',
      '0',
      'ten',
      '250.',
      '1.2.3',
      '3 trucks and 2 cranes',
    ]) {
      expect(parseQuantityMilli(text), text).toBeNull();
      expect(plainQuantityMilli(text), text).toBeNull();
    }
    expect(unitOfQuantityText('1e3')).toBe('');
    expect(unitOfQuantityText('10-12')).toBe('');
    // A unit lot's value is refused, not a thousand times too small.
    const r = saleFigures({
      bidAmount: 100_00,
      bidBasis: 'unit',
      quantityText: '1e3',
      unit: 'kg',
      terms: DEFAULT_SALE_TERMS,
      emdHold: 0,
      at,
    });
    expect(r).toEqual({ ok: false, reason: 'NO_NUMERIC_QUANTITY' });
    // A plain quantity and a number with its unit still read as before.
    expect(plainQuantityMilli(' 0.125 ')).toBe(125);
    expect(plainQuantityMilli('12.5')).toBe(12_500);
    expect(plainQuantityMilli('250 MT')).toBeNull();
    expect(parseQuantityMilli('2 trucks of mixed scrap')).toBe(2000);
    expect(unitOfQuantityText('2 trucks of mixed scrap')).toBe('trucks of mixed scrap');
  });

  it('finding 5: a plain quantity is read exactly, in thousandths, as text and with its unit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom('', ' MT', 'kg', ' nos'),
        (whole, frac, decimals, unit) => {
          const digits = String(frac).padStart(3, '0').slice(0, decimals);
          const text = decimals ? `${whole}.${digits}` : String(whole);
          const milli = whole * 1000 + Number(digits.padEnd(3, '0'));
          const expected = milli > 0 ? milli : null;
          expect(plainQuantityMilli(text)).toBe(expected);
          expect(parseQuantityMilli(text + unit)).toBe(expected);
          // Whatever follows a number and holds another number is no quantity.
          expect(parseQuantityMilli(`${text}e${decimals + 1}`)).toBeNull();
          expect(parseQuantityMilli(`${text}-${whole + 1}`)).toBeNull();
          // … nor is a fourth decimal.
          if (decimals === 3) expect(parseQuantityMilli(`${text}7`)).toBeNull();
        },
      ),
    );
  });

  it('ends an IST day at midnight IST', () => {
    expect(endOfIstDay('2026-11-28').toISOString()).toBe('2026-11-28T18:30:00.000Z');
  });

  it('every figure but an EMD with paise is whole rupees, and the balance is the total less the EMD', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_00_00_000_00 }),
        fc.constantFrom<'lot' | 'unit'>('lot', 'unit'),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 2800 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 1_00_00_000_00 }),
        (bid, basis, qtyMilli, gstBp, tcsBp, hold) => {
          const r = saleFigures({
            bidAmount: bid,
            bidBasis: basis,
            quantityText: String(qtyMilli / 1000),
            unit: 'MT',
            terms: { gstRate: gstBp / 100, tcsRate: tcsBp / 100, paymentDays: 7, liftingDays: 30 },
            emdHold: hold,
            at,
          });
          if (!r.ok) return false;
          const f = r.figures;
          for (const v of [f.saleValue, f.gst, f.tcs, f.total]) expect(v % 100).toBe(0);
          expect(f.total).toBe(f.saleValue + f.gst + f.tcs);
          expect(f.balanceDue).toBe(f.total - f.emdAdjusted);
          expect(f.balanceDue).toBeGreaterThanOrEqual(0);
          expect(f.emdAdjusted).toBeLessThanOrEqual(hold);
          return true;
        },
      ),
    );
  });
});
