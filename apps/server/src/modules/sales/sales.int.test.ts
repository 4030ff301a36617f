import type { SaleDetailDto, SaleDto } from '@neelami/shared/sales';
import { saleMessages } from '@neelami/shared/sales';
import { addDays, istDate } from '@neelami/trade/sale-figures';
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { closedLot as closedLotIn, utr as newUtr, todayIst } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { emdEntries } from '../emd/tables';
import { outbox } from '../notify/tables';
import { findUserById } from '../users/user-queries';
import {
  saleDeliveryOrders,
  saleLiftings,
  salePaymentDecisions,
  salePayments,
  saleStatusHistory,
  sales,
} from './tables';

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

async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join('\n');
}

/** Counts of every row of the sales module, to show a refused call wrote nothing. */
async function saleRowCounts() {
  const n = async (table: PgTable) => (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
  return {
    sales: await n(sales),
    payments: await n(salePayments),
    decisions: await n(salePaymentDecisions),
    orders: await n(saleDeliveryOrders),
    liftings: await n(saleLiftings),
    history: await n(saleStatusHistory),
    emd: await n(emdEntries),
  };
}

const utr = newUtr;
const closedLot = (...args: Parameters<typeof closedLotIn> extends [Db, ...infer R] ? R : never) =>
  closedLotIn(db(), ...args);

/** Authorises the winner (the owner's call) and answers the sale made. */
async function award(owner: FixtureUser, lot: Awaited<ReturnType<typeof closedLot>>, buyer: FixtureUser) {
  const res = await call(owner, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
    bidId: lot.win.id,
    authorized: true,
    notify: ['email', 'sms'],
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = (await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[];
  const sale = list.find((s) => s.subEventId === lot.sub.id);
  expect(sale).toBeDefined();
  return sale as SaleDto;
}

const pay = (u: FixtureUser, saleId: string, amount: number | string, ref = utr()) =>
  call(u, 'POST', `/api/sales/${saleId}/payments`, { amount, utr: ref, paidOn: todayIst() });
const decide = (u: FixtureUser, saleId: string, paymentId: string, status: 'confirmed' | 'rejected') =>
  call(u, 'PUT', `/api/sales/${saleId}/payments/${paymentId}`, { status });

describe('the award makes a sale (authorize → GET /api/sales)', () => {
  it('values a per-MT lot at rate × quantity with GST, TCS and the EMD adjusted, and the letter states it', async () => {
    const [seller, b1, b2] = [
      await mk('Seller', 'Bhilai Steel'),
      await mk('Buyer', 'Gobind Traders'),
      await mk('Buyer'),
    ];
    const lot = await closedLot(
      seller,
      [
        [b2, 31_500],
        [b1, 32_000],
      ],
      { unit: true, emd: 5_00_000 },
    );
    const sale = await award(seller, lot, b1);
    expect(sale).toMatchObject({
      status: 'awaiting_payment',
      role: 'buyer',
      bidAmount: 32_000,
      bidBasis: 'unit',
      quantity: 250,
      unit: 'MT',
      saleValue: 80_00_000,
      gstRate: 18,
      gst: 14_40_000,
      tcsRate: 1,
      tcs: 94_400,
      total: 95_34_400,
      emdAdjusted: 5_00_000,
      balanceDue: 90_34_400,
      paid: 0,
      outstanding: 90_34_400,
      buyer: { _id: b1.id, name: 'Gobind Traders' },
      owner: { _id: seller.id, name: 'Bhilai Steel' },
    });
    expect(sale.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // the owner sees it among its sales
    const owned = (await call(seller, 'GET', '/api/sales')).json().data as SaleDto[];
    expect(owned.find((s) => s._id === sale._id)?.role).toBe('owner');
    // a second authorisation makes no second sale
    await call(seller, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
      bidId: lot.win.id,
      authorized: true,
      notify: [],
    });
    const n = await db().select().from(sales).where(eq(sales.subEventId, lot.sub.id));
    expect(n).toHaveLength(1);

    const letter = await call(b1, 'GET', `/api/seller/subEvents/${lot.sub.id}/letter`);
    expect(letter.statusCode).toBe(200);
    const text = await pdfText(letter.rawPayload);
    expect(text).toContain('₹32,000/MT');
    expect(text).toContain('₹80,00,000');
    expect(text).toContain('₹90,34,400');
    const mails = await db().select().from(outbox).where(eq(outbox.recipient, b1.email));
    expect(mails.some((m) => m.body.includes('Balance due: ₹90,34,400'))).toBe(true);
    const winner = await findUserById(db(), b1.id);
    const sms = await db().select().from(outbox).where(eq(outbox.recipient, winner!.cellNumber));
    expect(sms.some((m) => m.body.includes('₹32,000/MT') && m.body.includes('Pay ₹90,34,400 by'))).toBe(true);
  });
});

describe('payment → confirmation → delivery order → liftings', () => {
  it('runs the whole chain, refusing bad input without writing anything', async () => {
    const [seller, b1, stranger] = [
      await mk('Seller'),
      await mk('Buyer', 'Ramesh Metals'),
      await mk('Buyer'),
    ];
    const lot = await closedLot(seller, [[b1, 1_00_000]]);
    const sale = await award(seller, lot, b1);
    // ₹1,00,000 + 18 % GST + 1 % TCS on ₹1,18,000
    expect(sale).toMatchObject({
      saleValue: 1_00_000,
      gst: 18_000,
      tcs: 1_180,
      total: 1_19_180,
      balanceDue: 1_19_180,
      quantity: 1,
      unit: 'Lot',
    });

    // a stranger can neither open the sale nor act on it
    const before = await saleRowCounts();
    expect((await call(stranger, 'GET', `/api/sales/${sale._id}`)).statusCode).toBe(403);
    expect((await pay(stranger, sale._id, 100)).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `/api/sales/${sale._id}/delivery-order`)).statusCode).toBe(403);
    // the owner does not report payments; the buyer gets no delivery order yet
    expect((await pay(seller, sale._id, 100)).statusCode).toBe(403);
    expect((await call(b1, 'GET', `/api/sales/${sale._id}/delivery-order`)).statusCode).toBe(404);
    // payments of nothing, below nothing or above the balance
    for (const amount of [0, -5, '0', 1_19_180.01, 2_00_000]) {
      const res = await pay(b1, sale._id, amount);
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().errors.amount).toBeTruthy();
    }
    expect((await pay(b1, sale._id, 'abc')).json().errors.amount).toBe('Enter a number');
    expect(await saleRowCounts()).toEqual(before);

    const ref = utr();
    const first = await pay(b1, sale._id, 1_00_000, ref);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().payment).toMatchObject({ amount: 1_00_000, status: 'pending', utr: ref });
    // the same UTR again (also on another sale) is a conflict
    const afterFirst = await saleRowCounts();
    const again = await pay(b1, sale._id, 10_000, ref.toLowerCase());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: saleMessages.utrUsed });
    expect(await saleRowCounts()).toEqual(afterFirst);

    const p1 = first.json().payment._id as string;
    // the buyer cannot confirm its own payment
    expect((await decide(b1, sale._id, p1, 'confirmed')).statusCode).toBe(403);
    const c1 = await decide(seller, sale._id, p1, 'confirmed');
    expect(c1.statusCode, c1.body).toBe(200);
    expect(c1.json().sale).toMatchObject({ status: 'awaiting_payment', paid: 1_00_000, outstanding: 19_180 });
    // confirming twice
    const twice = await decide(seller, sale._id, p1, 'rejected');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(saleMessages.paymentDecided);

    // a rejected payment does not count
    const wrong = (await pay(b1, sale._id, 19_180)).json().payment._id as string;
    expect((await decide(seller, sale._id, wrong, 'rejected')).json().sale.outstanding).toBe(19_180);
    // the rest, confirmed: paid, and the delivery order is issued at once
    const rest = (await pay(b1, sale._id, '19180')).json().payment._id as string;
    const paid = await decide(seller, sale._id, rest, 'confirmed');
    const detail = paid.json().sale as SaleDetailDto;
    expect(detail.status).toBe('delivery_order_issued');
    expect(detail.outstanding).toBe(0);
    expect(detail.deliveryOrder?.number).toMatch(/^DO\/\d+\/\d{6}$/);
    expect(detail.history.map((h) => h.to)).toEqual(['awaiting_payment', 'paid', 'delivery_order_issued']);
    expect(
      await db().select().from(saleDeliveryOrders).where(eq(saleDeliveryOrders.saleId, sale._id)),
    ).toHaveLength(1);

    // the delivery order: downloadable by the buyer, the owner; mailed to the buyer with the PDF
    const doRes = await call(b1, 'GET', `/api/sales/${sale._id}/delivery-order`);
    expect(doRes.statusCode).toBe(200);
    expect(doRes.headers['content-type']).toBe('application/pdf');
    const doText = await pdfText(doRes.rawPayload);
    expect(doText).toContain(detail.deliveryOrder!.number);
    expect(doText).toContain('Ramesh Metals');
    expect(doText).toContain('₹1,19,180');
    expect((await call(seller, 'GET', `/api/sales/${sale._id}/delivery-order`)).statusCode).toBe(200);
    const mails = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, b1.email))
      .orderBy(asc(outbox.createdAt));
    expect(mails.map((m) => m.purpose)).toEqual(
      expect.arrayContaining(['sale-payment-confirmed', 'sale-payment-rejected', 'sale-delivery-order']),
    );
    const buyerRow = await findUserById(db(), b1.id);
    const sms = await db().select().from(outbox).where(eq(outbox.recipient, buyerRow!.cellNumber));
    expect(sms.filter((m) => m.channel === 'sms').map((m) => m.purpose)).toEqual(
      expect.arrayContaining(['sale-payment-confirmed', 'sale-delivery-order']),
    );

    // no more payments once paid
    expect((await pay(b1, sale._id, 1)).statusCode).toBe(409);

    // liftings: the owner only; never above the quantity sold
    const lift = (u: FixtureUser, quantity: number | string) =>
      call(u, 'POST', `/api/sales/${sale._id}/liftings`, {
        quantity,
        vehicleNo: 'cg04ab1234',
        liftedOn: todayIst(),
      });
    expect((await lift(b1, 0.5)).statusCode).toBe(403);
    const beforeLift = await saleRowCounts();
    const tooMuch = await lift(seller, 1.001);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors.quantity).toContain('at most 1');
    expect((await lift(seller, 0)).statusCode).toBe(400);
    expect(await saleRowCounts()).toEqual(beforeLift);
    const l1 = await lift(seller, 0.4);
    expect(l1.statusCode, l1.body).toBe(200);
    expect(l1.json().sale).toMatchObject({ status: 'lifting', lifted: 0.4 });
    expect(l1.json().sale.liftings[0]).toMatchObject({ vehicleNo: 'CG04AB1234', quantity: 0.4 });
    expect((await lift(seller, 0.7)).statusCode).toBe(400);
    const l2 = await lift(seller, 0.6);
    expect(l2.json().sale).toMatchObject({ status: 'completed', lifted: 1 });
    expect((await lift(seller, 0.1)).statusCode).toBe(409);

    // the sales report: every sale with its figures, payments, delivery order and liftings
    const admin = await mk('Admin');
    const report = await call(admin, 'GET', `/api/report/salesReport/${lot.event.id}?format=json`);
    expect(report.statusCode, report.body).toBe(200);
    const table = report.json();
    expect(table.title).toBe('Sales Report');
    // first row the headers (API.md report data)
    expect(table.data).toHaveLength(2);
    const row = Object.fromEntries(
      table.columns.map((c: { header: string }, i: number) => [c.header, table.data[1][i]]),
    );
    expect(row).toMatchObject({
      Buyer: 'Ramesh Metals',
      Status: 'Completed',
      Total: 1_19_180,
      Paid: 1_19_180,
    });
    expect(row.Payments).toContain('(confirmed)');
    expect(row.Payments).toContain('(rejected)');
    expect(row['Delivery Order']).toContain(detail.deliveryOrder!.number);
    expect(row.Liftings).toContain('CG04AB1234');
    const pdfRes = await call(admin, 'GET', `/api/report/salesReport/${lot.event.id}`);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdfRes.rawPayload)).toContain('Ramesh Metals');
    const xlsx = await call(admin, 'GET', `/api/report/salesReport/${lot.event.id}?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call(seller, 'GET', `/api/report/salesReport/${lot.event.id}`)).statusCode).toBe(403);
  });

  it('lets the owner close a sale short with a reason', async () => {
    const [seller, b1] = [await mk('Seller'), await mk('Buyer')];
    const lot = await closedLot(seller, [[b1, 50_000]], { unit: true });
    const sale = await award(seller, lot, b1);
    expect((await call(seller, 'POST', `/api/sales/${sale._id}/close`, { reason: 'x' })).statusCode).toBe(
      409,
    );
    const p = (await pay(b1, sale._id, sale.balanceDue)).json().payment._id;
    await decide(seller, sale._id, p, 'confirmed');
    await call(seller, 'POST', `/api/sales/${sale._id}/liftings`, {
      quantity: 200,
      vehicleNo: 'MH12AB1',
      liftedOn: todayIst(),
    });
    expect((await call(seller, 'POST', `/api/sales/${sale._id}/close`, { reason: ' ' })).statusCode).toBe(
      400,
    );
    const closed = await call(seller, 'POST', `/api/sales/${sale._id}/close`, {
      reason: 'Material short at the yard',
    });
    expect(closed.json().sale).toMatchObject({
      status: 'completed',
      lifted: 200,
      closedShortReason: 'Material short at the yard',
    });
  });
});

describe('two confirmations racing to complete a sale', () => {
  it('issue exactly one delivery order', async () => {
    const [seller, b1] = [await mk('Seller'), await mk('Buyer')];
    const admin = await mk('Admin');
    const lot = await closedLot(seller, [[b1, 10_000]]);
    const sale = await award(seller, lot, b1);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) ids.push((await pay(b1, sale._id, sale.balanceDue)).json().payment._id);
    const [a, b] = await Promise.all([
      decide(seller, sale._id, ids[0], 'confirmed'),
      decide(admin, sale._id, ids[1], 'confirmed'),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(
      await db().select().from(saleDeliveryOrders).where(eq(saleDeliveryOrders.saleId, sale._id)),
    ).toHaveLength(1);
    const detail = (await call(b1, 'GET', `/api/sales/${sale._id}`)).json().sale as SaleDetailDto;
    expect(detail.paid).toBe(sale.balanceDue);
    expect(detail.payments.filter((p) => p.status === 'confirmed')).toHaveLength(1);
  });
});

describe('default, forfeiture and the offer to the next bidder', () => {
  it('defaults only after the due date, forfeits the hold, and offers the lot at the next bidder’s own bid', async () => {
    const [seller, b1, b2, b3, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer', 'Second Bidder'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    const lot = await closedLot(
      seller,
      [
        [b3, 40_000],
        [b2, 45_000],
        [b3, 46_000],
        [b1, 50_000],
      ],
      { emd: 5_000 },
    );
    const sale = await award(seller, lot, b1);
    expect(sale).toMatchObject({ emdAdjusted: 5_000, balanceDue: 59_590 - 5_000 });

    // offering a lot that is not defaulted
    expect((await call(admin, 'POST', `/api/admin/sales/${sale._id}/offer-next`)).statusCode).toBe(409);
    // defaulting before the due date: refused, nothing written
    const before = await saleRowCounts();
    const early = await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'Not paid' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CONFLICT');
    expect(await saleRowCounts()).toEqual(before);
    // the owner cannot default; a reason is needed
    expect(
      (await call(seller, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'x' })).statusCode,
    ).toBe(403);

    await db().update(sales).set({ dueDate: '2020-01-01' }).where(eq(sales.id, sale._id));
    expect(
      (await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: '' })).statusCode,
    ).toBe(400);
    const d = await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, {
      reason: 'Not paid by the due date',
    });
    expect(d.statusCode, d.body).toBe(200);
    expect(d.json().sale).toMatchObject({ status: 'defaulted', emdForfeited: 5_000 });
    const forfeits = await db().select().from(emdEntries).where(eq(emdEntries.userId, b1.id));
    expect(forfeits.filter((r) => r.kind === 'forfeit').map((r) => [r.amount, r.saleId])).toEqual([
      [5_000_00, sale._id],
    ]);
    // twice is refused
    expect(
      (await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'again' })).statusCode,
    ).toBe(409);

    const offer = await call(admin, 'POST', `/api/admin/sales/${sale._id}/offer-next`);
    expect(offer.statusCode, offer.body).toBe(200);
    const offered = offer.json().sale as SaleDetailDto;
    expect(offered).toMatchObject({
      status: 'offered',
      buyer: { _id: b3.id },
      bidAmount: 46_000,
      previousSaleId: sale._id,
      emdAdjusted: 0,
    });
    expect(offered.offerExpiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call(admin, 'POST', `/api/admin/sales/${sale._id}/offer-next`)).statusCode).toBe(409);
    // only the offered bidder answers
    expect((await call(b2, 'POST', `/api/sales/${offered._id}/offer`, { accept: true })).statusCode).toBe(
      403,
    );
    expect((await call(b3, 'POST', `/api/sales/${offered._id}/offer`, { accept: 'yes' })).statusCode).toBe(
      400,
    );
    const declined = await call(b3, 'POST', `/api/sales/${offered._id}/offer`, { accept: false });
    expect(declined.json().sale.status).toBe('declined');
    // on to the next: b2 at its own best bid, who accepts
    const next = (await call(admin, 'POST', `/api/admin/sales/${offered._id}/offer-next`)).json()
      .sale as SaleDetailDto;
    expect(next).toMatchObject({
      buyer: { _id: b2.id, name: 'Second Bidder' },
      bidAmount: 45_000,
      status: 'offered',
    });
    const accepted = await call(b2, 'POST', `/api/sales/${next._id}/offer`, { accept: true });
    expect(accepted.json().sale.status).toBe('awaiting_payment');
    expect((await call(b2, 'POST', `/api/sales/${next._id}/offer`, { accept: true })).statusCode).toBe(409);
    // nobody left
    await db().update(sales).set({ dueDate: '2020-01-01' }).where(eq(sales.id, next._id));
    await call(admin, 'POST', `/api/admin/sales/${next._id}/default`, { reason: 'Not paid' });
    const none = await call(admin, 'POST', `/api/admin/sales/${next._id}/offer-next`);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(saleMessages.noNextBidder);
    const mails = await db().select().from(outbox).where(eq(outbox.recipient, b3.email));
    expect(mails.map((m) => m.purpose)).toContain('sale-offer');
    // Admin's list of the event's sales
    const list = (await call(admin, 'GET', `/api/admin/sales?eventId=${lot.event.id}`)).json()
      .data as SaleDto[];
    expect(list.map((s) => s.status).sort()).toEqual(['declined', 'defaulted', 'defaulted']);
  });

  it('keeps the append-only rows unchangeable', async () => {
    await expect(db().execute(sql`update sale_payments set amount = 1`)).rejects.toThrow();
    await expect(db().execute(sql`delete from sale_status_history`)).rejects.toThrow();
  });
});

describe('the payment reminder', () => {
  it('reminds the buyer once, two days before the due date, however many look at once', async () => {
    const [seller, b1] = [await mk('Seller'), await mk('Buyer')];
    const lot = await closedLot(seller, [[b1, 20_000]]);
    const sale = await award(seller, lot, b1);
    const inTwoDays = addDays(istDate(new Date()), 2);
    const inThreeDays = addDays(istDate(new Date()), 3);
    await db().update(sales).set({ dueDate: inThreeDays }).where(eq(sales.id, sale._id));
    await t.app.paymentReminders.runOnce();
    const reminders = async () =>
      (await db().select().from(outbox).where(eq(outbox.recipient, b1.email))).filter(
        (m) => m.purpose === 'sale-reminder',
      );
    expect(await reminders()).toHaveLength(0);
    await db().update(sales).set({ dueDate: inTwoDays }).where(eq(sales.id, sale._id));
    await Promise.all([t.app.paymentReminders.runOnce(), t.app.paymentReminders.runOnce()]);
    await t.app.paymentReminders.runOnce();
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain('Reminder: payment for');
  });
});

describe('bad ids', () => {
  it('answers 400 for a malformed id and 404 for an unknown sale', async () => {
    const b = await mk('Buyer');
    expect((await call(b, 'GET', '/api/sales/not-a-uuid')).statusCode).toBe(400);
    expect((await call(b, 'GET', '/api/sales/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
