import type { BidderView, GuestView } from '@neelami/shared/bidding';
import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../test/helpers/bidding-fixtures';
import { sleep } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';

// API.md "Rank auctions": a bidder learns its own rank and bids only; a bid need only beat the
// bidder's own last bid by a step; guests see ranks without amounts; Admin sees everything.
const { user, connect, auction } = useSocketTestApp();

type Answer = { success: boolean; message?: string; code?: string; needed?: number; view?: BidderView };

// Start ₹1,00,000, step ₹1,000.
const rankAuction = (members: FixtureUser[]) => auction(members, {}, { auctionBehaviour: 'Rank Auction' });
const payload = (event: { id: string }, sub: { id: string }, amount: number) => ({
  eventId: event.id,
  subEventId: sub.id,
  amount,
});

describe('rank auctions over sockets', () => {
  it('tells a bidder nothing derived from a rival’s amount, and takes a bid that does not lead', async () => {
    const [b1, b2, guest] = [await user('Buyer'), await user('Buyer'), await user('Guest/Client')];
    const { event, sub } = await rankAuction([b1, b2, guest]);
    const [c1, c2, cg] = [await connect(b1), await connect(b2), await connect(guest)];
    for (const c of [c1, c2, cg]) await c.ask('join_auction', { eventId: event.id });

    expect((await c1.ask<Answer>('place_bid', payload(event, sub, 150000))).success).toBe(true);
    // b2 bids below the leader: accepted, rank 2; nothing in its view follows b1's ₹1,50,000.
    const second = await c2.ask<Answer>('place_bid', payload(event, sub, 120000));
    expect(second.success).toBe(true);
    expect(second.view).toMatchObject({
      myRank: 2,
      myLastBid: 120000,
      leadingAmount: null,
      amountNeededForRank1: null,
      nextBidAmount: 121000,
      isLeader: false,
    });
    // Its next refusal names its own bid plus a step, never the leader's amount plus a step.
    const refused = await c2.ask<Answer>('place_bid', payload(event, sub, 120500));
    expect(refused).toMatchObject({ success: false, code: 'BID_REJECTED', needed: 121000 });
    expect(refused.message).toContain('1,21,000');
    expect(refused.message).not.toMatch(/1,5\d,\d{3}/);
    const autoBid = await c2.ask<Answer>('place_autobid', payload(event, sub, 300000));
    expect(autoBid).toMatchObject({ success: false, code: 'BID_REJECTED' });

    await sleep(400);
    const told = JSON.stringify([...c2.of('current_bid'), ...c2.of('new_bid'), ...c2.of('bid_error')]);
    expect(told).not.toContain('150000');
    expect(told).not.toContain('151000');
    // The guest sees ranks and time, no amounts.
    const guestViews = [...cg.of<GuestView>('current_bid'), ...cg.of<GuestView>('new_bid')];
    expect(guestViews.some((v) => v.top?.length === 2)).toBe(true);
    for (const v of guestViews) for (const r of v.top ?? []) expect(r.amount).toBeNull();
  });
});
