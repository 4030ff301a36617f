import { describe, expect, it } from 'vitest';
import { standingOf, statusAt } from './member-standing';

const now = new Date('2026-11-29T10:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe('standingOf', () => {
  it('is good without a default in the last 365 days', () => {
    expect(standingOf([daysAgo(366)], null, now)).toEqual({ status: 'good', until: null });
  });

  it('puts one default on probation for 365 days from it', () => {
    expect(standingOf([daysAgo(10)], null, now)).toEqual({ status: 'probation', until: daysAgo(10 - 365) });
  });

  it('suspends on the second default within the year', () => {
    expect(standingOf([daysAgo(300), daysAgo(1)], null, now).status).toBe('suspended');
    expect(standingOf([daysAgo(400), daysAgo(1)], null, now).status).toBe('probation');
  });

  it('keeps probation after a lift, and suspends again on a default after it', () => {
    expect(standingOf([daysAgo(20), daysAgo(10)], daysAgo(5), now).status).toBe('probation');
    expect(standingOf([daysAgo(20), daysAgo(10), daysAgo(2)], daysAgo(5), now).status).toBe('suspended');
  });
});

describe('statusAt', () => {
  it('ends a probation at its until, never a suspension', () => {
    expect(statusAt({ status: 'probation', until: daysAgo(1) }, now)).toBe('good');
    expect(statusAt({ status: 'probation', until: daysAgo(-1) }, now)).toBe('probation');
    expect(statusAt({ status: 'suspended', until: null }, now)).toBe('suspended');
    expect(statusAt(null, now)).toBe('good');
  });
});
