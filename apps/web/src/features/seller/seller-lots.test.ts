import { describe, expect, it } from 'vitest';
import { letterPath, toSellerLots } from './seller-lots';

describe('toSellerLots', () => {
  it('reads the lots with their leading bid, bids and the decision in force', () => {
    const lots = toSellerLots({
      success: true,
      data: [
        {
          _id: 'se1',
          eventId: 'e1',
          auctionName: 'Scrap Sale',
          auctionNo: 3,
          name: 'HMS',
          subEventType: 'reverse',
          quantityOrTypesOfTrunk: '10',
          unit: 'MT',
          status: 'closed',
          closesAt: '2025-01-01T00:00:00.000Z',
          leadingBid: {
            _id: 'b1',
            amount: 900,
            status: 'accepted',
            createdAt: 'x',
            bidder: { _id: 'u1', name: 'A' },
          },
          bids: [{ _id: 'b1', amount: 900 }, { nope: true }],
          authorization: { bidId: 'b1', authorized: true, notified: ['email', 7], decidedAt: 'y' },
        },
        'garbage',
      ],
    });
    expect(lots).toHaveLength(1);
    expect(lots[0].direction).toBe('reverse');
    expect(lots[0].leadingBid?.bidder?.name).toBe('A');
    expect(lots[0].bids).toHaveLength(1);
    expect(lots[0].authorization).toEqual({
      bidId: 'b1',
      authorized: true,
      notified: ['email'],
      decidedAt: 'y',
    });
    expect(letterPath(lots[0])).toBe('/api/seller/subEvents/se1/letter');
  });

  it('treats an unexpected answer as no lots', () => {
    expect(toSellerLots(null)).toEqual([]);
    expect(toSellerLots({ data: 'x' })).toEqual([]);
  });
});
