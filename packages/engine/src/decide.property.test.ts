/**
 * Model-based property test of `decide` (STYLE "Bidding rules get property tests"): random command
 * sequences on a random lot with a random advancing clock, checked against a naive model that keeps
 * the whole bid history (the engine keeps only one standing per bidder).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmount, MAX_AMOUNT } from './amount';
import { decide, REJECTION_CODES } from './decide';
import { atOrBeyond, beats, beyond, capAt, compareStandings } from './direction';
import { actionArb, lotArb, play } from './property-helpers';
import { initialState } from './state';
import { deepFreeze, MINUTE, T0 } from './test-helpers';
import type {
  BidRecord,
  BidRef,
  BidStatus,
  Command,
  Decision,
  EngineEvent,
  EngineState,
  Paise,
  RejectionCode,
  RulesInput,
  Standing,
} from './types';

const BIDDERS = ['a', 'b', 'c', 'd'] as const;

/** The naive model: every bid ever made, with whether it still counts. */
interface Model {
  log: { record: BidRecord; valid: boolean }[];
  autoLimits: Map<string, Paise>;
  /** The seq each bidder's auto limit was set at (the earlier wins a tie). */
  autoSeqs: Map<string, number>;
  /** Pre-bids (auto bids set before the opening) wait for it. */
  pending: boolean;
  status: 'open' | 'closed';
  endsAt: number;
  extensions: number;
  isActive: boolean;
  accepted: number;
}

/** The system under test: the engine state, the clock, and what was accepted (for replay). */
interface Real {
  state: EngineState;
  now: number;
  accepted: { command: Command; now: number; events: EngineEvent[] }[];
}

const sign = (s: EngineState) => (s.rules.direction === 'forward' ? 1 : -1);

/** Each bidder's best bid that still counts, in rank order, computed from the whole history. */
function naiveStandings(state: EngineState, model: Model): Standing[] {
  const best = new Map<string, Standing>();
  const order = compareStandings(state.rules.direction);
  for (const { record, valid } of model.log) {
    if (!valid) continue;
    const { bidderId, amount, bidId, at, serial } = record;
    const candidate: Standing = { bidderId, amount, bidId, at, serial };
    const current = best.get(bidderId);
    if (current === undefined || order(candidate, current) < 0) best.set(bidderId, candidate);
  }
  return [...best.values()].sort(order);
}

/**
 * The opening of the waiting pre-bids, from the rules alone (API.md "Pre-bids"): every pre-bidder
 * bids, the furthest limit leads (the earlier set among equal ones) at one step beyond the
 * runner-up's limit, capped at its own, or at the start value alone; the others at their limits.
 */
function naiveOpening(state: EngineState, model: Model): { bidderId: string; amount: Paise }[] {
  const { direction: d, step, startValue } = state.rules;
  const bidders = [...model.autoLimits.keys()]
    .filter((b) => atOrBeyond(d, model.autoLimits.get(b)!, startValue))
    .sort((a, b) => {
      const la = model.autoLimits.get(a)!;
      const lb = model.autoLimits.get(b)!;
      if (la !== lb) return beats(d, la, lb) ? -1 : 1;
      return model.autoSeqs.get(a)! - model.autoSeqs.get(b)!;
    });
  if (bidders.length === 0) return [];
  const [winner, runnerUp] = bidders;
  const price =
    runnerUp === undefined
      ? startValue
      : capAt(d, beyond(d, model.autoLimits.get(runnerUp)!, 1, step), model.autoLimits.get(winner)!);
  return [
    { bidderId: winner, amount: price },
    ...bidders.slice(1).map((b) => ({ bidderId: b, amount: model.autoLimits.get(b)! })),
  ];
}

