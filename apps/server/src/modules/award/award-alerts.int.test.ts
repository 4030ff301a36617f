import type { SaleDto } from '@neelami/shared/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, channelsOf, recipientsOf, speakHindi } from '../../../test/helpers/alert-rows';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { closedLot as closedLotIn } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { subEvents } from '../events/tables';

// API.md "Alerts, watchlist and saved searches": `award` to the winner when the owner authorises
// its bid, raised in the authorisation's transaction — once per award, in the winner's language.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const mk = (role: FixtureUser['role'], name?: string) => makeUser(db(), t.config.jwtSecret, { role, name });
const call = (u: FixtureUser, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}` },
    ...(payload ? { payload } : {}),
  });
const closedLot = (...args: Parameters<typeof closedLotIn> extends [Db, ...infer R] ? R : never) =>
  closedLotIn(db(), ...args);
const authorize = (owner: FixtureUser, subEventId: string, bidId: string, authorized = true) =>
  call(owner, 'POST', `/api/seller/subEvents/${subEventId}/authorize`, { bidId, authorized });
const saleOf = async (buyer: FixtureUser, subEventId: string) =>
  ((await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[]).find(
    (s) => s.subEventId === subEventId && s.status !== 'cancelled',
  ) as SaleDto;

describe('the award alert', () => {
  it('goes to the winner only, in its language, once; a new award after a cancelled sale is its own alert', async () => {
    const [seller, b1, b2, admin] = [
      await mk('Seller', 'Bhilai Steel'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    await speakHindi(db(), b2.id);
    const lot = await closedLot(
      seller,
      [
        [b2, 40_000],
        [b1, 41_000],
      ],
      { unit: true },
    );
    const [b2Bid, b1Bid] = lot.rows;
    expect((await authorize(seller, lot.sub.id, b1Bid.id)).statusCode).toBe(200);
    const [award] = await alertsOf(db(), b1.id, 'award');
    expect(award).toMatchObject({
      title: 'The lot is awarded to you',
      body: 'HMS 1&2 melting scrap (Bhilai Scrap Auction) is awarded to you at ₹41,000/MT. See the letter of acceptance.',
      link: '/seller/lots',
      topic: lot.sub.id,
    });
    // The letter is mailed with the award: the alert adds no second mail by default, only push.
    expect(await channelsOf(db(), award.id)).toEqual(['push']);
    // Listed in the winner's centre.
    const centre = (await call(b1, 'GET', '/api/notifications')).json();
    expect(centre.data.map((n: { kind: string }) => n.kind)).toEqual(['award']);

    // Authorising again is refused (SALE_EXISTS), and adds no alert.
    expect((await authorize(seller, lot.sub.id, b1Bid.id)).statusCode).toBe(409);
    expect(await recipientsOf(db(), 'award', lot.sub.id)).toEqual([b1.id]);
    for (const u of [seller, b2, admin]) expect(await alertsOf(db(), u.id)).toEqual([]);

    // Admin cancels the sale, and the next bidder leads (as the owner's rejection of the winning
    // bid leaves it: seller-decisions.int.test.ts); the owner awards it.
    const first = await saleOf(b1, lot.sub.id);
    const cancel = await call(admin, 'POST', `/api/admin/sales/${first._id}/cancel`, { reason: 'Withdrew' });
    expect(cancel.statusCode).toBe(200);
    await db()
      .update(subEvents)
      .set({ leadingBidId: b2Bid.id, leaderId: b2.id, leadingAmount: b2Bid.amount })
      .where(eq(subEvents.id, lot.sub.id));
    expect((await authorize(seller, lot.sub.id, b2Bid.id)).statusCode).toBe(200);
    const [b2Award, ...more] = await alertsOf(db(), b2.id, 'award');
    expect(more).toEqual([]);
    expect(b2Award).toMatchObject({
      title: 'लॉट आपको मिला',
      body: 'HMS 1&2 melting scrap (Bhilai Scrap Auction) ₹40,000/MT पर आपको दिया गया। स्वीकृति पत्र देखें।',
    });
    expect(b2Award.dedupeKey).toBe(`award:${(await saleOf(b2, lot.sub.id))._id}`);
    expect(await recipientsOf(db(), 'award', lot.sub.id)).toEqual([b1.id, b2.id].sort());
    for (const u of [seller, admin]) expect(await alertsOf(db(), u.id)).toEqual([]);
  });

  it('is not raised when the owner unauthorises', async () => {
    const [seller, b1] = [await mk('Seller'), await mk('Buyer')];
    const lot = await closedLot(seller, [[b1, 30_000]]);
    expect((await authorize(seller, lot.sub.id, lot.win.id, false)).statusCode).toBe(200);
    expect(await alertsOf(db(), b1.id)).toEqual([]);
  });

  it('comes with the delivery order alert, to the buyer and the owner, when the EMD pays the sale at once', async () => {
    const [seller, b1, b2] = [await mk('Seller'), await mk('Buyer', 'Gobind Traders'), await mk('Buyer')];
    await speakHindi(db(), b1.id);
    const lot = await closedLot(
      seller,
      [
        [b2, 100],
        [b1, 101],
      ],
      { emd: 5_000 },
    );
    expect((await authorize(seller, lot.sub.id, lot.win.id)).statusCode).toBe(200);
    const sale = await saleOf(b1, lot.sub.id);
    expect(sale.status).toBe('delivery_order_issued');
    expect((await alertsOf(db(), b1.id)).map((a) => a.kind).sort()).toEqual(['award', 'delivery_order']);
    expect(await recipientsOf(db(), 'delivery_order', sale._id)).toEqual([b1.id, seller.id].sort());
    const [toBuyer] = await alertsOf(db(), b1.id, 'delivery_order');
    expect(toBuyer).toMatchObject({
      title: 'डिलीवरी ऑर्डर जारी',
      body: 'Assorted motors: डिलीवरी ऑर्डर जारी हुआ; माल उठाया जा सकता है।',
      link: '/auction/myPurchases',
    });
    const [toOwner] = await alertsOf(db(), seller.id, 'delivery_order');
    expect(toOwner).toMatchObject({
      title: 'Delivery order issued',
      body: 'Assorted motors: the delivery order to Gobind Traders is issued; the buyer may now lift the material.',
      link: '/auction/mySales',
    });
    expect(await alertsOf(db(), b2.id)).toEqual([]);
  });
});
