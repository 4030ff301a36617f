import { beforeAll, describe, expect, it } from 'vitest';
import { loadScreenStrings } from '../../i18n/i18n';
import { amountInWords, confirmationText, needsConfirmation } from './bid-guard';

const forward = { direction: 'forward' as const, incrementOrDecrement: 100 };
const reverse = { direction: 'reverse' as const, incrementOrDecrement: 100 };

describe('amountInWords', () => {
  it('reads a typed amount in lakh grouping and in words', () => {
    expect(amountInWords('320000')).toBe('₹3,20,000 · Rupees Three Lakh Twenty Thousand Only');
    expect(amountInWords('32000')).toBe('₹32,000 · Rupees Thirty Two Thousand Only');
  });
  it('says nothing for an empty, zero or oversized amount', () => {
    expect(amountInWords('')).toBeNull();
    expect(amountInWords('0')).toBeNull();
    expect(amountInWords('12a')).toBeNull();
    expect(amountInWords('99999999999999')).toBeNull();
  });
});

describe('needsConfirmation', () => {
  it('asks for a ten-times slip and for more than five steps above what is needed', () => {
    expect(needsConfirmation(320_000, 32_000, forward)).toBe(true);
    expect(needsConfirmation(32_600, 32_000, forward)).toBe(true);
  });
  it('lets the needed amount and a few steps more through', () => {
    expect(needsConfirmation(32_000, 32_000, forward)).toBe(false);
    expect(needsConfirmation(32_500, 32_000, forward)).toBe(false);
    expect(needsConfirmation(31_000, 32_000, forward)).toBe(false);
  });
  it('asks for more than 10 % above what is needed when the step is large', () => {
    const bigStep = { direction: 'forward' as const, incrementOrDecrement: 10_000 };
    expect(needsConfirmation(11_500, 10_000, bigStep)).toBe(true);
    expect(needsConfirmation(10_900, 10_000, bigStep)).toBe(false);
  });
  it('looks below what is needed in a reverse auction', () => {
    expect(needsConfirmation(3_200, 32_000, reverse)).toBe(true);
    expect(needsConfirmation(31_600, 32_000, reverse)).toBe(false);
    expect(needsConfirmation(40_000, 32_000, reverse)).toBe(false);
  });
  it('has nothing to compare with when nothing is known to be needed', () => {
    expect(needsConfirmation(320_000, null, forward)).toBe(false);
  });
});

describe('confirmationText', () => {
  beforeAll(() => loadScreenStrings());

  it('names both amounts', () => {
    const text = confirmationText({ kind: 'bid', amount: 320_000, needed: 32_000 }, 'forward');
    expect(text).toContain('₹3,20,000');
    expect(text).toContain('Rupees Three Lakh Twenty Thousand Only');
    expect(text).toContain('₹32,000');
  });
});

describe('on a lot bid per unit', () => {
  const hms = { bidBasis: 'unit' as const, unit: 'MT', quantityOrTypesOfTrunk: '250' };

  it('the words line says the rate is per unit and gives the lot value', () => {
    expect(amountInWords('32000', hms)).toBe(
      '₹32,000/MT (lot ₹80,00,000) · Rupees Thirty Two Thousand Only per MT',
    );
  });

  it('the confirmation names the rate per unit, the lot value and what was needed per unit', () => {
    const text = confirmationText({ kind: 'bid', amount: 320_000, needed: 32_100 }, 'forward', hms);
    expect(text).toBe(
      'You are placing a bid of ₹3,20,000/MT (lot ₹8,00,00,000) (Rupees Three Lakh Twenty Thousand Only per MT). Rank 1 needs only ₹32,100/MT. Bids cannot be withdrawn.',
    );
  });
});
