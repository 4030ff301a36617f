/**
 * Several instances as one (ARCHITECTURE "One picture"): two
 * real server processes on one PostgreSQL database and one Redis. Bidders on instance A and
 * watchers on instance B see every bid in order; concurrent bids split across both instances
 * produce one consistent leader and lose nothing; the closing scheduler, running on both, closes a
 * sub-event once. Needs TEST_DATABASE_URL and REDIS_URL (CI's second pass); skipped otherwise.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { verifyChain } from '../src/modules/bidding/bid-hash';
import { bids } from '../src/modules/bidding/tables';
import { subEvents } from '../src/modules/events/tables';
import {
  acceptTerms,
  assign,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  newToken,
  type TestClient,
} from './helpers/bidding-fixtures';
import { connectLive, type LiveClient } from './helpers/live-client';
import { hasRedisServer, type RedisProcess, startRedisProcess } from './helpers/redis-process';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { createTestDatabaseUrl } from './helpers/test-database';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);
if (!enabled) {
  console.info(
    'multi-instance.int.test.ts skipped: two instances need PostgreSQL and Redis; ' +
      'set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test and REDIS_URL=redis://127.0.0.1:6379',
  );
}

const SECRET = 'multi-instance-test-secret-long-enough-for-hs256';

describe.skipIf(!enabled)('two server processes on one PostgreSQL and Redis', () => {
  let database: Database;
  let dropDb: () => Promise<void>;
  let redis: RedisProcess | null = null;
  let a: ServerProcess;
  let b: ServerProcess;
  const dirs: string[] = [];
  const clients: (LiveClient | TestClient)[] = [];
  let eventId: string;

  const live = async (server: ServerProcess, user: FixtureUser, subEventId: string) => {
    const c = await connectLive(server.url, user.token, { eventId, subEventId });
    clients.push(c);
    return c;
  };
  const users = async (role: FixtureUser['role'], n: number, subEventIds: string[]) => {
    const list: FixtureUser[] = [];
    for (let i = 0; i < n; i++) list.push(await makeUser(database.db, SECRET, { role }));
    for (const id of subEventIds)
      await assign(
        database.db,
        id,
        list.map((u) => u.id),
      );
    await acceptTerms(
      database.db,
      eventId,
      list.map((u) => u.id),
    );
    return list;
  };
  const bid = (c: LiveClient, subEventId: string, amount: number, clientBidId: string) =>
    c.ask<{ success: boolean; bidId?: string; seq?: number; code?: string }>('place_bid', {
      eventId,
      subEventId,
      amount,
      clientBidId,
    });

  beforeAll(async () => {
    const created = await createTestDatabaseUrl();
    dropDb = created.drop;
    const dir = mkdtempSync(path.join(tmpdir(), 'neelami-multi-'));
    dirs.push(dir);
    database = await openDatabase({ databaseUrl: created.url, dataDir: dir });
    await database.migrate();
    eventId = (await makeEvent(database.db)).id;
    // A private Redis when redis-server is installed: nothing else on the machine's Redis hears us.
    if (hasRedisServer()) redis = await startRedisProcess();
    const redisUrl = redis?.url ?? (process.env.REDIS_URL as string);
    const start = (name: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `neelami-${name}-`));
      dirs.push(dataDir);
      return startServerProcess({
        name,
        env: { DATABASE_URL: created.url, REDIS_URL: redisUrl, JWT_SECRET: SECRET, DATA_DIR: dataDir },
      });
    };
    [a, b] = await Promise.all([start('A'), start('B')]);
  }, 180_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.close();
    await dropDb?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('shows bidders on A and watchers on B every bid, once and in order', async () => {
    const lot = await makeSubEvent(database.db, eventId, { startValue: 1000, step: 10 });
    const bidders = await users('Buyer', 2, [lot.id]);
    const [guest] = await users('Guest/Client', 1, [lot.id]);
    const [buyerWatching] = await users('Buyer', 1, [lot.id]);
    const [admin] = [await makeUser(database.db, SECRET, { role: 'Admin' })];
    const onA = [await live(a, bidders[0], lot.id), await live(a, bidders[1], lot.id)];
    const onB = [
      await live(b, guest, lot.id),
      await live(b, buyerWatching, lot.id),
      await live(b, admin, lot.id),
    ];

    const acks: { seq: number; amount: number }[] = [];
    for (let k = 0; k < 30; k++) {
      const amount = 1000 + 10 * k;
      const ack = await bid(onA[k % 2], lot.id, amount, `seq-${k}`);
      expect(ack).toMatchObject({ success: true });
      acks.push({ seq: ack.seq as number, amount });
    }
    expect(acks.map((x) => x.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const w of onB) {
      await w.until((c) => c.state.seq === 30, 20_000, 'watcher on B at seq 30');
      expect(w.newBidSeqs).toEqual(acks.map((x) => x.seq));
      expect(w.gaps).toBe(0);
      expect(w.state.leading).toBe(1000 + 10 * 29);
    }
    for (const c of onA) {
      await c.until((x) => x.state.seq === 30, 20_000, 'bidder on A at seq 30');
      expect(c.newBidSeqs).toEqual(acks.map((x) => x.seq));
    }
  });

  it('decides concurrent bids split across A and B into one leader and loses none', async () => {
    const lot = await makeSubEvent(database.db, eventId, { startValue: 1000, step: 10 });
    const bidders = await users('Buyer', 10, [lot.id]);
    const [guestA, guestB] = await users('Guest/Client', 2, [lot.id]);
    const sockets = await Promise.all(bidders.map((u, i) => live(i % 2 === 0 ? a : b, u, lot.id)));
    const watchA = await live(a, guestA, lot.id);
    const watchB = await live(b, guestB, lot.id);

    const answers: { bidderId: string; amount: number; ack: Awaited<ReturnType<typeof bid>> }[] = [];
    for (let round = 0; round < 8; round++) {
      // Every bidder at once, half through each instance: the amounts cross in flight.
      const results = await Promise.all(
        sockets.map(async (s, i) => {
          const amount = 1000 + 10 * (round * 10 + ((i * 7) % 10));
          return { bidderId: bidders[i].id, amount, ack: await bid(s, lot.id, amount, `r${round}-${i}`) };
        }),
      );
      answers.push(...results);
    }
    const accepted = answers.filter((x) => x.ack.success);
    expect(accepted.length).toBeGreaterThan(8);
    for (const x of answers.filter((y) => !y.ack.success)) expect(x.ack.code).toBe('BID_REJECTED');

    // One order: seqs 1…n, each once, and each accepted bid beats the one before it.
    const bySeq = [...accepted].sort((p, q) => (p.ack.seq as number) - (q.ack.seq as number));
    expect(bySeq.map((x) => x.ack.seq)).toEqual(bySeq.map((_, i) => i + 1));
    for (let i = 1; i < bySeq.length; i++)
      expect(bySeq[i].amount).toBeGreaterThanOrEqual(bySeq[i - 1].amount + 10);

    // Nothing lost and nothing extra: the database holds exactly the acknowledged bids, chained.
    const rows = await database.db
      .select()
      .from(bids)
      .where(eq(bids.subEventId, lot.id))
      .orderBy(asc(bids.seq), asc(bids.serial), asc(bids.id));
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(accepted.map((x) => x.ack.bidId)));
    expect(verifyChain(rows).ok).toBe(true);
    const last = bySeq[bySeq.length - 1];
    const [se] = await database.db.select().from(subEvents).where(eq(subEvents.id, lot.id));
    expect(se.seq).toBe(bySeq.length);
    expect(se.leaderId).toBe(last.bidderId);
    expect(se.leadingAmount).toBe(last.amount * 100);

    // Every viewer on either instance ends with the same leader.
    for (const w of [watchA, watchB, ...sockets]) {
      await w.until((c) => c.state.seq === bySeq.length, 20_000, 'viewer at the last seq');
      expect(w.state.leading).toBe(last.amount);
    }
    expect(watchA.gaps + watchB.gaps).toBe(0);
  });

  it('closes a due sub-event once although both instances run the closing scheduler', async () => {
    const lot = await makeSubEvent(database.db, eventId, { startValue: 1000, step: 10 });
    const [bidder] = await users('Buyer', 1, [lot.id]);
    const [guestA, guestB] = await users('Guest/Client', 2, [lot.id]);
    const bidderOnA = await live(a, bidder, lot.id);
    const watchA = await live(a, guestA, lot.id);
    const watchB = await live(b, guestB, lot.id);
    expect(await bid(bidderOnA, lot.id, 1000, 'close-1')).toMatchObject({ success: true, seq: 1 });
    // Due in a moment; both schedulers look every second.
    await database.db
      .update(subEvents)
      .set({ closesAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(subEvents.id, lot.id));
    for (const w of [watchA, watchB]) {
      await w.until((c) => c.state.status === 'closed', 20_000, 'closed view');
      expect(w.state.seq).toBe(2);
    }
    // Two more scheduler rounds on both instances change nothing.
    await new Promise((r) => setTimeout(r, 2500));
    const [se] = await database.db.select().from(subEvents).where(eq(subEvents.id, lot.id));
    expect(se.status).toBe('closed');
    expect(se.seq).toBe(2);
    expect(se.closedAt).not.toBeNull();
    expect(await bid(bidderOnA, lot.id, 1010, 'close-2')).toMatchObject({
      success: false,
      code: 'BID_REJECTED',
    });
    expect(a.alive() && b.alive()).toBe(true);
  });

  it('disconnects on B at once the socket of a session that logged out on A', async () => {
    const lot = await makeSubEvent(database.db, eventId, { startValue: 1000, step: 10 });
    const [bidder] = await users('Buyer', 1, [lot.id]);
    const other = await newToken(database.db, SECRET, bidder.id);
    const onB = await connectClient(b.url, bidder.token);
    const otherOnB = await connectClient(b.url, other.token);
    clients.push(onB, otherOnB);
    expect(await onB.ask('join_auction', { eventId })).toMatchObject({ success: true });
    const closed = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the socket on B was not disconnected')), 5000);
      onB.socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });
    const res = await fetch(`${a.url}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bidder.token}` },
    });
    expect(res.status).toBe(200);
    expect(await closed).toBe('io server disconnect');
    // The same account's other session is not touched.
    expect(otherOnB.socket.connected).toBe(true);
  });
});
