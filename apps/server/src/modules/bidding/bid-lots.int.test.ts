import type { BidLot } from '@neelami/shared/seller';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  assign,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { subEvents } from '../events/tables';

let t: TestApp;
let url: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

const db = () => t.database.db;
const mk = (role: FixtureUser['role'], name?: string) => makeUser(db(), t.config.jwtSecret, { role, name });
const call = (u: FixtureUser, path: string) =>
  t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${u.token}` } });

/** A lot with bids b1 ₹1,00,000, b2 ₹1,01,000, b1 ₹1,05,000; closed unless `open`. */
async function lot(
  owner: FixtureUser,
  b1: FixtureUser,
  b2: FixtureUser,
  opts: { open?: boolean; rank?: boolean; perUnit?: boolean } = {},
) {
  const event = await makeEvent(db(), {
    auctionName: 'Rewari Steel Yard Auction',
    ...(opts.rank ? { auctionBehaviour: 'Rank Auction' } : {}),
  });
  const sub = await makeSubEvent(db(), event.id, {
    ownerId: owner.id,
    startValue: 100000,
    step: 1000,
    ...(opts.perUnit ? { bidBasis: 'unit' as const, quantity: '12.5', unit: 'MT' } : {}),
  });
  await assign(db(), sub.id, [b1.id, b2.id]);
  await acceptTerms(db(), event.id, [b1.id, b2.id]);
  const [c1, c2] = [await connectClient(url, b1.token), await connectClient(url, b2.token)];
  clients.push(c1, c2);
  const bid = (c: TestClient, amount: number) =>
    c.ask<{ success: boolean }>('place_bid', { eventId: event.id, subEventId: sub.id, amount });
  expect((await bid(c1, 100000)).success).toBe(true);
  expect((await bid(c2, 101000)).success).toBe(true);
  expect((await bid(c1, 105000)).success).toBe(true);
  if (!opts.open) {
    await db()
      .update(subEvents)
      .set({ closesAt: new Date(Date.now() - 1) })
      .where(eq(subEvents.id, sub.id));
    for (let i = 0; i < 100; i++) {
      const [row] = await db().select().from(subEvents).where(eq(subEvents.id, sub.id));
      if (row.status === 'closed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { event, sub };
}

describe('the lots a member bid on (GET /api/seller/bidLots)', () => {
  it('lists every lot bid on, won or lost, open or closed, with the caller’s own standing only', async () => {
    const [seller, b1, b2, idle] = [
      await mk('Seller'),
      await mk('Buyer', 'Gobind Steel'),
      await mk('Seller', 'Kanpur Metals'),
      await mk('Buyer'),
    ];
    const closed = await lot(seller, b1, b2);
    const open = await lot(seller, b1, b2, { open: true, perUnit: true });

    const winner = (await call(b1, '/api/seller/bidLots')).json();
    expect(winner.success).toBe(true);
    const w = winner.data as BidLot[];
    expect(w.find((l) => l._id === closed.sub.id)).toMatchObject({
      status: 'closed',
      outcome: 'won',
      decision: 'awaiting',
      myLastBid: 105000,
      myRank: 1,
      leadingAmount: 105000,
      auctionName: 'Rewari Steel Yard Auction',
      direction: 'forward',
      bidBasis: 'lot',
    });
    // What the amounts are: the screens say ₹/MT and the lot value from these.
    expect(w.find((l) => l._id === open.sub.id)).toMatchObject({
      outcome: 'leading',
      decision: null,
      bidBasis: 'unit',
      quantityOrTypesOfTrunk: '12.5',
      unit: 'MT',
    });

    const loser = (await call(b2, '/api/seller/bidLots')).json().data as BidLot[];
    expect(loser).toHaveLength(2);
    expect(loser.find((l) => l._id === closed.sub.id)).toMatchObject({
      outcome: 'lost',
      decision: null,
      myLastBid: 101000,
      myRank: 2,
    });
    expect(loser.find((l) => l._id === open.sub.id)).toMatchObject({ outcome: 'outbid', myRank: 2 });
    // No other bidder is named anywhere in the answer.
    const text = JSON.stringify(loser);
    expect(text).not.toContain('Gobind');
    expect(text).not.toContain(b1.id);
    expect(text).not.toContain(b1.email);

    // A member who never bid has none; the Admin and guests are refused.
    expect((await call(idle, '/api/seller/bidLots')).json()).toEqual({ success: true, data: [] });
    expect((await call(await mk('Admin'), '/api/seller/bidLots')).statusCode).toBe(403);
    expect((await call(await mk('Guest/Client'), '/api/seller/bidLots')).statusCode).toBe(403);
  });

  it('shows no leading amount in a Rank auction, only the caller’s rank and bid', async () => {
    const [seller, b1, b2] = [await mk('Seller'), await mk('Buyer'), await mk('Buyer')];
    const ranked = await lot(seller, b1, b2, { rank: true });
    const [l] = (await call(b2, '/api/seller/bidLots')).json().data as BidLot[];
    expect(l).toMatchObject({ _id: ranked.sub.id, leadingAmount: null, myLastBid: 101000, outcome: 'lost' });
  });
});
