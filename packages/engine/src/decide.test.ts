import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT } from './amount';
import { decide, REJECTION_CODES } from './decide';
import {
  accept,
  after,
  autoBid,
  bid,
  deepFreeze,
  lot,
  MINUTE,
  minutesIn,
  records,
  refusal,
  rs,
  T0,
} from './test-helpers';
import type { Command, EngineState } from './types';

/** A reverse lot: start ₹1,00,000, decrement ₹5,000. */
const reverseLot = () => lot({ direction: 'reverse' });

describe('forward auctions (highest wins, steps go up)', () => {
  it('accepts a first bid at the start value', () => {
    const { state, events } = accept(lot(), bid('A', rs(100_000), 'bid-1'));
    expect(state.leading).toMatchObject({ bidderId: 'A', amount: rs(100_000), bidId: 'bid-1' });
    expect(records(events)).toEqual([
      {
        bidId: 'bid-1',
        bidderId: 'A',
        amount: rs(100_000),
        kind: 'manual',
        at: minutesIn(1).getTime(),
        serial: 1,
      },
    ]);
  });

  it('rejects a first bid below the start value, naming the start value', () => {
    const r = refusal(lot(), bid('A', rs(99_999)));
    expect(r).toEqual({
      ok: false,
      code: 'BELOW_START',
      message: 'Bid must be at least ₹1,00,000 (the start value).',
      needed: rs(100_000),
    });
  });

  it('rejects a bid below the next step, naming the amount needed', () => {
    const s = after(lot(), bid('A', rs(100_000)));
    const r = refusal(s, bid('B', rs(104_999)));
    expect(r.code).toBe('BELOW_STEP');
    expect(r.message).toBe('Bid must be at least ₹1,05,000.');
    expect(r.needed).toBe(rs(105_000));
  });

  it('accepts a bid exactly one step above the leading bid', () => {
    const s = after(after(lot(), bid('A', rs(100_000))), bid('B', rs(105_000)));
    expect(s.leading).toMatchObject({ bidderId: 'B', amount: rs(105_000) });
  });

  it('accepts a jump bid of several steps', () => {
    const s = after(after(lot(), bid('A', rs(100_000))), bid('B', rs(180_000)));
    expect(s.leading?.amount).toBe(rs(180_000));
  });

  it('ranks the higher bidder first', () => {
    let s = after(lot(), bid('A', rs(100_000)));
    s = after(s, bid('B', rs(105_000)));
    s = after(s, bid('A', rs(120_000)));
    expect(s.standings.map((x) => [x.bidderId, x.amount])).toEqual([
      ['A', rs(120_000)],
      ['B', rs(105_000)],
    ]);
  });

  it('names a needed amount that is not whole rupees rounded up, so typing it is accepted', () => {
    const s = after(lot({ startValue: 10_050, step: 25 }), bid('A', 10_050));
    const r = refusal(s, bid('B', 10_060));
    expect(r.message).toBe('Bid must be at least ₹101.');
    expect(after(s, bid('B', 10_100)).leading?.bidderId).toBe('B');
  });
});

describe('reverse auctions (lowest wins, steps go down)', () => {
  it('accepts a first bid at or below the start value', () => {
    expect(after(reverseLot(), bid('A', rs(100_000))).leading?.amount).toBe(rs(100_000));
    expect(after(reverseLot(), bid('A', rs(90_000))).leading?.amount).toBe(rs(90_000));
  });

  it('rejects a first bid above the start value', () => {
    const r = refusal(reverseLot(), bid('A', rs(100_001)));
    expect(r.code).toBe('BELOW_START');
    expect(r.message).toBe('Bid must be at most ₹1,00,000 (the start value).');
  });

  it('rejects a bid that does not undercut the leading bid by a full decrement', () => {
    const s = after(reverseLot(), bid('A', rs(100_000)));
    const r = refusal(s, bid('B', rs(96_000)));
    expect(r.code).toBe('BELOW_STEP');
    expect(r.message).toBe('Bid must be at most ₹95,000.');
    expect(r.needed).toBe(rs(95_000));
  });

  it('lets the lowest bidder lead and ranks lower bids first', () => {
    let s = after(reverseLot(), bid('A', rs(100_000)));
    s = after(s, bid('B', rs(95_000)));
    s = after(s, bid('C', rs(80_000)));
    expect(s.standings.map((x) => x.bidderId)).toEqual(['C', 'B', 'A']);
  });

  it('refuses any further bid once the leading bid is within one decrement of zero', () => {
    const s = after(lot({ direction: 'reverse', startValue: 700, step: 500 }), bid('A', 400));
    const r = refusal(s, bid('B', 1));
    expect(r.code).toBe('BELOW_STEP');
    expect(r.message).toBe('Bid cannot go lower: the leading bid is within one decrement of zero.');
  });
});

