/**
 * Property tests of tender then auction (API.md "Multi-unit (Yankee) lots and tender-then-auction";
 * STYLE "Bidding rules get property tests"): one tender per member, replaced only by naming it and
 * only inside the window; the opening ranks the tenders in force best first; the auction opens led
 * by the best tender when it reaches the start value; only those at or beyond it qualify; and the
 * anti-sniping extension applies to the auction as to any other.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import { atOrBeyond, beats } from './direction';
import { lotArb } from './property-helpers';
import { initialState } from './state';
import {
  decideTender,
  openingTenderOf,
  qualifiedBidders,
  rankTenders,
  type Tender,
  type TenderWindow,
  tendersInForce,
} from './tenders';
import { MINUTE } from './test-helpers';
import type { EngineState, RulesInput } from './types';

const HOUR = 60 * MINUTE;

/** The window of a lot: it opens three hours and closes one hour before the auction. */
const windowOf = (rules: RulesInput): TenderWindow => ({
  direction: rules.direction,
  startValue: rules.startValue,
  opensAt: rules.startsAt - 3 * HOUR,
  closesAt: rules.startsAt - HOUR,
});

/** A try: a member tenders `share` of the start value (in hundredths), `dt` ms after the last try, naming (or not) its tender. */
interface Try {
  bidder: string;
  share: number;
  dt: number;
  names: 'own' | 'none' | 'wrong';
}

const tryArb: fc.Arbitrary<Try> = fc.record({
  bidder: fc.constantFrom('a', 'b', 'c', 'd'),
  share: fc.integer({ min: 50, max: 200 }),
  dt: fc.integer({ min: 0, max: 20 * MINUTE }),
  names: fc.constantFrom<Try['names']>('own', 'own', 'none', 'wrong'),
});

/** Plays the tries from 10 minutes before the window opens; the tender log and every decision. */
function tender(rules: RulesInput, tries: Try[]) {
  const w = windowOf(rules);
  const log: Tender[] = [];
  let at = w.opensAt - 10 * MINUTE;
  const decisions = tries.map((t) => {
    at += t.dt;
    const current = tendersInForce(log).find((x) => x.bidderId === t.bidder) ?? null;
    const replaces = t.names === 'own' ? (current?.ref ?? null) : t.names === 'wrong' ? 'nope' : null;
    const amount = Math.max(1, Math.round((rules.startValue * t.share) / 100));
    const d = decideTender(w, current, { bidderId: t.bidder, amount, replaces }, at);
    if (d.ok) log.push({ bidderId: t.bidder, amount, at, seq: log.length + 1, ref: `r${log.length + 1}` });
    return { t, at, current, replaces, d };
  });
  return { w, log, decisions };
}

describe('tenders in the window', () => {
  it('are taken only inside the window, one per member, replaced only by naming the one in force', () => {
    fc.assert(
      fc.property(lotArb(), fc.array(tryArb, { maxLength: 30 }), (rules, tries) => {
        const { w, log, decisions } = tender(rules, tries);
        for (const { at, current, replaces, d } of decisions) {
          const inWindow = at >= w.opensAt && at < w.closesAt;
          const named = current === null ? replaces === null : replaces === current.ref;
          expect(d.ok).toBe(inWindow && named);
          if (!d.ok && !inWindow) expect(['TENDER_NOT_OPEN', 'TENDER_CLOSED']).toContain(d.code);
          if (!d.ok && inWindow) expect(d.code).toBe('TENDER_NOT_REPLACEMENT');
        }
        const inForce = tendersInForce(log);
        expect(new Set(inForce.map((t) => t.bidderId)).size).toBe(inForce.length);
        // Each member's tender in force is its last accepted one.
        for (const t of inForce) expect(t).toEqual(log.filter((x) => x.bidderId === t.bidderId).at(-1));
      }),
    );
  });
});

