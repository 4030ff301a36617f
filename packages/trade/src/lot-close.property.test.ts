import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CloseTerms,
  counterInRange,
  decideLotClose,
  type LotClose,
  type LotCloseCommand,
  reserveMet,
  resultAtClose,
} from './lot-close';

const T0 = new Date('2026-12-01T06:00:00Z');
const HOUR = 3_600_000;

const termsArb: fc.Arbitrary<CloseTerms> = fc.record({
  reverse: fc.boolean(),
  reservePrice: fc.option(fc.integer({ min: 100, max: 10_000_000 }), { nil: null }),
  approvalBandBp: fc.integer({ min: 0, max: 5000 }),
  approvalHours: fc.integer({ min: 1, max: 168 }),
});

type Step =
  | { type: 'approve' | 'reject' | 'accept' | 'decline' | 'lapse'; hours: number }
  | { type: 'counter'; hours: number; frac: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    type: fc.constantFrom(
      'approve' as const,
      'reject' as const,
      'accept' as const,
      'decline' as const,
      'lapse' as const,
    ),
    hours: fc.integer({ min: 0, max: 400 }),
  }),
  fc.record({
    type: fc.constant('counter' as const),
    hours: fc.integer({ min: 0, max: 400 }),
    frac: fc.double({ min: -0.5, max: 1.5, noNaN: true }),
  }),
);

describe('the result at the close', () => {
  it('follows the reserve and the band, in both directions', () => {
    const forward = { reverse: false, reservePrice: 100_000, approvalBandBp: 1000, approvalHours: 48 };
    expect(resultAtClose(forward, null)).toBe('no_bids');
    expect(resultAtClose(forward, 100_000)).toBe('awaiting_award');
    expect(resultAtClose(forward, 95_000)).toBe('approval_pending');
    expect(resultAtClose(forward, 90_000)).toBe('approval_pending');
    expect(resultAtClose(forward, 89_999)).toBe('unsold');
    expect(resultAtClose({ ...forward, approvalBandBp: 0 }, 99_999)).toBe('unsold');
    expect(resultAtClose({ ...forward, reservePrice: null }, 1)).toBe('awaiting_award');
    const reverse = { ...forward, reverse: true };
    expect(resultAtClose(reverse, 100_000)).toBe('awaiting_award');
    expect(resultAtClose(reverse, 90_000)).toBe('awaiting_award');
    expect(resultAtClose(reverse, 110_000)).toBe('approval_pending');
    expect(resultAtClose(reverse, 110_001)).toBe('unsold');
  });

  it('is awaiting_award exactly when the reserve is met, and never approval_pending without a band', () => {
    fc.assert(
      fc.property(
        termsArb,
        fc.option(fc.integer({ min: 1, max: 20_000_000 }), { nil: null }),
        (terms, leading) => {
          const r = resultAtClose(terms, leading);
          expect(r === 'no_bids').toBe(leading === null);
          if (leading !== null) expect(r === 'awaiting_award').toBe(reserveMet(terms, leading) === true);
          if (terms.approvalBandBp === 0) expect(r).not.toBe('approval_pending');
        },
      ),
    );
  });
});

describe('the machine of a close', () => {
  it('releases holds exactly once, awards at most once, and never awards below the band or outside the counter range', () => {
    fc.assert(
      fc.property(
        termsArb,
        fc.option(fc.integer({ min: 1, max: 20_000_000 }), { nil: null }),
        fc.array(stepArb, { maxLength: 8 }),
        (terms, leading, steps) => {
          const closed = decideLotClose(terms, null, { type: 'close', leading, at: T0 });
          if (!closed.ok) throw new Error('a first close is always taken');
          let close: LotClose = closed.close;
          let releases = closed.releaseHolds ? 1 : 0;
          let awards = 0;
          expect(decideLotClose(terms, close, { type: 'close', leading, at: T0 }).ok).toBe(false);
          for (const s of steps) {
            const at = new Date(T0.getTime() + s.hours * HOUR);
            const before = close;
            const amount =
              s.type === 'counter' && leading !== null && terms.reservePrice !== null
                ? Math.round(leading + (terms.reservePrice - leading) * s.frac)
                : 0;
            const cmd: LotCloseCommand =
              s.type === 'counter' ? { type: 'counter', amount, at } : { type: s.type, at };
            const d = decideLotClose(terms, close, cmd);
            if (!d.ok) {
              if (d.refusal === 'COUNTER_OUT_OF_RANGE')
                expect(counterInRange(terms, before.leading ?? 0, amount)).toBe(false);
              continue;
            }
            // Only a pending lot moves, and only before its deadline (a lapse only after it).
            expect(['approval_pending', 'countered']).toContain(before.result);
            const due = before.decideBy !== null && at >= before.decideBy;
            expect(due).toBe(s.type === 'lapse');
            if (d.releaseHolds) releases += 1;
            if (d.award !== null) {
              awards += 1;
              if (s.type === 'approve') expect(d.award).toBe(before.leading);
              if (s.type === 'accept') {
                expect(before.result).toBe('countered');
                expect(d.award).toBe(before.counter);
                expect(counterInRange(terms, before.leading ?? 0, d.award)).toBe(true);
              }
            }
            close = d.close;
          }
          // Holds are released exactly once when, and only when, the lot ends unsold.
          expect(releases).toBe(close.result === 'unsold' ? 1 : 0);
          expect(awards).toBeLessThanOrEqual(1);
          if (awards === 1) expect(close.result).toBe('awaiting_award');
          // A lot ending approval_pending or countered still has a deadline; no other does.
          expect(close.decideBy !== null).toBe(
            close.result === 'approval_pending' || close.result === 'countered',
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('counters only strictly between the leading bid and the reserve', () => {
    const terms = { reverse: false, reservePrice: 100_000, approvalBandBp: 2000, approvalHours: 48 };
    const c = decideLotClose(terms, null, { type: 'close', leading: 90_000, at: T0 });
    if (!c.ok) throw new Error('closed');
    expect(c.close.result).toBe('approval_pending');
    for (const amount of [90_000, 100_000, 80_000, 120_000])
      expect(decideLotClose(terms, c.close, { type: 'counter', amount, at: T0 })).toEqual({
        ok: false,
        refusal: 'COUNTER_OUT_OF_RANGE',
      });
    const countered = decideLotClose(terms, c.close, { type: 'counter', amount: 95_000, at: T0 });
    expect(countered.ok && countered.close).toMatchObject({ result: 'countered', counter: 95_000 });
    const late = new Date(T0.getTime() + 48 * HOUR);
    if (!countered.ok) throw new Error('countered');
    expect(decideLotClose(terms, countered.close, { type: 'accept', at: late })).toEqual({
      ok: false,
      refusal: 'DEADLINE_PASSED',
    });
    const lapsed = decideLotClose(terms, countered.close, { type: 'lapse', at: late });
    expect(lapsed.ok && lapsed.close.result).toBe('unsold');
    expect(lapsed.ok && lapsed.releaseHolds).toBe(true);
  });
});
