import { describe, expect, it } from 'vitest';
import { gstinCheckChar, hasGstinCheckChar, isGstinPattern, isPanPattern } from './tax-ids';

describe('PAN and GSTIN', () => {
  it('takes the published example GSTINs and refuses a mistyped character', () => {
    // GSTN's own example GSTIN and one printed on public invoices.
    for (const g of ['27AAPFU0939F1ZV', '27AAACR5055K1Z7']) {
      expect(isGstinPattern(g)).toBe(true);
      expect(hasGstinCheckChar(g)).toBe(true);
    }
    expect(hasGstinCheckChar('27AAACR5055K1Z8')).toBe(false);
    expect(hasGstinCheckChar('27AAACR5505K1Z7')).toBe(false);
    expect(gstinCheckChar('27AAACR5055K1Z')).toBe('7');
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });

  it('checks a PAN’s shape and the holder letter', () => {
    expect(isPanPattern('AAACR5055K')).toBe(true);
    expect(isPanPattern('ABCPS1234K')).toBe(true);
    expect(isPanPattern('AAAXR5055K')).toBe(false);
    expect(isPanPattern('AAACR505KK')).toBe(false);
    expect(isPanPattern('1AACR5055K')).toBe(false);
    expect(isGstinPattern('27AAACR5055K0Z8')).toBe(false);
    expect(isGstinPattern('27AAACR5055K1X7')).toBe(false);
  });
});