describe('opening and closing of bidding', () => {
  it('rejects a bid before the opening time, saying when bidding opens', () => {
    const r = refusal(lot(), bid('A', rs(100_000)), new Date(T0 - 1));
    expect(r).toEqual({
      ok: false,
      code: 'NOT_OPEN',
      message: 'Bidding on this lot opens at 22 Nov 2025, 10:00 am IST.',
    });
  });

  it('accepts a bid exactly at the opening time', () => {
    expect(after(lot(), bid('A', rs(100_000)), new Date(T0)).leading?.bidderId).toBe('A');
  });

  it('rejects a bid at the closing time even before the lot is formally closed', () => {
    expect(refusal(lot(), bid('A', rs(100_000)), minutesIn(60)).code).toBe('CLOSED');
    expect(after(lot(), bid('A', rs(100_000)), new Date(T0 + 60 * MINUTE - 1)).leading).not.toBeNull();
  });

  it('rejects bids and auto bids on an inactive lot', () => {
    const s = lot({ isActive: false });
    expect(refusal(s, bid('A', rs(100_000))).code).toBe('INACTIVE');
    expect(refusal(s, autoBid('A', rs(200_000))).code).toBe('INACTIVE');
  });

  it('takes bids again once the admin ticks Active', () => {
    const s = after(lot({ isActive: false }), { type: 'set-active', isActive: true });
    expect(after(s, bid('A', rs(100_000))).leading?.bidderId).toBe('A');
  });

  it('rejects bids after the lot is closed', () => {
    const s = after(after(lot(), bid('A', rs(100_000))), { type: 'close' }, minutesIn(60));
    expect(refusal(s, bid('B', rs(200_000)), minutesIn(61)).code).toBe('CLOSED');
    expect(refusal(s, autoBid('B', rs(300_000)), minutesIn(61)).code).toBe('CLOSED');
  });
});

describe('amounts', () => {
  const cases: [string, unknown][] = [
    ['a fraction of a paisa', 10_000_000.5],
    ['zero', 0],
    ['a negative amount', -500],
    ['not a number', Number.NaN],
    ['a string', '100000'],
    ['infinity', Number.POSITIVE_INFINITY],
    ['an amount above the ceiling of the engine', MAX_AMOUNT + 1],
  ];
  for (const [name, amount] of cases) {
    it(`rejects ${name} as a bid with INVALID_AMOUNT`, () => {
      const command = { type: 'place-bid', bidderId: 'A', amount, bidId: 'x' } as Command;
      const r = refusal(lot(), command);
      expect(r.code).toBe('INVALID_AMOUNT');
      expect(r.message.length).toBeGreaterThan(10);
    });
    it(`rejects ${name} as an auto bid limit with INVALID_AMOUNT`, () => {
      const command = { type: 'place-auto-bid', bidderId: 'A', limit: amount, bidId: 'x' } as Command;
      expect(refusal(lot(), command).code).toBe('INVALID_AMOUNT');
    });
  }

  it('says plainly what is wrong with an amount', () => {
    expect(refusal(lot(), bid('A', 0)).message).toBe('The bid amount must be more than zero.');
    expect(refusal(lot(), bid('A', 1.5)).message).toBe(
      'The bid amount must be a whole amount, without fractions of a paisa.',
    );
    expect(refusal(lot(), bid('A', MAX_AMOUNT + 1)).message).toBe(
      'Bid amount cannot be more than ₹1,00,00,00,00,00,000.',
    );
  });

  it('accepts the largest amount the engine allows', () => {
    expect(after(lot(), bid('A', MAX_AMOUNT)).leading?.amount).toBe(MAX_AMOUNT);
  });
});

