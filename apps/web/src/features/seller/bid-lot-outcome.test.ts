import type { BidLot } from '@neelami/shared/seller';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadScreenStrings } from '../../i18n/i18n';
import { bidLotOutcome } from './bid-lot-outcome';

beforeAll(() => loadScreenStrings());

const lot = (over: Partial<BidLot>): BidLot => ({
  _id: 's1',
  eventId: 'e1',
  auctionName: 'Rewari',
  auctionNo: 1,
  name: 'HMS',
  direction: 'forward',
  bidBasis: 'lot',
  result: null,
  quantityOrTypesOfTrunk: '250',
  unit: 'MT',
  status: 'closed',
  closesAt: '2026-11-23T10:00:00.000Z',
  myLastBid: 3_260_000,
  myRank: 1,
  leadingAmount: 3_260_000,
  outcome: 'won',
  decision: 'awaiting',
  ...over,
});

describe('bidLotOutcome', () => {
  it('names the winner’s standing and the seller’s decision', () => {
    expect(bidLotOutcome(lot({}))).toBe("You are H1 at ₹32,60,000 — awaiting the seller's decision.");
    expect(bidLotOutcome(lot({ decision: 'authorised' }))).toBe(
      'Won at ₹32,60,000 — authorised by the seller.',
    );
    expect(bidLotOutcome(lot({ direction: 'reverse', decision: 'not authorised' }))).toMatch(/^L1 at/);
  });
  it('says the amounts of a per-unit lot are per unit', () => {
    expect(bidLotOutcome(lot({ bidBasis: 'unit', leadingAmount: 34_100, myLastBid: 34_100 }))).toBe(
      "You are H1 at ₹34,100/MT — awaiting the seller's decision.",
    );
    expect(
      bidLotOutcome(lot({ bidBasis: 'unit', outcome: 'lost', decision: null, myRank: 2, myLastBid: 33_100 })),
    ).toBe('You finished 2nd. Your last bid: ₹33,100/MT.');
  });
  it('tells a lost lot where the member finished', () => {
    expect(bidLotOutcome(lot({ outcome: 'lost', decision: null, myRank: 2, myLastBid: 3_250_000 }))).toBe(
      'You finished 2nd. Your last bid: ₹32,50,000.',
    );
  });
  it('says an open lot is still running', () => {
    expect(bidLotOutcome(lot({ status: 'open', outcome: 'leading', decision: null }))).toMatch(
      /bidding is open/,
    );
    expect(bidLotOutcome(lot({ status: 'open', outcome: 'outbid', decision: null, myRank: 3 }))).toMatch(
      /^Outbid — you are 3rd/,
    );
  });
});
