// Test and benchmark data for reports: events, sub-events and bids written
// straight into the tables, each bid with a correct hash chain (bidHash), as
// the bidding module would have written them.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidHash, GENESIS_HASH } from '../bidding/bid-hash';
import { bids } from '../bidding/tables';
import { events, subEvents } from '../events/tables';
import type { EventRow, SubEventRow } from './report';

type NewEvent = typeof events.$inferInsert;
type NewSubEvent = typeof subEvents.$inferInsert;

export async function insertEvent(
  db: Db,
  e: Partial<NewEvent> & Pick<NewEvent, 'auctionName'>,
): Promise<EventRow> {
  const [row] = await db
    .insert(events)
    .values({
      titleName: `${e.auctionName} title`,
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Haryana Forgings Ltd',
      eventStart: new Date('2025-11-20T04:30:00Z'),
      eventEnd: new Date('2025-11-20T12:30:00Z'),
      address: 'Bawal, Rewari',
      ...e,
    })
    .returning();
  return row;
}

export async function insertSubEvent(
  db: Db,
  eventId: string,
  s: Partial<NewSubEvent> & Pick<NewSubEvent, 'name'>,
): Promise<SubEventRow> {
  const [row] = await db
    .insert(subEvents)
    .values({
      eventId,
      subEventType: 'forward',
      startValue: 100_000_00,
      incrementOrDecrement: 500_00,
      eventStartsOn: new Date('2025-11-20T04:30:00Z'),
      eventEndsOn: new Date('2025-11-20T12:30:00Z'),
      closesAt: new Date('2025-11-20T12:30:00Z'),
      quantityOrTypesOfTrunk: '120',
      unit: 'MT',
      ...s,
    })
    .returning();
  return row;
}

/** One bid to write: amount in paise, `at` the acceptance time. */
export interface BidSpec {
  bidderId: string;
  amount: number;
  at: Date;
  kind?: 'manual' | 'auto' | 'proxy';
  status?: 'accepted' | 'rejected' | 'cancelled';
  ip?: string;
  clientBidId?: string | null;
}

/** A bid row as inserted. */
export type InsertedBid = typeof bids.$inferSelect;

/**
 * Appends bids to a sub-event's chain (seq continues from the sub-event's seq),
 * in multi-row inserts of `batch` rows, and moves the sub-event's seq and chain head.
 */
export async function insertBidChain(
  db: Db,
  subEvent: Pick<SubEventRow, 'id'>,
  specs: BidSpec[],
  opts: { batch?: number; returnRows?: boolean } = {},
): Promise<InsertedBid[]> {
  const [se] = await db
    .select({ seq: subEvents.seq, head: subEvents.lastBidHash })
    .from(subEvents)
    .where(eq(subEvents.id, subEvent.id));
  let seq = Number(se.seq);
  let prev = se.head || GENESIS_HASH;
  const batch = opts.batch ?? 500;
  const out: InsertedBid[] = [];
  let pending: (typeof bids.$inferInsert)[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    if (opts.returnRows === false) await db.insert(bids).values(pending);
    else out.push(...(await db.insert(bids).values(pending).returning()));
    pending = [];
  };
  for (const s of specs) {
    seq++;
    const fields = {
      id: randomUUID(),
      subEventId: subEvent.id,
      bidderId: s.bidderId,
      amount: s.amount,
      kind: s.kind ?? 'manual',
      clientBidId: s.clientBidId ?? null,
      seq,
      createdAt: new Date(s.at.getTime()),
    };
    const hash = bidHash(prev, fields);
    pending.push({
      ...fields,
      status: s.status ?? 'accepted',
      ip: s.ip ?? '',
      serial: seq,
      prevHash: prev,
      hash,
    });
    prev = hash;
    if (pending.length >= batch) await flush();
  }
  await flush();
  await db.update(subEvents).set({ seq, lastBidHash: prev }).where(eq(subEvents.id, subEvent.id));
  return out;
}
