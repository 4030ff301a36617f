import { describe, expect, it } from 'vitest';
import type { BestBid } from '../bidding/report-reads';
import { rankBidders } from './standings';

const t = (s: number) => new Date(Date.UTC(2025, 10, 20, 5, 0, s));
const best = (bidderId: string, rupees: number, second: number, seq = second): BestBid => ({
  subEventId: 'se',
  bidderId,
  bidId: `bid-${bidderId}-${second}`,
  amount: rupees * 100,
  seq,
  createdAt: t(second),
});
const forward = { subEventType: 'forward', leaderId: null, leadingAmount: null };
const reverse = { subEventType: 'reverse', leaderId: null, leadingAmount: null };

describe('rankBidders', () => {
  it('ranks forward bids highest first as H1, H2…', () => {
    const s = rankBidders(forward, [best('a', 100, 1), best('b', 300, 2), best('c', 200, 3)]);
    expect(s.map((x) => [x.label, x.bidderId])).toEqual([
      ['H1', 'b'],
      ['H2', 'c'],
      ['H3', 'a'],
    ]);
  });

  it('ranks reverse bids lowest first as L1, L2… (type is case-insensitive)', () => {
    const s = rankBidders({ ...reverse, subEventType: 'Reverse' }, [
      best('a', 100, 1),
      best('b', 300, 2),
      best('c', 50, 3),
    ]);
    expect(s.map((x) => [x.label, x.bidderId])).toEqual([
      ['L1', 'c'],
      ['L2', 'a'],
      ['L3', 'b'],
    ]);
  });

  it('breaks a tie by the earlier bid', () => {
    const s = rankBidders(forward, [best('late', 500, 9), best('early', 500, 3), best('low', 400, 1)]);
    expect(s.map((x) => x.bidderId)).toEqual(['early', 'late', 'low']);
    const r = rankBidders(reverse, [best('late', 500, 9), best('early', 500, 3)]);
    expect(r.map((x) => x.label + x.bidderId)).toEqual(['L1early', 'L2late']);
  });

  it('puts the recorded leader first on a tie (the engine decided it), but never above a better amount', () => {
    const leaderLate = { subEventType: 'forward', leaderId: 'late', leadingAmount: 500_00 };
    expect(
      rankBidders(leaderLate, [best('early', 500, 3), best('late', 500, 9)]).map((x) => x.bidderId),
    ).toEqual(['late', 'early']);
    const staleLeader = { subEventType: 'forward', leaderId: 'late', leadingAmount: 400_00 };
    expect(
      rankBidders(staleLeader, [best('early', 500, 3), best('late', 400, 9)]).map((x) => x.bidderId),
    ).toEqual(['early', 'late']);
  });

  it('breaks a tie at the same instant by seq', () => {
    const s = rankBidders(forward, [best('b', 500, 3, 8), best('a', 500, 3, 7)]);
    expect(s.map((x) => x.bidderId)).toEqual(['a', 'b']);
  });

  it('returns nothing for no bids', () => {
    expect(rankBidders(forward, [])).toEqual([]);
  });
});
