/**
 * Small builders shared by the engine's tests (not used by the engine itself).
 */
import { decide } from './decide';
import { initialState } from './state';
import type { BidRecord, Command, Decision, EngineEvent, EngineState, Paise, RulesInput } from './types';

/** 22 Nov 2025, 10:00 IST: the opening time of the test lots. */
export const T0 = Date.UTC(2025, 10, 22, 4, 30);
/** One minute in milliseconds. */
export const MINUTE = 60_000;
/** Rupees to paise, so tests read in rupees. */
export const rs = (rupees: number): Paise => rupees * 100;

/** A forward lot: start ₹1,00,000, step ₹5,000, open from T0 for 60 minutes. */
export function lotRules(overrides: Partial<RulesInput> = {}): RulesInput {
  return {
    direction: 'forward',
    startValue: rs(100_000),
    step: rs(5_000),
    startsAt: T0,
    endsAt: T0 + 60 * MINUTE,
    isActive: true,
    ...overrides,
  };
}

/** A fresh state for `lotRules(overrides)`. */
export function lot(overrides: Partial<RulesInput> = {}): EngineState {
  return initialState(lotRules(overrides));
}

/** The time `minutes` after opening. */
export function minutesIn(minutes: number): Date {
  return new Date(T0 + minutes * MINUTE);
}

/** Applies a command that must be accepted and returns the whole answer. */
export function accept(
  state: EngineState,
  command: Command,
  now: Date = minutesIn(1),
): { state: EngineState; events: EngineEvent[] } {
  const decision = decide(state, command, now);
  if (!decision.ok)
    throw new Error(`expected ${command.type} to be accepted, got ${decision.code}: ${decision.message}`);
  return decision;
}

/** Applies a command that must be accepted and returns the new state. */
export function after(state: EngineState, command: Command, now: Date = minutesIn(1)): EngineState {
  return accept(state, command, now).state;
}

/** Applies a command that must be refused and returns the refusal. */
export function refusal(
  state: EngineState,
  command: Command,
  now: Date = minutesIn(1),
): Extract<Decision, { ok: false }> {
  const decision = decide(state, command, now);
  if (decision.ok) throw new Error(`expected ${command.type} to be refused, but it was accepted`);
  return decision;
}

let counter = 0;
/** A manual bid command with a fresh bid id. */
export function bid(bidderId: string, amount: Paise, bidId = `b${++counter}`): Command {
  return { type: 'place-bid', bidderId, amount, bidId };
}

/** An auto bid command with a fresh bid id. */
export function autoBid(bidderId: string, limit: Paise, bidId = `a${++counter}`): Command {
  return { type: 'place-auto-bid', bidderId, limit, bidId };
}

/** The bid records among events. */
export function records(events: EngineEvent[]): BidRecord[] {
  return events.flatMap((e) => (e.type === 'bid-recorded' ? [e.bid] : []));
}

/** Freezes a value and everything inside it, so any mutation throws. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
