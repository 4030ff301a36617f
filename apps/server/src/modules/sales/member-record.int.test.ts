import type { SaleDto } from '@neelami/shared/sales';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admit,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { closedLot, todayIst, utr } from '../../../test/helpers/sale-lots';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { bids } from '../bidding/tables';
import { emdEntries } from '../emd/tables';
import { subEventMembers } from '../events/tables';
import { outbox } from '../notify/tables';
import { memberStandingChanges, users } from '../users/tables';
import { listMemberRecords } from './member-record';
import {
  saleDeliveryOrders,
  saleLiftings,
  salePaymentDecisions,
  salePayments,
  saleStatusHistory,
  sales,
} from './tables';

// API.md "Integrity desk, member record and bid receipts": the record derived from the sales' rows,
// probation after one default, suspension after two (bids, deposits, assignments refused with
// SUSPENDED, nothing written), Admin lifting it with a reason (history and mail).

let smtp: TestSmtpServer;
let t: TestApp;
let url = '';
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url });
  url = await t.listen();
});
const clients: TestClient[] = [];
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;
const mk = (role: FixtureUser['role'], name?: string) => makeUser(db(), t.config.jwtSecret, { role, name });
type Method = 'GET' | 'POST' | 'PUT';
const call = (u: FixtureUser, method: Method, path: string, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url: path,
    headers: { authorization: `Bearer ${u.token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A lot `buyer` won from `seller` (against another bidder), authorised: its sale. */
async function wonSale(seller: FixtureUser, buyer: FixtureUser): Promise<SaleDto> {
  const other = await mk('Buyer');
  const lot = await closedLot(
    db(),
    seller,
    [
      [other, 40_000],
      [buyer, 50_000],
    ],
    { unit: true },
  );
  const res = await call(seller, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
    bidId: lot.win.id,
    authorized: true,
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = (await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[];
  return list.find((s) => s.subEventId === lot.sub.id) as SaleDto;
}

/** Defaults the sale through Admin's call, its due date moved into the past first. */
async function defaultIt(admin: FixtureUser, sale: SaleDto) {
  await db().update(sales).set({ dueDate: '2020-01-01' }).where(eq(sales.id, sale._id));
  const res = await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'Not paid' });
  expect(res.statusCode, res.body).toBe(200);
}

const recordOf = async (admin: FixtureUser, member: FixtureUser) => {
  const res = await call(admin, 'GET', `/api/admin/users/${member.id}/record`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const rows = async (
  table: typeof bids | typeof emdEntries | typeof subEventMembers | typeof memberStandingChanges,
) => (await db().select({ n: count() }).from(table))[0].n;

async function live(u: FixtureUser): Promise<TestClient> {
  const c = await connectClient(url, u.token);
  clients.push(c);
  return c;
}

/** The member's mail of `purpose` once the SMTP server took it (its outbox row says so). */
async function sentMail(member: FixtureUser, purpose: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, member.email), eq(outbox.purpose, purpose)));
    if (row?.status === 'sent') {
      expect(smtp.mails.some((m) => m.to.includes(member.email))).toBe(true);
      return row;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${purpose} mail sent to ${member.email}`);
}

type Ack = { success: boolean; code?: string; message?: string };

