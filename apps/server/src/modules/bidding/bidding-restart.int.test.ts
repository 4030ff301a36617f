import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BidderView } from '@neelami/shared/bidding';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  admit,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
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

// Stop the server mid-auction, start it again on the same data — every
// acknowledged bid is there and the sub-event still closes at its time. On PGlite the data is a
// file-backed data directory; with TEST_DATABASE_URL it is one PostgreSQL database.

const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-restart-'));
let dropDatabase: () => Promise<void> = async () => {};
const clients: TestClient[] = [];
let app: TestApp | null = null;

afterAll(async () => {
  for (const c of clients) c.close();
  await app?.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

type Answer = {
  success: boolean;
  message?: string;
  code?: string;
  bidId?: string | null;
  seq?: number;
  amount?: number;
  duplicate?: boolean;
  view?: BidderView;
};

describe('a restart in the middle of an auction', () => {
  it('keeps every acknowledged bid, answers retried bids the same, and still closes on time', async () => {
    let databaseUrl: string | null = null;
    if (process.env.TEST_DATABASE_URL) {
      const made = await createTestDatabaseUrl();
      databaseUrl = made.url;
      dropDatabase = made.drop;
    }
    const start = async () => {
      app = await createTestApp({ databaseUrl, dataDir });
      return { t: app, url: await app.listen() };
    };

    // First life: bidders bid as fast as their acks come back; the server stops while bids are in flight.
    let { t, url } = await start();
    const db = t.database.db;
    const event = await makeEvent(db, { auctionType: 'Timed Auction' });
    const sub = await makeSubEvent(db, event.id, { startValue: 5000, step: 10, endsInMs: 40_000 });
    const closesAt = sub.closesAt.getTime();
    const buyers: FixtureUser[] = [];
    for (let i = 0; i < 6; i++) buyers.push(await makeUser(db, t.config.jwtSecret, { role: 'Buyer' }));
    await admit(db, { eventId: event.id, subEventId: sub.id }, buyers);
    // The lot has an EMD that every bidder holds: the closing after the restart releases the losers'.
    await db.update(subEvents).set({ emdAmount: 1_000_00 }).where(eq(subEvents.id, sub.id));
    for (const b of buyers) {
      const [deposit] = await db
        .insert(emdEntries)
        .values({
          userId: b.id,
          kind: 'deposit',
          amount: 1_000_00,
          utr: `RESTART${b.id.slice(0, 8)}`,
          createdBy: b.id,
        })
        .returning();
      await db
        .insert(emdEntries)
        .values({ userId: b.id, kind: 'deposit_verified', amount: 1_000_00, refId: deposit.id });
    }
    await db.transaction(async (tx) => {
      const holds = await placeHolds(
        tx,
        sub.id,
        1_000_00,
        buyers.map((b) => b.id),
        null,
      );
      expect(holds.short).toEqual([]);
    });
    const acked: { clientBidId: string; bidderId: string; bidId: string; seq: number }[] = [];
    let stopping = false;
    const sockets = await Promise.all(buyers.map((b) => connectClient(url, b.token)));
    clients.push(...sockets);
    const loops = buyers.map(async (b, i) => {
      for (let n = 1; !stopping; n++) {
        const lead = sockets[i].of<BidderView>('current_bid').at(-1)?.leadingAmount ?? 5000;
        const clientBidId = `r${i}-${n}`;
        const a = await sockets[i]
          .ask<Answer>('place_bid', {
            eventId: event.id,
            subEventId: sub.id,
            amount: lead + 10 * (1 + i),
            clientBidId,
          })
          .catch(() => null);
        if (a?.success && a.bidId)
          acked.push({ clientBidId, bidderId: b.id, bidId: a.bidId, seq: a.seq as number });
        if (!a || !sockets[i].socket.connected) return;
      }
    });
    for (const c of sockets) await c.ask('join_auction', { eventId: event.id });
    while (acked.length < 30) await sleep(50);
    stopping = true;
    await t.close(); // closes sockets first; queued bids still commit before the database closes
    app = null;
    await Promise.all(loops);
    expect(acked.length).toBeGreaterThanOrEqual(30);

    // Second life on the same data.
    ({ t, url } = await start());
    const db2 = t.database.db;
    const rows = await db2
      .select()
      .from(bids)
      .where(eq(bids.subEventId, sub.id))
      .orderBy(asc(bids.seq), asc(bids.createdAt), asc(bids.id));
    const stored = new Map(rows.map((r) => [r.id, r]));
    const lost = acked.filter((a) => stored.get(a.bidId)?.bidderId !== a.bidderId);
    console.info(
      `restart: ${acked.length} acknowledged bids before the stop, ${rows.length} stored, lost: ${lost.length}`,
    );
    expect(lost).toEqual([]);
    expect(verifyChain(rows)).toEqual({ ok: true, count: rows.length });

    // Tokens and sessions live in the database: the same bidder reconnects and retries a bid it
    // already placed — the first answer comes back (from the stored row), nothing is placed twice.
    const first = acked[0];
    const who = buyers.find((b) => b.id === first.bidderId) as FixtureUser;
    const again = await connectClient(url, who.token);
    clients.push(again);
    expect((await again.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);
    const retry = await again.ask<Answer>('place_bid', {
      eventId: event.id,
      subEventId: sub.id,
      amount: 999999,
      clientBidId: first.clientBidId,
    });
    expect(retry).toMatchObject({ success: true, bidId: first.bidId, seq: first.seq, duplicate: true });
    // Bidding goes on where it stopped, and the chain continues.
    const lead = (await again.waitFor<BidderView>('current_bid')).leadingAmount as number;
    const other = buyers.find(
      (b) => b.id !== (rows.at(-1)?.bidderId ?? '') && b.id !== who.id,
    ) as FixtureUser;
    const c2 = await connectClient(url, other.token);
    clients.push(c2);
    await c2.ask('join_auction', { eventId: event.id });
    const next = await c2.ask<Answer>('place_bid', {
      eventId: event.id,
      subEventId: sub.id,
      amount: lead + 100,
    });
    expect(next).toMatchObject({ success: true, seq: (rows.at(-1)?.seq ?? 0) + 1 });

    // The closing time lived in the database: the new server closes the sub-event at that time.
    const [before] = await db2.select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(before.closesAt.getTime()).toBe(closesAt);
    const readyAt = Date.now();
    const closed = await again.waitFor<BidderView>(
      'current_bid',
      (p) => p.subEvent.status === 'closed',
      Math.max(0, closesAt - Date.now()) + 15_000,
    );
    expect(closed.secondsLeft).toBe(0);
    const [after] = await db2.select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(after.status).toBe('closed');
    const closedAt = after.closedAt?.getTime() ?? 0;
    expect(closedAt).toBeGreaterThanOrEqual(closesAt);
    // Within the scheduler's second (plus a slow machine's margin) of when it could close.
    expect(closedAt - Math.max(closesAt, readyAt)).toBeLessThan(5000);
    const all = await db2
      .select()
      .from(bids)
      .where(eq(bids.subEventId, sub.id))
      .orderBy(asc(bids.seq), asc(bids.createdAt), asc(bids.id));
    expect(verifyChain(all)).toEqual({ ok: true, count: rows.length + 1 });
    // Every hold but the winner's was released by that closing, once each.
    const ledger = await db2.select().from(emdEntries).where(eq(emdEntries.subEventId, sub.id));
    const released = ledger.filter((r) => r.kind === 'release').map((r) => r.userId);
    expect(released.sort()).toEqual(
      buyers
        .map((b) => b.id)
        .filter((id) => id !== after.leaderId)
        .sort(),
    );
  }, 120_000);
});
