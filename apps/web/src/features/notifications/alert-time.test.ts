import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n';
import { alertTime, badgeOf } from './alert-time';

describe("the bell's badge", () => {
  it('is hidden at 0, the count up to 99, and 99+ past it', () => {
    expect(badgeOf(0)).toBeNull();
    expect(badgeOf(-1)).toBeNull();
    expect(badgeOf(1)).toBe('1');
    expect(badgeOf(99)).toBe('99');
    expect(badgeOf(100)).toBe('99+');
    expect(badgeOf(4321)).toBe('99+');
  });
});

describe("an alert's time", () => {
  // 24 Nov 2026, 13:30 IST.
  const now = Date.parse('2026-11-24T08:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says just now, minutes ago within the hour, and the IST clock after that', () => {
    expect(alertTime(ago(20_000), now, t, 'en')).toBe('just now');
    expect(alertTime(ago(12 * 60_000), now, t, 'en')).toBe('12 min ago');
    expect(alertTime(ago(3 * 3600_000), now, t, 'en')).toBe('24 Nov, 10:30 am IST');
    expect(alertTime(ago(400 * 86_400_000), now, t, 'en')).toMatch(/ 2025, .* IST$/);
  });

  it('puts the span in Hindi words when Hindi is shown', () => {
    expect(alertTime(ago(12 * 60_000), now, t, 'hi')).toContain('12 मिनट');
  });

  it('is empty for a time it cannot read', () => {
    expect(alertTime('not a time', now, t, 'en')).toBe('');
  });
});
