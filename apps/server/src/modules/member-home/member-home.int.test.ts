import type { MemberHome } from '@neelami/shared/member-home-api-responses';
import type { SaleDto } from '@neelami/shared/sales';
import { addDays, istDate } from '@neelami/trade/sale-figures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeEvent, makeSubEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { closedLot as closedLotIn, todayIst, utr } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { emdEntries } from '../emd/tables';
import { insertMemberRows } from '../events/seed-rows';
import { subEvents } from '../events/tables';
import { sales } from '../sales/tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const mk = (role: FixtureUser['role'], name?: string) => makeUser(db(), t.config.jwtSecret, { role, name });
const call = (u: FixtureUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}` },
    ...(payload ? { payload } : {}),
  });
const closedLot = (...args: Parameters<typeof closedLotIn> extends [unknown, ...infer R] ? R : never) =>
  closedLotIn(db(), ...args);
const home = async (u: FixtureUser): Promise<MemberHome> => {
  const res = await call(u, 'GET', '/api/member/home');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** The owner authorises the lot's leading bid; the buyer's sale is answered. */
async function award(owner: FixtureUser, lot: Awaited<ReturnType<typeof closedLot>>, buyer: FixtureUser) {
  const res = await call(owner, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
    bidId: lot.win.id,
    authorized: true,
    notify: [],
  });
  expect(res.statusCode, res.body).toBe(200);
  const list = (await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[];
  return list.find((s) => s.subEventId === lot.sub.id) as SaleDto;
}

const pay = (u: FixtureUser, saleId: string, amount: number) =>
  call(u, 'POST', `/api/sales/${saleId}/payments`, { amount, utr: utr(), paidOn: todayIst() });

describe('GET /api/member/home', () => {
  it('is empty for a member with nothing waiting', async () => {
    const nobody = await mk('Buyer');
    expect(await home(nobody)).toEqual({
      success: true,
      dues: [],
      decisions: [],
      openingToday: [],
      pendingDeposits: [],
    });
  });

  it('lists the buyer’s dues with what is reported apart from what is still to pay, soonest due first', async () => {
    const [seller, buyer, rival] = [
      await mk('Seller'),
      await mk('Buyer', 'Gobind Traders'),
      await mk('Buyer'),
    ];
    const first = await closedLot(seller, [
      [rival, 40_000],
      [buyer, 41_000],
    ]);
    const second = await closedLot(seller, [
      [rival, 1_000],
      [buyer, 1_100],
    ]);
    const big = await award(seller, first, buyer);
    const small = await award(seller, second, buyer);
    // The small sale is due earlier; its whole balance is reported, the big one's in part.
    await db()
      .update(sales)
      .set({ dueDate: addDays(todayIst(), 1) })
      .where(eq(sales.id, small._id));
    expect((await pay(buyer, small._id, small.balanceDue)).statusCode).toBe(201);
    expect((await pay(buyer, big._id, 10_000)).statusCode).toBe(201);

    // The sale itself says the same: reported money is not still to pay.
    const listed = (await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[];
    expect(listed.find((x) => x._id === small._id)).toMatchObject({
      paid: 0,
      outstanding: small.balanceDue,
      reported: small.balanceDue,
      toPay: 0,
    });
    expect(listed.find((x) => x._id === big._id)).toMatchObject({
      reported: 10_000,
      toPay: big.balanceDue - 10_000,
    });

    const h = await home(buyer);
    expect(h.dues.map((d) => d.saleId)).toEqual([small._id, big._id]);
    expect(h.dues[0]).toEqual({
      saleId: small._id,
      subEventId: second.sub.id,
      eventId: second.event.id,
      auctionName: 'Bhilai Scrap Auction',
      auctionNo: second.sub.auctionNo,
      lotName: 'Assorted motors',
      balanceDue: small.balanceDue,
      confirmed: 0,
      reported: small.balanceDue,
      toPay: 0,
      dueDate: addDays(todayIst(), 1),
      overdue: false,
    });
    expect(h.dues[1]).toMatchObject({
      balanceDue: big.balanceDue,
      confirmed: 0,
      reported: 10_000,
      toPay: big.balanceDue - 10_000,
      dueDate: big.dueDate,
    });

    // The owner confirms the small one in full: paid, no longer due; a rejected report is to pay again.
    const detail = (await call(seller, 'GET', `/api/sales/${big._id}`)).json().sale;
    expect(
      (
        await call(seller, 'PUT', `/api/sales/${big._id}/payments/${detail.payments[0]._id}`, {
          status: 'rejected',
        })
      ).statusCode,
    ).toBe(200);
    const smallDetail = (await call(seller, 'GET', `/api/sales/${small._id}`)).json().sale;
    await call(seller, 'PUT', `/api/sales/${small._id}/payments/${smallDetail.payments[0]._id}`, {
      status: 'confirmed',
    });
    const after = await home(buyer);
    expect(after.dues).toHaveLength(1);
    expect(after.dues[0]).toMatchObject({ saleId: big._id, reported: 0, toPay: big.balanceDue });
    // An overdue balance says so.
    await db().update(sales).set({ dueDate: '2020-01-01' }).where(eq(sales.id, big._id));
    expect((await home(buyer)).dues[0]).toMatchObject({ overdue: true, dueDate: '2020-01-01' });
    // None of it is the rival's, and the seller owes nothing.
    expect((await home(rival)).dues).toEqual([]);
    expect((await home(seller)).dues).toEqual([]);
  });

  it('lists the owner’s decisions: leaders to authorise and payments to confirm, not what is decided', async () => {
    const [seller, buyer, other] = [
      await mk('Seller'),
      await mk('Buyer', 'Raipur Metals'),
      await mk('Buyer'),
    ];
    const waiting = await closedLot(seller, [
      [other, 30_000],
      [buyer, 30_500],
    ]);
    const awarded = await closedLot(seller, [[buyer, 2_000]]);
    const refused = await closedLot(seller, [[other, 3_000]]);
    const sale = await award(seller, awarded, buyer);
    const no = await call(seller, 'POST', `/api/seller/subEvents/${refused.sub.id}/authorize`, {
      bidId: refused.win.id,
      authorized: false,
      notify: [],
    });
    expect(no.statusCode, no.body).toBe(200);
    expect((await pay(buyer, sale._id, 500)).statusCode).toBe(201);
    expect((await pay(buyer, sale._id, 300)).statusCode).toBe(201);

    const h = await home(seller);
    expect(h.decisions).toEqual([
      {
        kind: 'authorise',
        subEventId: waiting.sub.id,
        eventId: waiting.event.id,
        auctionName: 'Bhilai Scrap Auction',
        auctionNo: waiting.sub.auctionNo,
        lotName: 'Assorted motors',
        leadingBid: 30_500,
        bidBasis: 'lot',
        unit: 'Lot',
        quantityOrTypesOfTrunk: 'Assorted',
        closedAt: expect.any(String),
      },
      {
        kind: 'confirm_payment',
        saleId: sale._id,
        subEventId: awarded.sub.id,
        eventId: awarded.event.id,
        auctionName: 'Bhilai Scrap Auction',
        auctionNo: awarded.sub.auctionNo,
        lotName: 'Assorted motors',
        buyerName: 'Raipur Metals',
        amount: 800,
        payments: 2,
        reportedAt: expect.any(String),
      },
    ]);
    // The buyer decides nothing here; a stranger sees nothing of it.
    expect((await home(buyer)).decisions).toEqual([]);
    expect((await home(other)).decisions).toEqual([]);
    // Authorised, the lot leaves the list.
    await award(seller, waiting, buyer);
    expect((await home(seller)).decisions.map((d) => d.kind)).toEqual(['confirm_payment']);
  });

  it('lists a lot offered to the member after the winner defaulted, until it is answered', async () => {
    const [seller, first, next, admin] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Admin'),
    ];
    const lot = await closedLot(seller, [
      [next, 100],
      [first, 101],
    ]);
    const sale = await award(seller, lot, first);
    await db().update(sales).set({ dueDate: '2020-01-01' }).where(eq(sales.id, sale._id));
    expect(
      (await call(admin, 'POST', `/api/admin/sales/${sale._id}/default`, { reason: 'Not paid' })).statusCode,
    ).toBe(200);
    const offer = (await call(admin, 'POST', `/api/admin/sales/${sale._id}/offer-next`, {})).json()
      .sale as SaleDto;
    const h = await home(next);
    expect(h.decisions).toEqual([
      {
        kind: 'offer',
        saleId: offer._id,
        subEventId: lot.sub.id,
        eventId: lot.event.id,
        auctionName: 'Bhilai Scrap Auction',
        auctionNo: lot.sub.auctionNo,
        lotName: 'Assorted motors',
        total: offer.total,
        answerBy: offer.offerExpiresOn,
      },
    ]);
    // The defaulted buyer owes nothing any more; after declining, nothing is left.
    expect((await home(first)).dues).toEqual([]);
    await call(next, 'POST', `/api/sales/${offer._id}/offer`, { accept: false });
    expect((await home(next)).decisions).toEqual([]);
  });

  it('lists the lots assigned or watched that open today (IST), not later days, closed or inactive ones', async () => {
    const [buyer, other] = [await mk('Buyer'), await mk('Guest/Client')];
    const event = await makeEvent(db(), { auctionName: 'Durgapur Steel Auction' });
    const now = Date.now();
    const msToIstMidnight = (() => {
      const tomorrow = addDays(istDate(new Date(now)), 1);
      return Date.parse(`${tomorrow}T00:00:00+05:30`) - now;
    })();
    const live = await makeSubEvent(db(), event.id, { startsInMs: -60_000 });
    const later = await makeSubEvent(db(), event.id, {
      startsInMs: Math.max(1000, Math.floor(msToIstMidnight / 2)),
      endsInMs: msToIstMidnight + 3600_000,
    });
    const tomorrow = await makeSubEvent(db(), event.id, {
      startsInMs: msToIstMidnight + 60_000,
      endsInMs: msToIstMidnight + 3600_000,
    });
    const inactive = await makeSubEvent(db(), event.id, { startsInMs: -60_000, isActive: false });
    const closed = await makeSubEvent(db(), event.id, { startsInMs: -60_000 });
    await db().update(subEvents).set({ status: 'closed' }).where(eq(subEvents.id, closed.id));
    // `live` opened today; `later` opens later today (if any time is left before IST midnight).
    await db()
      .update(subEvents)
      .set({ eventStartsOn: new Date(now - 60_000) })
      .where(eq(subEvents.id, live.id));
    await insertMemberRows(db(), [
      { subEventId: live.id, userId: buyer.id },
      { subEventId: tomorrow.id, userId: buyer.id },
      { subEventId: inactive.id, userId: buyer.id },
      { subEventId: closed.id, userId: buyer.id },
    ]);
    expect((await call(buyer, 'PUT', `/api/watchlist/${later.id}`)).statusCode).toBe(200);
    expect((await call(buyer, 'PUT', `/api/watchlist/${live.id}`)).statusCode).toBe(200);

    const h = await home(buyer);
    const startedToday = istDate(new Date(now - 60_000)) === istDate(new Date(now));
    const laterToday = istDate(new Date(now + Math.floor(msToIstMidnight / 2))) === istDate(new Date(now));
    const expected = [
      ...(startedToday ? [{ id: live.id, state: 'live', assigned: true, watched: true }] : []),
      ...(laterToday ? [{ id: later.id, state: 'upcoming', assigned: false, watched: true }] : []),
    ];
    expect(
      h.openingToday.map((l) => ({
        id: l.subEventId,
        state: l.state,
        assigned: l.assigned,
        watched: l.watched,
      })),
    ).toEqual(expected);
    if (startedToday) {
      expect(h.openingToday[0]).toMatchObject({
        eventId: event.id,
        auctionName: 'Durgapur Steel Auction',
        lotName: live.name,
        opensAt: new Date(now - 60_000).toISOString(),
      });
    }
    expect((await home(other)).openingToday).toEqual([]);
  });

  it('lists the member’s own EMD deposits awaiting Admin, not decided ones or anyone else’s', async () => {
    const [buyer, other] = [await mk('Buyer'), await mk('Seller')];
    const [waiting] = await db()
      .insert(emdEntries)
      .values({ userId: buyer.id, kind: 'deposit', amount: 25_000_00, utr: 'UTRWAIT1', paidOn: '2026-11-02' })
      .returning();
    const [done] = await db()
      .insert(emdEntries)
      .values({ userId: buyer.id, kind: 'deposit', amount: 5_000_00, utr: 'UTRDONE1', paidOn: '2026-11-01' })
      .returning();
    await db()
      .insert(emdEntries)
      .values({ userId: buyer.id, kind: 'deposit_verified', amount: 5_000_00, refId: done.id });
    expect((await home(buyer)).pendingDeposits).toEqual([
      {
        depositId: waiting.id,
        amount: 25_000,
        utr: 'UTRWAIT1',
        paidOn: '2026-11-02',
        reportedAt: waiting.createdAt.toISOString(),
      },
    ]);
    expect((await home(other)).pendingDeposits).toEqual([]);
  });

  it('is refused to Admin (403) and to a visitor (401)', async () => {
    const admin = await mk('Admin');
    const res = await call(admin, 'GET', '/api/member/home');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await t.app.inject({ method: 'GET', url: '/api/member/home' })).statusCode).toBe(401);
  });
});
