import type { SaleDto } from '@neelami/shared/sales';
import { addDays } from '@neelami/trade/sale-figures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, channelsOf, recipientsOf, speakHindi } from '../../../test/helpers/alert-rows';
import { type FixtureUser, makeUser, sleep } from '../../../test/helpers/bidding-fixtures';
import { closedLot as closedLotIn, todayIst, utr } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { startJobRunner } from '../../lib/job-runner';
import { emdEntries } from '../emd/tables';
import { PAYMENT_DUE_QUEUE, raiseDuePayments, startPaymentDueJobs } from './payment-due-alerts';
import { sales } from './tables';

// API.md "Alerts, watchlist and saved searches": `payment_decided`, `delivery_order` and `lifting`
// to the buyer and the owner of the lot as the sale moves; `payment_due` to the buyer two days
// before and on the due date (IST), while the sale is unpaid. Each once, in the member's language.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const mk = (role: FixtureUser['role'], name?: string) => makeUser(db(), t.config.jwtSecret, { role, name });
type Method = 'GET' | 'POST' | 'PUT';
const call = (u: FixtureUser, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}` },
    ...(payload ? { payload } : {}),
  });
const closedLot = (...args: Parameters<typeof closedLotIn> extends [Db, ...infer R] ? R : never) =>
  closedLotIn(db(), ...args);

/** The owner awards the lot's winner; answers the sale as the buyer lists it. */
async function award(owner: FixtureUser, lot: Awaited<ReturnType<typeof closedLot>>, buyer: FixtureUser) {
  const res = await call(owner, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
    bidId: lot.win.id,
    authorized: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  return saleOf(buyer, lot.sub.id);
}
const saleOf = async (buyer: FixtureUser, subEventId: string) =>
  ((await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[]).find(
    (s) => s.subEventId === subEventId,
  ) as SaleDto;
/** The buyer reports a payment; answers its id. */
async function pay(buyer: FixtureUser, saleId: string, rupees: number): Promise<string> {
  const res = await call(buyer, 'POST', `/api/sales/${saleId}/payments`, {
    amount: rupees,
    utr: utr(),
    paidOn: todayIst(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().payment._id;
}
const decide = (u: FixtureUser, saleId: string, paymentId: string, status: 'confirmed' | 'rejected') =>
  call(u, 'PUT', `/api/sales/${saleId}/payments/${paymentId}`, { status });
/** An instant at `hhmm` IST on the IST date `ymd`. */
const ist = (ymd: string, hhmm: string) => new Date(`${ymd}T${hhmm}:00+05:30`);

describe('payment_decided and delivery_order', () => {
  it('tell the buyer (in Hindi) and the owner (naming the buyer) of each decision, once; no one else', async () => {
    const [seller, buyer, loser, otherSeller, admin] = [
      await mk('Seller', 'Bhilai Steel'),
      await mk('Buyer', 'Gobind Traders'),
      await mk('Buyer'),
      await mk('Seller'),
      await mk('Admin'),
    ];
    await speakHindi(db(), buyer.id);
    const lot = await closedLot(seller, [
      [loser, 19_000],
      [buyer, 20_000],
    ]);
    await closedLot(otherSeller, [[loser, 25_000]]);
    const sale = await award(seller, lot, buyer);
    // ₹20,000 + GST 18 % (₹3,600) + TCS 1 % (₹236).
    expect(sale.outstanding).toBe(23_836);

    // The owner rejects a payment.
    const wrong = await pay(buyer, sale._id, 1_000);
    expect((await decide(seller, sale._id, wrong, 'rejected')).statusCode).toBe(200);
    expect(await recipientsOf(db(), 'payment_decided', sale._id)).toEqual([buyer.id, seller.id].sort());
    const [rejectedToBuyer] = await alertsOf(db(), buyer.id, 'payment_decided');
    expect(rejectedToBuyer).toMatchObject({
      title: 'भुगतान अस्वीकार हुआ',
      body: 'Assorted motors: ₹1,000 का भुगतान अस्वीकार हुआ।',
      link: '/auction/myPurchases',
      dedupeKey: `payment_decided:${wrong}`,
    });
    // The buyer is mailed the decision already: its alert adds push, not a second mail.
    expect(await channelsOf(db(), rejectedToBuyer.id)).toEqual(['push']);
    const [rejectedToOwner] = await alertsOf(db(), seller.id, 'payment_decided');
    expect(rejectedToOwner).toMatchObject({
      title: 'Payment rejected',
      body: 'Assorted motors: the payment of ₹1,000 by Gobind Traders was rejected.',
      link: '/auction/mySales',
    });

    // Admin confirms the payment of the whole balance: the decision and the delivery order.
    const full = await pay(buyer, sale._id, 23_836);
    expect((await decide(admin, sale._id, full, 'confirmed')).statusCode).toBe(200);
    // Deciding it again is refused, and raises nothing.
    expect((await decide(seller, sale._id, full, 'rejected')).statusCode).toBe(409);
    expect((await alertsOf(db(), buyer.id)).map((a) => a.title)).toEqual([
      'लॉट आपको मिला',
      'भुगतान अस्वीकार हुआ',
      expect.any(String),
      expect.any(String),
    ]);
    const confirmedToBuyer = (await alertsOf(db(), buyer.id, 'payment_decided'))[1];
    expect(confirmedToBuyer.body).toBe('Assorted motors: ₹23,836 का भुगतान पक्का हुआ।');
    expect((await alertsOf(db(), seller.id, 'payment_decided'))[1].body).toBe(
      'Assorted motors: the payment of ₹23,836 by Gobind Traders is confirmed.',
    );
    expect(await recipientsOf(db(), 'payment_decided', sale._id)).toEqual(
      [buyer.id, buyer.id, seller.id, seller.id].sort(),
    );
    expect(await recipientsOf(db(), 'delivery_order', sale._id)).toEqual([buyer.id, seller.id].sort());
    expect((await alertsOf(db(), buyer.id, 'delivery_order'))[0]).toMatchObject({
      title: 'डिलीवरी ऑर्डर जारी',
      link: '/auction/myPurchases',
    });
    expect((await alertsOf(db(), seller.id, 'delivery_order'))[0]).toMatchObject({
      title: 'Delivery order issued',
      body: 'Assorted motors: the delivery order to Gobind Traders is issued; the buyer may now lift the material.',
      link: '/auction/mySales',
    });
    for (const u of [loser, otherSeller, admin]) expect(await alertsOf(db(), u.id)).toEqual([]);
  });
});

describe('delivery_order when an offered bidder accepts and its EMD pays the sale', () => {
  it('tells that buyer and the owner, not the bidder who defaulted', async () => {
    const [seller, first, next, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer', 'Raipur Metals'),
      await mk('Admin'),
    ];
    const lot = await closedLot(seller, [
      [next, 100],
      [first, 101],
    ]);
    // The next bidder's EMD (₹5,000) is held on the lot: it covers its ₹119 at once.
    const [dep] = await db()
      .insert(emdEntries)
      .values({ userId: next.id, kind: 'deposit', amount: 5_000_00, utr: utr(), paidOn: '2026-11-01' })
      .returning();
    await db()
      .insert(emdEntries)
      .values([
        { userId: next.id, kind: 'deposit_verified', amount: 5_000_00, refId: dep.id },
        { userId: next.id, kind: 'hold', amount: 5_000_00, subEventId: lot.sub.id },
      ]);
    const sale = await award(seller, lot, first);
    await db().update(sales).set({ dueDate: '2020-01-01' }).where(eq(sales.id, sale._id));
    expect(
      (await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'Not paid' })).statusCode,
    ).toBe(200);
    const offered = await call(admin, 'POST', `/api/admin/sales/${sale._id}/offer-next`, {});
    expect(offered.statusCode, offered.body).toBe(200);
    const offer = offered.json().sale as SaleDto;
    const accepted = await call(next, 'POST', `/api/sales/${offer._id}/offer`, { accept: true });
    expect(accepted.json().sale.status).toBe('delivery_order_issued');
    expect(await recipientsOf(db(), 'delivery_order', offer._id)).toEqual([next.id, seller.id].sort());
    expect((await alertsOf(db(), seller.id, 'delivery_order'))[0].body).toBe(
      'Assorted motors: the delivery order to Raipur Metals is issued; the buyer may now lift the material.',
    );
    expect(await alertsOf(db(), first.id, 'delivery_order')).toEqual([]);
    expect(await alertsOf(db(), admin.id)).toEqual([]);
  });
});

describe('lifting', () => {
  it('tells the buyer and the owner of each lifting, once; a refused one raises nothing', async () => {
    const [seller, buyer, loser, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    await speakHindi(db(), seller.id);
    const lot = await closedLot(
      seller,
      [
        [loser, 100],
        [buyer, 101],
      ],
      { unit: true, emd: 50_000 },
    );
    const sale = await award(seller, lot, buyer);
    expect(sale.status).toBe('delivery_order_issued');
    const lift = (quantity: number) =>
      call(seller, 'POST', `/api/sales/${sale._id}/liftings`, {
        quantity,
        vehicleNo: 'CG07 AB 1234',
        liftedOn: todayIst(),
      });
    expect((await lift(100)).statusCode).toBe(200);
    expect((await lift(200)).statusCode).toBe(400);
    expect((await lift(150)).statusCode).toBe(200);
    expect(await recipientsOf(db(), 'lifting', sale._id)).toEqual(
      [buyer.id, buyer.id, seller.id, seller.id].sort(),
    );
    const toBuyer = await alertsOf(db(), buyer.id, 'lifting');
    expect(toBuyer.map((a) => a.body).sort()).toEqual([
      'HMS 1&2 melting scrap: 100 MT lifted.',
      'HMS 1&2 melting scrap: 150 MT lifted.',
    ]);
    expect(toBuyer[0]).toMatchObject({ title: 'Material lifted', link: '/auction/myPurchases' });
    // Not mailed elsewhere: e-mail and push by default.
    expect(await channelsOf(db(), toBuyer[0].id)).toEqual(['email', 'push']);
    const toOwner = await alertsOf(db(), seller.id, 'lifting');
    expect(toOwner.map((a) => a.body).sort()).toEqual([
      'HMS 1&2 melting scrap: 100 MT उठाया गया।',
      'HMS 1&2 melting scrap: 150 MT उठाया गया।',
    ]);
    expect(toOwner[0]).toMatchObject({ title: 'माल उठाया गया', link: '/auction/mySales' });
    // The last lifting completes the sale: both are told, once.
    expect(await recipientsOf(db(), 'sale_completed', sale._id)).toEqual([buyer.id, seller.id].sort());
    expect((await alertsOf(db(), buyer.id, 'sale_completed'))[0]).toMatchObject({
      title: 'Sale completed',
      body: 'HMS 1&2 melting scrap: everything is lifted; the sale is complete.',
    });
    expect((await alertsOf(db(), seller.id, 'sale_completed'))[0]?.title).toBe('बिक्री पूरी हुई');
    for (const u of [loser, admin]) expect(await alertsOf(db(), u.id)).toEqual([]);
  });
});

describe('payment_due', () => {
  it('reminds the buyer two days before and on the due date (IST), once each, while something is owed', async () => {
    const [seller, buyer, loser, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    await speakHindi(db(), buyer.id);
    const lot = await closedLot(seller, [
      [loser, 19_000],
      [buyer, 20_000],
    ]);
    const sale = await award(seller, lot, buyer);
    const due = sale.dueDate;
    const reminders = () => alertsOf(db(), buyer.id, 'payment_due');

    // The evening before the two days: nothing. Just after midnight IST: the first reminder.
    await raiseDuePayments(db(), ist(addDays(due, -3), '23:59'));
    expect(await reminders()).toEqual([]);
    await raiseDuePayments(db(), ist(addDays(due, -2), '00:01'));
    const [first, ...none] = await reminders();
    expect(none).toEqual([]);
    expect(first).toMatchObject({
      title: 'भुगतान बाक़ी',
      body: expect.stringMatching(/^Assorted motors: ₹23,836 .+ तक चुकाएँ।$/),
      link: '/auction/myPurchases',
      topic: sale._id,
      dedupeKey: `payment_due:${sale._id}:${addDays(due, -2)}`,
    });
    // Swept again, twice at once, and the day before: still one.
    await Promise.all([
      raiseDuePayments(db(), ist(addDays(due, -2), '12:00')),
      raiseDuePayments(db(), ist(addDays(due, -2), '12:00')),
    ]);
    await raiseDuePayments(db(), ist(addDays(due, -1), '12:00'));
    expect(await reminders()).toHaveLength(1);

    // Part paid: on the day, the reminder says what is still owed; the day after, nothing.
    const part = await pay(buyer, sale._id, 3_836);
    expect((await decide(seller, sale._id, part, 'confirmed')).statusCode).toBe(200);
    await raiseDuePayments(db(), ist(due, '00:01'));
    await raiseDuePayments(db(), ist(due, '18:00'));
    await raiseDuePayments(db(), ist(addDays(due, 1), '09:00'));
    const all = await reminders();
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({
      body: expect.stringMatching(/^Assorted motors: ₹20,000 /),
      dedupeKey: `payment_due:${sale._id}:${due}`,
    });
    expect(await recipientsOf(db(), 'payment_due', sale._id)).toEqual([buyer.id, buyer.id]);
    for (const u of [seller, loser, admin]) expect(await alertsOf(db(), u.id, 'payment_due')).toEqual([]);
  });

  it('is not raised for a sale paid in full or cancelled by then', async () => {
    const [seller, paid, cancelled, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    const paidSale = await award(seller, await closedLot(seller, [[paid, 20_000]]), paid);
    const full = await pay(paid, paidSale._id, 23_836);
    expect((await decide(seller, paidSale._id, full, 'confirmed')).statusCode).toBe(200);
    const cancelledSale = await award(seller, await closedLot(seller, [[cancelled, 20_000]]), cancelled);
    const cancel = await call(admin, 'POST', `/api/admin/sales/${cancelledSale._id}/cancel`, { reason: 'x' });
    expect(cancel.statusCode).toBe(200);
    for (const day of [addDays(paidSale.dueDate, -2), paidSale.dueDate]) {
      await raiseDuePayments(db(), ist(day, '09:00'));
    }
    expect(await alertsOf(db(), paid.id, 'payment_due')).toEqual([]);
    expect(await alertsOf(db(), cancelled.id, 'payment_due')).toEqual([]);
  });

  it('is swept by the job runner, which starts a sweep at once and every quarter of an hour', async () => {
    const [seller, buyer] = [await mk('Seller'), await mk('Buyer')];
    const sale = await award(seller, await closedLot(seller, [[buyer, 20_000]]), buyer);
    const jobs = await startJobRunner({
      pglite: t.database.pglite,
      databaseUrl: t.config.databaseUrl,
      log: t.app.log,
    });
    try {
      await startPaymentDueJobs({
        jobs,
        db: db(),
        alerts: t.app.alerts,
        clock: () => ist(sale.dueDate, '09:00'),
        log: t.app.log,
      });
      expect((await jobs.getSchedules()).map((s) => [s.name, s.cron])).toContainEqual([
        PAYMENT_DUE_QUEUE,
        '*/15 * * * *',
      ]);
      for (let i = 0; i < 100 && (await alertsOf(db(), buyer.id, 'payment_due')).length === 0; i++) {
        await sleep(200);
      }
      const [reminder] = await alertsOf(db(), buyer.id, 'payment_due');
      expect(reminder?.dedupeKey).toBe(`payment_due:${sale._id}:${sale.dueDate}`);
    } finally {
      await jobs.stop({ graceful: true, wait: true, timeout: 5000 });
    }
  });
});