/** What the engine must answer to a bid or auto bid, from the rules alone (null = accept). */
function expectedBidRefusal(
  state: EngineState,
  model: Model,
  now: number,
  bidderId: string,
  amount: unknown,
  auto: boolean,
): RejectionCode | null {
  const { direction: d, step, startValue, startsAt } = state.rules;
  if (model.status === 'closed') return 'CLOSED';
  if (!model.isActive) return 'INACTIVE';
  if (now < startsAt && !auto) return 'NOT_OPEN';
  if (now >= model.endsAt) return 'CLOSED';
  if (!isAmount(amount)) return 'INVALID_AMOUNT';
  // Waiting pre-bids open first (before the opening there is no bid: a pre-bid is an auto bid then).
  const leading =
    model.pending && now >= startsAt
      ? (naiveOpening(state, model)[0] ?? null)
      : (naiveStandings(state, model)[0] ?? null);
  if (auto) {
    const existing = model.autoLimits.get(bidderId);
    if (existing !== undefined && !beats(d, amount, existing)) return 'AUTO_LOWERED';
    return atOrBeyond(d, amount, beyond(d, leading?.amount ?? startValue, 2, step)) ? null : 'AUTO_TOO_CLOSE';
  }
  if (leading?.bidderId === bidderId) return 'SELF_OUTBID';
  if (leading === null) return atOrBeyond(d, amount, startValue) ? null : 'BELOW_START';
  return atOrBeyond(d, amount, beyond(d, leading.amount, 1, step)) ? null : 'BELOW_STEP';
}

