import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BidderView } from '@neelami/shared/bidding';
import { bidMessages } from '@neelami/shared/bidding';
import type { NewBidView } from '@neelami/shared/realtime';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  admit,
  assign,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  sleep,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabaseUrl } from '../../../test/helpers/test-database';
import { subEvents } from '../events/tables';
import { verifyChain } from './bid-hash';
import { createBiddingService } from './bidding-service';
import { startOpeningScheduler } from './open-due-pre-bids';
import { listPreBidsOfSubEvent } from './pre-bid-queries';
import { bids } from './tables';

// API.md "Pre-bids": a member assigned to an upcoming lot sets an auto-bid ceiling before it opens
// (place_autobid on the upcoming lot, or PUT /api/member/subEvents/:id/prebid); raised, never
// lowered or withdrawn; at the opening they compete as auto bids, the earlier placed first.

const { app, db, user, connect, auction } = useSocketTestApp();

type Answer = { success: boolean; message?: string; code?: string; [k: string]: unknown };
const HOUR = 3600_000;

/** An upcoming lot (opens in an hour, start ₹1,00,000, step ₹1,000) with the members ready to bid. */
const upcoming = (members: { id: string }[], sub: Parameters<typeof auction>[1] = {}, event = {}) =>
  auction(members, { startsInMs: HOUR, endsInMs: 2 * HOUR, ...sub }, event);