describe('the opening', () => {
  it('ranks the tenders in force best first, the earlier among equals, whatever order they come in', () => {
    fc.assert(
      fc.property(lotArb(), fc.array(tryArb, { maxLength: 30 }), (rules, tries) => {
        const { w, log } = tender(rules, tries);
        const inForce = tendersInForce(log);
        const ranked = rankTenders(w, inForce);
        expect(rankTenders(w, [...inForce].reverse())).toEqual(ranked);
        expect(ranked.map((t) => t.rank)).toEqual(inForce.map((_, i) => i + 1));
        for (let i = 1; i < ranked.length; i++) {
          const [a, b] = [ranked[i - 1], ranked[i]];
          expect(beats(w.direction, b.amount, a.amount)).toBe(false);
          if (a.amount === b.amount) expect(a.at < b.at || (a.at === b.at && a.seq < b.seq)).toBe(true);
        }
        // Qualified: exactly the tenders at or beyond the start value.
        const qualified = qualifiedBidders(ranked);
        for (const t of ranked)
          expect(qualified.has(t.bidderId)).toBe(atOrBeyond(w.direction, t.amount, w.startValue));
      }),
    );
  });

  it('opens the auction led by the best tender at its amount, or unled when none qualified', () => {
    fc.assert(
      fc.property(lotArb(), fc.array(tryArb, { maxLength: 30 }), (rules, tries) => {
        const { w, log } = tender(rules, tries);
        const ranked = rankTenders(w, tendersInForce(log));
        const best = openingTenderOf(ranked);
        const opened = mustAccept(
          decide(initialState(rules), { type: 'open-tenders', best }, new Date(w.closesAt)),
        );
        expect(opened.tendersOpened).toBe(true);
        // Only once.
        const again = decide(opened, { type: 'open-tenders', best }, new Date(w.closesAt + 1));
        expect(again.ok).toBe(false);
        const started = decide(opened, { type: 'open', bidId: 'o' }, new Date(rules.startsAt));
        if (best === null) {
          expect(ranked.some((t) => t.qualified)).toBe(false);
          expect(started.ok).toBe(false);
          return;
        }
        const state = mustAccept(started);
        expect(state.leading).toMatchObject({ bidderId: ranked[0].bidderId, amount: ranked[0].amount });
        expect(state.openingTender).toBeNull();
        expect(state.preBidsPending).toBe(false);
        // A rival must beat the opening tender by a step, as any leading bid.
        const rival = ranked.find((t) => t.qualified && t.bidderId !== best.bidderId);
        if (rival) {
          const d = decide(
            state,
            { type: 'place-bid', bidderId: rival.bidderId, amount: best.amount, bidId: 'x' },
            new Date(rules.startsAt + 1),
          );
          expect(d.ok).toBe(false);
        }
      }),
    );
  });

  it('lets the first bid at the opening open the best tender before it, as the scheduler would', () => {
    fc.assert(
      // At most 31 steps: a step is at most a fortieth of the start value, so a reverse bid stays above zero.
      fc.property(lotArb(), fc.integer({ min: 0, max: 30 }), (rules, extraSteps) => {
        const best = { bidderId: 'a', amount: rules.startValue, at: rules.startsAt - 2 * HOUR };
        const opened = mustAccept(
          decide(initialState(rules), { type: 'open-tenders', best }, new Date(rules.startsAt - HOUR)),
        );
        const sign = rules.direction === 'forward' ? 1 : -1;
        const amount = rules.startValue + sign * (1 + extraSteps) * rules.step;
        const state = mustAccept(
          decide(opened, { type: 'place-bid', bidderId: 'b', amount, bidId: 'b1' }, new Date(rules.startsAt)),
        );
        expect(state.standings.map((s) => s.bidderId)).toEqual(['b', 'a']);
        expect(state.lastSerial).toBe(2);
      }),
    );
  });
});

describe('the auction after the tenders', () => {
  it('extends its closing for a bid in the anti-sniping window', () => {
    const rules: RulesInput = {
      direction: 'forward',
      startValue: 100_000,
      step: 1_000,
      startsAt: 0,
      endsAt: 30 * MINUTE,
      isActive: true,
      extensionMinutes: 3,
    };
    const best = { bidderId: 'a', amount: 150_000, at: -2 * HOUR };
    let state = mustAccept(decide(initialState(rules), { type: 'open-tenders', best }, new Date(-HOUR)));
    state = mustAccept(decide(state, { type: 'open', bidId: 'o' }, new Date(0)));
    expect(state.endsAt).toBe(30 * MINUTE);
    state = mustAccept(
      decide(
        state,
        { type: 'place-bid', bidderId: 'b', amount: 151_000, bidId: 'b1' },
        new Date(28 * MINUTE),
      ),
    );
    expect(state.endsAt).toBe(33 * MINUTE);
    expect(state.extensions).toBe(1);
  });

  it('refuses to open tenders on a lot that already has bids', () => {
    const rules: RulesInput = {
      direction: 'reverse',
      startValue: 100_000,
      step: 1_000,
      startsAt: 0,
      endsAt: 30 * MINUTE,
      isActive: true,
    };
    const bid = mustAccept(
      decide(
        initialState(rules),
        { type: 'place-bid', bidderId: 'b', amount: 100_000, bidId: 'b1' },
        new Date(1),
      ),
    );
    const d = decide(bid, { type: 'open-tenders', best: null }, new Date(2));
    expect(d.ok).toBe(false);
    if (!d.ok) expect(d.code).toBe('TENDERS_NOT_OPENABLE');
  });
});

function mustAccept(d: ReturnType<typeof decide>): EngineState {
  if (!d.ok) throw new Error(`expected acceptance, got ${d.code}: ${d.message}`);
  return d.state;
}
