/**
 * Pre-bids (API.md "Pre-bids"): an auto bid set before the opening waits for it, and at the
 * opening the pre-bids compete as auto bids, the earlier placed first among equal limits.
 */
import { describe, expect, it } from 'vitest';
import { decide } from './decide';
import {
  accept,
  after,
  autoBid,
  bid,
  lot,
  MINUTE,
  minutesIn,
  records,
  refusal,
  rs,
  T0,
} from './test-helpers';
import type { EngineState } from './types';

const before = (minutes: number) => new Date(T0 - minutes * MINUTE);
const opening = new Date(T0);
const open = (bidId = 'open1') => ({ type: 'open' as const, bidId });

/** A forward lot (start ₹1,00,000, step ₹5,000) with pre-bids of A ₹1,50,000 and B ₹1,30,000. */
function twoPreBids(): EngineState {
  const s = after(lot(), autoBid('A', rs(150_000)), before(30));
  return after(s, autoBid('B', rs(130_000)), before(20));
}

describe('placing a pre-bid', () => {
  it('keeps the ceiling, places no bid and marks the pre-bids as waiting', () => {
    const r = accept(lot(), autoBid('A', rs(150_000)), before(30));
    expect(r.events).toEqual([
      { type: 'pre-bid-set', bidderId: 'A', limit: rs(150_000), previousLimit: null },
    ]);
    expect(r.state.standings).toEqual([]);
    expect(r.state.leading).toBeNull();
    expect(r.state.autoBids).toEqual([{ bidderId: 'A', limit: rs(150_000), at: T0 - 30 * MINUTE, seq: 1 }]);
    expect(r.state.preBidsPending).toBe(true);
    expect(r.state.seq).toBe(1);
  });

  it('needs two steps beyond the start value, like an auto bid before the first bid', () => {
    const r = refusal(lot(), autoBid('A', rs(105_000)), before(5));
    expect(r.code).toBe('AUTO_TOO_CLOSE');
    expect(r.needed).toBe(rs(110_000));
    expect(r.message).toBe(
      'Auto bid cannot be set below two increments from the start value: set at least ₹1,10,000.',
    );
    // Below the start value too.
    expect(refusal(lot(), autoBid('A', rs(90_000)), before(5)).code).toBe('AUTO_TOO_CLOSE');
    // In reverse the limit is a floor: two decrements below the start value.
    const reverse = lot({ direction: 'reverse' });
    expect(refusal(reverse, autoBid('A', rs(95_000)), before(5)).needed).toBe(rs(90_000));
    expect(after(reverse, autoBid('A', rs(90_000)), before(5)).preBidsPending).toBe(true);
  });

  it('may be raised, never lowered or set again at the same ceiling', () => {
    const s = after(lot(), autoBid('A', rs(150_000)), before(30));
    const raised = accept(s, autoBid('A', rs(160_000)), before(20));
    expect(raised.events).toEqual([
      { type: 'pre-bid-set', bidderId: 'A', limit: rs(160_000), previousLimit: rs(150_000) },
    ]);
    const lowered = refusal(raised.state, autoBid('A', rs(155_000)), before(10));
    expect(lowered.code).toBe('AUTO_LOWERED');
    expect(lowered.message).toBe(
      'An auto bid can only be raised: your current ceiling is ₹1,60,000, so set more than that.',
    );
    expect(refusal(raised.state, autoBid('A', rs(160_000)), before(10)).code).toBe('AUTO_LOWERED');
  });

  it('is refused on an inactive or closed lot, and in a rank auction', () => {
    expect(refusal(lot({ isActive: false }), autoBid('A', rs(150_000)), before(5)).code).toBe('INACTIVE');
    expect(refusal(lot({ rankOnly: true }), autoBid('A', rs(150_000)), before(5)).code).toBe(
      'AUTO_IN_RANK_AUCTION',
    );
    const closed: EngineState = { ...lot(), status: 'closed' };
    expect(refusal(closed, autoBid('A', rs(150_000)), before(5)).code).toBe('CLOSED');
  });

  it('leaves manual bids before the opening refused', () => {
    expect(refusal(twoPreBids(), bid('C', rs(100_000)), before(1)).code).toBe('NOT_OPEN');
  });
});