async function put(who: FixtureUser, subEventId: string, body: unknown, language?: 'hi') {
  const res = await app().app.inject({
    method: 'PUT',
    url: `/api/member/subEvents/${subEventId}/prebid`,
    headers: { authorization: `Bearer ${who.token}`, ...(language ? { 'accept-language': language } : {}) },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.json() as Answer };
}

async function myPreBids(who: FixtureUser) {
  const res = await app().app.inject({
    method: 'GET',
    url: '/api/member/prebids',
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { subEventId: string; ceiling: number; placedAt: string }[] }).data;
}

async function rowOf(id: string) {
  const [row] = await db().select().from(subEvents).where(eq(subEvents.id, id));
  return row;
}

async function bidsOf(subEventId: string) {
  return db()
    .select()
    .from(bids)
    .where(eq(bids.subEventId, subEventId))
    .orderBy(asc(bids.seq), asc(bids.createdAt), asc(bids.id));
}

describe('PUT /api/member/subEvents/:id/prebid', () => {
  it('sets and raises a pre-bid: a row per placement with who and when, the ceiling in force listed', async () => {
    const b1 = await user('Buyer');
    const { sub } = await upcoming([b1]);
    const first = await put(b1, sub.id, { ceiling: 150000 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      message: bidMessages.preBidSet,
      preBid: { subEventId: sub.id, ceiling: 150000, seq: 1 },
    });
    const raised = await put(b1, sub.id, { ceiling: '160000' });
    expect(raised.body).toMatchObject({ success: true, preBid: { ceiling: 160000, seq: 2 } });

    const rows = await listPreBidsOfSubEvent(db(), sub.id);
    expect(rows.map((r) => [r.bidderId, r.ceiling, r.previousCeiling, r.seq, r.via])).toEqual([
      [b1.id, 150000_00, null, 1, 'api'],
      [b1.id, 160000_00, 150000_00, 2, 'api'],
    ]);
    expect(rows.every((r) => r.placedAt instanceof Date && r.ip !== undefined)).toBe(true);
    // No bid before the opening; the engine state keeps the ceiling and marks it waiting.
    expect(await bidsOf(sub.id)).toEqual([]);
    const row = await rowOf(sub.id);
    expect(row.seq).toBe(2);
    expect(row.leadingAmount).toBeNull();
    expect(row.engineState).toMatchObject({ preBidsPending: true, autoBids: [{ bidderId: b1.id }] });
    expect(await myPreBids(b1)).toEqual([
      { subEventId: sub.id, ceiling: 160000, placedAt: expect.any(String) },
    ]);
  });

  it('refuses, with a code and a message and changing nothing, every pre-bid it may not take', async () => {
    const [b1, b2, stranger, noTerms] = [
      await user('Buyer'),
      await user('Buyer'),
      await user('Buyer'),
      await user('Buyer'),
    ];
    const { event, sub } = await upcoming([b1, b2]);
    await assign(db(), sub.id, [noTerms.id]);
    expect((await put(b1, sub.id, { ceiling: 150000 })).status).toBe(200);
    const before = await rowOf(sub.id);

    // Below two steps beyond the start value (and below the start value): 400, the field named.
    const low = await put(b2, sub.id, { ceiling: 101000 });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({
      success: false,
      code: 'BID_REJECTED',
      message: 'Auto bid cannot be set below two increments from the start value: set at least ₹1,02,000.',
      errors: { ceiling: expect.stringContaining('₹1,02,000') },
    });
    expect((await put(b2, sub.id, { ceiling: 90000 })).body.code).toBe('BID_REJECTED');
    // Lowering, or the same ceiling again: 409.
    const lowered = await put(b1, sub.id, { ceiling: 140000 });
    expect(lowered).toMatchObject({
      status: 409,
      body: {
        code: 'CONFLICT',
        message: 'An auto bid can only be raised: your current ceiling is ₹1,50,000, so set more than that.',
      },
    });
    expect((await put(b1, sub.id, { ceiling: 150000 })).body.code).toBe('CONFLICT');
    // In Hindi when asked.
    const hindi = await put(b1, sub.id, { ceiling: 140000 }, 'hi');
    expect(hindi.body.message).toBe(
      'ऑटो बोली सिर्फ़ बढ़ाई जा सकती है: आपकी मौजूदा सीमा ₹1,50,000 है, इससे ज़्यादा रखें।',
    );
    // Not assigned, terms not accepted: 403 with their codes.
    expect(await put(stranger, sub.id, { ceiling: 150000 })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: bidMessages.notAssigned },
    });
    expect(await put(noTerms, sub.id, { ceiling: 150000 })).toMatchObject({
      status: 403,
      body: { code: 'TERMS_NOT_ACCEPTED' },
    });
    // Malformed input: 400 INVALID_INPUT; an unknown lot: 404.
    for (const body of [{}, { ceiling: 'lots' }, { ceiling: 150000.5 }, { ceiling: -5 }]) {
      const r = await put(b1, sub.id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('INVALID_INPUT');
    }
    expect((await put(b1, '00000000-0000-4000-8000-000000000000', { ceiling: 150000 })).status).toBe(404);
    expect((await put(b1, 'not-a-lot', { ceiling: 150000 })).status).toBe(400);

    const after = await rowOf(sub.id);
    expect(after.seq).toBe(before.seq);
    expect(after.engineState).toEqual(before.engineState);
    expect((await listPreBidsOfSubEvent(db(), sub.id)).length).toBe(1);
    expect(event.requireTransactionPassword).toBe(false);
  });

  it('refuses lots that are open, closed, inactive, without auto bid or in a rank auction (409)', async () => {
    const b1 = await user('Buyer');
    const open = await auction([b1]);
    const closed = await upcoming([b1]);
    await db().update(subEvents).set({ status: 'closed' }).where(eq(subEvents.id, closed.sub.id));
    const inactive = await upcoming([b1], { isActive: false });
    const noAuto = await upcoming([b1], { autoBidEnabled: false });
    const rank = await upcoming([b1], {}, { auctionBehaviour: 'Rank Auction' });
    const expectations: [string, string][] = [
      [open.sub.id, bidMessages.preBidLotOpen],
      [closed.sub.id, bidMessages.preBidLotClosed],
      [inactive.sub.id, 'This lot is not open for bidding at the moment.'],
      [noAuto.sub.id, bidMessages.autoBidDisabled],
      [rank.sub.id, 'Auto bid is not available in a rank auction: place each bid yourself.'],
    ];
    for (const [id, message] of expectations) {
      expect(await put(b1, id, { ceiling: 150000 }), message).toMatchObject({
        status: 409,
        body: { success: false, code: 'CONFLICT', message },
      });
      expect((await rowOf(id)).seq).toBe(0);
      expect(await listPreBidsOfSubEvent(db(), id)).toEqual([]);
    }
    // Open: the room takes it as a normal auto bid instead.
    const c = await connect(b1);
    const live = await c.ask<Answer>('place_autobid', {
      eventId: open.event.id,
      subEventId: open.sub.id,
      amount: 150000,
    });
    expect(live).toMatchObject({ success: true, message: bidMessages.bidPlaced, amount: 100000 });
  });

  it('keeps EMD and the transaction-password door as for any bid', async () => {
    const b1 = await user('Buyer', { transactionPassword: 'Txn@12345' });
    const emdLot = await upcoming([b1]);
    await db().update(subEvents).set({ emdAmount: 5_000_00 }).where(eq(subEvents.id, emdLot.sub.id));
    const emd = await put(b1, emdLot.sub.id, { ceiling: 150000 });
    expect(emd).toMatchObject({ status: 400, body: { code: 'EMD_REQUIRED' } });

    const guarded = await upcoming([b1], {}, { requireTransactionPassword: true });
    expect(await put(b1, guarded.sub.id, { ceiling: 150000 })).toMatchObject({
      status: 403,
      body: { code: 'TRANSACTION_PASSWORD_REQUIRED', message: bidMessages.transactionPasswordRequired },
    });
    expect(
      await put(b1, guarded.sub.id, { ceiling: 150000, transactionPassword: 'wrong-one' }),
    ).toMatchObject({ status: 403, body: { code: 'TRANSACTION_PASSWORD_WRONG' } });
    expect((await rowOf(guarded.sub.id)).seq).toBe(0);
    const right = await put(b1, guarded.sub.id, { ceiling: 150000, transactionPassword: 'Txn@12345' });
    expect(right).toMatchObject({ status: 200, body: { preBid: { ceiling: 150000 } } });
    // The session passed the door: a raise needs no password again.
    expect((await put(b1, guarded.sub.id, { ceiling: 155000 })).status).toBe(200);
  });
});

