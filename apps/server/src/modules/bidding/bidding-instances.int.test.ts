import type { BidderView } from '@neelami/shared/bidding';
import type { NewBidView } from '@neelami/shared/realtime';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admit,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  newBidSeqs,
  sleep,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabaseUrl } from '../../../test/helpers/test-database';
import { placeHolds } from '../emd/holds';
import { emdEntries } from '../emd/tables';
import { subEvents } from '../events/tables';
import { verifyChain } from './bid-hash';
import { bids } from './tables';

// ARCHITECTURE "One picture": several instances share one PostgreSQL (and Redis for fan-out).
// Closing happens exactly once whichever instance gets there first (FOR UPDATE SKIP LOCKED), and
// bids through two instances on one sub-event are serialised by the row lock.
// PGlite is one process's database, so this runs only with TEST_DATABASE_URL.

const pg = process.env.TEST_DATABASE_URL;
let a: TestApp;
let b: TestApp;
let drop: () => Promise<void> = async () => {};
const clients: TestClient[] = [];

beforeAll(async () => {
  if (!pg) return;
  const made = await createTestDatabaseUrl();
  drop = made.drop;
  a = await createTestApp({ databaseUrl: made.url });
  b = await createTestApp({ databaseUrl: made.url });
  await a.listen();
  await b.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await a?.close();
  await b?.close();
  await drop();
});

type Answer = { success: boolean; code?: string; bidId?: string | null; seq?: number; view?: BidderView };

describe.skipIf(!pg)('two server instances on one PostgreSQL', () => {
  it('serialises bids through both instances and closes every due sub-event exactly once', async () => {
    const db = a.database.db;
    const event = await makeEvent(db, { auctionType: 'Timed Auction' });
    const lot = await makeSubEvent(db, event.id, { startValue: 1000, step: 1, endsInMs: 8000 });
    const quiet = [];
    for (let i = 0; i < 20; i++)
      quiet.push(await makeSubEvent(db, event.id, { endsInMs: 3000 + (i % 4) * 250 }));
    const buyers: FixtureUser[] = [];
    for (let i = 0; i < 6; i++) buyers.push(await makeUser(db, a.config.jwtSecret, { role: 'Buyer' }));
    await admit(db, { eventId: event.id, subEventId: lot.id }, buyers);
    // Every lot has an EMD the buyers hold: each closing releases the holds once, whichever instance closes.
    const ids = [lot.id, ...quiet.map((q) => q.id)];
    await db.update(subEvents).set({ emdAmount: 100_00 }).where(inArray(subEvents.id, ids));
    for (const u of buyers) {
      const [deposit] = await db
        .insert(emdEntries)
        .values({
          userId: u.id,
          kind: 'deposit',
          amount: 10_000_00,
          utr: `INST${u.id.slice(0, 8)}`,
          createdBy: u.id,
        })
        .returning();
      await db
        .insert(emdEntries)
        .values({ userId: u.id, kind: 'deposit_verified', amount: 10_000_00, refId: deposit.id });
    }
    await db.transaction(async (tx) => {
      for (const id of ids) {
        const holds = await placeHolds(
          tx,
          id,
          100_00,
          buyers.map((u) => u.id),
          null,
        );
        expect(holds.short).toEqual([]);
      }
    });
    // Half the bidders on each instance.
    const sockets = await Promise.all(buyers.map((u, i) => connectClient((i % 2 ? b : a).url(), u.token)));
    clients.push(...sockets);
    for (const c of sockets)
      expect((await c.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);

    const acked: { bidderId: string; bidId: string; seq: number }[] = [];
    const until = Date.now() + 2500;
    await Promise.all(
      buyers.map(async (u, i) => {
        for (let n = 1; Date.now() < until; n++) {
          const lead = sockets[i].of<BidderView>('current_bid').at(-1)?.leadingAmount ?? 1000;
          const r = await sockets[i].ask<Answer>('place_bid', {
            eventId: event.id,
            subEventId: lot.id,
            amount: lead + 1 + ((i + n) % 4),
          });
          if (r.success && r.bidId) acked.push({ bidderId: u.id, bidId: r.bidId, seq: r.seq as number });
          await sleep(20);
        }
      }),
    );
    const rows = await db
      .select()
      .from(bids)
      .where(eq(bids.subEventId, lot.id))
      .orderBy(asc(bids.seq), asc(bids.createdAt), asc(bids.id));
    const stored = new Map(rows.map((r) => [r.id, r]));
    expect(acked.filter((x) => stored.get(x.bidId)?.bidderId !== x.bidderId)).toEqual([]);
    // Every accepted bid got its own seq: the two instances never decided on the same state.
    expect(new Set(acked.map((x) => x.seq)).size).toBe(acked.length);
    expect(verifyChain(rows)).toEqual({ ok: true, count: rows.length });
    const [row] = await db.select().from(subEvents).where(eq(subEvents.id, lot.id));
    const best = [...rows].sort((x, y) => y.amount - x.amount || x.serial - y.serial)[0];
    expect(row).toMatchObject({ leadingAmount: best.amount, leaderId: best.bidderId });
    if (a.config.redisUrl) {
      // With Redis every watcher hears every bid, whichever instance took it.
      for (const c of sockets) {
        // The last bids reach the room with the sub-event's next tick.
        await c.waitFor<NewBidView>('new_bid', (p) => p.seq === row.seq);
        const seqs = newBidSeqs(c);
        expect(seqs.at(-1)).toBe(row.seq);
        for (let i = 1; i < seqs.length; i++) expect(seqs[i]).toBeGreaterThan(seqs[i - 1]);
      }
    }

    // Both schedulers look every second; each due sub-event is closed by exactly one of them.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const rows = await db
        .select({ status: subEvents.status })
        .from(subEvents)
        .where(inArray(subEvents.id, ids));
      if (rows.every((r) => r.status === 'closed') || Date.now() > deadline) break;
      await sleep(250);
    }
    await sleep(1500);
    const after = await db.select().from(subEvents).where(inArray(subEvents.id, ids));
    expect(after.every((s) => s.status === 'closed')).toBe(true);
    console.info(
      `instances: A closed ${a.app.bidding.stats.closed}, B closed ${b.app.bidding.stats.closed} of ${ids.length}; ${acked.length} bids through both`,
    );
    expect(a.app.bidding.stats.closed + b.app.bidding.stats.closed).toBe(ids.length);
    // A quiet sub-event's only change is its closing.
    for (const s of after.filter((x) => x.id !== lot.id)) expect(s.seq).toBe(1);
    // Each hold but the lot's winner's released exactly once (the quiet lots have no winner).
    const ledger = await db.select().from(emdEntries).where(inArray(emdEntries.subEventId, ids));
    for (const s of after) {
      const released = ledger
        .filter((r) => r.kind === 'release' && r.subEventId === s.id)
        .map((r) => r.userId);
      const expected = buyers.map((u) => u.id).filter((id) => id !== s.leaderId);
      expect(released.sort()).toEqual(expected.sort());
    }
  }, 120_000);
});
