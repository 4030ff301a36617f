import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours';

// 22:00–07:00 IST is 16:30–01:30 UTC.
const night = { from: '22:00', to: '07:00' };

describe('quiet hours (IST)', () => {
  it('hold a send made at 23:15 IST until 07:00 IST the next morning', () => {
    expect(quietUntil(night, new Date('2026-11-29T17:45:00Z'))?.toISOString()).toBe(
      '2026-11-30T01:30:00.000Z',
    );
  });
  it('hold a send made at 05:00 IST until 07:00 IST that morning', () => {
    expect(quietUntil(night, new Date('2026-11-28T23:30:00Z'))?.toISOString()).toBe(
      '2026-11-29T01:30:00.000Z',
    );
  });
  it('do not hold a send at 07:00 or at noon IST, nor without quiet hours', () => {
    expect(quietUntil(night, new Date('2026-11-29T01:30:00Z'))).toBeNull();
    expect(quietUntil(night, new Date('2026-11-29T06:30:00Z'))).toBeNull();
    expect(quietUntil(null, new Date('2026-11-29T17:45:00Z'))).toBeNull();
  });
  it('hold within a window that does not cross midnight (13:00–14:00)', () => {
    const lunch = { from: '13:00', to: '14:00' };
    expect(quietUntil(lunch, new Date('2026-11-29T07:45:00Z'))?.toISOString()).toBe(
      '2026-11-29T08:30:00.000Z',
    );
    expect(quietUntil(lunch, new Date('2026-11-29T08:30:00Z'))).toBeNull();
  });
});