describe('place_autobid on an upcoming lot', () => {
  it('sets a pre-bid over the socket, shows it in the member’s view and refuses what the REST call refuses', async () => {
    const [b1, b2, b4] = [await user('Buyer'), await user('Seller'), await user('Buyer')];
    const stranger = await user('Buyer');
    const { event, sub } = await upcoming([b1, b2, b4]);
    const [c1, c2, c3, c4] = [
      await connect(b1),
      await connect(b2),
      await connect(stranger),
      await connect(b4),
    ];
    expect((await c1.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);
    expect((await c2.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);
    const payload = (amount: unknown) => ({ eventId: event.id, subEventId: sub.id, amount });

    const set = await c1.ask<Answer & { view: BidderView }>('place_autobid', {
      ...payload(150000),
      clientBidId: 'pre-1',
    });
    expect(set).toMatchObject({
      success: true,
      message: bidMessages.preBidSet,
      amount: null,
      ceiling: 150000,
      bidId: null,
      seq: 1,
    });
    expect(set.view).toMatchObject({ myAutoBidLimit: 150000, myLastBid: null, leadingAmount: null });
    // A retried placement is applied once.
    const again = await c1.ask<Answer>('place_autobid', { ...payload(150000), clientBidId: 'pre-1' });
    expect(again).toMatchObject({ success: true, duplicate: true, ceiling: 150000 });
    // A rival's pre-bid tells nothing to the others: no new_bid, and its view shows no amount.
    const rival = await c2.ask<Answer & { view: BidderView }>('place_autobid', payload(170000));
    expect(rival.success).toBe(true);
    expect(rival.view.myAutoBidLimit).toBe(170000);
    await sleep(200);
    expect(c1.of('new_bid')).toEqual([]);
    expect(c1.of<BidderView>('current_bid').every((v) => v.myAutoBidLimit !== 170000)).toBe(true);

    for (const [client, amount, code, message] of [
      [c1, 140000, 'BID_REJECTED', /can only be raised/],
      [c4, 101000, 'BID_REJECTED', /set at least ₹1,02,000/],
      [c3, 150000, 'FORBIDDEN', bidMessages.notAssigned],
    ] as const) {
      const before = client.of('bid_error').length;
      const answer = await client.ask<Answer>('place_autobid', payload(amount));
      expect(answer).toMatchObject({ success: false, code });
      expect(answer.message).toMatch(message);
      await client.waitFor('bid_error', () => client.of('bid_error').length > before);
    }
    // No withdrawal.
    expect(await c1.ask<Answer>('cancel_autobid', { eventId: event.id, subEventId: sub.id })).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: bidMessages.preBidNoWithdraw,
    });
    expect(await c1.ask<Answer>('place_bid', payload(100000))).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Bidding on this lot opens at /),
    });
    const rows = await listPreBidsOfSubEvent(db(), sub.id);
    expect(rows.map((r) => [r.bidderId, r.ceiling, r.via, r.clientBidId])).toEqual([
      [b1.id, 150000_00, 'room', 'pre-1'],
      [b2.id, 170000_00, 'room', null],
    ]);
    expect((await rowOf(sub.id)).seq).toBe(2);
  });
});

