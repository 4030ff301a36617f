import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmount } from './amount';
import { decide } from './decide';
import { beats, beyond } from './direction';
import { actionArb, lotArb, play } from './property-helpers';
import {
  amountNeededForRank1,
  autoBidOf,
  figuresOf,
  minimumAutoBidLimit,
  nextBidFor,
  phaseAt,
  ranking,
  rankOf,
  standingOf,
  topAmounts,
} from './views';

const BIDDERS = ['a', 'b', 'c', 'd', 'e'];
const sessionArb = fc.tuple(lotArb(), fc.array(actionArb, { maxLength: 40 }));

describe('views of random sessions', () => {
  it('rank each bidder once, best first, and agree with rankOf and topAmounts', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(sessionArb, ([rules, actions]) => {
        const { state } = play(rules, actions);
        const list = ranking(state);
        expect(new Set(list.map((s) => s.bidderId)).size).toBe(list.length);
        for (let i = 1; i < list.length; i++) {
          expect(beats(rules.direction, list[i].amount, list[i - 1].amount)).toBe(false);
        }
        for (const [i, s] of list.entries()) expect(rankOf(state, s.bidderId)).toBe(i + 1);
        expect(topAmounts(state, 3)).toEqual(list.slice(0, 3).map((s) => s.amount));
        expect(list[0] ?? null).toEqual(state.leading);
      }),
      { numRuns: 80 },
    );
  });

  it('give every bidder, indexed once, the figures the one-bidder helpers give', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(sessionArb, fc.boolean(), ([rules, actions], rankOnly) => {
        const played = play(rules, actions).state;
        const state = { ...played, rules: { ...played.rules, rankOnly } };
        const figures = figuresOf(state);
        for (const bidderId of [...BIDDERS, 'nobody']) {
          expect(figures(bidderId)).toEqual({
            rank: rankOf(state, bidderId),
            standing: standingOf(state, bidderId),
            autoBid: autoBidOf(state, bidderId),
            neededForRank1: amountNeededForRank1(state, bidderId),
            nextBid: nextBidFor(state, bidderId),
          });
        }
      }),
      { numRuns: 80 },
    );
  });

  it('name an amount needed for rank 1 that is always accepted, while one paisa less is refused', {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(sessionArb, ([rules, actions]) => {
        const { state, steps } = play(rules, actions);
        const now = steps.at(-1)?.now ?? new Date(rules.startsAt);
        fc.pre(phaseAt(state, now) === 'live');
        for (const bidderId of BIDDERS) {
          const needed = amountNeededForRank1(state, bidderId);
          if (needed === null) continue;
          const accepted = decide(state, { type: 'place-bid', bidderId, amount: needed, bidId: 'n' }, now);
          expect(accepted.ok).toBe(true);
          if (accepted.ok) {
            // The bidder leads, unless a rival's auto bid answered.
            const leader = accepted.state.leading!;
            if (leader.bidderId !== bidderId) expect(autoBidOf(state, leader.bidderId)).not.toBeNull();
          }
          const short = beyond(rules.direction, needed, -1, 1);
          if (!isAmount(short)) continue;
          const refused = decide(state, { type: 'place-bid', bidderId, amount: short, bidId: 'n' }, now);
          expect(refused).toMatchObject({ ok: false, needed });
        }
      }),
      { numRuns: 80 },
    );
  });

  it('name a smallest auto bid limit that is accepted, while one paisa closer is refused', {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(sessionArb, ([rules, actions]) => {
        const { state, steps } = play(rules, actions);
        const now = steps.at(-1)?.now ?? new Date(rules.startsAt);
        fc.pre(phaseAt(state, now) === 'live');
        const minimum = minimumAutoBidLimit(state);
        fc.pre(minimum !== null);
        for (const bidderId of BIDDERS) {
          const existing = autoBidOf(state, bidderId);
          if (existing !== null && !beats(rules.direction, minimum!, existing.limit)) continue;
          const command = { type: 'place-auto-bid', bidderId, limit: minimum!, bidId: 'm' } as const;
          expect(decide(state, command, now).ok).toBe(true);
          const closer = beyond(rules.direction, minimum!, -1, 1);
          if (!isAmount(closer) || (existing !== null && !beats(rules.direction, closer, existing.limit)))
            continue;
          expect(decide(state, { ...command, limit: closer }, now)).toMatchObject({
            ok: false,
            code: 'AUTO_TOO_CLOSE',
          });
        }
      }),
      { numRuns: 80 },
    );
  });
});