/** Runs one command against the real state and checks every invariant; `expected` is the oracle's answer. */
function step(
  model: Model,
  real: Real,
  command: Command,
  dt: number,
  expected: RejectionCode | null | 'any',
): void {
  real.now += dt;
  const before = deepFreeze(real.state); // any mutation of the input now throws
  const decision = decide(before, command, new Date(real.now));
  // Determinism: the same input gives the same answer.
  expect(decide(before, command, new Date(real.now))).toEqual(decision);
  if (expected !== 'any') expect(decision.ok ? null : decision.code).toBe(expected);
  if (!decision.ok) {
    expect(REJECTION_CODES).toContain(decision.code);
    expect(decision.message.length).toBeGreaterThan(0);
    return; // rejected: the caller keeps `before`, which the freeze proves untouched
  }
  const after = decision.state;
  const { direction: d, step: unit, extensionMinutes, extendable, maxExtensions } = after.rules;
  const leadingBefore = naiveStandings(before, model)[0] ?? null;
  const isBid = command.type === 'place-bid' || command.type === 'place-auto-bid';
  const bids = decision.events.flatMap((e) => (e.type === 'bid-recorded' ? [e.bid] : []));

  // Pre-bids: one set before the opening places no bid and waits; at the opening (the open
  // command, a bid command, or a closing that finds them still waiting) they all compete at once.
  const preBid = isBid && real.now < before.rules.startsAt;
  if (preBid) {
    expect(bids).toEqual([]);
    expect(decision.events.map((e) => e.type)).toEqual(['pre-bid-set']);
    expect(after.preBidsPending).toBe(true);
  }
  const opens = model.pending && !preBid && (isBid || command.type === 'open' || command.type === 'close');
  const opening = bids.filter((b) => b.bidId.includes(':o:'));
  if (opens && (command.type !== 'close' || model.isActive)) {
    const byBidder = (a: { bidderId: string }, b: { bidderId: string }) =>
      a.bidderId.localeCompare(b.bidderId);
    expect(opening.map((b) => ({ bidderId: b.bidderId, amount: b.amount })).sort(byBidder)).toEqual(
      naiveOpening(before, model).sort(byBidder),
    );
    expect(opening.every((b) => b.kind === 'auto')).toBe(true);
    expect(decision.events.filter((e) => e.type === 'pre-bids-opened')).toEqual([
      { type: 'pre-bids-opened', bidders: opening.length },
    ]);
  } else {
    expect(opening).toEqual([]);
  }
  if (opens) expect(after.preBidsPending).toBe(false);

  // Keep the model in step.
  model.accepted += 1;
  for (const record of bids) model.log.push({ record, valid: true });
  if (command.type === 'place-auto-bid') {
    model.autoLimits.set(command.bidderId, command.limit);
    model.autoSeqs.set(command.bidderId, model.accepted);
  }
  if (preBid) model.pending = true;
  if (opens) model.pending = false;
  if (command.type === 'set-bid-status' && command.status !== 'accepted') {
    for (const entry of model.log) if (entry.record.bidId === command.bidId) entry.valid = false;
  }
  if (command.type === 'close') model.status = 'closed';
  if (command.type === 'set-active') model.isActive = command.isActive;
  if (command.type === 'extend-end') model.endsAt = command.endsAt;

  // seq grows by one per accepted command; serials continue the bid log without gaps.
  expect(after.seq).toBe(before.seq + 1);
  expect(after.seq).toBe(model.accepted);
  expect(bids.map((b) => b.serial)).toEqual(bids.map((_, i) => before.lastSerial + 1 + i));
  expect(after.lastSerial).toBe(before.lastSerial + bids.length);

  // The bounded state is faithful to the whole history: one best valid bid per bidder, in rank order,
  // and the leader is always the best of them.
  const expectedStandings = naiveStandings(after, model);
  expect(after.standings).toEqual(expectedStandings);
  expect(after.leading).toEqual(expectedStandings[0] ?? null);
  expect(after.standings.length).toBeLessThanOrEqual(BIDDERS.length);
  expect(new Set(after.autoBids.map((a) => a.bidderId)).size).toBe(after.autoBids.length);
  expect(new Map(after.autoBids.map((a) => [a.bidderId, a.limit]))).toEqual(model.autoLimits);

  if (isBid && !preBid) {
    // The price never moves against the direction.
    if (leadingBefore !== null) expect(atOrBeyond(d, after.leading!.amount, leadingBefore.amount)).toBe(true);
    // Proxy resolution is complete: no other auto bid could still beat the leading bid.
    for (const auto of after.autoBids) {
      if (auto.bidderId !== after.leading!.bidderId)
        expect(beats(d, auto.limit, after.leading!.amount)).toBe(false);
    }
    // An automatic bid never pays more than one step beyond the runner-up.
    const last = bids.find((b) => b.bidId === after.leading!.bidId);
    if (last !== undefined && last.kind !== 'manual' && after.standings.length > 1) {
      expect(atOrBeyond(d, beyond(d, after.standings[1].amount, 1, unit), after.leading!.amount)).toBe(true);
    }
  } else if (!opens) {
    expect(bids).toEqual([]);
  }
  // An auto bid never goes beyond its ceiling (floor in reverse).
  for (const b of bids) {
    if (b.kind === 'manual') continue;
    const limit = model.autoLimits.get(b.bidderId);
    expect(limit).toBeDefined();
    expect(atOrBeyond(d, limit!, b.amount)).toBe(true);
  }

  // Closing never moves earlier except by an explicit extend-end; anti-sniping follows the terms.
  const priceMoved = (leadingBefore?.amount ?? null) !== (after.leading?.amount ?? null);
  const window = extensionMinutes * MINUTE;
  if (
    (isBid || command.type === 'open') &&
    priceMoved &&
    extendable &&
    (maxExtensions === null || model.extensions < maxExtensions) &&
    model.endsAt - real.now <= window
  ) {
    model.endsAt += window;
    model.extensions += 1;
  }
  expect(after.endsAt).toBe(model.endsAt);
  expect(after.extensions).toBe(model.extensions);
  if (command.type !== 'extend-end') expect(after.endsAt).toBeGreaterThanOrEqual(before.endsAt);
  expect(after.status).toBe(model.status);
  expect(after.rules.isActive).toBe(model.isActive);

  // The state is plain JSON.
  expect(JSON.parse(JSON.stringify(after))).toEqual(after);

  real.state = after;
  real.accepted.push({ command, now: real.now, events: decision.events });
}

// ---------------------------------------------------------------------------------------------
// Commands of the model-based test

type Cmd = fc.Command<Model, Real>;

