/**
 * Properties of the Yankee engine (API.md "Multi-unit (Yankee) lots") over random sessions of bids
 * and auto bids, checked against a naive model that keeps every accepted bid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE, T0 } from './test-helpers';
import { decideYankee, initialYankeeState } from './yankee';
import { allocateStandings, allocation, floorFor, priceForWhole, sameAllocation } from './yankee-allocation';
import type {
  YankeeCommand,
  YankeeDecision,
  YankeeRulesInput,
  YankeeStanding,
  YankeeState,
} from './yankee-types';

const lotArb: fc.Arbitrary<YankeeRulesInput> = fc
  .record({
    quantityStep: fc.integer({ min: 1, max: 50 }),
    minSteps: fc.integer({ min: 1, max: 4 }),
    totalSteps: fc.integer({ min: 4, max: 30 }),
    step: fc.integer({ min: 1, max: 500 }),
    extensionMinutes: fc.integer({ min: 1, max: 10 }),
  })
  .map(({ quantityStep, minSteps, totalSteps, step, extensionMinutes }) => ({
    quantityStep,
    minQuantity: quantityStep * minSteps,
    totalQuantity: quantityStep * Math.max(totalSteps, minSteps),
    step,
    startValue: 10_000,
    startsAt: T0,
    endsAt: T0 + 30 * MINUTE,
    isActive: true,
    extensionMinutes,
  }));

interface Action {
  kind: 'bid' | 'auto';
  bidder: string;
  /** Quantity in steps (may be out of range, to meet the refusals). */
  qSteps: number;
  /** Price offset from the bidder's floor, in hundredths of a step. */
  offset: number;
  dt: number;
}

const actionArb: fc.Arbitrary<Action> = fc.record({
  kind: fc.constantFrom<'bid' | 'auto'>('bid', 'bid', 'auto'),
  bidder: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  qSteps: fc.integer({ min: 0, max: 34 }),
  offset: fc.integer({ min: -150, max: 1500 }),
  dt: fc.integer({ min: 0, max: 90_000 }),
});

function commandFor(state: YankeeState, a: Action, i: number): YankeeCommand {
  const quantity = a.qSteps * state.quantity.quantityStep;
  const price = floorFor(state, a.bidder, quantity) + Math.trunc((a.offset * state.rules.step) / 100);
  return a.kind === 'bid'
    ? { type: 'place-bid', bidderId: a.bidder, quantity, amount: price, bidId: `x${i}` }
    : { type: 'place-auto-bid', bidderId: a.bidder, quantity, limit: price, bidId: `x${i}` };
}

interface Step {
  before: YankeeState;
  command: YankeeCommand;
  at: number;
  decision: YankeeDecision;
}

function play(rules: YankeeRulesInput, actions: Action[]): Step[] {
  let state = initialYankeeState(rules);
  let at = rules.startsAt;
  return actions.map((a, i) => {
    at += a.dt;
    const command = commandFor(state, a, i);
    const decision = decideYankee(state, command, new Date(at));
    const step = { before: state, command, at, decision };
    if (decision.ok) state = decision.state;
    return step;
  });
}

/** The naive model: every bidder's latest accepted bid, sorted by price then time, allocated from scratch. */
function naiveAllocation(history: YankeeStanding[], state: YankeeState) {
  const latest = new Map<string, YankeeStanding>();
  for (const b of history) latest.set(b.bidderId, b);
  const sorted = [...latest.values()].sort(
    (x, y) => y.amount - x.amount || x.at - y.at || x.serial - y.serial,
  );
  return allocateStandings(sorted, state.quantity);
}

const sessions = fc.tuple(lotArb, fc.array(actionArb, { minLength: 1, maxLength: 40 }));

