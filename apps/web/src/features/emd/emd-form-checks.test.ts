import { emdMessages } from '@neelami/shared/emd';
import { describe, expect, it } from 'vitest';
import { checkAmount, checkUtr, required } from './emd-form-checks';

describe('checkAmount', () => {
  it('takes whole rupees and rupees with paise', () => {
    expect(checkAmount(50000)).toBeNull();
    expect(checkAmount('1250.50')).toBeNull();
    expect(checkAmount(1.15)).toBeNull();
    expect(checkAmount(0.01)).toBeNull();
  });
  it('says what is wrong with a missing, non-positive or sub-paisa amount', () => {
    expect(checkAmount('')).toBe(required);
    expect(checkAmount(0)).toBe(emdMessages.amountPositive);
    expect(checkAmount(-5)).toBe(emdMessages.amountPositive);
    expect(checkAmount('abc')).toBe(emdMessages.amountPaise);
    expect(checkAmount(1.155)).toBe(emdMessages.amountPaise);
  });
  it('refuses more than the maximum', () => {
    expect(checkAmount(100, 100)).toBeNull();
    expect(checkAmount(100.01, 100)).toBe('The refund is more than your available EMD by ₹0.01.');
    expect(checkAmount(25000, 20000)).toBe('The refund is more than your available EMD by ₹5,000.');
    expect(checkAmount(20000, 20000)).toBeNull();
  });
});

describe('checkUtr', () => {
  it('takes 6 to 30 letters and digits in either case', () => {
    expect(checkUtr('sbin0000123456')).toBeNull();
    expect(checkUtr(' UTIBR52026112300012345 ')).toBeNull();
  });
  it('refuses a blank, short or punctuated UTR', () => {
    expect(checkUtr('  ')).toBe(required);
    expect(checkUtr('AB12')).toBe(emdMessages.utr);
    expect(checkUtr('SBIN-000123')).toBe(emdMessages.utr);
  });
});
