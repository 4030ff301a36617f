// `npm run bench:reports` (a 100,000-bid log in seconds): seeds 100,000 bids
// on one sub-event in a file-backed PGlite in a temp directory, then downloads the
// bid log as PDF and as XLSX over real HTTP from the real app, each in a fresh
// child process so that its peak RSS is its own. Prints JSON.
// Goal on the 2-core machine: at most 3 s and 256 MB peak for each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@neelami/server/app';
import { loadConfig } from '@neelami/server/config';
import { openDatabase } from '@neelami/server/db/client';
import { DEMO_PASSWORD } from '@neelami/server/modules/users/seed-demo-users';
import { BIDS, type Ids, scratchDatabase, seed, seedPostgres } from './seed-bid-log';

const GOAL = { seconds: 3, peakRssMb: 256 };
const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256!!';
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function reuse(dir: string): Ids & { seconds: number } {
  return { ...(JSON.parse(readFileSync(path.join(dir, 'ids.json'), 'utf8')) as Ids), seconds: 0 };
}

/** In a child process: start the real app on the data directory and download one report. */
async function measure(dataDir: string, format: 'pdf' | 'xlsx', ids: Ids, databaseUrl: string | null) {
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', JWT_SECRET, PORT: '0' },
    { dataDir, databaseUrl, redisUrl: null, webDist: null, seedDemo: false },
  );
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const { token } = (await login.json()) as { token: string };
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const t0 = performance.now();
  const res = await fetch(
    `${base}/api/report/bidLogReport/${ids.eventId}/${ids.subEventId}?format=${format}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  if (!res.ok || !res.body) throw new Error(`report answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  let head = '';
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (bytes === 0) head = Buffer.from(chunk.subarray(0, 4)).toString('latin1');
    bytes += chunk.byteLength;
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  await app.close();
  await database.close();
  return {
    format,
    seconds: Math.round(seconds * 100) / 100,
    // CPU time of the process (server and client) during the download: on a shared, loaded
    // machine wall time stretches, CPU time much less.
    cpuSeconds: Math.round(((cpu.user + cpu.system) / 1e6) * 100) / 100,
    bytes,
    validStart: format === 'pdf' ? head === '%PDF' : head === 'PK\u0003\u0004',
    rssBeforeMb: mb(rssBefore),
    peakRssMb: mb(peak),
    // What the download itself added on top of the running server (Node, tsx, app and, on PGlite, the database).
    reportRssMb: mb(peak - rssBefore),
    // The kernel's high-water mark for the whole child: start-up and the embedded database included.
    processMaxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
}

async function main() {
  if (process.argv[2] === '--measure') {
    const [, , , dataDir, format, eventId, subEventId, databaseUrl] = process.argv;
    const r = await measure(dataDir, format as 'pdf' | 'xlsx', { eventId, subEventId }, databaseUrl || null);
    process.stdout.write(`${JSON.stringify(r)}\n`);
    return;
  }
  // BENCH_DATA_DIR keeps the seeded PGlite database between runs (seeding is the slow part);
  // BENCH_DATABASE_URL (postgres://…) runs the same on a scratch PostgreSQL database instead.
  const keep = process.env.BENCH_DATA_DIR;
  const pgBase = process.env.BENCH_DATABASE_URL;
  const dataDir = keep ?? mkdtempSync(path.join(tmpdir(), 'neelami-bench-reports-'));
  const scratch = pgBase ? await scratchDatabase(pgBase) : null;
  try {
    const seeded = scratch
      ? await seedPostgres(scratch.url)
      : keep && existsSync(path.join(keep, 'ids.json'))
        ? reuse(keep)
        : await seed(dataDir);
    if (keep && !scratch) writeFileSync(path.join(keep, 'ids.json'), JSON.stringify(seeded));
    const results = [];
    for (const format of ['pdf', 'xlsx'] as const) {
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          import.meta.filename,
          '--measure',
          dataDir,
          format,
          seeded.eventId,
          seeded.subEventId,
          scratch?.url ?? '',
        ],
        { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      );
      if (child.status !== 0) throw new Error(`measuring ${format} failed:\n${child.stderr}`);
      results.push(JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}'));
    }
    // Judged on wall time and on the memory the download adds: the process itself starts
    // above 256 MB on PGlite (Node with tsx ~200 MB, the embedded database ~220 MB).
    const ok = results.every(
      (r) => r.validStart && r.seconds <= GOAL.seconds && r.reportRssMb <= GOAL.peakRssMb,
    );
    const out = {
      bench: 'reports: bid log of one sub-event, streamed over HTTP',
      bids: BIDS,
      seedSeconds: Math.round(seeded.seconds * 10) / 10,
      database: scratch
        ? 'PostgreSQL (BENCH_DATABASE_URL, scratch database)'
        : 'PGlite (file-backed, temp dir)',
      node: process.version,
      cpus: cpus().length,
      goal: GOAL,
      results,
      withinGoal: ok,
    };
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  } finally {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

await main();
