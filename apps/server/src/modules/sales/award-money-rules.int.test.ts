import type { SaleDetailDto, SaleDto } from '@neelami/shared/sales';
import { addDays } from '@neelami/trade/sale-figures';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { closedLot as closedLotIn, todayIst, utr } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { winnerAuthorizations } from '../bidding/tables';
import { bankTransfers, emdEntries } from '../emd/tables';
import { sales } from './tables';

// API.md "Award and money rules that hold in every state", one describe per finding of the outside
// review: each failed on the code before these rules.
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
const call = (u: FixtureUser, method: Method, url: string, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
const closedLot = (...args: Parameters<typeof closedLotIn> extends [Db, ...infer R] ? R : never) =>
  closedLotIn(db(), ...args);

const authorize = (owner: FixtureUser, subEventId: string, bidId: string, authorized = true) =>
  call(owner, 'POST', `/api/seller/subEvents/${subEventId}/authorize`, { bidId, authorized });
const saleOf = async (buyer: FixtureUser, subEventId: string) =>
  ((await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[]).find(
    (s) => s.subEventId === subEventId,
  );
const pay = (u: FixtureUser, saleId: string, amount: number, ref = utr(), paidOn = todayIst()) =>
  call(u, 'POST', `/api/sales/${saleId}/payments`, { amount, utr: ref, paidOn });
const ledgerOf = async (u: FixtureUser) => (await call(u, 'GET', '/api/emd/ledger')).json();

/** Deposits `rupees` of EMD for `u` and has Admin verify it. */
async function verifiedDeposit(u: FixtureUser, admin: FixtureUser, rupees: number, ref = utr()) {
  const dep = await call(u, 'POST', '/api/emd/deposits', {
    amount: rupees,
    utr: ref,
    paidOn: todayIst(),
    bank: 'State Bank of India',
  });
  expect(dep.statusCode, dep.body).toBe(201);
  const id = dep.json().deposit._id as string;
  expect((await call(admin, 'PUT', `/api/admin/emd/deposits/${id}`, { status: 'verified' })).statusCode).toBe(
    200,
  );
}

describe('finding 1: re-award after a sale', () => {
  it('refuses every change of a standing award (SALE_EXISTS) until Admin cancels its sale; then the owner awards again', async () => {
    const [seller, b1, b2, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    const lot = await closedLot(
      seller,
      [
        [b2, 40_000],
        [b1, 41_000],
      ],
      { emd: 2_000 },
    );
    const [b2Bid, b1Bid] = lot.rows;
    expect((await authorize(seller, lot.sub.id, b1Bid.id)).statusCode).toBe(200);
    const first = await saleOf(b1, lot.sub.id);
    expect(first).toMatchObject({ status: 'awaiting_payment' });

    // The winning bid cannot be rejected, another bid not authorised, the award not unauthorised.
    const reject = await call(seller, 'POST', `/api/seller/bids/${b1Bid.id}/status`, { status: 'rejected' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json()).toMatchObject({ success: false, code: 'SALE_EXISTS' });
    for (const res of [
      await authorize(seller, lot.sub.id, b2Bid.id),
      await authorize(seller, lot.sub.id, b1Bid.id, false),
      await authorize(seller, lot.sub.id, b1Bid.id),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('SALE_EXISTS');
    }
    expect(await saleOf(b2, lot.sub.id)).toBeUndefined();

    // Only Admin cancels, with a reason: the hold is released (not forfeited), the letter withdrawn.
    const cancelPath = `/api/admin/sales/${first?._id}/cancel`;
    expect((await call(seller, 'POST', cancelPath, { reason: 'x' })).statusCode).toBe(403);
    expect((await call(admin, 'POST', cancelPath, {})).statusCode).toBe(400);
    const cancelled = await call(admin, 'POST', cancelPath, { reason: 'Awarded against the wrong bid' });
    expect(cancelled.json()).toMatchObject({ success: true, sale: { status: 'cancelled' } });
    expect((await call(admin, 'POST', cancelPath, { reason: 'again' })).statusCode).toBe(409);
    expect((await ledgerOf(b1)).balance).toMatchObject({ held: 0, forfeited: 0, available: 2_000 });
    expect((await call(b1, 'GET', `/api/seller/subEvents/${lot.sub.id}/letter`)).statusCode).toBe(404);
    expect((await pay(b1, first?._id as string, 100)).statusCode).toBe(409);

    // The owner decides again (here: the same leader, whose hold the cancellation released).
    expect((await authorize(seller, lot.sub.id, b1Bid.id)).statusCode).toBe(200);
    const mine = ((await call(b1, 'GET', '/api/sales')).json().data as SaleDto[]).filter(
      (x) => x.subEventId === lot.sub.id,
    );
    expect(mine.map((x) => x.status).sort()).toEqual(['awaiting_payment', 'cancelled']);
    expect((await call(b1, 'GET', `/api/seller/subEvents/${lot.sub.id}/letter`)).statusCode).toBe(200);
    const standing = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(sales)
      .where(and(eq(sales.subEventId, lot.sub.id), sql`${sales.status} <> 'cancelled'`));
    expect(standing[0].n).toBe(1);
  });

  it('cannot cancel a sale once a payment is confirmed', async () => {
    const [seller, b1, admin] = [await mk('Seller'), await mk('Buyer'), await mk('Admin')];
    const lot = await closedLot(seller, [[b1, 40_000]]);
    await authorize(seller, lot.sub.id, lot.win.id);
    const sale = (await saleOf(b1, lot.sub.id)) as SaleDto;
    const reported = (await pay(b1, sale._id, 1_000)).json();
    const paymentId = reported.payment._id as string;
    expect(
      (await call(seller, 'PUT', `/api/sales/${sale._id}/payments/${paymentId}`, { status: 'confirmed' }))
        .statusCode,
    ).toBe(200);
    const res = await call(admin, 'POST', `/api/admin/sales/${sale._id}/cancel`, { reason: 'too late' });
    expect(res.statusCode).toBe(409);
    expect((await saleOf(b1, lot.sub.id))?.status).toBe('awaiting_payment');
  });
});

describe('finding 2: an EMD that covers the whole sale', () => {
  it('is paid at once with its delivery order; the EMD beyond the total is released, and nothing can be defaulted', async () => {
    const [seller, b1, admin] = [await mk('Seller'), await mk('Buyer'), await mk('Admin')];
    const lot = await closedLot(seller, [[b1, 101]], { emd: 5_000 });
    expect((await authorize(seller, lot.sub.id, lot.win.id)).statusCode).toBe(200);
    const sale = (await saleOf(b1, lot.sub.id)) as SaleDto;
    // ₹101 + GST 18 % (₹18) + TCS 1 % (₹1) = ₹120, all of it from the EMD.
    expect(sale).toMatchObject({
      status: 'delivery_order_issued',
      total: 120,
      emdAdjusted: 120,
      balanceDue: 0,
    });
    const detail = (await call(b1, 'GET', `/api/sales/${sale._id}`)).json().sale as SaleDetailDto;
    expect(detail.deliveryOrder).not.toBeNull();
    expect(detail.history.map((h) => h.to)).toEqual(['awaiting_payment', 'paid', 'delivery_order_issued']);
    const doc = await call(b1, 'GET', `/api/sales/${sale._id}/delivery-order`);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toContain('application/pdf');

    const ledger = await ledgerOf(b1);
    expect(ledger.balance).toMatchObject({ held: 0, adjusted: 120, forfeited: 0, available: 4_880 });
    const ends = await db()
      .select({ kind: emdEntries.kind, amount: emdEntries.amount })
      .from(emdEntries)
      .where(and(eq(emdEntries.userId, b1.id), sql`${emdEntries.kind} in ('adjust','release')`));
    expect(ends.sort((a, b) => a.amount - b.amount)).toEqual([
      { kind: 'adjust', amount: 120_00 },
      { kind: 'release', amount: 4_880_00 },
    ]);
    expect((await pay(b1, sale._id, 1)).statusCode).toBe(409);
    const dflt = await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'not paid' });
    expect(dflt.statusCode).toBe(409);
    expect((await ledgerOf(b1)).balance.forfeited).toBe(0);
  });
});

describe('finding 3: parallel authorisations of one lot', () => {
  it('make exactly one sale and one authorisation; the others are told SALE_EXISTS, never a 5xx', async () => {
    const [seller, b1] = [await mk('Seller'), await mk('Buyer')];
    const lot = await closedLot(seller, [[b1, 45_000]], { emd: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => authorize(seller, lot.sub.id, lot.win.id)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.every((c) => c === 200 || c === 409)).toBe(true);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().code).toBe('SALE_EXISTS');
    const [made] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(sales)
      .where(eq(sales.subEventId, lot.sub.id));
    const [decisions] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(winnerAuthorizations)
      .where(eq(winnerAuthorizations.subEventId, lot.sub.id));
    expect({ sales: made.n, authorisations: decisions.n }).toEqual({ sales: 1, authorisations: 1 });
  });
});

describe('finding 6: one UTR, several kinds of money', () => {
  it("refuses a deposit's UTR as a sale payment, a payment's as a deposit, and a refund payout's as a deposit — whatever the case and spaces", async () => {
    const [seller, b1, b2, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    const depositUtr = `SBIN${Date.now()}`;
    await verifiedDeposit(b1, admin, 3_000, depositUtr);
    const lot = await closedLot(seller, [[b1, 40_000]]);
    await authorize(seller, lot.sub.id, lot.win.id);
    const sale = (await saleOf(b1, lot.sub.id)) as SaleDto;
    const spaced = `${depositUtr.slice(0, 4).toLowerCase()} ${depositUtr.slice(4)}`;
    const asPayment = await pay(b1, sale._id, 1_000, spaced);
    expect(asPayment.statusCode).toBe(409);
    expect(asPayment.json().code).toBe('CONFLICT');

    const paymentUtr = `HDFC${Date.now()}`;
    expect((await pay(b1, sale._id, 1_000, paymentUtr)).statusCode).toBe(201);
    const asDeposit = await call(b2, 'POST', '/api/emd/deposits', {
      amount: 500,
      utr: paymentUtr.toLowerCase(),
      paidOn: todayIst(),
      bank: 'HDFC Bank',
    });
    expect(asDeposit.statusCode).toBe(409);

    const refund = await call(b1, 'POST', '/api/emd/refunds', { amount: 1_000 });
    expect(refund.statusCode, refund.body).toBe(201);
    const payoutUtr = `ICIC${Date.now()}`;
    const paid = await call(admin, 'PUT', `/api/admin/emd/refunds/${refund.json().refund._id}`, {
      status: 'paid',
      utr: payoutUtr,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const payoutAsDeposit = await call(b2, 'POST', '/api/emd/deposits', {
      amount: 500,
      utr: ` ${payoutUtr.slice(0, 6)} ${payoutUtr.slice(6)} `,
      paidOn: todayIst(),
      bank: 'ICICI Bank',
    });
    expect(payoutAsDeposit.statusCode).toBe(409);
  });
});

describe('finding 9: dates of money', () => {
  it('refuses a payment or a lifting dated in the future or before the award', async () => {
    const [seller, b1] = [await mk('Seller'), await mk('Buyer')];
    const lot = await closedLot(seller, [[b1, 101]], { emd: 5_000 });
    await authorize(seller, lot.sub.id, lot.win.id);
    const covered = (await saleOf(b1, lot.sub.id)) as SaleDto;
    const lift = (liftedOn: string) =>
      call(seller, 'POST', `/api/sales/${covered._id}/liftings`, {
        quantity: 1,
        vehicleNo: 'HR55AB1234',
        liftedOn,
      });
    const tomorrow = addDays(todayIst(), 1);
    for (const day of [tomorrow, '1900-01-01', addDays(todayIst(), -1)]) {
      const res = await lift(day);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().errors).toHaveProperty('liftedOn');
    }

    const lot2 = await closedLot(seller, [[b1, 40_000]]);
    await authorize(seller, lot2.sub.id, lot2.win.id);
    const sale = (await saleOf(b1, lot2.sub.id)) as SaleDto;
    for (const day of [tomorrow, '1900-01-01']) {
      const res = await pay(b1, sale._id, 1_000, utr(), day);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().errors).toHaveProperty('paidOn');
    }
    expect((await pay(b1, sale._id, 1_000)).statusCode).toBe(201);
    expect((await lift(todayIst())).statusCode).toBe(200);
  });
});

describe('finding 10: a sale answered in Hindi', () => {
  it('names the status and the month in Hindi, not in English', async () => {
    const [seller, b1, admin] = [await mk('Seller'), await mk('Buyer'), await mk('Admin')];
    const lot = await closedLot(seller, [[b1, 40_000]], { paymentDays: 7 });
    await authorize(seller, lot.sub.id, lot.win.id);
    const sale = (await saleOf(b1, lot.sub.id)) as SaleDto;
    const early = await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'x' }, 'hi');
    expect(early.statusCode).toBe(409);
    const msg = early.json().message as string;
    expect(msg).toMatch(/^भुगतान की अंतिम तारीख़ \d{1,2} [^\sA-Za-z]+ \d{4} है/);
    expect(msg).not.toMatch(/Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/);

    const offer = await call(b1, 'POST', `/api/sales/${sale._id}/offer`, { accept: true }, 'hi');
    expect(offer.statusCode).toBe(409);
    expect(offer.json().message).toBe('बिक्री की स्थिति "भुगतान बाकी" में यह संभव नहीं है।');
  });
});

// On PostgreSQL (TEST_DATABASE_URL) the requests below run truly at once, each on its own connection.
describe(`races on one transfer and one sale (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('one UTR reported at once as a deposit and as a sale payment: exactly one is recorded, the other 409', async () => {
    const [seller, b1, b2] = [await mk('Seller'), await mk('Buyer'), await mk('Buyer')];
    const lot = await closedLot(seller, [[b1, 40_000]]);
    await authorize(seller, lot.sub.id, lot.win.id);
    const sale = (await saleOf(b1, lot.sub.id)) as SaleDto;
    const ref = `UTIB${Date.now()}`;
    const answers = await Promise.all([
      pay(b1, sale._id, 1_000, ref),
      call(b2, 'POST', '/api/emd/deposits', { amount: 500, utr: ref, paidOn: todayIst(), bank: 'Axis Bank' }),
      pay(b1, sale._id, 1_000, ref.toLowerCase()),
      call(b2, 'POST', '/api/emd/deposits', {
        amount: 500,
        utr: ` ${ref} `,
        paidOn: todayIst(),
        bank: 'Axis Bank',
      }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    const [recorded] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(bankTransfers)
      .where(eq(bankTransfers.utr, ref));
    expect(recorded.n).toBe(1);
  });

  it("Admin's cancel racing the owner's confirmation of the payment that completes the sale: one wins, never both", async () => {
    const [seller, b1, admin] = [await mk('Seller'), await mk('Buyer'), await mk('Admin')];
    const lot = await closedLot(seller, [[b1, 100]]);
    await authorize(seller, lot.sub.id, lot.win.id);
    const sale = (await saleOf(b1, lot.sub.id)) as SaleDto;
    const paymentId = (await pay(b1, sale._id, sale.balanceDue)).json().payment._id as string;
    const [confirm, cancel] = await Promise.all([
      call(seller, 'PUT', `/api/sales/${sale._id}/payments/${paymentId}`, { status: 'confirmed' }),
      call(admin, 'POST', `/api/admin/sales/${sale._id}/cancel`, { reason: 'Awarded in error' }),
    ]);
    expect([confirm.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const after = (await saleOf(b1, lot.sub.id)) as SaleDto;
    expect(after.status).toBe(confirm.statusCode === 200 ? 'delivery_order_issued' : 'cancelled');
  });
});
