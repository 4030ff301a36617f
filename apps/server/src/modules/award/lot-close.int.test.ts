/**
 * API.md "The close: reserve price, approval and counter-offer": every path of a close below the
 * reserve through the API (approve, reject, counter then accept or decline, the deadline), the EMD
 * holds released once when a lot ends unsold, the refusals, and no reserve amount reaching a bidder
 * or a guest in any answer or socket event they can get.
 */
import { randomUUID } from 'node:crypto';
import { closeMessages } from '@neelami/shared/lot-close';
import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admit, type FixtureUser, type TestClient } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { placeHolds } from '../emd/holds';
import { emdEntries } from '../emd/tables';
import { lotCloseSteps, subEvents } from '../events/tables';
import { notifications } from '../notifications/tables';
import { sales } from '../sales/tables';
import { lapseDueDecisions } from './lot-approval';

const { app, db, user, connect, auction } = useSocketTestApp();
const auth = (u: FixtureUser) => ({ authorization: `Bearer ${u.token}` });
const call = (u: FixtureUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app().app.inject({ method, url, headers: u ? auth(u) : {}, ...(payload ? { payload } : {}) });

const RS = 100;
/** An amount no other figure of these lots has, so that finding it anywhere is a leak. */
const RESERVE = 123_457;

async function fund(u: FixtureUser) {
  const [deposit] = await db()
    .insert(emdEntries)
    .values({
      userId: u.id,
      kind: 'deposit',
      amount: 50_000 * RS,
      utr: `CLOSE${randomUUID().slice(0, 12)}`,
      createdBy: u.id,
    })
    .returning();
  await db()
    .insert(emdEntries)
    .values({ userId: u.id, kind: 'deposit_verified', amount: 50_000 * RS, refId: deposit.id });
}

/** Open holds on the lot, by member. */
async function openHolds(subEventId: string): Promise<string[]> {
  const rows = await db().select().from(emdEntries).where(eq(emdEntries.subEventId, subEventId));
  const ended = new Set(rows.filter((r) => r.kind !== 'hold').map((r) => r.refId));
  return rows.filter((r) => r.kind === 'hold' && !ended.has(r.id)).map((r) => r.userId);
}

async function waitClosed(subEventId: string) {
  for (let i = 0; i < 100; i++) {
    const [row] = await db().select().from(subEvents).where(eq(subEvents.id, subEventId));
    if (row.status === 'closed') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the lot did not close');
}

/**
 * A lot owned by `owner` with a reserve, EMD held by both bidders, bids b1 ₹1,00,000, b2 ₹1,01,000,
 * b1 `last`; closed unless `open`.
 */
async function lotBelowReserve(
  owner: FixtureUser,
  b1: FixtureUser,
  b2: FixtureUser,
  opts: { last: number; reserve?: number; bandPct?: number; hours?: number; open?: boolean; type?: string },
) {
  const reverse = opts.type === 'reverse';
  const { event, sub } = await auction(
    [b1, b2],
    { ownerId: owner.id, type: opts.type, startValue: reverse ? 130_000 : 100_000, step: 1000 },
    { auctionName: 'Bhiwadi Plant Scrap Sale' },
  );
  await db()
    .update(subEvents)
    .set({
      reservePrice: (opts.reserve ?? RESERVE) * RS,
      approvalBandBp: (opts.bandPct ?? 10) * 100,
      approvalHours: opts.hours ?? 48,
      emdAmount: 5_000 * RS,
    })
    .where(eq(subEvents.id, sub.id));
  await fund(b1);
  await fund(b2);
  await db().transaction((tx) => placeHolds(tx, sub.id, 5_000 * RS, [b1.id, b2.id], null));
  const [c1, c2] = [await connect(b1), await connect(b2)];
  for (const c of [c1, c2])
    expect((await c.ask<{ success: boolean }>('join_auction', { eventId: event.id })).success).toBe(true);
  const bid = async (c: TestClient, amount: number) =>
    expect(
      (await c.ask<{ success: boolean }>('place_bid', { eventId: event.id, subEventId: sub.id, amount }))
        .success,
    ).toBe(true);
  await bid(c1, reverse ? 129_000 : 100_000);
  await bid(c2, reverse ? 128_000 : 101_000);
  await bid(c1, opts.last);
  if (!opts.open) {
    await db()
      .update(subEvents)
      .set({ closesAt: new Date(Date.now() - 1) })
      .where(eq(subEvents.id, sub.id));
    await waitClosed(sub.id);
  }
  return { event, sub, c1, c2 };
}

const row = async (id: string) => (await db().select().from(subEvents).where(eq(subEvents.id, id)))[0];
const steps = async (id: string) =>
  (
    await db()
      .select()
      .from(lotCloseSteps)
      .where(eq(lotCloseSteps.subEventId, id))
      .orderBy(asc(lotCloseSteps.at))
  ).map((s) => [s.step, s.result, s.amount === null ? null : s.amount / RS]);
const liveSales = async (id: string) =>
  db()
    .select()
    .from(sales)
    .where(and(eq(sales.subEventId, id), ne(sales.status, 'cancelled')));

describe('the result at the close', () => {
  it('below the reserve within the band: approval_pending, the leader keeps its hold; the owner counters and the bidder accepts: a sale at the counter', async () => {
    const [owner, other, b1, b2] = [
      await user('Seller'),
      await user('Seller'),
      await user('Buyer'),
      await user('Buyer'),
    ];
    const { sub } = await lotBelowReserve(owner, b1, b2, { last: 115_000 });
    const closed = await row(sub.id);
    expect(closed.result).toBe('approval_pending');
    expect(closed.resultDecideBy?.getTime()).toBeGreaterThan(Date.now() + 47 * 3600_000);
    // The loser's hold is released at the close, the leader's kept for the decision.
    expect(await openHolds(sub.id)).toEqual([b1.id]);

    const mine = (await call(owner, 'GET', '/api/seller/subEvents'))
      .json()
      .data.find((s: { _id: string }) => s._id === sub.id);
    expect(mine).toMatchObject({
      result: 'approval_pending',
      reservePrice: RESERVE,
      reserveMet: false,
      approvalBandPct: 10,
    });
    expect(mine.close.gap).toBe(RESERVE - 115_000);

    // The award as before is refused while the reserve question is open.
    const authorize = await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/authorize`, {
      bidId: closed.leadingBidId,
      authorized: true,
    });
    expect(authorize.statusCode).toBe(409);
    expect(authorize.json().message).toBe(closeMessages.awardNotOpen);

    // Refusals change nothing.
    expect(
      (await call(other, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'approve' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(b1, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'reject' })).statusCode,
    ).toBe(403);
    for (const amount of [115_000, RESERVE, 110_000, 200_000]) {
      const res = await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, {
        decision: 'counter',
        amount,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: closeMessages.counterRange });
    }
    const noAmount = await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, {
      decision: 'counter',
    });
    expect(noAmount.statusCode).toBe(400);
    const hindi = await app().app.inject({
      method: 'POST',
      url: `/api/seller/subEvents/${sub.id}/approval`,
      headers: { ...auth(owner), 'accept-language': 'hi' },
      payload: { decision: 'counter', amount: 1 },
    });
    expect(hindi.json().message).toBe('प्रति-प्रस्ताव अग्रणी बोली और आरक्षित मूल्य के बीच होना चाहिए');
    expect(
      (await call(b1, 'POST', `/api/seller/subEvents/${sub.id}/counter`, { accept: true })).statusCode,
    ).toBe(409);
    expect((await row(sub.id)).result).toBe('approval_pending');

    const counter = await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, {
      decision: 'counter',
      amount: 120_000,
    });
    expect(counter.statusCode).toBe(200);
    expect(counter.json()).toMatchObject({
      message: closeMessages.countered,
      data: { result: 'countered', close: { counterAmount: 120_000 } },
    });
    // A second decision after the counter is refused.
    expect(
      (await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'approve' }))
        .statusCode,
    ).toBe(409);

    // Only the leading bidder answers; it sees the counter, never the reserve.
    expect(
      (await call(b2, 'POST', `/api/seller/subEvents/${sub.id}/counter`, { accept: true })).statusCode,
    ).toBe(403);
    const wins = (await call(b1, 'GET', '/api/seller/wins')).json().data;
    const won = wins.find((s: { _id: string }) => s._id === sub.id);
    expect(won).toMatchObject({
      result: 'countered',
      reserveMet: false,
      close: { counterAmount: 120_000, gap: null },
    });
    expect(won).not.toHaveProperty('reservePrice');
    expect(JSON.stringify(wins)).not.toContain(String(RESERVE));
    const told = await db().select().from(notifications).where(eq(notifications.userId, b1.id));
    expect(told.some((n) => n.kind === 'lot_decision' && n.body.includes('₹1,20,000'))).toBe(true);

    const accept = await call(b1, 'POST', `/api/seller/subEvents/${sub.id}/counter`, { accept: true });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().message).toBe(closeMessages.accepted);
    const [sale] = await liveSales(sub.id);
    expect(sale).toMatchObject({ buyerId: b1.id, saleValue: 120_000 * RS });
    expect((await row(sub.id)).result).toBe('awaiting_award');
    expect(await steps(sub.id)).toEqual([
      ['closed', 'approval_pending', 115_000],
      ['countered', 'countered', 120_000],
      ['accepted', 'awaiting_award', 120_000],
    ]);
    // The award now stands: a second answer is refused and makes no second sale.
    expect(
      (await call(b1, 'POST', `/api/seller/subEvents/${sub.id}/counter`, { accept: true })).statusCode,
    ).toBe(409);
    expect(await liveSales(sub.id)).toHaveLength(1);
    const owned = (await call(owner, 'GET', '/api/seller/subEvents'))
      .json()
      .data.find((s: { _id: string }) => s._id === sub.id);
    expect(owned).toMatchObject({ hasLetter: true });

    // Admin's reports carry the result: the rank-wise report beside H1, the sales report per sale.
    const admin = await user('Admin');
    const rankWise = await call(admin, 'POST', '/api/report/getReportData', {
      eventId: sub.eventId,
      subEventId: sub.id,
      id: 1,
    });
    const header = rankWise.json().data[0] as string[];
    const h1 = rankWise.json().data[1] as unknown[];
    expect(h1[header.indexOf('Result')]).toBe('Awaiting award (counter-offer ₹1,20,000)');
    const salesReport = (
      await call(admin, 'GET', `/api/report/salesReport/${sub.eventId}?format=json`)
    ).json();
    const salesHeader = salesReport.data[0] as string[];
    expect(salesReport.data[1][salesHeader.indexOf('Result')]).toBe(
      'Awaiting award (counter-offer ₹1,20,000)',
    );
  });

  it('below the band: unsold at the close, every hold released', async () => {
    const [owner, b1, b2] = [await user('Seller'), await user('Buyer'), await user('Buyer')];
    const { sub } = await lotBelowReserve(owner, b1, b2, { last: 105_000 });
    expect((await row(sub.id)).result).toBe('unsold');
    expect(await openHolds(sub.id)).toEqual([]);
    expect(await steps(sub.id)).toEqual([['closed', 'unsold', 105_000]]);
    expect(
      (await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'approve' }))
        .statusCode,
    ).toBe(409);
    const authorize = await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/authorize`, {
      bidId: (await row(sub.id)).leadingBidId,
      authorized: true,
    });
    expect(authorize.statusCode).toBe(409);
    expect(authorize.json().message).toBe(closeMessages.lotUnsold);
  });

  it('reserve met: awaiting_award, and the owner authorises as before', async () => {
    const [owner, b1, b2] = [await user('Seller'), await user('Buyer'), await user('Buyer')];
    const { sub } = await lotBelowReserve(owner, b1, b2, { last: 125_000 });
    const r = await row(sub.id);
    expect(r.result).toBe('awaiting_award');
    const res = await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/authorize`, {
      bidId: r.leadingBidId,
      authorized: true,
    });
    expect(res.statusCode).toBe(200);
    expect(await liveSales(sub.id)).toHaveLength(1);
  });

  it('a reverse auction: the reserve is a ceiling', async () => {
    const [owner, b1, b2] = [await user('Buyer'), await user('Seller'), await user('Seller')];
    const pending = await lotBelowReserve(owner, b1, b2, {
      type: 'reverse',
      reserve: 110_000,
      last: 115_000,
    });
    expect((await row(pending.sub.id)).result).toBe('approval_pending');
    const met = await lotBelowReserve(owner, b1, b2, { type: 'reverse', reserve: 110_000, last: 109_000 });
    expect((await row(met.sub.id)).result).toBe('awaiting_award');
    const counter = await call(owner, 'POST', `/api/seller/subEvents/${pending.sub.id}/approval`, {
      decision: 'counter',
      amount: 112_000,
    });
    expect(counter.statusCode).toBe(200);
  });
});

describe('the owner’s decision and its deadline', () => {
  it('approve makes the award at the leading bid, once even when sent twice at once', async () => {
    const [owner, b1, b2] = [await user('Seller'), await user('Buyer'), await user('Buyer')];
    const { sub } = await lotBelowReserve(owner, b1, b2, { last: 113_000 });
    const answers = await Promise.all([
      call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'approve' }),
      call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'approve' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const sold = await liveSales(sub.id);
    expect(sold).toHaveLength(1);
    expect(sold[0]).toMatchObject({ buyerId: b1.id, saleValue: 113_000 * RS });
    expect(await steps(sub.id)).toEqual([
      ['closed', 'approval_pending', 113_000],
      ['approved', 'awaiting_award', 113_000],
    ]);
  });

  it('reject and decline make the lot unsold and release the leader’s hold', async () => {
    const [owner, b1, b2] = [await user('Seller'), await user('Buyer'), await user('Buyer')];
    const rejected = await lotBelowReserve(owner, b1, b2, { last: 113_000 });
    expect(await openHolds(rejected.sub.id)).toEqual([b1.id]);
    const res = await call(owner, 'POST', `/api/seller/subEvents/${rejected.sub.id}/approval`, {
      decision: 'reject',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.result).toBe('unsold');
    expect(await openHolds(rejected.sub.id)).toEqual([]);

    const declined = await lotBelowReserve(owner, b1, b2, { last: 113_000 });
    await call(owner, 'POST', `/api/seller/subEvents/${declined.sub.id}/approval`, {
      decision: 'counter',
      amount: 118_000,
    });
    const no = await call(b1, 'POST', `/api/seller/subEvents/${declined.sub.id}/counter`, { accept: false });
    expect(no.statusCode).toBe(200);
    expect((await row(declined.sub.id)).result).toBe('unsold');
    expect(await openHolds(declined.sub.id)).toEqual([]);
    expect(await liveSales(declined.sub.id)).toEqual([]);
    const ownerTold = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(ownerTold.filter((n) => n.kind === 'lot_decision').map((n) => n.title)).toContain(
      'Counter-offer declined',
    );
  });

  it('a decision not made in time lapses into unsold, once, and a late answer is refused', async () => {
    const [owner, b1, b2] = [await user('Seller'), await user('Buyer'), await user('Buyer')];
    const { sub } = await lotBelowReserve(owner, b1, b2, { last: 113_000, hours: 1 });
    const before = await lapseDueDecisions({ db: db() }, new Date(Date.now() + 30 * 60_000));
    expect(before).toBe(0);
    expect((await row(sub.id)).result).toBe('approval_pending');
    const later = new Date(Date.now() + 61 * 60_000);
    const lapsed = await Promise.all([
      lapseDueDecisions({ db: db() }, later),
      lapseDueDecisions({ db: db() }, later),
    ]);
    expect(lapsed[0] + lapsed[1]).toBe(1);
    expect((await row(sub.id)).result).toBe('unsold');
    expect(await openHolds(sub.id)).toEqual([]);
    expect((await steps(sub.id)).map((s) => s[0])).toEqual(['closed', 'lapsed']);
    expect(
      (await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'approve' }))
        .statusCode,
    ).toBe(409);
  });

  it('the close history is only added to: a step cannot be changed or deleted', async () => {
    const [owner, b1, b2] = [await user('Seller'), await user('Buyer'), await user('Buyer')];
    const { sub } = await lotBelowReserve(owner, b1, b2, { last: 113_000 });
    await call(owner, 'POST', `/api/seller/subEvents/${sub.id}/approval`, { decision: 'reject' });
    const refused = async (change: Promise<unknown>) => {
      const err = await change.then(
        () => null,
        (e: unknown) => e,
      );
      const messages: string[] = [];
      for (let e = err as { message?: string; cause?: unknown } | null; e; e = e.cause as typeof e)
        messages.push(String(e.message));
      expect(messages.join(' | ')).toMatch(/lot_close_steps is append-only: (UPDATE|DELETE) refused/);
    };
    const where = eq(lotCloseSteps.subEventId, sub.id);
    await refused(db().update(lotCloseSteps).set({ result: 'awaiting_award' }).where(where));
    await refused(db().update(lotCloseSteps).set({ byUserId: null, amount: 1 }).where(where));
    await refused(db().delete(lotCloseSteps).where(where));
    expect((await steps(sub.id)).map((s) => s[0])).toEqual(['closed', 'rejected']);
    // What the foreign key itself asks for still works: a step outlives its user, with no name.
    await db().update(lotCloseSteps).set({ byUserId: null }).where(where);
    expect((await steps(sub.id)).map((s) => s[0])).toEqual(['closed', 'rejected']);
  });
});

describe('the reserve on a sub-event', () => {
  const body = (over: object) => ({
    name: 'CRC coil ends',
    location: 'Bhiwadi',
    subEventType: 'forward',
    quantityOrTypesOfTrunk: '40',
    unit: 'MT',
    rule: 'As is where is',
    serialNo: 1,
    startValue: 100000,
    incrementOrDecrement: 1000,
    eventStartsOn: new Date(Date.now() + 3600_000).toISOString(),
    eventEndsOn: new Date(Date.now() + 7200_000).toISOString(),
    specification: 'Coil ends',
    details: '',
    ...over,
  });

  it('is checked on Add Sub Event and the grid, shown to Admin and locked once bid on', async () => {
    const admin = await user('Admin');
    const { event } = await auction([]);
    const add = (over: object) => call(admin, 'POST', `/api/admin/addSubEvent/${event.id}`, body(over));
    for (const [over, field, message] of [
      [{ reservePrice: 90000 }, 'reservePrice', closeMessages.reserveBelowStart],
      [{ subEventType: 'reverse', reservePrice: 110000 }, 'reservePrice', closeMessages.reserveAboveStart],
      [{ reservePrice: 120000, approvalBandPct: 51 }, 'approvalBandPct', closeMessages.bandRange],
      [{ reservePrice: 120000, approvalBandPct: -1 }, 'approvalBandPct', closeMessages.bandRange],
      [{ reservePrice: 120000, approvalHours: 0 }, 'approvalHours', closeMessages.hoursRange],
      [{ reservePrice: 120000, approvalHours: 169 }, 'approvalHours', closeMessages.hoursRange],
      [{ reservePrice: 120000, approvalHours: 2.5 }, 'approvalHours', closeMessages.hoursRange],
    ] as const) {
      const res = await add(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    const ok = await add({ reservePrice: 120000, approvalBandPct: 7.5, approvalHours: 24 });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      reservePrice: 120000,
      approvalBandPct: 7.5,
      approvalHours: 24,
      result: null,
      reserveMet: null,
    });
    const id = ok.json().data._id;
    const [stored] = await db().select().from(subEvents).where(eq(subEvents.id, id));
    expect(stored).toMatchObject({ reservePrice: 120000 * RS, approvalBandBp: 750, approvalHours: 24 });

    // The grid: a start value above the kept reserve is refused too.
    const grid = (over: object) =>
      call(admin, 'PUT', `/api/admin/updateSubEvent/${event.id}/${id}`, {
        ...body(over),
        isActive: true,
        details: 'x',
      });
    const above = await grid({ startValue: 130000 });
    expect(above.statusCode, above.body).toBe(400);
    expect(above.json().errors?.reservePrice, above.body).toBe(closeMessages.reserveBelowStart);
    expect((await grid({ reservePrice: 125000 })).statusCode).toBe(200);
    expect((await row(id)).reservePrice).toBe(125000 * RS);
  });
});

describe('no reserve amount reaches a bidder or a guest', () => {
  it('in any answer they can call, and in any socket event they get', async () => {
    const [owner, b1, b2, guest] = [
      await user('Seller'),
      await user('Buyer'),
      await user('Buyer'),
      await user('Guest/Client'),
    ];
    const { event, sub, c1 } = await lotBelowReserve(owner, b1, b2, { last: 115_000, open: true });
    const closedLot = await lotBelowReserve(owner, b1, b2, { last: 115_000 });
    await admit(db(), { eventId: event.id, subEventId: sub.id }, [guest]);
    const g = await connect(guest);
    expect((await g.ask<{ success: boolean }>('join_auction', { eventId: event.id })).success).toBe(true);
    const guestView = g.received.findLast((r) => r.event === 'current_bid');
    expect(guestView?.payload).toMatchObject({ viewer: 'guest', reserveMet: false });
    const view = c1.received.findLast(
      (r) => r.event === 'new_bid' && (r.payload as { subEventId: string }).subEventId === sub.id,
    );
    expect(view?.payload, JSON.stringify(view?.payload)).toMatchObject({ reserveMet: false });

    const ids: Record<string, string> = {
      eventId: event.id,
      eventID: event.id,
      subEventId: sub.id,
      subEventID: sub.id,
      id: closedLot.sub.id,
    };
    const routes = app()
      .app.routeAccess.filter((r) => r.method === 'GET' && !r.url.startsWith('/api/docs'))
      .filter(
        (r) =>
          r.access === 'public' ||
          r.access === 'optional' ||
          r.access === 'user' ||
          (Array.isArray(r.access) && r.access.some((a) => a === 'Buyer' || a === 'Guest/Client')),
      );
    expect(routes.length).toBeGreaterThan(20);
    const leaks: string[] = [];
    for (const who of [b1, b2, guest, null]) {
      for (const r of routes) {
        for (const target of [sub.id, closedLot.sub.id]) {
          const url = r.url.replace(/:(\w+)/g, (_, k: string) =>
            k.toLowerCase().includes('subevent') ? target : (ids[k] ?? target),
          );
          const res = await call(who, 'GET', url);
          const text = res.headers['content-type']?.toString().includes('json')
            ? res.body
            : res.rawPayload.toString('latin1');
          if (text.includes(String(RESERVE)) || text.includes('1,23,457') || text.includes('reservePrice'))
            leaks.push(`${who?.role ?? 'anonymous'} GET ${url}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    for (const c of [c1, g]) {
      const all = JSON.stringify(c.received);
      expect(all).not.toContain(String(RESERVE));
      expect(all).not.toContain('reservePrice');
    }
    expect(JSON.stringify(c1.received)).toContain('"reserveMet":false');
  });
});
