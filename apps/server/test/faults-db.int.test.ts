/**
 * Fault: PostgreSQL connections lost for a moment (ARCHITECTURE "Pitfalls"). The test
 * terminates the server's backends with pg_terminate_backend — once while bids are in flight, and
 * once while the database refuses new connections. Bids then get the clear "unavailable" answer and
 * never a false acknowledgement; the service recovers by itself; bids whose answer was an error are
 * applied at most once when retried. Needs TEST_DATABASE_URL (skipped otherwise).
 */
import { bidMessages } from '@neelami/shared/bidding';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../src/modules/bidding/bid-hash';
import { bids } from '../src/modules/bidding/tables';
import { subEvents } from '../src/modules/events/tables';
import { newBidRecord, placeOne, retryUnknown } from './helpers/bid-loop';
import {
  acceptTerms,
  assign,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from './helpers/bidding-fixtures';
import { connectLive, type LiveClient } from './helpers/live-client';
import { createTestApp, type TestApp } from './helpers/test-app';

const base = process.env.TEST_DATABASE_URL;
if (!base)
  console.info('faults-db.int.test.ts skipped: set TEST_DATABASE_URL to run the PostgreSQL outage tests');

describe.skipIf(!base)('PostgreSQL connections lost for a moment', () => {
  let t: TestApp;
  let admin: pg.Client;
  let dbName: string;
  const clients: LiveClient[] = [];

  /** Terminates every backend of the app's database (the app's pool connections). */
  const terminate = async () => {
    const r = await admin.query(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [dbName],
    );
    return r.rows[0].n as number;
  };
  const allowConnections = (allow: boolean) =>
    admin.query(`ALTER DATABASE "${dbName}" WITH ALLOW_CONNECTIONS ${allow ? 'true' : 'false'}`);

  beforeAll(async () => {
    t = await createTestApp();
    await t.listen();
    dbName = new URL(t.config.databaseUrl as string).pathname.slice(1);
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
  });

  afterAll(async () => {
    for (const c of clients) c.close();
    await allowConnections(true).catch(() => {});
    await admin?.end();
    await t?.close();
  });

  const setup = async () => {
    const db = t.app.bidding.db;
    const secret = t.config.jwtSecret;
    const event = await makeEvent(db);
    const lot = await makeSubEvent(db, event.id, { startValue: 1000, step: 10 });
    const users: FixtureUser[] = [];
    for (let i = 0; i < 4; i++) users.push(await makeUser(db, secret, { role: 'Buyer' }));
    const guest = await makeUser(db, secret, { role: 'Guest/Client' });
    await assign(
      db,
      lot.id,
      [...users, guest].map((u) => u.id),
    );
    await acceptTerms(
      db,
      event.id,
      [...users, guest].map((u) => u.id),
    );
    const room = { eventId: event.id, subEventId: lot.id };
    const bidders: LiveClient[] = [];
    for (const u of users) bidders.push(await connectLive(t.url(), u.token, room));
    const watcher = await connectLive(t.url(), guest.token, room);
    clients.push(...bidders, watcher);
    return { db, lot, room, users, bidders, watcher };
  };

  const chainOf = async (db: TestApp['app']['bidding']['db'], subEventId: string) =>
    db
      .select()
      .from(bids)
      .where(eq(bids.subEventId, subEventId))
      .orderBy(asc(bids.seq), asc(bids.serial), asc(bids.id));

  it('answers "unavailable" while the database refuses connections, and recovers by itself', async () => {
    const { db, lot, room, users, bidders, watcher } = await setup();
    const record = newBidRecord();
    let amount = 1000;
    let turn = 0;
    const next = async (timeoutMs = 10_000) => {
      const i = turn++ % bidders.length;
      const a = await placeOne(record, bidders[i], users[i], room, amount, `out-${turn}`, timeoutMs);
      if (a?.success) amount += 10;
      return a;
    };
    for (let k = 0; k < 4; k++) expect(await next()).toMatchObject({ success: true });

    // The database goes away: every connection cut, new ones refused.
    await allowConnections(false);
    expect(await terminate()).toBeGreaterThan(0);
    const during = [];
    for (let k = 0; k < 6; k++) during.push(await next());
    for (const a of during) {
      expect(a).toMatchObject({ success: false, code: 'UNAVAILABLE', message: bidMessages.unavailable });
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);

    // It comes back: no restart, the next bids are placed.
    await allowConnections(true);
    let recovered = false;
    for (let k = 0; k < 100 && !recovered; k++) {
      const a = await next();
      recovered = a?.success === true;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    for (let k = 0; k < 4; k++) expect(await next()).toMatchObject({ success: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // Nothing refused was stored; everything acknowledged was.
    const rows = await chainOf(db, lot.id);
    expect(rows.map((r) => r.id).sort()).toEqual(record.acked.map((x) => x.bidId).sort());
    expect(verifyChain(rows)).toMatchObject({ ok: true });
    await watcher.until((c) => c.state.seq === rows.length, 20_000, 'watcher at the last seq');
    expect(watcher.state.leading).toBe(amount - 10);
  });

  it('never acknowledges a bid falsely when connections are cut in the middle of a burst', async () => {
    const { db, lot, room, users, bidders, watcher } = await setup();
    const record = newBidRecord();
    const answers: { success: boolean; code?: string }[] = [];
    let stop = false;
    // Cut every backend every few milliseconds while the burst runs.
    const cutter = (async () => {
      while (!stop) {
        await terminate().catch(() => 0);
        await new Promise((r) => setTimeout(r, 15));
      }
    })();
    let n = 0;
    await Promise.all(
      bidders.map(async (c, i) => {
        let mine = 0;
        for (let k = 0; k < 15; k++) {
          const amount = Math.max(c.state.leading ?? 990, mine) + 10 * (1 + i);
          const a = await placeOne(record, c, users[i], room, amount, `burst-${i}-${++n}`, 10_000);
          if (a) answers.push(a);
          if (a?.success) mine = amount;
          if (a && !a.success && a.code === 'UNAVAILABLE') {
            // The bidder does not know whether it was stored: it will retry with the same id.
            record.unknown.push({ client: c, bidderId: users[i].id, clientBidId: `burst-${i}-${n}`, amount });
          }
        }
      }),
    );
    stop = true;
    await cutter;
    const unavailable = answers.filter((a) => !a.success && a.code === 'UNAVAILABLE').length;
    for (const a of answers) if (!a.success) expect(['UNAVAILABLE', 'BID_REJECTED']).toContain(a.code);

    // Retried with the same client bid ids once the database is whole: each applied at most once.
    await retryUnknown(record, room);
    expect(record.unknown).toEqual([]);
    // The service is whole again by itself: a fresh bid is placed.
    await watcher.until(
      (c) => c.state.seq === Math.max(0, ...record.acked.map((x) => x.seq)),
      20_000,
      'caught up',
    );
    const leaderId = (await db.select().from(subEvents).where(eq(subEvents.id, lot.id)))[0].leaderId;
    const other = users.findIndex((u) => u.id !== leaderId);
    const fresh = await placeOne(
      record,
      bidders[other],
      users[other],
      room,
      (watcher.state.leading ?? 990) + 10,
      'after-burst',
    );
    expect(fresh).toMatchObject({ success: true });

    const rows = await chainOf(db, lot.id);
    const stored = new Map(rows.map((r) => [r.id, r]));
    // Every acknowledged bid is stored with its amount (no false acknowledgement)…
    for (const x of record.acked)
      expect(stored.get(x.bidId)).toMatchObject({ amount: x.amount * 100, seq: x.seq });
    // …and every stored bid was acknowledged, at the latest on its retry (nothing placed in secret).
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(record.acked.map((x) => x.bidId)));
    expect(verifyChain(rows)).toMatchObject({ ok: true });
    const ids = rows.map((r) => r.clientBidId);
    expect(new Set(ids).size).toBe(ids.length);
    const [se] = await db.select().from(subEvents).where(eq(subEvents.id, lot.id));
    expect(se.seq).toBe(rows.length);
    await watcher.until((c) => c.state.seq === rows.length, 20_000, 'watcher at the last seq');
    console.info(
      `burst with cut connections: ${answers.length} answers, ${record.acked.length} acknowledged, ` +
        `${unavailable} unavailable, refusals ${JSON.stringify(record.refused)}`,
    );
  }, 90_000);
});
