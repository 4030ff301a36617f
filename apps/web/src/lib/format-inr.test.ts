import { describe, expect, it } from 'vitest';
import { formatInr, formatIstDateTime } from './format-inr';

describe('formatInr', () => {
  it('groups rupees the Indian way with the rupee sign and no paise', () => {
    expect(formatInr(125000)).toBe('₹1,25,000');
    expect(formatInr(10_00_00_000)).toBe('₹10,00,00,000');
  });
  it('shows a dash for a missing amount', () => {
    expect(formatInr(null)).toBe('—');
    expect(formatInr(undefined)).toBe('—');
  });
});

describe('formatIstDateTime', () => {
  it('shows UTC instants in Indian time', () => {
    expect(formatIstDateTime('2025-03-01T06:30:00Z')).toMatch(/01 Mar 2025.*12:00:00\s?pm IST/i);
  });
  it('shows a dash for nothing or garbage', () => {
    expect(formatIstDateTime(null)).toBe('—');
    expect(formatIstDateTime('nope')).toBe('—');
  });
});
