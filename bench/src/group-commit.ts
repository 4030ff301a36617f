/**
 * Group commit at its source, without sockets: `applySubEventJobs` (the bidding module's one
 * transaction per batch) called in a loop on one hot lot, with batches of N bids, on PostgreSQL or
 * PGlite — so the database side of the bidding path can be set against `bench/pg-hot-row.sh`.
 * Prints one JSON object: bids/s, batch latency p50/p99, and the mean time per batch of each
 * statement (PostgreSQL only).
 *
 *   node --import tsx bench/src/group-commit.ts [--db pglite|postgres] [--batch 50] [--batches 100]
 *     [--path transaction|kept]
 *
 * `--path transaction` (default) runs every batch as the transaction; `kept` as the bidding service
 * does: on the state the last batch left, in one statement (one-statement-batch.ts), the transaction
 * only when that declines (`oneStatement` counts the batches that went as one statement).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '@neelami/server/db/client';
import { applySubEventJobs } from '@neelami/server/modules/bidding/apply-sub-event-jobs';
import { applyBidsInOneStatement } from '@neelami/server/modules/bidding/one-statement-batch';
import type { KeptState } from '@neelami/server/modules/bidding/sub-event-batch';
import type { BidJob } from '@neelami/server/modules/bidding/sub-event-jobs';
import pg from 'pg';
import { seedBenchData } from './seed';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    batch: { type: 'string', default: '50' },
    batches: { type: 'string', default: '100' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
    path: { type: 'string', default: 'transaction' },
  },
});
const kept = values.path === 'kept';
const batch = Math.max(1, Number(values.batch));
const batches = Math.max(1, Number(values.batches));
const kind = values.db === 'pglite' ? 'pglite' : 'postgres';

// Time per statement (PostgreSQL): wrap the driver's query once, keyed by the statement's start.
const statements = new Map<string, { n: number; ms: number }>();
let measuring = false;
if (kind === 'postgres') {
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  (pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: unknown,
    ...args: unknown[]
  ) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    const key = text.slice(0, 120).replace(/\s+/g, ' ').slice(0, 60);
    const t0 = performance.now();
    const result = original.apply(this, args);
    if (measuring && result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => {
          const e = statements.get(key) ?? { n: 0, ms: 0 };
          e.n += 1;
          e.ms += performance.now() - t0;
          statements.set(key, e);
        },
        () => {},
      );
    }
    return result;
  };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-gc-'));
let databaseUrl: string | null = null;
let dropDb = async () => {};
if (kind === 'postgres') {
  const name = `neelami_gc_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: values['pg-url'] });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(values['pg-url'] as string);
  u.pathname = `/${name}`;
  databaseUrl = u.toString();
  dropDb = async () => {
    const c = new pg.Client({ connectionString: values['pg-url'] });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.end();
  };
}

const database = await openDatabase({ databaseUrl, dataDir: tmp });
try {
  await database.migrate();
  const seeded = await seedBenchData(database.db, {
    secret: randomBytes(36).toString('base64url'),
    lots: 1,
    bidders: 100,
    watchers: 0,
    lotOpenMs: 3600_000,
  });
  const lot = seeded.lots[0];
  let amount = lot.startValue;
  let n = 0;
  const makeJobs = (): BidJob[] =>
    Array.from({ length: batch }, () => {
      const b = seeded.bidders[n % seeded.bidders.length];
      n += 1;
      const job: BidJob = {
        type: 'bid',
        amount: amount * 100,
        bidderId: b.userId,
        sessionId: b.sessionId,
        eventId: seeded.eventId,
        clientBidId: `g${n}-${randomUUID().slice(0, 8)}`,
        ip: '127.0.0.1',
      };
      amount += lot.step;
      return job;
    });
  let state: KeptState | null = null;
  let oneStatement = 0;
  const clock = () => new Date();
  const apply = async (jobs: BidJob[]) => {
    if (kept && state) {
      const done = await applyBidsInOneStatement(database.db, state, jobs, clock);
      if (done) {
        oneStatement += 1;
        state = done.kept;
        return done;
      }
    }
    const done = await applySubEventJobs(database.db, lot.id, jobs, clock);
    state = done.kept;
    return done;
  };
  // Warm up (JIT, connections), then measure.
  for (let i = 0; i < 5; i++) await apply(makeJobs());
  oneStatement = 0;
  measuring = true;
  const latencies: number[] = [];
  let accepted = 0;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < batches; i++) {
    const b0 = performance.now();
    const result = await apply(makeJobs());
    latencies.push(performance.now() - b0);
    accepted += result.outcomes.filter((o) => o.ok).length;
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  measuring = false;
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(p * latencies.length) - 1)] * 10) / 10;
  console.log(
    JSON.stringify(
      {
        benchmark: 'group-commit',
        date: new Date().toISOString(),
        db: kind,
        batch,
        batches,
        path: kept ? 'kept' : 'transaction',
        oneStatement,
        acceptedPerSecond: Math.round(accepted / seconds),
        refused: batch * batches - accepted,
        batchMs: { p50: q(0.5), p99: q(0.99) },
        // This process's CPU (the bidding module, drizzle-orm, the driver) per batch, not PostgreSQL's.
        cpuMsPerBatch: Math.round(((cpu.user + cpu.system) / 1000 / batches) * 1000) / 1000,
        loadavg: os.loadavg().map((v) => Math.round(v * 100) / 100),
        msPerBatchByStatement: Object.fromEntries(
          [...statements]
            .sort((a, b) => b[1].ms - a[1].ms)
            .map(([k, v]) => [k, Math.round((v.ms / batches) * 100) / 100]),
        ),
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  await dropDb();
  rmSync(tmp, { recursive: true, force: true });
}