describe('the opening', () => {
  it('lets equal ceilings compete, the earlier placed leading, and tells the room', async () => {
    const [b1, b2, b3] = [await user('Buyer'), await user('Buyer'), await user('Buyer')];
    // Opens in 2 s: the app's own opening scheduler (every second) lets the pre-bids compete.
    const { event, sub } = await upcoming([b1, b2, b3], { startsInMs: 2000 });
    expect((await put(b2, sub.id, { ceiling: 150000 })).status).toBe(200);
    expect((await put(b1, sub.id, { ceiling: 150000 })).status).toBe(200);
    expect((await put(b3, sub.id, { ceiling: 120000 })).status).toBe(200);
    const watcher = await connect(b1);
    expect((await watcher.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);

    const leads = await watcher.waitFor<BidderView>('current_bid', (v) => v.leadingAmount !== null, 8000);
    // b2 placed 150000 first: b2 leads at that ceiling; b1 (equal, later) is second, b3 third.
    expect(leads).toMatchObject({ leadingAmount: 150000, isLeader: false, myRank: 2, myLastBid: 150000 });
    const told = await watcher.waitFor<NewBidView>('new_bid');
    expect(told.seq).toBe(4);
    const row = await rowOf(sub.id);
    expect(row).toMatchObject({ leaderId: b2.id, leadingAmount: 150000_00, seq: 4 });
    expect(row.engineState).toMatchObject({ preBidsPending: false });
    const rows = await bidsOf(sub.id);
    expect(rows.map((r) => [r.bidderId, r.amount, r.kind, r.seq])).toEqual([
      [b3.id, 120000_00, 'auto', 4],
      [b2.id, 150000_00, 'auto', 4],
      [b1.id, 150000_00, 'auto', 4],
    ]);
    expect(verifyChain(rows)).toEqual({ ok: true, count: 3 });
    // After the opening the PUT is refused and the pre-bid list is empty.
    expect(await put(b1, sub.id, { ceiling: 160000 })).toMatchObject({
      status: 409,
      body: { message: bidMessages.preBidLotOpen },
    });
    expect((await myPreBids(b1)).filter((p) => p.subEventId === sub.id)).toEqual([]);
  });

  it('is applied exactly once when two instances’ schedulers and a bid reach it at once', async () => {
    const [b1, b2, b3] = [await user('Buyer'), await user('Buyer'), await user('Buyer')];
    // Opens in ten minutes by the app's clock: only the two services below, whose clock is past
    // the opening, see it due.
    const { event, sub } = await upcoming([b1, b2, b3], { startsInMs: 10 * 60_000 });
    expect((await put(b1, sub.id, { ceiling: 140000 })).status).toBe(200);
    expect((await put(b2, sub.id, { ceiling: 130000 })).status).toBe(200);
    const later = () => new Date(sub.eventStartsOn.getTime() + 1000);
    const quiet = { publish: () => {}, stop: async () => {} };
    const services = [1, 2].map(() =>
      createBiddingService({ db: db(), log: app().app.log, announce: quiet, clock: later }),
    );
    const schedulers = services.map((s) => startOpeningScheduler(s, HOUR));
    const bidder = services[0];
    const [n1, n2, bid] = await Promise.all([
      schedulers[0].runOnce(),
      schedulers[1].runOnce(),
      bidder.run(sub.id, {
        type: 'bid',
        amount: 135000_00,
        bidderId: b3.id,
        sessionId: b3.sessionId,
        eventId: event.id,
        clientBidId: null,
        ip: '127.0.0.1',
      }),
    ]);
    for (const s of schedulers) s.stop();
    await Promise.all(services.map((s) => s.close()));
    // Whoever came first opened them; the others found nothing waiting.
    const rows = await bidsOf(sub.id);
    const opening = rows.filter((r) => r.kind === 'auto');
    expect(opening.map((r) => [r.bidderId, r.amount]).sort()).toEqual(
      [
        [b1.id, 131000_00],
        [b2.id, 130000_00],
      ].sort(),
    );
    expect(n1 + n2).toBeLessThanOrEqual(1);
    // b3's ₹1,35,000 met b1 leading at ₹1,31,000: accepted, then b1's ceiling answered it.
    expect(bid.outcome.ok).toBe(true);
    const row = await rowOf(sub.id);
    expect(row).toMatchObject({ leaderId: b1.id, leadingAmount: 136000_00 });
    expect(row.seq).toBe(2 + 1 + (n1 + n2));
    expect(row.engineState).toMatchObject({ preBidsPending: false });
    expect(verifyChain(rows).ok).toBe(true);
  });
});

describe('a restart before the opening', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-prebid-restart-'));
  let second: TestApp | null = null;
  let drop: () => Promise<void> = async () => {};
  const clients: TestClient[] = [];
  afterAll(async () => {
    for (const c of clients) c.close();
    await second?.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the pre-bids, and the restarted server opens them once', async () => {
    let databaseUrl: string | null = null;
    if (process.env.TEST_DATABASE_URL) {
      const made = await createTestDatabaseUrl();
      databaseUrl = made.url;
      drop = made.drop;
    }
    const first = await createTestApp({ databaseUrl, dataDir });
    const url = await first.listen();
    const fdb = first.database.db;
    const event = await makeEvent(fdb);
    const sub = await makeSubEvent(fdb, event.id, { startsInMs: 2500, endsInMs: HOUR });
    const [b1, b2] = [
      await makeUser(fdb, first.config.jwtSecret, { role: 'Buyer' }),
      await makeUser(fdb, first.config.jwtSecret, { role: 'Buyer' }),
    ];
    await admit(fdb, { eventId: event.id, subEventId: sub.id }, [b1, b2]);
    for (const [b, amount] of [
      [b1, 125000],
      [b2, 140000],
    ] as const) {
      const c = await connectClient(url, b.token);
      clients.push(c);
      const a = await c.ask<Answer>('place_autobid', { eventId: event.id, subEventId: sub.id, amount });
      expect(a.success).toBe(true);
    }
    await first.close();
    // Down through the opening.
    await sleep(Math.max(0, sub.eventStartsOn.getTime() - Date.now() + 200));
    second = await createTestApp({ databaseUrl, dataDir });
    const sdb = second.database.db;
    await expect
      .poll(async () => (await sdb.select().from(subEvents).where(eq(subEvents.id, sub.id)))[0].leaderId, {
        timeout: 8000,
      })
      .toBe(b2.id);
    const [row] = await sdb.select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(row).toMatchObject({ leadingAmount: 126000_00, seq: 3 });
    expect((await listPreBidsOfSubEvent(sdb, sub.id)).map((r) => r.ceiling)).toEqual([125000_00, 140000_00]);
    const rows = await sdb.select().from(bids).where(eq(bids.subEventId, sub.id));
    expect(rows).toHaveLength(2);
  });
});
