// Demo events (API.md "Demo data"): two live events (one forward, one reverse) with
// the demo buyers, seller and guest assigned, one upcoming and one past. The data is
// in seed-demo-events-data.ts.
//
// Timing choice: the demo may be started days after the data directory was made, so
// on EVERY start the live and upcoming demo events are re-timed relative to now
// (live: from 10 minutes ago to 2 hours ahead; upcoming: in 2 days) — but only while
// none of their sub-events has a bid, so a demo auction someone has bid on is never
// moved. The events are created once, at the first start with no events at all
// (`seedDemoEvents`, before the app is built); deleted demo events are not brought back.
// The re-timing (`retimeDemoEvents`) runs once the bidding queue exists (app.ts, before
// the closing scheduler starts), because it moves bidding state.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findLotsByIds } from '../catalog/lot-queries';
import { DEMO_LOT_IDS } from '../catalog/seed-demo-catalog';
import { placeHolds } from '../emd/holds';
import { findUserIdsByEmail } from '../users/person-queries';
import { listSubEventsOfEvent } from './event-queries';
import {
  DEMO_EVENT_IDS,
  demoEventRows,
  demoSubEventRows,
  type Window,
  windows,
} from './seed-demo-events-data';
import type { SubEventBidding } from './sub-event-bidding';
import { events, subEventMembers, subEvents } from './tables';

/** Creates the demo events at the first start, when there are no events at all; false otherwise. */
export async function seedDemoEvents(db: Db, now: Date = new Date()): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(events);
  return n === 0 ? await createDemoEvents(db, now) : false;
}

const MEMBER_EMAILS = ['buyer1@example.com', 'buyer2@example.com', 'seller@example.com', 'guest@example.com'];
const BUYER_EMAILS = ['buyer1@example.com', 'buyer2@example.com'];

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
      .returning({ id: subEvents.id, eventId: subEvents.eventId, emdAmount: subEvents.emdAmount });
    const live = inserted.filter(
      (s) => s.eventId === DEMO_EVENT_IDS.liveForward || s.eventId === DEMO_EVENT_IDS.liveReverse,
    );
    // The buyers hold each live lot's EMD from their demo deposits (API.md "Demo data"); a buyer
    // whose deposit does not cover a lot is not assigned to it (buyer2 on the copper lot). The
    // seller owns the lots and the guest cannot bid: neither holds EMD.
    const buyers = BUYER_EMAILS.map((e) => byEmail.get(e)).filter((x): x is string => !!x);
    const rows: { subEventId: string; userId: string }[] = [];
    for (const s of live) {
      const refused = new Set<string>();
      if (s.emdAmount > 0) {
        const holds = await placeHolds(tx, s.id, s.emdAmount, buyers, null);
        for (const m of holds.short) refused.add(m.userId);
      }
      for (const userId of members) if (!refused.has(userId)) rows.push({ subEventId: s.id, userId });
    }
    if (rows.length) await tx.insert(subEventMembers).values(rows).onConflictDoNothing();
  });
  return true;
}

/**
 * Moves the live and upcoming demo events to windows around `now` while they have no bids; how
 * many it moved. A sub-event's times, closing and status are bidding state: each moves through the
 * bidding module's queue (`bidding.edit`, a `reschedule`), ordered with any bid, like an admin's edit.
 */
export async function retimeDemoEvents(
  db: Db,
  bidding: Pick<SubEventBidding, 'hasAnyBid' | 'edit'>,
  now: Date = new Date(),
): Promise<number> {
  const w = windows(now);
  const plan: [string, Window][] = [
    [DEMO_EVENT_IDS.liveForward, w.live],
    [DEMO_EVENT_IDS.liveReverse, w.live],
    [DEMO_EVENT_IDS.upcoming, w.upcoming],
  ];
  let moved = 0;
  for (const [eventId, win] of plan) {
    const ids = (await listSubEventsOfEvent(db, eventId)).map((s) => s.id);
    if (await bidding.hasAnyBid(db, ids)) continue;
    if (await retimeEvent(db, bidding, { eventId, subEventIds: ids, win, now })) moved++;
  }
  return moved;
}

/**
 * Sets an event and its sub-events to `win`, open again; false when the event is gone, or when a
 * bid reached one of its lots meanwhile (the queue refuses; the event itself then stays).
 */
async function retimeEvent(
  db: Db,
  bidding: Pick<SubEventBidding, 'edit'>,
  o: { eventId: string; subEventIds: string[]; win: Window; now: Date },
): Promise<boolean> {
  try {
    for (const id of o.subEventIds) {
      await bidding.edit(id, { kind: 'reschedule', startsOn: o.win.start, endsOn: o.win.end });
    }
  } catch (err) {
    if (err instanceof AppError && (err.code === 'CONFLICT' || err.code === 'NOT_FOUND')) return false;
    throw err;
  }
  const rows = await db
    .update(events)
    .set({ eventStart: o.win.start, eventEnd: o.win.end, updatedAt: o.now })
    .where(eq(events.id, o.eventId))
    .returning({ id: events.id });
  return rows.length > 0;
}
