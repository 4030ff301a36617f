import type { BidderView, GuestView, RoomSubEvent } from '@neelami/shared/bidding';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadScreenStrings, setLanguage } from '../../i18n/i18n';
import { bidderOutcome, finalRanks, hindiOrdinal, ordinal, outcomeOf } from './outcome';

beforeAll(() => loadScreenStrings());

const sub = { _id: 's1', direction: 'forward' } as RoomSubEvent;
const bidder = (over: Partial<BidderView>): BidderView =>
  ({
    viewer: 'bidder',
    subEvent: sub,
    leadingAmount: 3_260_000,
    myRank: 1,
    myLastBid: 3_260_000,
    isLeader: true,
    ...over,
  }) as BidderView;

describe('outcome at the close', () => {
  it('tells the leader it is H1 (L1 in reverse) at its amount', () => {
    expect(bidderOutcome(bidder({}))).toBe("You are H1 at ₹32,60,000 — awaiting the seller's decision.");
    const rev = bidder({ subEvent: { ...sub, direction: 'reverse' } });
    expect(bidderOutcome(rev)).toMatch(/^You are L1 at/);
  });
  it('tells the others where they finished', () => {
    expect(bidderOutcome(bidder({ isLeader: false, myRank: 2, myLastBid: 3_250_000 }))).toBe(
      'You finished 2nd. Your last bid: ₹32,50,000.',
    );
  });
  it('tells a member who did not bid', () => {
    expect(bidderOutcome(bidder({ isLeader: false, myRank: null, myLastBid: null }))).toBe(
      'You did not bid on this lot.',
    );
  });
  it('shows a guest the final ranks', () => {
    const guest = {
      viewer: 'guest',
      subEvent: sub,
      top: [
        { rank: 1, amount: 33_200 },
        { rank: 2, amount: 33_100 },
      ],
    } as GuestView;
    expect(outcomeOf(guest)).toBe('Final: Rank 1 ₹33,200 · Rank 2 ₹33,100 · Rank 3 —');
    expect(finalRanks([])).toBe('No bids were placed.');
    expect(finalRanks([{ rank: 1, amount: null }])).toMatch(/amounts are not shown in a rank auction/);
  });
  it('says the outcome in Hindi when Hindi is shown', async () => {
    // The language switch marks <html lang>; a bare stand-in is enough outside a browser.
    vi.stubGlobal('document', { documentElement: { lang: 'en-IN' } });
    onTestFinished(async () => {
      await setLanguage('en');
      vi.unstubAllGlobals();
    });
    await setLanguage('hi');
    expect(bidderOutcome(bidder({}))).toBe('₹32,60,000 पर आप H1 हैं — विक्रेता के फ़ैसले का इंतज़ार है।');
    expect(bidderOutcome(bidder({ isLeader: false, myRank: 2, myLastBid: 3_250_000 }))).toBe(
      'आप दूसरे स्थान पर रहे। आपकी आख़िरी बोली: ₹32,50,000।',
    );
    const guest = { viewer: 'guest', subEvent: sub, top: [{ rank: 1, amount: 33_200 }] } as GuestView;
    expect(outcomeOf(guest)).toBe('अंतिम: रैंक 1 ₹33,200 · रैंक 2 — · रैंक 3 —');
  });
  it('writes ordinals', () => {
    expect([1, 2, 5].map(hindiOrdinal)).toEqual(['पहले', 'दूसरे', '5वें']);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
  });
});