/** A manual bid `offset` hundredths of a step beyond the amount needed to lead (negative: short of it). */
class BidCmd implements Cmd {
  constructor(
    readonly bidder: string,
    readonly offset: number,
    readonly wild: number | null,
    readonly dt: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const s = real.state;
    const leading = s.leading;
    const base =
      leading === null ? s.rules.startValue : beyond(s.rules.direction, leading.amount, 1, s.rules.step);
    const amount = this.wild ?? base + sign(s) * Math.trunc((this.offset * s.rules.step) / 100);
    const command: Command = {
      type: 'place-bid',
      bidderId: this.bidder,
      amount,
      bidId: `m${real.accepted.length}`,
    };
    step(
      model,
      real,
      command,
      this.dt,
      expectedBidRefusal(s, model, real.now + this.dt, this.bidder, amount, false),
    );
  }
  toString = () => `bid(${this.bidder}, ${this.wild ?? `${this.offset}%`}, +${this.dt}ms)`;
}

/** An auto bid `offset` hundredths of a step beyond the prevailing bid. */
class AutoCmd implements Cmd {
  constructor(
    readonly bidder: string,
    readonly offset: number,
    readonly dt: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const s = real.state;
    const prevailing = s.leading?.amount ?? s.rules.startValue;
    const limit = prevailing + sign(s) * Math.trunc((this.offset * s.rules.step) / 100);
    const command: Command = {
      type: 'place-auto-bid',
      bidderId: this.bidder,
      limit,
      bidId: `p${real.accepted.length}`,
    };
    step(
      model,
      real,
      command,
      this.dt,
      expectedBidRefusal(s, model, real.now + this.dt, this.bidder, limit, true),
    );
  }
  toString = () => `auto(${this.bidder}, ${this.offset}%, +${this.dt}ms)`;
}

/** The admin sets the closing time `minutes` from now (zero or less: refused). */
class ExtendCmd implements Cmd {
  constructor(
    readonly minutes: number,
    readonly dt: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const now = real.now + this.dt;
    const endsAt = now + this.minutes * MINUTE;
    const expected: RejectionCode | null =
      model.status === 'closed'
        ? 'CLOSED'
        : endsAt <= now || endsAt <= real.state.rules.startsAt
          ? 'BAD_END'
          : null;
    step(model, real, { type: 'extend-end', endsAt }, this.dt, expected);
  }
  toString = () => `extend-end(now + ${this.minutes} min, +${this.dt}ms)`;
}

/** The scheduler lets waiting pre-bids compete at the opening. */
class OpenCmd implements Cmd {
  constructor(readonly dt: number) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const now = real.now + this.dt;
    const expected: RejectionCode | null =
      model.status === 'closed'
        ? 'CLOSED'
        : !model.pending
          ? 'NO_PRE_BIDS'
          : !model.isActive
            ? 'INACTIVE'
            : now < real.state.rules.startsAt
              ? 'NOT_OPEN'
              : now >= model.endsAt
                ? 'CLOSED'
                : null;
    step(model, real, { type: 'open', bidId: `o${real.accepted.length}` }, this.dt, expected);
  }
  toString = () => `open(+${this.dt}ms)`;
}

class CloseCmd implements Cmd {
  constructor(readonly dt: number) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const now = real.now + this.dt;
    const expected: RejectionCode | null =
      model.status === 'closed' ? 'ALREADY_CLOSED' : now < model.endsAt ? 'NOT_DUE' : null;
    step(model, real, { type: 'close' }, this.dt, expected);
  }
  toString = () => `close(+${this.dt}ms)`;
}

class ActiveCmd implements Cmd {
  constructor(
    readonly isActive: boolean,
    readonly dt: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    step(model, real, { type: 'set-active', isActive: this.isActive }, this.dt, null);
  }
  toString = () => `set-active(${this.isActive}, +${this.dt}ms)`;
}

