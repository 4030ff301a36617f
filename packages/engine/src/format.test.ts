import { describe, expect, it } from 'vitest';
import { formatIndianTime, formatRupees } from './format';

describe('rupee amounts in messages', () => {
  it('shows paise as whole rupees with Indian digit grouping', () => {
    expect(formatRupees(10_500_000)).toBe('₹1,05,000');
    expect(formatRupees(100)).toBe('₹1');
    expect(formatRupees(1_234_567_800)).toBe('₹1,23,45,678');
  });

  it('rounds up for minimums and down for maximums, so the amount shown satisfies the rule', () => {
    expect(formatRupees(10_050, 'up')).toBe('₹101');
    expect(formatRupees(10_050, 'down')).toBe('₹100');
    expect(formatRupees(40, 'down')).toBe('₹0');
  });
});

describe('times in messages', () => {
  it('shows times in Indian time', () => {
    expect(formatIndianTime(Date.UTC(2025, 10, 22, 4, 30))).toBe('22 Nov 2025, 10:00 am IST');
  });
});
