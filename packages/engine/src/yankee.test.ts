import { describe, expect, it } from 'vitest';
import { MINUTE, rs, T0 } from './test-helpers';
import { decideYankee, initialYankeeState } from './yankee';
import { allocation, allocationOf, anonymousAllocation, priceForWhole } from './yankee-allocation';
import type { YankeeCommand, YankeeRulesInput, YankeeState } from './yankee-types';

const rules = (over: Partial<YankeeRulesInput> = {}): YankeeRulesInput => ({
  startValue: rs(50),
  step: rs(1),
  startsAt: T0,
  endsAt: T0 + 60 * MINUTE,
  isActive: true,
  totalQuantity: 160,
  minQuantity: 40,
  quantityStep: 40,
  ...over,
});

let n = 0;
function bid(
  state: YankeeState,
  bidderId: string,
  quantity: number,
  rupees: number,
  minute = 1,
): YankeeState {
  n += 1;
  const d = decideYankee(
    state,
    { type: 'place-bid', bidderId, quantity, amount: rs(rupees), bidId: `b${n}` },
    new Date(T0 + minute * MINUTE),
  );
  if (!d.ok) throw new Error(`${d.code}: ${d.message}`);
  return d.state;
}

function refused(state: YankeeState, command: YankeeCommand, minute = 1) {
  const d = decideYankee(state, command, new Date(T0 + minute * MINUTE));
  if (d.ok) throw new Error('expected a refusal');
  return d;
}

const units = (s: YankeeState) =>
  Object.fromEntries(allocation(s).map((a) => [a.bidderId, a.allocatedQuantity]));

describe('Yankee allocation', () => {
  it('allocates A 40, B 80, C 40, D 0 for A 40@52, B 80@51, C 80@51 later, D 40@50 on 160, minimum 40', () => {
    let s = initialYankeeState(rules());
    s = bid(s, 'A', 40, 52, 1);
    s = bid(s, 'B', 80, 51, 2);
    s = bid(s, 'C', 80, 51, 3);
    s = bid(s, 'D', 40, 50, 4);
    expect(units(s)).toEqual({ A: 40, B: 80, C: 40, D: 0 });
    expect(allocationOf(s, 'C')).toMatchObject({ rank: 3, allocatedQuantity: 40, amount: rs(51) });
    // C needs to beat B's 51 to have its whole 80; D needs to pass C at 51 for its 40.
    expect(priceForWhole(s, 'C')).toBe(rs(52));
    expect(priceForWhole(s, 'D')).toBe(rs(52));
    expect(priceForWhole(s, 'A')).toBeNull();
    expect(anonymousAllocation(s)[0]).toEqual({
      rank: 1,
      quantity: 40,
      amount: rs(52),
      allocatedQuantity: 40,
    });
  });

  it('leaves a remainder below the minimum unallocated, and gives one at the minimum to the bidder it reaches', () => {
    let s = initialYankeeState(rules({ totalQuantity: 100, minQuantity: 20, quantityStep: 10 }));
    s = bid(s, 'A', 90, 60);
    s = bid(s, 'B', 20, 55);
    expect(units(s)).toEqual({ A: 90, B: 0 });
    s = bid(s, 'C', 30, 65);
    expect(units(s)).toEqual({ C: 30, A: 70, B: 0 });
  });
});

describe('Yankee bad input', () => {
  const s0 = initialYankeeState(rules());
  const cmd = (quantity: number, rupees: number, bidderId = 'A'): YankeeCommand => ({
    type: 'place-bid',
    bidderId,
    quantity,
    amount: rs(rupees),
    bidId: 'x',
  });
  it('refuses a quantity off the step, below the minimum or above the total, each with its code', () => {
    expect(refused(s0, cmd(50, 60)).code).toBe('QUANTITY_STEP');
    expect(refused(initialYankeeState(rules({ quantityStep: 10 })), cmd(30, 60)).code).toBe(
      'QUANTITY_BELOW_MIN',
    );
    expect(refused(s0, cmd(200, 60)).code).toBe('QUANTITY_ABOVE_TOTAL');
    expect(refused(s0, cmd(40, 49)).code).toBe('BELOW_START');
  });
  it('refuses a bid that does not beat its own standing bid by a step, or lowers its quantity', () => {
    const s = bid(s0, 'A', 80, 55);
    const same = refused(s, cmd(80, 55.5));
    expect(same.code).toBe('NOT_IMPROVED');
    expect(same.needed).toBe(rs(56));
    expect(refused(s, cmd(40, 60)).code).toBe('NOT_IMPROVED');
    expect(decideYankee(s, cmd(120, 55), new Date(T0 + MINUTE)).ok).toBe(true);
    expect(decideYankee(s, cmd(80, 56), new Date(T0 + MINUTE)).ok).toBe(true);
  });
});

describe('Yankee auto bid', () => {
  it('keeps its quantity and raises its price to hold it, never past the ceiling', () => {
    let s = initialYankeeState(rules({ totalQuantity: 80, minQuantity: 40, quantityStep: 40 }));
    const d = decideYankee(
      s,
      { type: 'place-auto-bid', bidderId: 'A', quantity: 80, limit: rs(55), bidId: 'a1' },
      new Date(T0),
    );
    if (!d.ok) throw new Error(d.message);
    s = d.state;
    expect(s.standings[0]).toMatchObject({ bidderId: 'A', quantity: 80, amount: rs(50) });
    s = bid(s, 'B', 40, 53);
    expect(s.standings.find((x) => x.bidderId === 'A')).toMatchObject({ quantity: 80, amount: rs(54) });
    expect(units(s)).toEqual({ A: 80, B: 0 });
    s = bid(s, 'B', 40, 56);
    expect(s.standings.find((x) => x.bidderId === 'A')?.amount).toBe(rs(54));
    expect(units(s)).toEqual({ B: 40, A: 40 });
  });
});

describe('Yankee anti-sniping', () => {
  it('extends the lot when the allocation changes in the last minutes, and not when it does not', () => {
    let s = initialYankeeState(rules());
    s = bid(s, 'A', 160, 60, 10);
    const late = decideYankee(
      s,
      { type: 'place-bid', bidderId: 'B', quantity: 40, amount: rs(55), bidId: 'l' },
      new Date(T0 + 58 * MINUTE),
    );
    expect(late.ok && late.events.some((e) => e.type === 'closing-changed')).toBe(false);
    const taking = decideYankee(
      s,
      { type: 'place-bid', bidderId: 'B', quantity: 40, amount: rs(61), bidId: 't' },
      new Date(T0 + 58 * MINUTE),
    );
    expect(taking.ok && taking.state.endsAt).toBe(T0 + 63 * MINUTE);
  });
  it('closes once, at its closing time, with the allocation', () => {
    const s = bid(initialYankeeState(rules()), 'A', 40, 52);
    expect(refused(s, { type: 'close' }, 30).code).toBe('NOT_DUE');
    const d = decideYankee(s, { type: 'close' }, new Date(T0 + 60 * MINUTE));
    expect(d.ok && d.events[0]).toMatchObject({
      type: 'closed',
      allocation: [{ bidderId: 'A', allocatedQuantity: 40 }],
    });
  });
});
