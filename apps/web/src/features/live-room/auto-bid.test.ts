import type { BidderView } from '@neelami/shared/bidding';
import { describe, expect, it } from 'vitest';
import { autoBidEnded } from './auto-bid';
import { roomLot } from './room-test-lot';

const view = (over: Partial<BidderView>, direction: 'forward' | 'reverse' = 'forward'): BidderView => ({
  viewer: 'bidder',
  reserveMet: null,
  subEventId: 's1',
  seq: 1,
  serverTime: '2025-01-01T00:00:00.000Z',
  endsAt: '2025-01-01T01:00:00.000Z',
  secondsLeft: 100,
  subEvent: { ...roomLot(), direction },
  leadingAmount: 4_35_000,
  myRank: 2,
  myLastBid: 4_35_000,
  myAutoBidLimit: 4_50_000,
  amountNeededForRank1: 4_36_000,
  nextBidAmount: 4_36_000,
  isLeader: false,
  ...over,
});

describe('an auto bid', () => {
  it('is at work while it leads, or while the leading bid is still within its ceiling', () => {
    expect(autoBidEnded(view({ isLeader: true, leadingAmount: 4_35_000 }))).toBe(false);
    expect(autoBidEnded(view({ leadingAmount: 4_40_000 }))).toBe(false);
    expect(autoBidEnded(view({ myAutoBidLimit: null, leadingAmount: 5_00_000 }))).toBe(false);
  });

  it('has ended once a rival reached or passed its ceiling', () => {
    expect(autoBidEnded(view({ leadingAmount: 4_60_000 }))).toBe(true);
    expect(autoBidEnded(view({ leadingAmount: 4_50_000 }))).toBe(true);
  });

  it('in a reverse auction, once a rival reached or went below its floor', () => {
    const floor = { myAutoBidLimit: 30_000 };
    expect(autoBidEnded(view({ ...floor, leadingAmount: 31_000 }, 'reverse'))).toBe(false);
    expect(autoBidEnded(view({ ...floor, leadingAmount: 30_000 }, 'reverse'))).toBe(true);
    expect(autoBidEnded(view({ ...floor, leadingAmount: 29_500 }, 'reverse'))).toBe(true);
  });
});
