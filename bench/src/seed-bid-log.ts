// The 100,000-bid auction the benchmarks share (bench:reports, bench:backup): the demo users and
// one closed sub-event with BENCH_BIDS bids (default 100,000), each hashed into the chain with
// bidHash as the bidding module writes them.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@neelami/server/db/client';
import { bidHash, GENESIS_HASH, newSalt } from '@neelami/server/modules/bidding/bid-hash';
import { insertBidChain } from '@neelami/server/modules/bidding/seed-rows';
import { insertEvent, insertSubEvent } from '@neelami/server/modules/reports/report-fixture';
import { seedDemoUsers } from '@neelami/server/modules/users/seed-demo-users';
import { listPublicUsersByRole } from '@neelami/server/modules/users/user-queries';
import pg from 'pg';

export const BIDS = Number(process.env.BENCH_BIDS ?? 100_000);

export interface Ids {
  eventId: string;
  subEventId: string;
}

const csv = (v: string | number | null) => (v === null ? '' : `"${String(v).replaceAll('"', '""')}"`);

/**
 * Seeds the demo users and one sub-event with BIDS bids, each hashed into the
 * chain with bidHash as the bidding module writes them; the bids go in with one
 * COPY (PGlite's /dev/blob), far faster than row inserts.
 */
export async function seed(dataDir: string): Promise<Ids & { seconds: number }> {
  const t0 = performance.now();
  const database = await openDatabase({ databaseUrl: null, dataDir });
  await database.migrate();
  const db = database.db;
  await seedDemoUsers(db);
  const bidders = (await listPublicUsersByRole(db, 'Buyer')).map((u) => ({ id: u._id }));
  const event = await insertEvent(db, { auctionName: 'Benchmark Auction' });
  const subEvent = await insertSubEvent(db, event.id, { name: 'Benchmark Lot', status: 'closed' });
  await database.close();

  const start = Date.parse('2025-11-20T04:30:00Z');
  const lines: string[] = [];
  let prev = GENESIS_HASH;
  for (let i = 0; i < BIDS; i++) {
    const f = {
      id: randomUUID(),
      subEventId: subEvent.id,
      bidderId: bidders[i % bidders.length].id,
      amount: (100_000 + i * 10) * 100,
      kind: (['manual', 'auto', 'proxy'] as const)[i % 3],
      clientBidId: null,
      seq: i + 1,
      createdAt: new Date(start + i * 250),
      salt: newSalt(),
    };
    const hash = bidHash(prev, f);
    const ip = `10.0.${(i >> 8) & 255}.${i & 255}`;
    lines.push(
      [
        f.id,
        f.subEventId,
        f.bidderId,
        f.amount,
        f.kind,
        'accepted',
        null,
        f.seq,
        f.seq,
        ip,
        f.createdAt.toISOString(),
        prev,
        hash,
        f.salt,
      ]
        .map(csv)
        .join(','),
    );
    prev = hash;
  }
  const client = await PGlite.create(path.join(dataDir, 'pglite'));
  await client.query(
    `COPY bids (id, sub_event_id, bidder_id, amount, kind, status, client_bid_id, seq, serial, ip, created_at, prev_hash, hash, salt)
     FROM '/dev/blob' WITH (FORMAT csv)`,
    [],
    { blob: new Blob([lines.join('\n')]) },
  );
  await client.query('UPDATE sub_events SET seq = $1, last_bid_hash = $2 WHERE id = $3', [
    BIDS,
    prev,
    subEvent.id,
  ]);
  await client.close();
  return { eventId: event.id, subEventId: subEvent.id, seconds: (performance.now() - t0) / 1000 };
}

/** The same data on PostgreSQL (BENCH_DATABASE_URL): multi-row inserts of 1,000 bids. */
export async function seedPostgres(url: string): Promise<Ids & { seconds: number }> {
  const t0 = performance.now();
  const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
  await database.migrate();
  const db = database.db;
  await seedDemoUsers(db);
  const bidders = (await listPublicUsersByRole(db, 'Buyer')).map((u) => ({ id: u._id }));
  const event = await insertEvent(db, { auctionName: 'Benchmark Auction' });
  const subEvent = await insertSubEvent(db, event.id, { name: 'Benchmark Lot', status: 'closed' });
  const start = Date.parse('2025-11-20T04:30:00Z');
  for (let from = 0; from < BIDS; from += 10_000) {
    const specs = Array.from({ length: Math.min(10_000, BIDS - from) }, (_, k) => {
      const i = from + k;
      return {
        bidderId: bidders[i % bidders.length].id,
        amount: (100_000 + i * 10) * 100,
        at: new Date(start + i * 250),
        kind: (['manual', 'auto', 'proxy'] as const)[i % 3],
        ip: `10.0.${(i >> 8) & 255}.${i & 255}`,
      };
    });
    await insertBidChain(db, subEvent, specs, { batch: 1000, returnRows: false });
  }
  await database.close();
  return { eventId: event.id, subEventId: subEvent.id, seconds: (performance.now() - t0) / 1000 };
}

/** A fresh database on the BENCH_DATABASE_URL server, dropped afterwards. */
export async function scratchDatabase(
  base: string,
  suffix = '',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `neelami_bench_${process.pid}${suffix}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}