describe('the opening', () => {
  it('lets the pre-bids compete in one step: the highest ceiling leads one step above the runner-up', () => {
    const r = accept(twoPreBids(), open(), opening);
    expect(r.events[0]).toEqual({ type: 'pre-bids-opened', bidders: 2 });
    expect(records(r.events).map((b) => [b.bidderId, b.amount, b.kind, b.bidId])).toEqual([
      ['B', rs(130_000), 'auto', 'open1:o:0'],
      ['A', rs(135_000), 'auto', 'open1:o:1'],
    ]);
    expect(r.state.leading).toMatchObject({ bidderId: 'A', amount: rs(135_000) });
    expect(r.state.preBidsPending).toBe(false);
    expect(r.state.seq).toBe(3);
  });

  it('gives a tie of ceilings to the pre-bid placed first, at that ceiling', () => {
    let s = after(lot(), autoBid('B', rs(150_000)), before(30));
    s = after(s, autoBid('A', rs(150_000)), before(20));
    const opened = after(s, open(), opening);
    expect(opened.leading).toMatchObject({ bidderId: 'B', amount: rs(150_000) });
    expect(opened.standings.map((x) => x.bidderId)).toEqual(['B', 'A']);
  });

  it('counts a raise as placed when it was raised', () => {
    let s = after(lot(), autoBid('A', rs(140_000)), before(30));
    s = after(s, autoBid('B', rs(150_000)), before(20));
    s = after(s, autoBid('A', rs(150_000)), before(10));
    expect(after(s, open(), opening).leading?.bidderId).toBe('B');
  });

  it('opens a lone pre-bid at the start value', () => {
    const s = after(lot(), autoBid('A', rs(150_000)), before(5));
    expect(after(s, open(), opening).leading).toMatchObject({ bidderId: 'A', amount: rs(100_000) });
  });

  it('runs once: a second opening finds nothing waiting', () => {
    const opened = after(twoPreBids(), open(), opening);
    expect(refusal(opened, open('open2'), minutesIn(1)).code).toBe('NO_PRE_BIDS');
    expect(refusal(lot(), open(), minutesIn(1)).code).toBe('NO_PRE_BIDS');
  });

  it('waits for the opening time and for an active lot', () => {
    expect(refusal(twoPreBids(), open(), before(1)).code).toBe('NOT_OPEN');
    const inactive = after(twoPreBids(), { type: 'set-active', isActive: false }, before(1));
    expect(refusal(inactive, open(), opening).code).toBe('INACTIVE');
    expect(refusal(twoPreBids(), open(), minutesIn(60)).code).toBe('CLOSED');
  });

  it('comes first when a bid arrives at the opening before the scheduler', () => {
    // C's bid of ₹1,30,000 meets A leading at ₹1,35,000 after the opening: too low.
    const low = refusal(twoPreBids(), bid('C', rs(130_000)), opening);
    expect(low.code).toBe('BELOW_STEP');
    expect(low.needed).toBe(rs(140_000));
    // The refusal changed nothing: the pre-bids still wait.
    const r = accept(twoPreBids(), bid('C', rs(145_000), 'c1'), opening);
    expect(records(r.events).map((b) => [b.bidderId, b.amount, b.kind])).toEqual([
      ['B', rs(130_000), 'auto'],
      ['A', rs(135_000), 'auto'],
      ['C', rs(145_000), 'manual'],
      ['A', rs(150_000), 'proxy'],
    ]);
    expect(r.state.seq).toBe(3);
    expect(r.state.preBidsPending).toBe(false);
    expect(r.state.leading).toMatchObject({ bidderId: 'A', amount: rs(150_000) });
    // The same as the scheduler's opening followed by the bid.
    const stepwise = after(after(twoPreBids(), open(), opening), bid('C', rs(145_000), 'c1'), opening);
    expect(stepwise.standings.map((x) => [x.bidderId, x.amount])).toEqual(
      r.state.standings.map((x) => [x.bidderId, x.amount]),
    );
  });

  it('lets a pre-bidder who raises at the opening compete with its raised ceiling', () => {
    const r = accept(twoPreBids(), autoBid('B', rs(170_000), 'b2'), opening);
    expect(r.state.leading).toMatchObject({ bidderId: 'B', amount: rs(155_000) });
    expect(r.events.map((e) => e.type)).toContain('pre-bids-opened');
  });

  it('lets a closing that finds pre-bids still waiting open them first', () => {
    const r = accept(twoPreBids(), { type: 'close' }, minutesIn(61));
    expect(r.events.map((e) => e.type)).toEqual([
      'pre-bids-opened',
      'bid-recorded',
      'bid-recorded',
      'leading-changed',
      'closed',
    ]);
    expect(r.state.status).toBe('closed');
    expect(r.state.endsAt).toBe(T0 + 60 * MINUTE);
    expect(r.events.at(-1)).toMatchObject({ type: 'closed', winner: { bidderId: 'A', amount: rs(135_000) } });
    // On a lot left inactive the pre-bids never competed.
    const inactive = after(twoPreBids(), { type: 'set-active', isActive: false }, before(1));
    const closed = accept(inactive, { type: 'close' }, minutesIn(61));
    expect(closed.state.leading).toBeNull();
    expect(closed.state.preBidsPending).toBe(false);
  });

  it('extends a lot that opens inside its anti-sniping window, as any first bid would', () => {
    const short = lot({ endsAt: T0 + 2 * MINUTE });
    const s = after(short, autoBid('A', rs(150_000)), before(5));
    const r = accept(s, open(), opening);
    expect(r.state.endsAt).toBe(T0 + 5 * MINUTE);
  });

  it('never changes the state it is given', () => {
    const s = twoPreBids();
    const copy = structuredClone(s);
    decide(s, open(), opening);
    decide(s, bid('C', rs(145_000)), opening);
    expect(s).toEqual(copy);
  });
});