describe('no self-outbidding', () => {
  it('rejects a manual bid from the current leader', () => {
    const s = after(lot(), bid('A', rs(100_000)));
    const r = refusal(s, bid('A', rs(150_000)));
    expect(r.code).toBe('SELF_OUTBID');
    expect(r.message).toMatch(/cannot outbid yourself/);
  });

  it('lets the leader set or raise its own auto bid without moving the price', () => {
    let s = after(lot(), bid('A', rs(100_000)));
    const first = accept(s, autoBid('A', rs(150_000)));
    expect(records(first.events)).toEqual([]);
    s = after(first.state, autoBid('A', rs(200_000)));
    expect(s.leading?.amount).toBe(rs(100_000));
    expect(s.autoBids).toEqual([expect.objectContaining({ bidderId: 'A', limit: rs(200_000) })]);
  });

  it('lets a former leader bid again once outbid', () => {
    let s = after(lot(), bid('A', rs(100_000)));
    s = after(s, bid('B', rs(105_000)));
    expect(after(s, bid('A', rs(110_000))).leading?.bidderId).toBe('A');
  });
});

describe('auto bid (proxy bidding)', () => {
  it('rejects an auto bid closer than two increments to the prevailing bid', () => {
    const s = after(lot(), bid('A', rs(100_000)));
    const r = refusal(s, autoBid('B', rs(109_999)));
    expect(r.code).toBe('AUTO_TOO_CLOSE');
    expect(r.message).toBe(
      'Auto bid cannot be set below two increments from the prevailing bid: set at least ₹1,10,000.',
    );
    expect(r.needed).toBe(rs(110_000));
    expect(after(s, autoBid('B', rs(110_000))).leading?.bidderId).toBe('B');
  });

  it('with no bid yet, asks for at least the start value plus two increments', () => {
    const r = refusal(lot(), autoBid('A', rs(109_000)));
    expect(r.code).toBe('AUTO_TOO_CLOSE');
    expect(r.message).toBe(
      'Auto bid cannot be set below two increments from the start value: set at least ₹1,10,000.',
    );
  });

  it('in reverse, rejects a floor closer than two decrements to the prevailing bid', () => {
    const s = after(reverseLot(), bid('A', rs(100_000)));
    const r = refusal(s, autoBid('B', rs(90_001)));
    expect(r.code).toBe('AUTO_TOO_CLOSE');
    expect(r.message).toBe(
      'Auto bid cannot be set above two decrements from the prevailing bid: set at most ₹90,000.',
    );
  });

  it('opens at the start value when set before any bid', () => {
    const { state, events } = accept(lot(), autoBid('A', rs(150_000), 'auto-1'));
    expect(records(events)).toEqual([
      expect.objectContaining({ bidId: 'auto-1', bidderId: 'A', amount: rs(100_000), kind: 'auto' }),
    ]);
    expect(state.leading?.amount).toBe(rs(100_000));
  });

  it('bids the leading bid plus one increment when it beats the leading bid', () => {
    const s = after(after(lot(), bid('A', rs(100_000))), autoBid('B', rs(150_000)));
    expect(s.leading).toMatchObject({ bidderId: 'B', amount: rs(105_000) });
  });

  it('answers a rival bid with one increment more (a proxy bid)', () => {
    const s = after(lot(), autoBid('A', rs(150_000)));
    const { state, events } = accept(s, bid('B', rs(120_000), 'bid-b'));
    expect(records(events).map((r) => [r.bidderId, r.amount, r.kind, r.bidId])).toEqual([
      ['B', rs(120_000), 'manual', 'bid-b'],
      ['A', rs(125_000), 'proxy', 'bid-b:1'],
    ]);
    expect(state.leading).toMatchObject({ bidderId: 'A', amount: rs(125_000) });
  });

  it('answers at its ceiling when less than one increment is left below it', () => {
    const s = after(lot(), autoBid('A', rs(122_000)));
    const state = after(s, bid('B', rs(120_000)));
    expect(state.leading).toMatchObject({ bidderId: 'A', amount: rs(122_000) });
  });

  it('lets a manual bid equal to the auto ceiling prevail', () => {
    const s = after(lot(), autoBid('A', rs(150_000)));
    const { state, events } = accept(s, bid('B', rs(150_000)));
    expect(records(events)).toHaveLength(1);
    expect(state.leading).toMatchObject({ bidderId: 'B', amount: rs(150_000) });
  });

  it('stops answering once a rival goes beyond the ceiling, and never bids beyond it', () => {
    const s = after(lot(), autoBid('A', rs(150_000)));
    const { state, events } = accept(s, bid('B', rs(160_000)));
    expect(records(events).map((r) => r.bidderId)).toEqual(['B']);
    expect(state.standings.find((x) => x.bidderId === 'A')?.amount).toBe(rs(100_000));
  });

  it('between two auto bids, takes the price to the lower ceiling plus one increment', () => {
    let s = after(lot(), autoBid('A', rs(200_000)));
    const { state, events } = accept(s, autoBid('B', rs(150_000), 'auto-b'));
    expect(records(events).map((r) => [r.bidderId, r.amount, r.kind, r.bidId])).toEqual([
      ['B', rs(150_000), 'auto', 'auto-b'],
      ['A', rs(155_000), 'proxy', 'auto-b:1'],
    ]);
    s = state;
    expect(s.leading).toMatchObject({ bidderId: 'A', amount: rs(155_000) });
  });

  it('between two auto bids, caps the price at the higher ceiling', () => {
    const s = after(after(lot(), autoBid('A', rs(152_000))), autoBid('B', rs(150_000)));
    expect(s.leading).toMatchObject({ bidderId: 'A', amount: rs(152_000) });
  });

  it('between two equal ceilings, lets the earlier auto bid lead at that ceiling', () => {
    let s = after(lot(), autoBid('A', rs(150_000)));
    s = after(s, bid('C', rs(120_000)));
    const { state, events } = accept(s, autoBid('B', rs(150_000)));
    expect(records(events).map((r) => [r.bidderId, r.amount])).toEqual([
      ['A', rs(150_000)],
      ['B', rs(150_000)],
    ]);
    expect(state.leading).toMatchObject({ bidderId: 'A', amount: rs(150_000) });
    expect(state.standings.map((x) => x.bidderId)).toEqual(['A', 'B', 'C']);
  });

  it('takes the price to one increment above the second-highest of three ceilings', () => {
    let s = after(lot(), autoBid('A', rs(300_000)));
    s = after(s, autoBid('B', rs(200_000)));
    const state = after(s, autoBid('C', rs(250_000)));
    expect(state.leading).toMatchObject({ bidderId: 'A', amount: rs(255_000) });
    expect(state.standings.map((x) => [x.bidderId, x.amount])).toEqual([
      ['A', rs(255_000)],
      ['C', rs(250_000)],
      ['B', rs(200_000)],
    ]);
  });

  it('lets a new higher auto bid win against an existing one', () => {
    const s = after(after(lot(), autoBid('A', rs(150_000))), autoBid('B', rs(200_000)));
    expect(s.leading).toMatchObject({ bidderId: 'B', amount: rs(155_000) });
  });

  it('keeps one auto bid per bidder: placing again raises it', () => {
    let s = after(lot(), bid('X', rs(100_000)));
    s = after(s, autoBid('A', rs(150_000)));
    s = after(s, autoBid('A', rs(180_000)));
    expect(s.autoBids.filter((a) => a.bidderId === 'A')).toEqual([
      expect.objectContaining({ limit: rs(180_000), seq: 3 }),
    ]);
  });

  it('rejects lowering an auto bid ceiling, or setting the same one again', () => {
    const s = after(lot(), autoBid('A', rs(150_000)));
    const lower = refusal(s, autoBid('A', rs(140_000)));
    expect(lower.code).toBe('AUTO_LOWERED');
    expect(lower.message).toBe(
      'An auto bid can only be raised: your current ceiling is ₹1,50,000, so set more than that.',
    );
    expect(refusal(s, autoBid('A', rs(150_000))).code).toBe('AUTO_LOWERED');
  });

  it('in reverse, rejects raising an auto bid floor', () => {
    const s = after(reverseLot(), autoBid('A', rs(50_000)));
    const r = refusal(s, autoBid('A', rs(60_000)));
    expect(r.code).toBe('AUTO_LOWERED');
    expect(r.message).toBe(
      'An auto bid floor can only be lowered: your current floor is ₹50,000, so set less than that.',
    );
  });

  it('in reverse, answers a rival with one decrement less, never below its floor', () => {
    let s = after(reverseLot(), autoBid('A', rs(62_000)));
    expect(s.leading).toMatchObject({ bidderId: 'A', amount: rs(100_000) });
    s = after(s, bid('B', rs(80_000)));
    expect(s.leading).toMatchObject({ bidderId: 'A', amount: rs(75_000) });
    s = after(s, bid('B', rs(65_000)));
    expect(s.leading).toMatchObject({ bidderId: 'A', amount: rs(62_000) });
    s = after(s, bid('B', rs(57_000)));
    expect(s.leading).toMatchObject({ bidderId: 'B', amount: rs(57_000) });
  });

  it('in reverse, takes the price to the higher floor minus one decrement between two auto bids', () => {
    const s = after(after(reverseLot(), autoBid('A', rs(40_000))), autoBid('B', rs(60_000)));
    expect(s.leading).toMatchObject({ bidderId: 'A', amount: rs(55_000) });
  });

  it('lets an outbid leader with an auto bid defend against a new auto bid', () => {
    let s = after(lot(), bid('A', rs(100_000)));
    s = after(s, autoBid('A', rs(200_000)));
    s = after(s, autoBid('B', rs(150_000)));
    expect(s.leading).toMatchObject({ bidderId: 'A', amount: rs(155_000) });
  });
});

