// Demo events (API.md "Demo data"): two live events (one forward, one reverse) with
// the demo buyers, seller and guest assigned, one upcoming and one past. The data is
// in seed-demo-events-data.ts.
//
// Timing choice: the demo may be started days after the data directory was made, so
// on EVERY start the live and upcoming demo events are re-timed relative to now
// (live: from 10 minutes ago to 2 hours ahead; upcoming: in 2 days) — but only while
// none of their sub-events has a bid, so a demo auction someone has bid on is never
// moved. The events are created once, at the first start with no events at all;
// deleted demo events are not brought back.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findLotsByIds } from '../catalog/lot-queries';
import { DEMO_LOT_IDS } from '../catalog/seed-demo-catalog';
import { findUserIdsByEmail } from '../users/person-queries';
import { listSubEventsOfEvent } from './event-queries';
import {
  DEMO_EVENT_IDS,
  demoEventRows,
  demoSubEventRows,
  type Window,
  windows,
} from './seed-demo-events-data';
import { events, subEventMembers, subEvents } from './tables';

/**
 * Whether any of these sub-events has a bid or an auto bid: the bidding module's
 * `hasBidsOrAutoBids`, passed in by the caller because bidding sits above events.
 */
export type HasBids = (db: Db, subEventIds: string[]) => Promise<boolean>;

/** Creates the demo events at the first start and re-times them on every start (see above). */
export async function seedDemoEvents(
  db: Db,
  hasBids: HasBids,
  now: Date = new Date(),
): Promise<{ created: boolean; retimed: number }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
  const created = n === 0 ? await createDemoEvents(db, now) : false;
  const retimed = created ? 0 : await retimeDemoEvents(db, hasBids, now);
  return { created, retimed };
}

const MEMBER_EMAILS = ['buyer1@example.com', 'buyer2@example.com', 'seller@example.com', 'guest@example.com'];

async function createDemoEvents(db: Db, now: Date): Promise<boolean> {
  const byEmail = await findUserIdsByEmail(db, MEMBER_EMAILS);
  const members = MEMBER_EMAILS.map((e) => byEmail.get(e)).filter((x): x is string => !!x);
  const seller = byEmail.get('seller@example.com') ?? null;
  const lotIds = new Set((await findLotsByIds(db, Object.values(DEMO_LOT_IDS))).map((l) => l._id));
  const lot = (id: string) => (lotIds.has(id) ? id : null);
  await db.transaction(async (tx) => {
    await tx.insert(events).values(demoEventRows(now));
    const inserted = await tx
      .insert(subEvents)
      .values(demoSubEventRows(now, seller, lot))
      .returning({ id: subEvents.id, eventId: subEvents.eventId });
    const live = inserted.filter(
      (s) => s.eventId === DEMO_EVENT_IDS.liveForward || s.eventId === DEMO_EVENT_IDS.liveReverse,
    );
    const rows = live.flatMap((s) => members.map((userId) => ({ subEventId: s.id, userId })));
    if (rows.length) await tx.insert(subEventMembers).values(rows).onConflictDoNothing();
  });
  return true;
}

/** Moves the live and upcoming demo events to windows around `now` while they have no bids. */
async function retimeDemoEvents(db: Db, hasBids: HasBids, now: Date): Promise<number> {
  const w = windows(now);
  const plan: [string, Window][] = [
    [DEMO_EVENT_IDS.liveForward, w.live],
    [DEMO_EVENT_IDS.liveReverse, w.live],
    [DEMO_EVENT_IDS.upcoming, w.upcoming],
  ];
  let moved = 0;
  for (const [eventId, win] of plan) {
    const ids = (await listSubEventsOfEvent(db, eventId)).map((s) => s.id);
    if (await hasBids(db, ids)) continue;
    if (await retimeEvent(db, eventId, win, now)) moved++;
  }
  return moved;
}

/** Sets an event and its sub-events to `win`, open again; false when the event is gone. */
async function retimeEvent(db: Db, eventId: string, win: Window, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(events)
      .set({ eventStart: win.start, eventEnd: win.end, updatedAt: now })
      .where(eq(events.id, eventId))
      .returning({ id: events.id });
    if (rows.length === 0) return false;
    await tx
      .update(subEvents)
      .set({
        eventStartsOn: win.start,
        eventEndsOn: win.end,
        closesAt: win.end,
        status: 'open',
        closedAt: null,
        extensionCount: 0,
        seq: sql`${subEvents.seq} + 1`,
        updatedAt: now,
      })
      .where(eq(subEvents.eventId, eventId));
    return true;
  });
}
