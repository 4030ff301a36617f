import { describe, expect, it } from 'vitest';
import { after, autoBid, bid, lot, MINUTE, minutesIn, rs, T0 } from './test-helpers';
import {
  amountNeededForRank1,
  autoBidOf,
  millisecondsLeft,
  minimumAutoBidLimit,
  nextBidPrefill,
  phaseAt,
  ranking,
  rankOf,
  standingOf,
  topAmounts,
} from './views';

/** A ₹1,20,000, B ₹1,10,000, C ₹1,00,000 (A also bid ₹1,05,000 on the way). */
function threeBidders() {
  let s = after(lot(), bid('C', rs(100_000)));
  s = after(s, bid('A', rs(105_000)));
  s = after(s, bid('B', rs(110_000)));
  return after(s, bid('A', rs(120_000)));
}

describe('ranking', () => {
  it("lists each bidder's best bid once, best first", () => {
    const s = after(threeBidders(), bid('B', rs(125_000)));
    expect(ranking(s).map((x) => [x.bidderId, x.amount])).toEqual([
      ['B', rs(125_000)],
      ['A', rs(120_000)],
      ['C', rs(100_000)],
    ]);
  });

  it('orders a reverse auction lowest first', () => {
    let s = after(lot({ direction: 'reverse' }), bid('A', rs(100_000)));
    s = after(s, bid('B', rs(90_000)));
    expect(ranking(s).map((x) => x.bidderId)).toEqual(['B', 'A']);
  });

  it('puts the earlier of two equal bids first', () => {
    let s = after(lot(), autoBid('A', rs(150_000)));
    s = after(s, bid('C', rs(120_000)));
    s = after(s, autoBid('B', rs(150_000)));
    expect(
      ranking(s)
        .slice(0, 2)
        .map((x) => x.bidderId),
    ).toEqual(['A', 'B']);
  });

  it('returns a copy the caller may change', () => {
    const s = threeBidders();
    ranking(s).pop();
    expect(s.standings).toHaveLength(3);
  });
});

describe('rank, standing and auto bid of a bidder', () => {
  it('gives each bidder its rank, and null to one without a bid', () => {
    const s = threeBidders();
    expect([rankOf(s, 'A'), rankOf(s, 'B'), rankOf(s, 'C'), rankOf(s, 'D')]).toEqual([1, 2, 3, null]);
  });

  it("gives a bidder's best bid and auto bid", () => {
    const s = after(threeBidders(), autoBid('C', rs(200_000)));
    expect(standingOf(s, 'B')?.amount).toBe(rs(110_000));
    expect(standingOf(s, 'D')).toBeNull();
    expect(autoBidOf(s, 'C')?.limit).toBe(rs(200_000));
    expect(autoBidOf(s, 'A')).toBeNull();
  });
});

describe('top amounts for guests', () => {
  it('shows the three best amounts, one per bidder', () => {
    const s = after(threeBidders(), bid('D', rs(130_000)));
    expect(topAmounts(s, 3)).toEqual([rs(130_000), rs(120_000), rs(110_000)]);
  });

  it('shows fewer amounts when there are fewer bidders', () => {
    expect(topAmounts(lot(), 3)).toEqual([]);
    expect(topAmounts(after(lot(), bid('A', rs(100_000))))).toEqual([rs(100_000)]);
  });
});

describe('amount needed for rank 1 and the bid box prefill', () => {
  it('asks for the start value before the first bid', () => {
    expect(amountNeededForRank1(lot(), 'A')).toBe(rs(100_000));
    expect(nextBidPrefill(lot())).toBe(rs(100_000));
  });

  it('asks for the leading bid plus one increment in forward auctions', () => {
    const s = threeBidders();
    expect(amountNeededForRank1(s, 'B')).toBe(rs(125_000));
    expect(nextBidPrefill(s)).toBe(rs(125_000));
  });

  it('asks for the leading bid minus one decrement in reverse auctions', () => {
    const s = after(lot({ direction: 'reverse' }), bid('A', rs(90_000)));
    expect(amountNeededForRank1(s, 'B')).toBe(rs(85_000));
  });

  it('needs nothing from the bidder who already leads', () => {
    expect(amountNeededForRank1(threeBidders(), 'A')).toBeNull();
  });

  it('has no prefill when a reverse auction cannot go lower', () => {
    const s = after(lot({ direction: 'reverse', startValue: 700, step: 500 }), bid('A', 400));
    expect(nextBidPrefill(s)).toBeNull();
    expect(amountNeededForRank1(s, 'B')).toBeNull();
  });

  it('gives the smallest auto bid limit allowed: two steps beyond the prevailing bid', () => {
    expect(minimumAutoBidLimit(lot())).toBe(rs(110_000));
    expect(minimumAutoBidLimit(threeBidders())).toBe(rs(130_000));
  });
});

describe('phase and countdown', () => {
  it('tells upcoming, live, ended, closed and inactive apart', () => {
    const s = lot();
    expect(phaseAt(s, new Date(T0 - 1))).toBe('upcoming');
    expect(phaseAt(s, new Date(T0))).toBe('live');
    expect(phaseAt(s, minutesIn(60))).toBe('ended');
    expect(phaseAt(after(s, { type: 'close' }, minutesIn(60)), minutesIn(61))).toBe('closed');
    expect(phaseAt(lot({ isActive: false }), minutesIn(1))).toBe('inactive');
  });

  it('counts down to the current closing time and stops at zero', () => {
    const s = lot();
    expect(millisecondsLeft(s, minutesIn(59))).toBe(MINUTE);
    expect(millisecondsLeft(s, minutesIn(61))).toBe(0);
  });
});
