import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, recipientsOf, speakHindi } from '../../../test/helpers/alert-rows';
import {
  assign,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { insertBidChain } from '../bidding/seed-rows';
import { listCorrigendaOfEvent } from '../events/alert-reads';
import { subEvents } from '../events/tables';
import { notificationDeliveries } from '../notifications/tables';
import { runLotAlerts } from './jobs';
import type { RoomOpen } from './outbid';

// API.md "Alerts, watchlist and saved searches": each kind the lot-alert relay raises reaches the
// members the table names and no one else, once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const mk = (role: FixtureUser['role'] = 'Buyer') => makeUser(db(), t.config.jwtSecret, { role });
let clock = Date.now();
let roomsOpen = new Set<string>();
const roomOpen: RoomOpen = async (userId, subEventId) => roomsOpen.has(`${userId}|${subEventId}`);
const run = (at = clock) =>
  runLotAlerts({ db: db(), alerts: t.app.alerts, roomOpen, now: () => new Date(at), log: t.app.log });
const as = (u: FixtureUser, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}` },
    ...(payload ? { payload } : {}),
  });
const watch = async (u: FixtureUser, subEventId: string) =>
  expect((await as(u, 'PUT', `/api/watchlist/${subEventId}`)).statusCode).toBe(200);

/** Quiet hours from an hour ago to an hour ahead (IST), by the member's own call. */
async function quiet(u: FixtureUser) {
  const hhmm = (ms: number) => new Date(Date.now() + 5.5 * 3_600_000 + ms).toISOString().slice(11, 16);
  const prefs = (await as(u, 'GET', '/api/notifications/preferences')).json().data;
  const put = await as(u, 'PUT', '/api/notifications/preferences', {
    ...prefs,
    quietHours: { from: hhmm(-3_600_000), to: hhmm(3_600_000) },
  });
  expect(put.statusCode, put.body).toBe(200);
}

/** Bids as [bidder, rupees] in order; the lot's leader is the last (a forward lot's highest). */
async function bid(sub: { id: string }, list: [FixtureUser, number][]) {
  const rows = await insertBidChain(
    db(),
    sub,
    list.map(([u, rupees], i) => ({ bidderId: u.id, amount: rupees * 100, at: new Date(clock + i) })),
  );
  const last = rows[rows.length - 1]!;
  await db()
    .update(subEvents)
    .set({
      leaderId: last.bidderId,
      leadingAmount: last.amount,
      leadingBidId: last.id,
      updatedAt: new Date(clock),
    })
    .where(eq(subEvents.id, sub.id));
}

describe('outbid', () => {
  it('tells who led or bid and no longer leads, once per two minutes, not while its room is open', async () => {
    const event = await makeEvent(db());
    const sub = await makeSubEvent(db(), event.id);
    const [a, b, c, d] = [await mk(), await mk(), await mk(), await mk()];
    await speakHindi(db(), b.id);
    clock = Date.now();
    await bid(sub, [[a, 101_000]]);
    await run();
    expect(await recipientsOf(db(), 'outbid', sub.id)).toEqual([]);

    clock += 10_000;
    await bid(sub, [[b, 102_000]]);
    await run();
    expect(await recipientsOf(db(), 'outbid', sub.id)).toEqual([a.id]);
    const [toA] = await alertsOf(db(), a.id, 'outbid');
    expect(toA).toMatchObject({
      title: 'You have been outbid',
      link: `/auction/auctionRoom?eventId=${event.id}`,
    });
    expect(toA!.body).toContain('₹1,02,000');

    // a, b and c bid; c leads. b is told, in Hindi; a's second outbid falls within two minutes.
    clock += 10_000;
    await bid(sub, [
      [a, 103_000],
      [b, 104_000],
      [c, 105_000],
    ]);
    await run();
    expect(await recipientsOf(db(), 'outbid', sub.id)).toEqual([a.id, b.id].sort());
    const [toB] = await alertsOf(db(), b.id, 'outbid');
    expect(toB!.title).toBe('आपकी बोली पीछे हो गई');
    expect(toB!.body).toContain('₹1,05,000');
    await run();
    expect(await recipientsOf(db(), 'outbid', sub.id)).toHaveLength(2);

    // d outbids c, whose room is open on the lot: c is not told.
    clock += 3 * 60_000;
    roomsOpen = new Set([`${c.id}|${sub.id}`]);
    await bid(sub, [[d, 106_000]]);
    await run();
    expect(await alertsOf(db(), c.id, 'outbid')).toHaveLength(0);

    // Past the two minutes, a bids and is outbid again: told again.
    clock += 3 * 60_000;
    roomsOpen = new Set();
    await bid(sub, [
      [a, 107_000],
      [d, 108_000],
    ]);
    await run();
    expect(await alertsOf(db(), a.id, 'outbid')).toHaveLength(2);
    expect(await alertsOf(db(), b.id, 'outbid')).toHaveLength(1);
    expect(await alertsOf(db(), d.id, 'outbid')).toHaveLength(0);
  });
});

describe('lot_opening and closing_soon', () => {
  it('go to watchers and assigned members (opening), watchers and bidders (closing), once each', async () => {
    clock = Date.now();
    const event = await makeEvent(db());
    const opening = await makeSubEvent(db(), event.id, { startsInMs: 10 * 60_000, endsInMs: 60 * 60_000 });
    const later = await makeSubEvent(db(), event.id, { startsInMs: 20 * 60_000, endsInMs: 60 * 60_000 });
    const closing = await makeSubEvent(db(), event.id, { endsInMs: 4 * 60_000 });
    const [watcher, member, bidder, leader, other] = [
      await mk(),
      await mk(),
      await mk(),
      await mk(),
      await mk(),
    ];
    await watch(watcher, opening.id);
    await watch(watcher, later.id);
    await watch(watcher, closing.id);
    await assign(db(), opening.id, [member.id]);
    await assign(db(), closing.id, [member.id]);
    await bid(closing, [
      [bidder, 101_000],
      [leader, 102_000],
    ]);
    // Both in quiet hours now: only the leader's closing_soon goes past them (API.md).
    await quiet(bidder);
    await quiet(leader);
    await run();
    await run();
    expect(await recipientsOf(db(), 'lot_opening', opening.id)).toEqual([watcher.id, member.id].sort());
    expect(await recipientsOf(db(), 'lot_opening', later.id)).toEqual([]);
    expect(await recipientsOf(db(), 'closing_soon', closing.id)).toEqual(
      [watcher.id, bidder.id, leader.id].sort(),
    );
    const [toLeader] = await alertsOf(db(), leader.id, 'closing_soon');
    expect(toLeader!.body).toContain('Your bid leads');
    const [toBidder] = await alertsOf(db(), bidder.id, 'closing_soon');
    expect(toBidder!.body).not.toContain('Your bid leads');
    const pushDue = async (id: string) =>
      (await db().select().from(notificationDeliveries).where(eq(notificationDeliveries.notificationId, id)))
        .find((d) => d.channel === 'push')!
        .dueAt.getTime();
    expect(await pushDue(toLeader!.id)).toBeLessThanOrEqual(Date.now());
    expect(await pushDue(toBidder!.id)).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(await alertsOf(db(), other.id)).toHaveLength(0);
  });
});

describe('lot_result', () => {
  it('tells each bidder of a closed lot its place, once; watchers are not told', async () => {
    clock = Date.now();
    const event = await makeEvent(db());
    const sub = await makeSubEvent(db(), event.id);
    const [first, second, watcher] = [await mk(), await mk(), await mk()];
    await watch(watcher, sub.id);
    await bid(sub, [
      [second, 101_000],
      [first, 102_000],
      [second, 101_500],
    ]);
    await db()
      .update(subEvents)
      .set({ status: 'closed', closedAt: new Date(clock), closesAt: new Date(clock) })
      .where(eq(subEvents.id, sub.id));
    await run();
    await run();
    expect(await recipientsOf(db(), 'lot_result', sub.id)).toEqual([first.id, second.id].sort());
    expect((await alertsOf(db(), first.id, 'lot_result'))[0]!.title).toBe('You placed first');
    expect((await alertsOf(db(), second.id, 'lot_result'))[0]!.body).toContain('2nd');
    expect(await alertsOf(db(), watcher.id, 'lot_result')).toHaveLength(0);
  });

  it('tells the owner its lot closed, with its bidders and best bid, once; with no bids, says so', async () => {
    clock = Date.now();
    const event = await makeEvent(db());
    const [owner, a, b] = [await mk(), await mk(), await mk()];
    const sold = await makeSubEvent(db(), event.id);
    const empty = await makeSubEvent(db(), event.id);
    await db().update(subEvents).set({ ownerId: owner.id }).where(eq(subEvents.id, sold.id));
    await db().update(subEvents).set({ ownerId: owner.id }).where(eq(subEvents.id, empty.id));
    await bid(sold, [
      [a, 101_000],
      [b, 102_000],
    ]);
    for (const id of [sold.id, empty.id])
      await db()
        .update(subEvents)
        .set({ status: 'closed', closedAt: new Date(clock), closesAt: new Date(clock) })
        .where(eq(subEvents.id, id));
    await run();
    await run();
    const told = await alertsOf(db(), owner.id, 'lot_closed');
    expect(told.map((n) => n.body).sort()).toEqual(
      [
        `${sold.name} (${event.auctionName}) has closed: 2 bidders, best bid ₹1,02,000. Authorise the winner.`,
        `${empty.name} (${event.auctionName}) closed with no bids.`,
      ].sort(),
    );
    expect(told.every((n) => n.title === 'Your lot has closed' && n.link === '/seller/lots')).toBe(true);
    expect(await alertsOf(db(), a.id, 'lot_closed')).toHaveLength(0);
  });
});

describe('saved_search', () => {
  it('tells the owner of a matching search of a new or re-activated lot, once', async () => {
    clock = Date.now();
    const [owner, other] = [await mk(), await mk()];
    const save = await as(owner, 'POST', '/api/saved-searches', {
      name: 'Copper',
      query: { text: 'copper cable', maxEmd: 50_000 },
    });
    expect(save.statusCode).toBe(201);
    expect(
      (await as(other, 'POST', '/api/saved-searches', { name: 'Zinc', query: { text: 'zinc' } })).statusCode,
    ).toBe(201);
    const event = await makeEvent(db(), { eventStart: new Date(clock + 86_400_000) });
    const match = await makeSubEvent(db(), event.id, { startsInMs: 86_400_000, endsInMs: 90_000_000 });
    const pricey = await makeSubEvent(db(), event.id, { startsInMs: 86_400_000, endsInMs: 90_000_000 });
    const nope = await makeSubEvent(db(), event.id, { startsInMs: 86_400_000, endsInMs: 90_000_000 });
    await db()
      .update(subEvents)
      .set({ name: 'Copper cable scrap', emdAmount: 25_000_00 })
      .where(eq(subEvents.id, match.id));
    await db()
      .update(subEvents)
      .set({ name: 'Copper cable scrap', emdAmount: 75_000_00 })
      .where(eq(subEvents.id, pricey.id));
    await db().update(subEvents).set({ name: 'Cast iron borings' }).where(eq(subEvents.id, nope.id));
    await run();
    await run();
    expect(await recipientsOf(db(), 'saved_search', match.id)).toEqual([owner.id]);
    expect(await recipientsOf(db(), 'saved_search', pricey.id)).toEqual([]);
    expect(await recipientsOf(db(), 'saved_search', nope.id)).toEqual([]);
    const [alert] = await alertsOf(db(), owner.id, 'saved_search');
    expect(alert).toMatchObject({ title: 'A lot matches your search', link: '/auction/upcomingAuctions' });

    // Made inactive and active again: told again (a new alert, its key is the same search and lot).
    await db().update(subEvents).set({ isActive: false }).where(eq(subEvents.id, match.id));
    await run();
    await db().update(subEvents).set({ isActive: true }).where(eq(subEvents.id, match.id));
    await run();
    expect(await recipientsOf(db(), 'saved_search', match.id)).toEqual([owner.id]);
  });
});

describe('event_changed', () => {
  it('tells assigned members and watchers what changed, in their language, and keeps it in the history', async () => {
    clock = Date.now();
    const admin = await mk('Admin');
    const event = await makeEvent(db(), {
      inspectionDate: '2026-12-01',
      address: 'Bhilai Steel Plant, Chhattisgarh',
      totalLots: 1,
      termCondition: 'Pay within 7 days.',
    });
    const sub = await makeSubEvent(db(), event.id);
    const [member, watcher, other] = [await mk(), await mk(), await mk()];
    await speakHindi(db(), watcher.id);
    await assign(db(), sub.id, [member.id]);
    await watch(watcher, sub.id);
    const e = (await as(admin, 'GET', '/api/admin/getAllEvents'))
      .json()
      .data.find((x: { _id: string }) => x._id === event.id);
    const { _id, phase, subEvent, ...fields } = e;
    const newEnd = new Date(new Date(e.eventEnd).getTime() + 3_600_000).toISOString();
    const put = await as(admin, 'PUT', `/api/admin/updateEvent/${event.id}`, { ...fields, eventEnd: newEnd });
    expect(put.statusCode, put.body).toBe(200);
    await run(Date.now());
    await run(Date.now());
    expect(await recipientsOf(db(), 'event_changed', event.id)).toEqual([member.id, watcher.id].sort());
    const [toMember] = await alertsOf(db(), member.id, 'event_changed');
    expect(toMember!.title).toBe('Corrigendum');
    expect(toMember!.body).toContain('event end:');
    const [toWatcher] = await alertsOf(db(), watcher.id, 'event_changed');
    expect(toWatcher!.body).toContain('नीलामी का अंत');
    expect(await alertsOf(db(), other.id)).toHaveLength(0);
    const history = await listCorrigendaOfEvent(db(), event.id);
    expect(history).toHaveLength(1);
    expect(history[0]!.changes).toEqual([
      { field: 'eventEnd', from: new Date(e.eventEnd).toISOString(), to: newEnd },
    ]);
    expect(history[0]!.changedBy).toBe(admin.id);
  });
});
