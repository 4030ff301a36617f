import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { initialState } from './state';
import { autoBid, bid, lot, MINUTE, minutesIn, refusal, rs, T0 } from './test-helpers';
import type { EngineState, Paise } from './types';
import { amountNeededForRank1, nextBidFor, rankOf } from './views';

// API.md "Rank auctions": a bidder learns its own rank and its own bids only. A bid need only beat
// the bidder's own last bid by a step (and reach the start value); it need not lead.
const rankLot = (direction: 'forward' | 'reverse' = 'forward') => lot({ rankOnly: true, direction });
const play = (state: EngineState, ...cmds: ReturnType<typeof bid>[]) => {
  let s = state;
  for (const c of cmds) {
    const d = decide(s, c, minutesIn(1));
    if (!d.ok) throw new Error(`${d.code}: ${d.message}`);
    s = d.state;
  }
  return s;
};

describe('rank auctions', () => {
  it('accepts a bid that does not lead, ranks it, and names no rival amount', () => {
    const s = play(rankLot(), bid('a', rs(150_000)), bid('b', rs(120_000)));
    expect(rankOf(s, 'a')).toBe(1);
    expect(rankOf(s, 'b')).toBe(2);
    expect(s.leading?.bidderId).toBe('a');
    expect(amountNeededForRank1(s, 'b')).toBeNull();
    expect(nextBidFor(s, 'b')).toBe(rs(125_000));
  });

  it('asks each bid to beat the bidder’s own last bid by a step, naming only that amount', () => {
    const s = play(rankLot(), bid('a', rs(150_000)), bid('b', rs(120_000)));
    const r = refusal(s, bid('b', rs(124_000)));
    expect(r.code).toBe('BELOW_STEP');
    expect(r.needed).toBe(rs(125_000));
    expect(r.message).toContain('1,25,000');
    expect(r.message).not.toContain('1,50,000');
    expect(r.message).not.toContain('1,55,000');
  });

  it('asks the first bid to reach the start value, and lets the leader raise its own bid', () => {
    expect(refusal(rankLot(), bid('a', rs(99_000))).code).toBe('BELOW_START');
    const s = play(rankLot(), bid('a', rs(100_000)), bid('a', rs(105_000)));
    expect(s.leading).toMatchObject({ bidderId: 'a', amount: rs(105_000) });
  });

  it('works downwards in a reverse rank auction', () => {
    const s = play(rankLot('reverse'), bid('a', rs(90_000)), bid('b', rs(95_000)));
    expect(rankOf(s, 'a')).toBe(1);
    expect(refusal(s, bid('b', rs(91_000))).needed).toBe(rs(90_000));
  });

  it('refuses auto bids, whose answers would follow rivals’ amounts', () => {
    expect(refusal(rankLot(), autoBid('a', rs(300_000))).code).toBe('AUTO_IN_RANK_AUCTION');
  });

  it('extends closing when a late bid moves the leading amount, not for a bid behind it', () => {
    const late = new Date(T0 + 58 * MINUTE);
    const s = play(rankLot(), bid('a', rs(150_000)));
    const behind = decide(s, bid('b', rs(120_000)), late);
    expect(behind.ok && behind.state.endsAt).toBe(s.endsAt);
    const ahead = decide(s, bid('b', rs(160_000)), late);
    expect(ahead.ok && ahead.state.endsAt).toBe(s.endsAt + 3 * MINUTE);
  });
});

describe('rank auctions, property', () => {
  it('nothing a bidder receives is a function of another bidder’s amount', { timeout: 30_000 }, () => {
    // The same bids of bidder X meet two different worlds of rival bids. Everything X is told (each
    // answer to its commands, the amount it may bid next, the amount needed for rank 1) is the same.
    const own = fc.array(fc.integer({ min: -3, max: 12 }), { minLength: 1, maxLength: 12 });
    const rivals = fc.array(
      fc.record({ who: fc.constantFrom('r1', 'r2', 'r3'), steps: fc.integer({ min: -2, max: 60 }) }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(
        fc.constantFrom<'forward' | 'reverse'>('forward', 'reverse'),
        own,
        rivals,
        rivals,
        (direction, mine, worldA, worldB) => {
          const start = initialState({
            direction,
            startValue: rs(100_000),
            step: rs(1_000),
            startsAt: T0,
            endsAt: T0 + 60 * MINUTE,
            isActive: true,
            extensionMinutes: 10,
            rankOnly: true,
          });
          const sign = direction === 'forward' ? 1 : -1;
          const amountOf = (steps: number): Paise => rs(100_000) + sign * steps * rs(1_000);
          const told = (world: { who: string; steps: number }[]) => {
            let s = start;
            const out: unknown[] = [];
            // Within the first 20 minutes of a 60-minute lot with a 10-minute window: no extension.
            const at = (i: number) => new Date(T0 + (i + 1) * 30_000);
            for (let i = 0; i < Math.max(mine.length, world.length); i++) {
              const r = world[i];
              if (r) {
                const d = decide(s, bid(r.who, amountOf(r.steps), `r${i}`), at(i));
                if (d.ok) s = d.state;
              }
              if (i < mine.length) {
                const d = decide(s, bid('x', amountOf(mine[i]), `x${i}`), at(i));
                out.push(d.ok ? 'ok' : { code: d.code, message: d.message, needed: d.needed });
                if (d.ok) s = d.state;
                out.push(nextBidFor(s, 'x'), amountNeededForRank1(s, 'x'));
              }
            }
            return out;
          };
          expect(told(worldA)).toEqual(told(worldB));
        },
      ),
      { numRuns: 500 },
    );
  });
});