describe('no withdrawal', () => {
  it('has no command to withdraw a bid', () => {
    const s = after(lot(), bid('A', rs(100_000)));
    const r = refusal(s, { type: 'withdraw-bid', bidderId: 'A' } as unknown as Command);
    expect(r.code).toBe('INVALID_COMMAND');
    expect(r.message).toMatch(/cannot be withdrawn/);
  });
});

describe('anti-sniping', () => {
  const withBid = () => after(lot(), bid('A', rs(100_000)));

  it('extends closing by 3 minutes when a leading bid lands in the last 3 minutes', () => {
    const { state, events } = accept(withBid(), bid('B', rs(105_000)), minutesIn(58));
    expect(state.endsAt).toBe(T0 + 63 * MINUTE);
    expect(state.extensions).toBe(1);
    expect(events).toContainEqual({
      type: 'closing-changed',
      from: T0 + 60 * MINUTE,
      to: T0 + 63 * MINUTE,
      reason: 'anti-sniping',
    });
  });

  it('extends when exactly N minutes are left, but not a millisecond earlier', () => {
    expect(after(withBid(), bid('B', rs(105_000)), minutesIn(57)).endsAt).toBe(T0 + 63 * MINUTE);
    expect(after(withBid(), bid('B', rs(105_000)), new Date(T0 + 57 * MINUTE - 1)).endsAt).toBe(
      T0 + 60 * MINUTE,
    );
  });

  it("uses the event's auto-extension minutes", () => {
    const s = after(lot({ extensionMinutes: 10 }), bid('A', rs(100_000)));
    expect(after(s, bid('B', rs(105_000)), minutesIn(51)).endsAt).toBe(T0 + 70 * MINUTE);
    expect(after(s, bid('B', rs(105_000)), minutesIn(49)).endsAt).toBe(T0 + 60 * MINUTE);
  });

  it('extends from the current closing time, again and again', () => {
    let s = after(withBid(), bid('B', rs(105_000)), minutesIn(59));
    s = after(s, bid('A', rs(110_000)), minutesIn(62));
    expect(s.endsAt).toBe(T0 + 66 * MINUTE);
    expect(s.extensions).toBe(2);
  });

  it('does not extend a Timed auction (extendable false)', () => {
    const s = after(lot({ extendable: false }), bid('A', rs(100_000)));
    expect(after(s, bid('B', rs(105_000)), minutesIn(59)).endsAt).toBe(T0 + 60 * MINUTE);
  });

  it('stops extending after the maximum number of extensions', () => {
    let s = after(lot({ maxExtensions: 1 }), bid('A', rs(100_000)));
    s = after(s, bid('B', rs(105_000)), minutesIn(59));
    s = after(s, bid('A', rs(110_000)), minutesIn(62));
    expect(s.endsAt).toBe(T0 + 63 * MINUTE);
    expect(s.extensions).toBe(1);
  });

  it('extends when the first bid of the lot lands in the window', () => {
    expect(after(lot(), bid('A', rs(100_000)), minutesIn(59)).endsAt).toBe(T0 + 63 * MINUTE);
  });

  it('does not extend for an auto bid that leaves the price where it was', () => {
    const s = after(withBid(), autoBid('A', rs(200_000)), minutesIn(59));
    expect(s.endsAt).toBe(T0 + 60 * MINUTE);
  });

  it('extends when an auto bid answers in the window (the price moved)', () => {
    const s = after(after(lot(), autoBid('A', rs(200_000))), bid('B', rs(150_000)), minutesIn(59));
    expect(s.leading?.bidderId).toBe('A');
    expect(s.endsAt).toBe(T0 + 63 * MINUTE);
  });

  it('does not extend for a refused bid', () => {
    expect(refusal(withBid(), bid('B', rs(101_000)), minutesIn(59)).code).toBe('BELOW_STEP');
  });
});

