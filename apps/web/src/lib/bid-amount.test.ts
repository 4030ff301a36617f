import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScreenStrings, setLanguage } from '../i18n/i18n';
import {
  bidInWords,
  formatBid,
  formatRate,
  isPerUnit,
  lotValueOf,
  lotValueText,
  rateUnit,
} from './bid-amount';

const hms = { bidBasis: 'unit' as const, unit: 'MT', quantityOrTypesOfTrunk: '250' };
const whole = { bidBasis: 'lot' as const, unit: 'MT', quantityOrTypesOfTrunk: '250' };

// The per-unit words are strings of the screens, loaded with them (i18n/en-screens.ts).
beforeAll(() => loadScreenStrings());

describe('formatBid', () => {
  it('says a per-unit bid is per unit and gives the lot value beside it', () => {
    expect(formatBid(32000, hms)).toBe('₹32,000/MT (lot ₹80,00,000)');
    expect(formatRate(32000, hms)).toBe('₹32,000/MT');
    expect(lotValueText(32000, hms)).toBe('lot ₹80,00,000');
  });

  it('shows a whole-lot bid as the amount alone, as before', () => {
    expect(formatBid(3200000, whole)).toBe('₹32,00,000');
    expect(formatRate(3200000, whole)).toBe('₹32,00,000');
    expect(lotValueText(3200000, whole)).toBeNull();
    // An answer without bidBasis is a whole-lot bid.
    expect(formatBid(5000, { unit: 'MT', quantityOrTypesOfTrunk: '2' })).toBe('₹5,000');
  });

  it('shows a dash for no amount, and no lot value when the quantity is not a number', () => {
    expect(formatBid(null, hms)).toBe('—');
    expect(formatBid(undefined, whole)).toBe('—');
    expect(formatBid(4500, { ...hms, quantityOrTypesOfTrunk: 'Assorted' })).toBe('₹4,500/MT');
  });

  it('values the lot as the sale does: rate × quantity rounded to the rupee', () => {
    expect(lotValueOf(32000, hms)).toBe(8000000);
    expect(lotValueOf(1234.5, { ...hms, quantityOrTypesOfTrunk: '12.5 MT' })).toBe(15431);
    expect(lotValueOf(999, { ...hms, quantityOrTypesOfTrunk: '1,200' })).toBe(1198800);
    expect(lotValueOf(3200000, whole)).toBe(3200000);
    expect(lotValueOf(null, hms)).toBeNull();
  });

  it('takes the unit from the quantity text when the unit field is empty', () => {
    expect(rateUnit({ ...hms, unit: '', quantityOrTypesOfTrunk: '40 Nos' })).toBe('Nos');
    expect(rateUnit({ ...hms, unit: ' ', quantityOrTypesOfTrunk: '40' })).toBe('unit');
    expect(formatRate(750, { ...hms, unit: '', quantityOrTypesOfTrunk: '40 Nos' })).toBe('₹750/Nos');
    expect(isPerUnit(hms)).toBe(true);
    expect(isPerUnit(whole)).toBe(false);
  });
});

describe('bidInWords', () => {
  // The language switch marks <html lang>; a bare stand-in is enough outside a browser.
  beforeEach(() => vi.stubGlobal('document', { documentElement: { lang: 'en-IN' } }));
  afterEach(async () => {
    await setLanguage('en');
    vi.unstubAllGlobals();
  });

  it('says the words of a rate are per unit', () => {
    expect(bidInWords(32000, hms)).toBe('Rupees Thirty Two Thousand Only per MT');
    expect(bidInWords(32000, whole)).toBe('Rupees Thirty Two Thousand Only');
  });

  it('in Hindi puts प्रति before the unit and लॉट before the value', async () => {
    await setLanguage('hi');
    expect(bidInWords(32000, hms)).toMatch(/^प्रति MT .*बत्तीस हज़ार/);
    expect(formatBid(32000, hms)).toBe('₹32,000/MT (लॉट ₹80,00,000)');
  });
});
