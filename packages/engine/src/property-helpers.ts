/**
 * Random bidding sessions for the property tests (not used by the engine itself): a random lot and a
 * list of bids and auto bids whose amounts are given relative to the state they meet, so that most
 * of them are meaningful whatever came before.
 */
import fc from 'fast-check';
import { decide } from './decide';
import { beyond } from './direction';
import { initialState } from './state';
import { MINUTE, T0 } from './test-helpers';
import type { Command, Decision, Direction, EngineState, RulesInput } from './types';

/** A bid (offset from the amount needed to lead) or an auto bid (offset from the prevailing bid), in hundredths of a step. */
export interface Action {
  kind: 'bid' | 'auto';
  bidder: string;
  offset: number;
  dt: number;
}

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant<'bid'>('bid'),
    bidder: fc.constantFrom('a', 'b', 'c', 'd'),
    offset: fc.integer({ min: -120, max: 400 }),
    dt: fc.integer({ min: 0, max: 40_000 }),
  }),
  fc.record({
    kind: fc.constant<'auto'>('auto'),
    bidder: fc.constantFrom('a', 'b', 'c', 'd'),
    offset: fc.integer({ min: 150, max: 1200 }),
    dt: fc.integer({ min: 0, max: 40_000 }),
  }),
);

/** A lot of the given direction (or either), with the step at most a fortieth of the start value. */
export function lotArb(direction?: Direction): fc.Arbitrary<RulesInput> {
  return fc
    .record({
      direction:
        direction === undefined ? fc.constantFrom<Direction>('forward', 'reverse') : fc.constant(direction),
      startValue: fc.integer({ min: 1_000, max: 1_000_000 }),
      stepShare: fc.double({ min: 0, max: 1, noNaN: true }),
      extensionMinutes: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    })
    .map(({ stepShare, ...r }) => ({
      ...r,
      step: 1 + Math.floor(stepShare * (r.startValue / 40 - 1)),
      startsAt: T0,
      endsAt: T0 + 30 * MINUTE,
      isActive: true,
    }));
}

/** The concrete command an action makes against a state. */
export function commandFor(state: EngineState, action: Action, bidId: string): Command {
  const { direction, step, startValue } = state.rules;
  const sign = direction === 'forward' ? 1 : -1;
  const delta = sign * Math.trunc((action.offset * step) / 100);
  if (action.kind === 'bid') {
    const base = state.leading === null ? startValue : beyond(direction, state.leading.amount, 1, step);
    return { type: 'place-bid', bidderId: action.bidder, amount: base + delta, bidId };
  }
  return {
    type: 'place-auto-bid',
    bidderId: action.bidder,
    limit: (state.leading?.amount ?? startValue) + delta,
    bidId,
  };
}

/** One step of a played session. */
export interface Played {
  before: EngineState;
  command: Command;
  now: Date;
  decision: Decision;
}

/** Plays the actions from the opening time on; returns every step and the final state. */
export function play(rules: RulesInput, actions: Action[]): { steps: Played[]; state: EngineState } {
  let state = initialState(rules);
  let now = rules.startsAt;
  const steps: Played[] = [];
  actions.forEach((action, i) => {
    now += action.dt;
    const command = commandFor(state, action, `x${i}`);
    const decision = decide(state, command, new Date(now));
    steps.push({ before: state, command, now: new Date(now), decision });
    if (decision.ok) state = decision.state;
  });
  return { steps, state };
}
