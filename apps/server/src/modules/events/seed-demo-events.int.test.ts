import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoData } from '../../seed-demo-data';
import { subEventBiddingOf } from '../bidding/edit-sub-event-bidding';
import { bids } from '../bidding/tables';
import { membersHolding } from '../emd/holds';
import { users } from '../users/tables';
import { listEventsInPhase } from './event-queries';
import { retimeDemoEvents, seedDemoEvents } from './seed-demo-events';
import { DEMO_EVENT_IDS } from './seed-demo-events-data';
import { events, subEventMembers, subEvents } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;

describe('demo seed (API.md "Demo data")', () => {
  it('has live forward and reverse events, an upcoming and a past one', async () => {
    const db = t.database.db;
    const live = await listEventsInPhase(db, 'live');
    expect(live.map((e) => e._id).sort()).toEqual(
      [DEMO_EVENT_IDS.liveForward, DEMO_EVENT_IDS.liveReverse].sort(),
    );
    expect((await listEventsInPhase(db, 'upcoming')).map((e) => e._id)).toEqual([DEMO_EVENT_IDS.upcoming]);
    expect((await listEventsInPhase(db, 'past')).map((e) => e._id)).toEqual([DEMO_EVENT_IDS.past]);
    const types = (await db.select().from(subEvents)).filter(
      (s) => s.eventId === DEMO_EVENT_IDS.liveForward || s.eventId === DEMO_EVENT_IDS.liveReverse,
    );
    expect(new Set(types.map((s) => s.subEventType))).toEqual(new Set(['forward', 'reverse']));
    expect(types.every((s) => s.status === 'open' && s.closesAt.getTime() > Date.now())).toBe(true);
    expect((await db.select().from(events)).every((e) => e.requireTransactionPassword === false)).toBe(true);
  });

  it('assigns both buyers, the seller and the guest to every live sub-event (each holding the lot’s EMD), with the seller as owner', async () => {
    const db = t.database.db;
    const demo = await db.select({ id: users.id, email: users.email }).from(users);
    const want = demo
      .filter((u) =>
        ['buyer1@example.com', 'buyer2@example.com', 'seller@example.com', 'guest@example.com'].includes(
          u.email,
        ),
      )
      .map((u) => u.id)
      .sort();
    const seller = demo.find((u) => u.email === 'seller@example.com')!.id;
    for (const eventId of [DEMO_EVENT_IDS.liveForward, DEMO_EVENT_IDS.liveReverse]) {
      for (const s of await db.select().from(subEvents).where(eq(subEvents.eventId, eventId))) {
        const members = await db.select().from(subEventMembers).where(eq(subEventMembers.subEventId, s.id));
        const expected = want;
        expect(members.map((m) => m.userId).sort()).toEqual(expected);
        expect(s.ownerId).toBe(seller);
        expect(s.emdAmount).toBeGreaterThan(0);
        // Each assigned buyer holds the lot's EMD.
        const held = await membersHolding(db, s.id, expected);
        const buyers = demo.filter((u) => u.email.startsWith('buyer')).map((u) => u.id);
        expect([...held].sort()).toEqual(expected.filter((id) => buyers.includes(id)).sort());
      }
    }
  });

  it('re-times the live demo events to now on a later start while nobody has bid, and never duplicates', async () => {
    const db = t.database.db;
    const later = new Date(Date.now() + 5 * DAY);
    expect(await seedDemoEvents(db, later)).toBe(false);
    const [before] = await db
      .select()
      .from(subEvents)
      .where(eq(subEvents.eventId, DEMO_EVENT_IDS.liveReverse));
    const demoLots = await db
      .select()
      .from(subEvents)
      .where(
        inArray(subEvents.eventId, [
          DEMO_EVENT_IDS.liveForward,
          DEMO_EVENT_IDS.liveReverse,
          DEMO_EVENT_IDS.upcoming,
        ]),
      );
    const jobs = t.app.bidding.stats.jobs;
    expect(await retimeDemoEvents(db, subEventBiddingOf(t.app.bidding), later)).toBe(3);
    // Every lot moved as a command of its bidding queue, taking a seq of its own.
    expect(t.app.bidding.stats.jobs).toBe(jobs + demoLots.length);
    expect((await db.select().from(events)).length).toBe(4);
    const phases = await listEventsInPhase(db, 'live', later);
    expect(phases.map((e) => e._id).sort()).toEqual(
      [DEMO_EVENT_IDS.liveForward, DEMO_EVENT_IDS.liveReverse].sort(),
    );
    const [sub] = await db.select().from(subEvents).where(eq(subEvents.id, before.id));
    expect(sub.closesAt.getTime()).toBe(sub.eventEndsOn.getTime());
    expect(sub.closesAt.getTime()).toBeGreaterThan(later.getTime());
    expect(sub.seq).toBe(before.seq + 1);
  });

  it('reopens a demo lot that closed unbid', async () => {
    const db = t.database.db;
    const bidding = subEventBiddingOf(t.app.bidding);
    // Moved into the past, so its closing has come; then closed as the scheduler would (the app's
    // own closing scheduler may get there first on a busy machine: either way it is closed once).
    expect(await retimeDemoEvents(db, bidding, new Date(Date.now() - 3 * DAY))).toBe(3);
    const [sub] = await db.select().from(subEvents).where(eq(subEvents.eventId, DEMO_EVENT_IDS.liveForward));
    await t.app.bidding.run(sub.id, { type: 'close' });
    expect((await db.select().from(subEvents).where(eq(subEvents.id, sub.id)))[0].status).toBe('closed');
    expect(await retimeDemoEvents(db, bidding, new Date(Date.now() + 7 * DAY))).toBe(3);
    const [after] = await db.select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(after.status).toBe('open');
    expect(after.closedAt).toBeNull();
  });

  it('leaves a demo event someone has bid on where it is', async () => {
    const db = t.database.db;
    const [sub] = await db.select().from(subEvents).where(eq(subEvents.eventId, DEMO_EVENT_IDS.liveReverse));
    const [buyer] = await db.select().from(users).where(eq(users.email, 'buyer1@example.com'));
    await db.insert(bids).values({
      subEventId: sub.id,
      bidderId: buyer.id,
      amount: 3_800_000,
      kind: 'manual',
      seq: 1,
      prevHash: '',
      hash: randomUUID(),
    });
    const [before] = await db.select().from(events).where(eq(events.id, DEMO_EVENT_IDS.liveReverse));
    const retimed = await retimeDemoEvents(
      db,
      subEventBiddingOf(t.app.bidding),
      new Date(Date.now() + 9 * DAY),
    );
    expect(retimed).toBe(2);
    const [after] = await db.select().from(events).where(eq(events.id, DEMO_EVENT_IDS.liveReverse));
    expect(after.eventStart.getTime()).toBe(before.eventStart.getTime());
  });
});
