/**
 * Fault: Redis restarts under two instances (ARCHITECTURE
 * "Several instances: test that a Redis restart does not crash the server"). Bidding goes on while
 * Redis is away (PostgreSQL decides bids), no process crashes, and once Redis is back the fan-out
 * between the instances resumes: watchers on the other instance reach the newest seq.
 *
 * Uses a private redis-server on a free port (the machine's Redis is shared and is never stopped).
 * Needs TEST_DATABASE_URL and REDIS_URL (CI's second pass) and redis-server on the PATH.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import {
  acceptTerms,
  assign,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from './helpers/bidding-fixtures';
import { connectLive, type LiveClient } from './helpers/live-client';
import { hasRedisServer, type RedisProcess, startRedisProcess } from './helpers/redis-process';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { createTestDatabaseUrl } from './helpers/test-database';

const reason =
  !process.env.TEST_DATABASE_URL || !process.env.REDIS_URL
    ? 'two instances need TEST_DATABASE_URL and REDIS_URL'
    : !hasRedisServer()
      ? 'redis-server is not installed (the test restarts a private Redis, never the shared one)'
      : null;
if (reason) console.info(`faults-redis.int.test.ts skipped: ${reason}`);

const SECRET = 'redis-fault-test-secret-long-enough-for-hs256';

describe.skipIf(reason !== null)('a Redis restart under two instances', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let redis: RedisProcess;
  let a: ServerProcess;
  let b: ServerProcess;
  const dirs: string[] = [];
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    const created = await createTestDatabaseUrl();
    drop = created.drop;
    const dir = mkdtempSync(path.join(tmpdir(), 'neelami-redis-fault-'));
    dirs.push(dir);
    database = await openDatabase({ databaseUrl: created.url, dataDir: dir });
    await database.migrate();
    redis = await startRedisProcess();
    const start = (name: string) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), `neelami-${name}-`));
      dirs.push(dataDir);
      return startServerProcess({
        name,
        env: { DATABASE_URL: created.url, REDIS_URL: redis.url, JWT_SECRET: SECRET, DATA_DIR: dataDir },
      });
    };
    [a, b] = await Promise.all([start('A'), start('B')]);
  }, 180_000);

  afterAll(async () => {
    for (const c of clients) c.close();
    await Promise.all([a?.stop(), b?.stop()]);
    await redis?.stop();
    await database?.close();
    await drop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }, 60_000);

  it('keeps bidding while Redis is away, crashes nothing, and resumes the fan-out', async () => {
    const db = database.db;
    const event = await makeEvent(db);
    const lot = await makeSubEvent(db, event.id, { startValue: 1000, step: 10 });
    const users: FixtureUser[] = [];
    for (const role of ['Buyer', 'Buyer', 'Guest/Client', 'Guest/Client'] as const) {
      users.push(await makeUser(db, SECRET, { role }));
    }
    await assign(
      db,
      lot.id,
      users.map((u) => u.id),
    );
    await acceptTerms(
      db,
      event.id,
      users.map((u) => u.id),
    );
    const room = { eventId: event.id, subEventId: lot.id };
    const connect = async (s: ServerProcess, u: FixtureUser) => {
      const c = await connectLive(s.url, u.token, room);
      clients.push(c);
      return c;
    };
    const bidderA = await connect(a, users[0]);
    const bidderB = await connect(b, users[1]);
    const watcherA = await connect(a, users[2]);
    const watcherB = await connect(b, users[3]);
    let amount = 1000;
    let n = 0;
    const bid = async (c: LiveClient) => {
      const answer = await c.ask<{ success: boolean; seq?: number; code?: string }>('place_bid', {
        ...room,
        amount,
        clientBidId: `redis-${++n}`,
      });
      expect(answer, JSON.stringify(answer)).toMatchObject({ success: true });
      amount += 10;
      return answer.seq as number;
    };

    // Before: A's bid reaches B's watcher through Redis, and B's bid A's.
    let seq = await bid(bidderA);
    await watcherB.until((c) => c.state.seq === seq, 20_000, 'B hears A');
    seq = await bid(bidderB);
    await watcherA.until((c) => c.state.seq === seq, 20_000, 'A hears B');

    // Redis goes away: bids are still decided and answered on both instances.
    await redis.stop();
    seq = await bid(bidderA);
    seq = await bid(bidderB);
    seq = await bid(bidderA);
    for (const s of [a, b]) {
      const health = await fetch(`${s.url}/api/health`);
      expect(health.status).toBe(200);
    }
    await new Promise((r) => setTimeout(r, 1500));
    expect(a.alive() && b.alive()).toBe(true);

    // Redis is back: the instances reconnect by themselves and the fan-out resumes both ways;
    // what a watcher missed meanwhile it catches up with (new_bid in order, or a resync).
    await redis.start();
    seq = await bid(bidderB);
    await watcherA.until((c) => c.state.seq === seq, 30_000, 'A hears B after the restart');
    seq = await bid(bidderA);
    await watcherB.until((c) => c.state.seq === seq, 30_000, 'B hears A after the restart');
    for (const w of [watcherA, watcherB, bidderA, bidderB]) {
      await w.until((c) => c.state.seq === seq, 20_000, 'every viewer at the last seq');
      expect(w.state.leading).toBe(amount - 10);
    }
    console.info(
      `Redis restart: watcher on A ${watcherA.gaps} gaps / ${watcherA.staleResyncs} resyncs, ` +
        `watcher on B ${watcherB.gaps} gaps / ${watcherB.staleResyncs} resyncs`,
    );
    expect(a.alive() && b.alive()).toBe(true);
    expect(`${a.output()}${b.output()}`).not.toMatch(/Unhandled|uncaught/i);
  }, 180_000);
});