/** The seller marks one of the bidder's bids (picked from the whole history). */
class StatusCmd implements Cmd {
  constructor(
    readonly bidder: string,
    readonly pick: number,
    readonly status: BidStatus,
    readonly dt: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const own = model.log.filter((e) => e.record.bidderId === this.bidder);
    const marked = own.length > 0 ? own[this.pick % own.length].record.bidId : 'no-such-bid';
    const order = compareStandings(real.state.rules.direction);
    const remaining = own
      .filter((e) => e.valid && e.record.bidId !== marked)
      .map((e) => e.record)
      .sort((x, y) => order({ ...x }, { ...y }));
    const best = remaining[0];
    const replacementBest: BidRef | null =
      best === undefined
        ? null
        : { amount: best.amount, bidId: best.bidId, at: best.at, serial: best.serial };
    const hasStanding = own.some((e) => e.valid);
    step(
      model,
      real,
      { type: 'set-bid-status', bidId: marked, bidderId: this.bidder, status: this.status, replacementBest },
      this.dt,
      hasStanding ? null : 'UNKNOWN_BID',
    );
  }
  toString = () => `set-bid-status(${this.bidder}, #${this.pick}, ${this.status}, +${this.dt}ms)`;
}

/** A malformed command from the network. */
class GarbageCmd implements Cmd {
  constructor(
    readonly command: unknown,
    readonly dt: number,
  ) {}
  check = () => true;
  run(model: Model, real: Real): void {
    step(model, real, this.command as Command, this.dt, 'INVALID_COMMAND');
  }
  toString = () => `garbage(${JSON.stringify(this.command)})`;
}

// ---------------------------------------------------------------------------------------------
// Arbitraries

/** Mostly seconds apart, sometimes minutes, now and then a long jump past the closing time. */
const dtArb = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 0, max: 10_000 }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 3 * MINUTE }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 20 * MINUTE }) },
);
const bidderArb = fc.constantFrom(...BIDDERS);
const wildAmountArb = fc.constantFrom(0, -100, 12.5, Number.NaN, MAX_AMOUNT + 1, Number.POSITIVE_INFINITY);

/** Mostly bids and auto bids; now and then an admin, seller or scheduler command, or garbage. */
const commandArb: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 12,
    arbitrary: fc
      .tuple(
        bidderArb,
        fc.integer({ min: -150, max: 400 }),
        fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wildAmountArb }),
        dtArb,
      )
      .map(([b, o, w, t]) => new BidCmd(b, o, w, t)),
  },
  {
    weight: 6,
    arbitrary: fc
      .tuple(bidderArb, fc.integer({ min: 100, max: 1200 }), dtArb)
      .map(([b, o, t]) => new AutoCmd(b, o, t)),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.integer({ min: -5, max: 30 }), dtArb).map(([m, t]) => new ExtendCmd(m, t)),
  },
  { weight: 1, arbitrary: dtArb.map((t) => new CloseCmd(t)) },
  { weight: 2, arbitrary: dtArb.map((t) => new OpenCmd(t)) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.boolean(), fc.boolean(), dtArb).map(([a, b, t]) => new ActiveCmd(a || b, t)),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(bidderArb, fc.nat(1000), fc.constantFrom<BidStatus>('accepted', 'rejected', 'cancelled'), dtArb)
      .map(([b, p, s, t]) => new StatusCmd(b, p, s, t)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom<unknown>(
          null,
          { type: 'withdraw-bid', bidderId: 'a' },
          { type: 'place-bid', bidderId: 'a', amount: 100 },
          { type: 'extend-end', endsAt: 'tomorrow' },
          { type: 'set-bid-status', bidId: 'x', bidderId: 'a', status: 'void', replacementBest: null },
        ),
        dtArb,
      )
      .map(([c, t]) => new GarbageCmd(c, t)),
  },
);

/**
 * A lot with small amounts, so that ties, floors and ceilings are reached; the step is at most a
 * fortieth of the start value, so a reverse lot has room for a few dozen decrements before zero.
 */