describe('the record', () => {
  it('counts wins, payments on time and late, defaults and liftings from the sales rows', async () => {
    const [seller, buyer, admin] = [await mk('Seller'), await mk('Buyer'), await mk('Admin')];
    // Paid on time through the API, its delivery order issued, all 250 MT lifted on the day.
    const onTime = await wonSale(seller, buyer);
    const paid = await call(buyer, 'POST', `/api/sales/${onTime._id}/payments`, {
      amount: onTime.balanceDue,
      utr: utr(),
      paidOn: todayIst(),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const decided = await call(
      seller,
      'PUT',
      `/api/sales/${onTime._id}/payments/${paid.json().payment._id}`,
      {
        status: 'confirmed',
      },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    const lifted = await call(seller, 'POST', `/api/sales/${onTime._id}/liftings`, {
      quantity: 250,
      vehicleNo: 'CG04AB1234',
      liftedOn: todayIst(),
    });
    expect(lifted.statusCode, lifted.body).toBe(200);

    // Made up: paid after its due date, lifted after its delivery order's last day.
    const late = await wonSale(seller, buyer);
    await db()
      .update(sales)
      .set({ dueDate: '2026-01-10', status: 'completed' })
      .where(eq(sales.id, late._id));
    const [p] = await db()
      .insert(salePayments)
      .values({ saleId: late._id, amount: 1, utr: utr(), paidOn: '2026-01-15', reportedBy: buyer.id })
      .returning();
    await db()
      .insert(salePaymentDecisions)
      .values({ paymentId: p.id, saleId: late._id, status: 'confirmed', decidedBy: seller.id });
    await db()
      .insert(saleStatusHistory)
      .values({ saleId: late._id, fromStatus: 'awaiting_payment', toStatus: 'paid' });
    await db()
      .insert(saleDeliveryOrders)
      .values({ saleId: late._id, liftFrom: '2026-01-15', liftUntil: '2026-02-14' });
    await db().insert(saleLiftings).values({
      saleId: late._id,
      quantityMilli: 250_000,
      vehicleNo: 'X',
      liftedOn: '2026-03-01',
      recordedBy: seller.id,
    });

    // Made up: a delivery order whose last day passed with material left is lifted late too.
    const short = await wonSale(seller, buyer);
    await db().update(sales).set({ status: 'lifting' }).where(eq(sales.id, short._id));
    await db()
      .insert(saleStatusHistory)
      .values({ saleId: short._id, fromStatus: 'awaiting_payment', toStatus: 'paid' });
    await db()
      .insert(saleDeliveryOrders)
      .values({ saleId: short._id, liftFrom: '2026-01-01', liftUntil: '2026-01-31' });
    await db().insert(saleLiftings).values({
      saleId: short._id,
      quantityMilli: 100_000,
      vehicleNo: 'Y',
      liftedOn: '2026-01-20',
      recordedBy: seller.id,
    });

    // Defaulted through Admin's call; a cancelled award is no win.
    await defaultIt(admin, await wonSale(seller, buyer));
    const cancelled = await wonSale(seller, buyer);
    expect(
      (await call(admin, 'POST', `/api/admin/sales/${cancelled._id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(200);

    const answer = await recordOf(admin, buyer);
    expect(answer.record).toEqual({
      lotsWon: 4,
      paidOnTime: 2,
      paidLate: 1,
      defaults: 1,
      liftedInTime: 1,
      liftedLate: 2,
      status: 'probation',
    });
    expect(answer.history).toMatchObject([{ status: 'probation', cause: 'default', by: null }]);
    // The member reads the same on its profile; the batch function gives every id asked one.
    const own = await call(buyer, 'GET', '/api/profile/record');
    expect(own.json().record).toEqual(answer.record);
    const many = await listMemberRecords(db(), [buyer.id, seller.id], new Date());
    expect(many.get(seller.id)).toMatchObject({ lotsWon: 0, defaults: 0, status: 'good' });
    expect(many.get(buyer.id)?.defaultsAt).toHaveLength(1);
    // The owner of a closed lot reads its leader's record beside the award; another member may not.
    const leader = await call(seller, 'GET', `/api/seller/subEvents/${onTime.subEventId}/leader-record`);
    expect(leader.json()).toEqual({ success: true, record: answer.record });
    const stranger = await call(buyer, 'GET', `/api/seller/subEvents/${onTime.subEventId}/leader-record`);
    expect(stranger.statusCode).toBe(403);
  });

  it('is read by Admin only on the admin route (403 for a member, 404 for no one)', async () => {
    const [buyer, other, admin] = [await mk('Buyer'), await mk('Buyer'), await mk('Admin')];
    const res = await call(other, 'GET', `/api/admin/users/${buyer.id}/record`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const lift = await call(other, 'POST', `/api/admin/users/${buyer.id}/lift-suspension`, { reason: 'x' });
    expect(lift.statusCode).toBe(403);
    const none = await call(admin, 'GET', '/api/admin/users/00000000-0000-4000-8000-000000000000/record');
    expect(none.statusCode).toBe(404);
  });
});

describe('probation and suspension', () => {
  it('lets a member on probation lead two lots at once, not a third', async () => {
    const [seller, member, rival, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    await defaultIt(admin, await wonSale(seller, member));
    expect((await recordOf(admin, member)).record.status).toBe('probation');
    const event = await makeEvent(db());
    const lots: { id: string }[] = [];
    for (let i = 0; i < 3; i++) {
      const sub = await makeSubEvent(db(), event.id, { startValue: 1_000, step: 100 });
      await admit(db(), { eventId: event.id, subEventId: sub.id }, [member, rival]);
      lots.push(sub);
    }
    const [m, r] = [await live(member), await live(rival)];
    expect((await m.ask<Ack>('join_auction', { eventId: event.id })).success).toBe(true);
    expect((await r.ask<Ack>('join_auction', { eventId: event.id })).success).toBe(true);
    const bid = (c: TestClient, i: number, amount: number) =>
      c.ask<Ack>('place_bid', { eventId: event.id, subEventId: lots[i].id, amount });
    expect((await bid(m, 0, 1_000)).success).toBe(true);
    expect((await bid(m, 1, 1_000)).success).toBe(true);
    const before = await rows(bids);
    const third = await bid(m, 2, 1_000);
    expect(third).toMatchObject({ success: false, code: 'PROBATION_LIMIT' });
    expect(await rows(bids)).toBe(before);
    // Outbid on one, it may lead the third.
    expect((await bid(r, 0, 1_100)).success).toBe(true);
    expect((await bid(m, 2, 1_000)).success).toBe(true);
  });

  it('suspends after two defaults: bid, auto bid, pre-bid, deposit and assignment refused, nothing written', async () => {
    const [seller, member, admin] = [
      await mk('Seller'),
      await mk('Buyer', 'Ramesh Metals'),
      await mk('Admin'),
    ];
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, member.id));
    const event = await makeEvent(db());
    const sub = await makeSubEvent(db(), event.id, { startValue: 1_000, step: 100 });
    const upcoming = await makeSubEvent(db(), event.id, {
      startValue: 1_000,
      step: 100,
      startsInMs: 3600_000,
      endsInMs: 7200_000,
    });
    await admit(db(), { eventId: event.id, subEventId: sub.id }, [member]);
    await admit(db(), { eventId: event.id, subEventId: upcoming.id }, [member]);

    await defaultIt(admin, await wonSale(seller, member));
    await defaultIt(admin, await wonSale(seller, member));
    const answer = await recordOf(admin, member);
    expect(answer.record).toMatchObject({ defaults: 2, status: 'suspended' });
    expect(answer.history.map((h: { status: string }) => h.status)).toEqual(['suspended', 'probation']);
    // Mailed in the member's language, through the real SMTP server.
    expect(await sentMail(member, 'standing-probation')).toMatchObject({
      subject: 'आपका खाता परिवीक्षा (प्रोबेशन) पर है',
    });
    expect(await sentMail(member, 'standing-suspended')).toMatchObject({ subject: 'आपका खाता निलंबित है' });

    const counts = async () => ({
      bids: await rows(bids),
      emd: await rows(emdEntries),
      members: await rows(subEventMembers),
      standing: await rows(memberStandingChanges),
    });
    const before = await counts();
    const c = await live(member);
    expect((await c.ask<Ack>('join_auction', { eventId: event.id })).success).toBe(true);
    const refusedBid = await c.ask<Ack>('place_bid', {
      eventId: event.id,
      subEventId: sub.id,
      amount: 1_000,
    });
    expect(refusedBid).toMatchObject({ success: false, code: 'SUSPENDED' });
    const refusedAuto = await c.ask<Ack>('place_autobid', {
      eventId: event.id,
      subEventId: sub.id,
      amount: 5_000,
    });
    expect(refusedAuto).toMatchObject({ success: false, code: 'SUSPENDED' });
    const preBid = await call(
      member,
      'PUT',
      `/api/member/subEvents/${upcoming.id}/prebid`,
      { ceiling: 5_000 },
      'hi',
    );
    expect(preBid.statusCode).toBe(403);
    expect(preBid.json()).toMatchObject({ code: 'SUSPENDED', message: expect.stringContaining('निलंबित') });
    const deposit = await call(member, 'POST', '/api/emd/deposits', {
      amount: 5_000,
      utr: utr(),
      paidOn: todayIst(),
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().code).toBe('SUSPENDED');
    const other = await makeSubEvent(db(), event.id);
    const assigned = await call(admin, 'PUT', `/api/admin/updateSubEvent/${event.id}/${other.id}`, {
      registeredBuyers: [member.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(403);
    expect(assigned.json()).toMatchObject({
      code: 'SUSPENDED',
      message: expect.stringContaining('Ramesh Metals'),
    });
    expect(await counts()).toEqual(before);

    // Admin lifts it with a reason: history (who, why) and a mail; the member bids again, on probation.
    expect(
      (await call(admin, 'POST', `/api/admin/users/${member.id}/lift-suspension`, { reason: '' })).statusCode,
    ).toBe(400);
    const lift = await call(admin, 'POST', `/api/admin/users/${member.id}/lift-suspension`, {
      reason: 'Paid the dues offline',
    });
    expect(lift.statusCode, lift.body).toBe(200);
    expect(lift.json().record.status).toBe('probation');
    expect(lift.json().history[0]).toMatchObject({
      status: 'probation',
      cause: 'lifted',
      reason: 'Paid the dues offline',
      by: admin.name,
    });
    const liftMail = await sentMail(member, 'standing-lifted');
    expect(liftMail).toMatchObject({ subject: 'आपका निलंबन हटा दिया गया है' });
    expect(liftMail.body).toContain('Paid the dues offline');
    expect(
      (await call(admin, 'POST', `/api/admin/users/${member.id}/lift-suspension`, { reason: 'again' }))
        .statusCode,
    ).toBe(409);
    const again = await c.ask<Ack>('place_bid', { eventId: event.id, subEventId: sub.id, amount: 1_000 });
    expect(again.success).toBe(true);
    // The history is only ever added to.
    await expect(db().update(memberStandingChanges).set({ reason: 'x' })).rejects.toThrow();
  });
});