describe('admin change of the closing time', () => {
  it('accepts a new closing time in the future and reports it', () => {
    const { state, events } = accept(lot(), { type: 'extend-end', endsAt: T0 + 90 * MINUTE }, minutesIn(30));
    expect(state.endsAt).toBe(T0 + 90 * MINUTE);
    expect(events).toEqual([
      { type: 'closing-changed', from: T0 + 60 * MINUTE, to: T0 + 90 * MINUTE, reason: 'admin' },
    ]);
    expect(state.extensions).toBe(0);
  });

  it('may bring the closing time earlier, as long as it stays in the future', () => {
    expect(after(lot(), { type: 'extend-end', endsAt: T0 + 40 * MINUTE }, minutesIn(30)).endsAt).toBe(
      T0 + 40 * MINUTE,
    );
  });

  it('rejects a closing time that is not after now', () => {
    const r = refusal(lot(), { type: 'extend-end', endsAt: T0 + 30 * MINUTE }, minutesIn(30));
    expect(r.code).toBe('BAD_END');
    expect(r.message).toBe('The new closing time must be later than now (22 Nov 2025, 10:30 am IST).');
  });

  it('rejects a closing time before the opening time', () => {
    const r = refusal(lot(), { type: 'extend-end', endsAt: T0 - MINUTE }, new Date(T0 - 2 * MINUTE));
    expect(r.code).toBe('BAD_END');
  });

  it('reopens bidding on a lot that is due but not yet closed', () => {
    const s = after(lot(), { type: 'extend-end', endsAt: T0 + 70 * MINUTE }, minutesIn(65));
    expect(after(s, bid('A', rs(100_000)), minutesIn(66)).leading?.bidderId).toBe('A');
  });

  it('rejects changing the closing time of a closed lot', () => {
    const s = after(lot(), { type: 'close' }, minutesIn(60));
    expect(refusal(s, { type: 'extend-end', endsAt: T0 + 90 * MINUTE }, minutesIn(61)).code).toBe('CLOSED');
  });

  it('rejects a closing time that is not a whole number of milliseconds', () => {
    expect(refusal(lot(), { type: 'extend-end', endsAt: Number.NaN }).code).toBe('INVALID_COMMAND');
  });
});