describe('Yankee engine properties', () => {
  it('allocates by price then time, never beyond the total, and as the naive model does', () => {
    fc.assert(
      fc.property(sessions, ([rules, actions]) => {
        const history: YankeeStanding[] = [];
        for (const step of play(rules, actions)) {
          if (!step.decision.ok) continue;
          for (const e of step.decision.events) if (e.type === 'bid-recorded') history.push(e.bid);
          const state = step.decision.state;
          const got = allocation(state);
          expect(got.map(({ rank: _r, ...x }) => x)).toEqual(
            naiveAllocation(history, state).map(({ rank: _r, ...x }) => x),
          );
          const sum = got.reduce((t, x) => t + x.allocatedQuantity, 0);
          expect(sum).toBeLessThanOrEqual(rules.totalQuantity);
          for (const x of got) {
            expect(x.allocatedQuantity === 0 || x.allocatedQuantity >= rules.minQuantity).toBe(true);
            expect(x.allocatedQuantity).toBeLessThanOrEqual(x.quantity);
          }
          // Only the last allocated bidder may be cut short.
          const allocated = got.filter((x) => x.allocatedQuantity > 0);
          for (const x of allocated.slice(0, -1)) expect(x.allocatedQuantity).toBe(x.quantity);
        }
      }),
      { numRuns: 150 },
    );
  });

  it("improves a bidder's standing bid only by a step in price, or by more units at no lower a price", () => {
    fc.assert(
      fc.property(sessions, ([rules, actions]) => {
        for (const step of play(rules, actions)) {
          if (!step.decision.ok) {
            expect(decideYankee(step.before, step.command, new Date(step.at))).toEqual(step.decision);
            continue;
          }
          const after = step.decision.state;
          expect(after.seq).toBe(step.before.seq + 1);
          for (const s of after.standings) {
            const old = step.before.standings.find((b) => b.bidderId === s.bidderId);
            if (old === undefined || old.bidId === s.bidId) continue;
            expect(s.quantity).toBeGreaterThanOrEqual(old.quantity);
            const byPrice = s.amount >= old.amount + rules.step;
            const byQuantity = s.amount >= old.amount && s.quantity > old.quantity;
            expect(byPrice || byQuantity).toBe(true);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('never lets an automatic bid pass its ceiling, and keeps its quantity', () => {
    fc.assert(
      fc.property(sessions, ([rules, actions]) => {
        for (const step of play(rules, actions)) {
          if (!step.decision.ok) continue;
          const autos = step.decision.state.autoBids;
          for (const e of step.decision.events) {
            if (e.type !== 'bid-recorded' || e.bid.kind === 'manual') continue;
            const auto = autos.find((a) => a.bidderId === e.bid.bidderId);
            expect(auto).toBeDefined();
            expect(e.bid.amount).toBeLessThanOrEqual(auto?.limit ?? 0);
            expect(e.bid.quantity).toBeGreaterThanOrEqual(auto?.quantity ?? 0);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('names a price for the whole quantity that gets it, where one step less does not', () => {
    fc.assert(
      fc.property(sessions, fc.constantFrom('a', 'b', 'c', 'd', 'e', 'z'), ([rules, actions], who) => {
        const steps = play(rules, actions).filter((s) => s.decision.ok);
        const last = steps.at(-1);
        if (last === undefined || !last.decision.ok) return;
        const state = { ...last.decision.state, autoBids: [] };
        const quantity = state.standings.find((s) => s.bidderId === who)?.quantity ?? rules.minQuantity;
        const price = priceForWhole(state, who, quantity);
        if (price === null) return;
        const at = new Date(last.at);
        const place = (amount: number) =>
          decideYankee(state, { type: 'place-bid', bidderId: who, quantity, amount, bidId: 'p' }, at);
        const ok = place(price);
        expect(ok.ok).toBe(true);
        if (ok.ok)
          expect(allocation(ok.state).find((x) => x.bidderId === who)?.allocatedQuantity).toBe(quantity);
        if (price - rules.step >= floorFor(state, who, quantity)) {
          const less = place(price - rules.step);
          if (less.ok)
            expect(allocation(less.state).find((x) => x.bidderId === who)?.allocatedQuantity).toBeLessThan(
              quantity,
            );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('extends the lot exactly when the allocation changes in the last minutes', () => {
    fc.assert(
      fc.property(sessions, ([rules, actions]) => {
        for (const step of play(rules, actions)) {
          if (!step.decision.ok) continue;
          const changed = !sameAllocation(allocation(step.before), allocation(step.decision.state));
          const inWindow = step.before.endsAt - step.at <= (rules.extensionMinutes ?? 3) * MINUTE;
          const extended = step.decision.events.some((e) => e.type === 'closing-changed');
          expect(extended).toBe(changed && inWindow);
          expect(step.decision.state.endsAt).toBeGreaterThanOrEqual(step.before.endsAt);
        }
      }),
      { numRuns: 150 },
    );
  });
});