const smallLotArb: fc.Arbitrary<RulesInput> = fc
  .record({
    direction: fc.constantFrom<'forward' | 'reverse'>('forward', 'reverse'),
    startValue: fc.integer({ min: 40, max: 100_000 }),
    stepShare: fc.double({ min: 0, max: 1, noNaN: true }),
    minutes: fc.integer({ min: 5, max: 40 }),
    extensionMinutes: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
    extendable: fc.oneof(
      { weight: 4, arbitrary: fc.constant(true) },
      { weight: 1, arbitrary: fc.constant(false) },
    ),
    maxExtensions: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  })
  .map(({ minutes, stepShare, ...r }) => ({
    ...r,
    step: 1 + Math.floor(stepShare * (r.startValue / 40 - 1)),
    isActive: true, // set-active toggles it
    startsAt: T0,
    endsAt: T0 + minutes * MINUTE,
  }));

describe('decide, on random command sequences', () => {
  it('keeps every bidding invariant, and replaying the accepted commands reproduces the state', {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(
        smallLotArb,
        fc.commands([commandArb], { maxCommands: 80, size: 'large' }),
        (rules, commands) => {
          const initial = initialState(rules);
          const model: Model = {
            log: [],
            autoLimits: new Map(),
            autoSeqs: new Map(),
            pending: false,
            status: 'open',
            endsAt: initial.endsAt,
            extensions: 0,
            isActive: true,
            accepted: 0,
          };
          // The clock starts shortly before opening, so early bids are tried too.
          const real: Real = { state: initial, now: T0 - 30_000, accepted: [] };
          fc.modelRun(() => ({ model, real }), commands);

          // Determinism: the accepted commands alone, replayed from the initial state, give the same
          // events and the same final state.
          let replayed = initialState(rules);
          for (const { command, now, events } of real.accepted) {
            const decision: Decision = decide(replayed, command, new Date(now));
            expect(decision.ok).toBe(true);
            if (!decision.ok) return;
            expect(decision.events).toEqual(events);
            replayed = decision.state;
          }
          expect(replayed).toEqual(real.state);
        },
      ),
      { numRuns: 120 },
    );
  });
});

describe('reverse auctions', () => {
  const K = 1_000_000_000;
  const mirrorCommand = (command: Command): Command => {
    if (command.type === 'place-bid') return { ...command, amount: K - command.amount };
    if (command.type === 'place-auto-bid') return { ...command, limit: K - command.limit };
    return command;
  };

  it('mirror forward ones: the same bids, counted down from a large number, get the same answers', {
    timeout: 30_000,
  }, () => {
    fc.assert(
      fc.property(lotArb('forward'), fc.array(actionArb, { maxLength: 50 }), (forwardRules, actions) => {
        const forward = play(forwardRules, actions);
        let reverse = initialState({
          ...forwardRules,
          direction: 'reverse',
          startValue: K - forwardRules.startValue,
        });
        for (const { command, now, decision } of forward.steps) {
          const mirrored = decide(reverse, mirrorCommand(command), now);
          expect(mirrored.ok).toBe(decision.ok);
          if (!decision.ok || !mirrored.ok) {
            expect(mirrored.ok ? null : mirrored.code).toBe(decision.ok ? null : decision.code);
            if (!decision.ok && !mirrored.ok && decision.needed !== undefined)
              expect(mirrored.needed).toBe(K - decision.needed);
            continue;
          }
          const bids = (events: EngineEvent[]) =>
            events.flatMap((e) => (e.type === 'bid-recorded' ? [e.bid] : []));
          expect(bids(mirrored.events).map((b) => ({ ...b, amount: K - b.amount }))).toEqual(
            bids(decision.events),
          );
          reverse = mirrored.state;
          expect(reverse.standings.map((s) => [s.bidderId, K - s.amount])).toEqual(
            decision.state.standings.map((s) => [s.bidderId, s.amount]),
          );
          expect(reverse.endsAt).toBe(decision.state.endsAt);
        }
      }),
      { numRuns: 60 },
    );
  });
});
