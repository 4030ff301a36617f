import { describe, expect, it } from 'vitest';
import { fromIstWall, toIstWall } from './ist-wall';

describe('IST wall-clock conversion', () => {
  it('shows a UTC instant as Indian time', () => {
    expect(toIstWall(Date.parse('2025-03-01T18:45:10Z'))).toBe('2025-03-02 00:15:10');
  });
  it('reads Indian time back to the same instant', () => {
    expect(new Date(fromIstWall('2025-03-02 00:15:10')).toISOString()).toBe('2025-03-01T18:45:10.000Z');
    expect(new Date(fromIstWall('2025-03-02 00:15')).toISOString()).toBe('2025-03-01T18:45:00.000Z');
  });
  it('round-trips whole seconds', () => {
    for (const t of [0, 1_700_000_000_000, Date.parse('2030-12-31T23:59:59Z')]) {
      expect(fromIstWall(toIstWall(t))).toBe(t);
    }
  });
  it('refuses what is not a date and time', () => {
    expect(fromIstWall('tomorrow')).toBeNaN();
  });
});