describe('closing', () => {
  it('refuses to close before the closing time', () => {
    const r = refusal(lot(), { type: 'close' }, minutesIn(59));
    expect(r).toEqual({
      ok: false,
      code: 'NOT_DUE',
      message: 'This lot closes at 22 Nov 2025, 11:00 am IST; it cannot be closed before then.',
    });
  });

  it('closes at the closing time and names the winner', () => {
    const s = after(lot(), bid('A', rs(100_000)));
    const { state, events } = accept(s, { type: 'close' }, minutesIn(60));
    expect(state.status).toBe('closed');
    expect(events).toEqual([{ type: 'closed', winner: s.leading }]);
  });

  it('closes a lot without bids with no winner', () => {
    expect(accept(lot(), { type: 'close' }, minutesIn(61)).events).toEqual([
      { type: 'closed', winner: null },
    ]);
  });

  it('rejects closing twice with ALREADY_CLOSED', () => {
    const s = after(lot(), { type: 'close' }, minutesIn(60));
    expect(refusal(s, { type: 'close' }, minutesIn(61))).toEqual({
      ok: false,
      code: 'ALREADY_CLOSED',
      message: 'This lot is already closed.',
    });
  });
});

describe('seller marks a bid', () => {
  /** A leads at ₹1,10,000, B has ₹1,05,000, A's earlier ₹1,00,000 is in the log. */
  const threeBids = (): EngineState => {
    let s = after(lot(), bid('A', rs(100_000), 'a-100'));
    s = after(s, bid('B', rs(105_000), 'b-105'));
    return after(s, bid('A', rs(110_000), 'a-110'));
  };

  it("rejecting the leader's best bid makes the next best bid lead", () => {
    const { state, events } = accept(threeBids(), {
      type: 'set-bid-status',
      bidId: 'a-110',
      bidderId: 'A',
      status: 'rejected',
      replacementBest: null,
    });
    expect(state.leading).toMatchObject({ bidderId: 'B', amount: rs(105_000) });
    expect(state.standings.map((x) => x.bidderId)).toEqual(['B']);
    expect(events[0]).toEqual({
      type: 'bid-status-changed',
      bidId: 'a-110',
      bidderId: 'A',
      status: 'rejected',
    });
    expect(events[1]).toMatchObject({ type: 'leading-changed', to: { bidderId: 'B' } });
  });

  it("uses the bidder's best remaining bid that the caller passes", () => {
    const state = after(threeBids(), {
      type: 'set-bid-status',
      bidId: 'a-110',
      bidderId: 'A',
      status: 'cancelled',
      replacementBest: { amount: rs(100_000), bidId: 'a-100', at: minutesIn(1).getTime(), serial: 1 },
    });
    expect(state.standings.map((x) => [x.bidderId, x.amount])).toEqual([
      ['B', rs(105_000)],
      ['A', rs(100_000)],
    ]);
  });

  it('after a rejection, the next bid must beat the new leading bid by a step', () => {
    const s = after(threeBids(), {
      type: 'set-bid-status',
      bidId: 'a-110',
      bidderId: 'A',
      status: 'rejected',
      replacementBest: null,
    });
    expect(refusal(s, bid('C', rs(109_000))).message).toBe('Bid must be at least ₹1,10,000.');
  });

  it('does not extend the closing time (it is not a bid)', () => {
    const s = after(
      threeBids(),
      { type: 'set-bid-status', bidId: 'a-110', bidderId: 'A', status: 'rejected', replacementBest: null },
      minutesIn(59),
    );
    expect(s.endsAt).toBe(T0 + 60 * MINUTE);
  });

  it('accepting a bid changes nothing but the sequence number', () => {
    const s = threeBids();
    const { state, events } = accept(s, {
      type: 'set-bid-status',
      bidId: 'a-110',
      bidderId: 'A',
      status: 'accepted',
      replacementBest: null,
    });
    expect(state).toEqual({ ...s, seq: s.seq + 1 });
    expect(events).toEqual([
      { type: 'bid-status-changed', bidId: 'a-110', bidderId: 'A', status: 'accepted' },
    ]);
  });

  it("rejecting a bid that is not the bidder's best leaves the ranking as it is", () => {
    const s = threeBids();
    const state = after(s, {
      type: 'set-bid-status',
      bidId: 'a-100',
      bidderId: 'A',
      status: 'rejected',
      replacementBest: null,
    });
    expect(state.standings).toEqual(s.standings);
  });

  it('rejects marking a bid of a bidder with no counting bid with UNKNOWN_BID', () => {
    const r = refusal(threeBids(), {
      type: 'set-bid-status',
      bidId: 'z',
      bidderId: 'Z',
      status: 'rejected',
      replacementBest: null,
    });
    expect(r.code).toBe('UNKNOWN_BID');
  });

  it('rejects a replacement that is better than the marked bid', () => {
    const r = refusal(threeBids(), {
      type: 'set-bid-status',
      bidId: 'a-110',
      bidderId: 'A',
      status: 'rejected',
      replacementBest: { amount: rs(120_000), bidId: 'a-100', at: T0, serial: 1 },
    });
    expect(r.code).toBe('INVALID_COMMAND');
  });

  it('is allowed after closing, when the seller decides on the winner', () => {
    const s = after(threeBids(), { type: 'close' }, minutesIn(60));
    const state = after(
      s,
      { type: 'set-bid-status', bidId: 'a-110', bidderId: 'A', status: 'rejected', replacementBest: null },
      minutesIn(70),
    );
    expect(state.leading?.bidderId).toBe('B');
  });

  it('does not make rival auto bids answer; they answer the next bid', () => {
    let s = after(lot(), autoBid('B', rs(130_000)));
    s = after(s, bid('A', rs(140_000), 'a-140'));
    s = after(s, {
      type: 'set-bid-status',
      bidId: 'a-140',
      bidderId: 'A',
      status: 'rejected',
      replacementBest: null,
    });
    expect(s.leading).toMatchObject({ bidderId: 'B', amount: rs(100_000) });
    s = after(s, bid('C', rs(105_000)));
    expect(s.leading).toMatchObject({ bidderId: 'B', amount: rs(110_000) });
  });
});

