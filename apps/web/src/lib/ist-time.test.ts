import { describe, expect, it } from 'vitest';
import {
  formatDateOnly,
  formatIst,
  formatIstParts,
  formatRupees,
  isoToIstWall,
  istWallToIso,
} from './ist-time';

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
  it('shows IST in en-IN and rupees with Indian grouping', () => {
    expect(formatIst('2026-11-22T09:35:00.000Z')).toBe('22 Nov 2026, 3:05 pm IST');
    expect(formatIst(undefined)).toBe('—');
    expect(formatRupees(1234567)).toBe('₹12,34,567');
    expect(formatRupees(null)).toBe('—');
    expect(formatDateOnly('2026-11-20')).toBe('20 Nov 2026');
    expect(formatIstParts('2026-11-22T20:00:00.000Z')).toEqual({ date: '23 Nov 2026', time: '1:30 am IST' });
  });
});