describe('sequence numbers and bid ids', () => {
  it('grows seq by exactly one per accepted command, however many bids it made', () => {
    let s = lot();
    expect(s.seq).toBe(0);
    s = after(s, autoBid('A', rs(200_000)));
    s = after(s, autoBid('B', rs(300_000)));
    expect(s.seq).toBe(2);
    expect(s.lastSerial).toBe(3);
    s = after(s, { type: 'extend-end', endsAt: T0 + 80 * MINUTE });
    expect(s.seq).toBe(3);
  });

  it('gives the bidder’s own record the command’s bid id and derives the others', () => {
    const s = after(after(lot(), autoBid('A', rs(200_000))), autoBid('C', rs(180_000)));
    const { events } = accept(s, bid('B', rs(190_000), 'cmd-7'));
    expect(records(events).map((r) => r.bidId)).toEqual(['cmd-7', 'cmd-7:1']);
  });
});

describe('robustness', () => {
  it('never changes the state it is given', () => {
    const s = deepFreeze(after(after(lot(), autoBid('A', rs(200_000))), bid('B', rs(150_000))));
    const commands: Command[] = [
      bid('C', rs(300_000)),
      autoBid('B', rs(400_000)),
      { type: 'extend-end', endsAt: T0 + 90 * MINUTE },
      {
        type: 'set-bid-status',
        bidId: s.leading?.bidId ?? '',
        bidderId: 'A',
        status: 'rejected',
        replacementBest: null,
      },
      { type: 'set-active', isActive: false },
    ];
    for (const c of commands) expect(decide(s, c, minutesIn(59)).ok).toBe(true);
    expect(decide(s, { type: 'close' }, minutesIn(61)).ok).toBe(true);
  });

  it('rejects malformed commands with INVALID_COMMAND instead of throwing', () => {
    const bad: unknown[] = [
      null,
      42,
      {},
      { type: 'place-bid', amount: rs(100_000), bidId: 'x' },
      { type: 'place-bid', bidderId: '', amount: rs(100_000), bidId: 'x' },
      { type: 'place-auto-bid', bidderId: 'A', limit: rs(200_000) },
      { type: 'set-active', isActive: 'yes' },
      { type: 'set-bid-status', bidId: 'x', bidderId: 'A', status: 'deleted', replacementBest: null },
    ];
    for (const command of bad) {
      const r = decide(lot(), command as Command, minutesIn(1));
      expect(r).toMatchObject({ ok: false, code: 'INVALID_COMMAND' });
    }
  });

  it('throws only when the clock reading is not a valid Date', () => {
    expect(() => decide(lot(), bid('A', rs(100_000)), new Date(Number.NaN))).toThrow(RangeError);
  });

  it('keeps the state plain JSON', () => {
    let s = after(lot(), autoBid('A', rs(200_000)));
    s = after(s, bid('B', rs(150_000)));
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });

  it('lists every rejection code it can give', () => {
    expect(new Set(REJECTION_CODES).size).toBe(17);
  });
});
