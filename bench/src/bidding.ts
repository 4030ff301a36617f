/**
 * The bidding benchmark (`npm run bench -- [options]`): seeds its own database, starts one or two
 * real server processes, drives bids over real Socket.IO connections at a target rate, measures
 * bid → ack and bid → broadcast latency over every watcher, reads the servers' /metrics, stops the
 * servers and checks that every acknowledged bid is in the database and every chain verifies.
 * Prints ONE JSON object on stdout (progress goes to stderr).
 *
 *   --db pglite|postgres   database (default pglite; PGlite data dir in a temp folder, or a fresh
 *                          PostgreSQL database on --pg-url that is dropped afterwards)
 *   --instances 1|2        server processes (2 needs postgres; Redis adapter on a private
 *                          redis-server, or --redis-url)
 *   --lots N --bidders N --watchers N --rate BIDS_PER_S --duration SECONDS
 *   --watcher-procs N      child processes holding the watchers (default: 1 per 2,500)
 *   --pg-url URL           PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   --redis-url URL        use this Redis instead of starting one
 *   --echo                 copy the servers' output to stderr
 *                          (BENCH_SERVER_NODE_ARGS adds Node flags to the servers, e.g. --trace-gc)
 *   --bidders-join yes|no  whether bidders enter the live room (default yes: each bid is then also
 *                          broadcast to every bidder of the lot); `no` measures the bidding path
 *                          with only the watchers listening (bidders follow their acks instead)
 *   --cpu-prof DIR         write a V8 CPU profile of each server into DIR (node --cpu-prof);
 *                          `node --import tsx bench/src/cpu-profile.ts DIR/*.cpuprofile` summarises it
 *   --port N               the first server's port (the second gets N + 1); default a free one
 *   --floor yes|no         after the load, measure plain Socket.IO's cost per delivered message on
 *                          this machine (bench/src/broadcast-cost.ts, as many clients as watchers)
 *                          and print the server's CPU per accepted bid against it (`cpuPerBid`):
 *                          back to back (one room, broadcasts one after the other) and paced (the
 *                          run's sockets in one room per lot, each socket getting the run's
 *                          messages per second); default yes with 100 watchers or more
 *   --countdown sparse|every  the watchers' and bidders' countdowns: every tenth second as the web
 *                          app asks (`auth.countdown: 'sparse'`, default) or every second
 *   --profile endgame      the end game of one lot: 500 bidders in the room (--bidders), the lot
 *                          closing within two minutes with a one-minute anti-sniping extension,
 *                          30 % of the bidders on auto bid (each sets its ceiling once, during the
 *                          load, some steps above the price of the moment), the others
 *                          bidding by hand at a rate rising from 5 to 100 bids/s (--rate is the
 *                          end rate) in bursts (most of each second's bids in its first 250 ms);
 *                          reports the worst lag of any bidder's view behind the newest
 *                          accepted bid (`endgame` in the output)
 *
 * Every bidder has at most one bid in flight (as a person waits for "Bid Placed!"); a bid that is
 * due when every bidder of its lot is waiting is not sent and counted as `notSent`. Amounts follow
 * the leading amount (new_bid and acks) and never go below what this generator last sent on the lot
 * plus a step, so most bids are valid; bids that cross in flight are refused by the server (counted
 * as rejected, with their codes).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { openDatabase } from '@neelami/server/db/client';
import { verifyChain } from '@neelami/server/modules/bidding/bid-hash';
import { bids } from '@neelami/server/modules/bidding/tables';
import { subEvents } from '@neelami/server/modules/events/tables';
import { COUNTDOWN_SPARSE } from '@neelami/shared/realtime';
import { asc, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { type RedisProcess, startRedisProcess } from '../../apps/server/test/helpers/redis-process';
import {
  killAllServerProcesses,
  type ServerProcess,
  startServerProcess,
} from '../../apps/server/test/helpers/server-process';
import { Histogram, nowMs } from './histogram';
import { ServerWatch } from './metrics';
import { type SeededData, seedBenchData } from './seed';
import type { WorkerMessage, WorkerReady, WorkerReport, WorkerRequest } from './worker-protocol';

/** The gateway's limit per user (bidding-handlers.ts TokenBuckets: 20 a second, burst 40). */
const GATEWAY_EVENTS_PER_USER_PER_S = 20;
const ACK_TIMEOUT_MS = 15_000;
/** The end game's lot closes this long after seeding (the bidders connect meanwhile)... */
const ENDGAME_CLOSES_AFTER_MS = 120_000;
/** ...and its load starts this long before that closing, inside the one-minute anti-sniping window. */
const ENDGAME_LEAD_MS = 10_000;

const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Options {
  db: 'pglite' | 'postgres';
  instances: 1 | 2;
  lots: number;
  bidders: number;
  watchers: number;
  rate: number;
  duration: number;
  watcherProcs: number;
  pgUrl: string;
  redisUrl: string | null;
  echo: boolean;
  cpuProf: string | null;
  port: number | null;
  biddersJoin: boolean;
  endgame: boolean;
  floor: boolean;
  countdown: 'sparse' | 'every';
}

function parseOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      db: { type: 'string', default: 'pglite' },
      instances: { type: 'string', default: '1' },
      lots: { type: 'string', default: '10' },
      bidders: { type: 'string', default: '40' },
      watchers: { type: 'string', default: '100' },
      rate: { type: 'string', default: '200' },
      duration: { type: 'string', default: '20' },
      'watcher-procs': { type: 'string' },
      'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
      'redis-url': { type: 'string' },
      echo: { type: 'boolean', default: false },
      'cpu-prof': { type: 'string' },
      port: { type: 'string' },
      profile: { type: 'string' },
      'bidders-join': { type: 'string', default: 'yes' },
      floor: { type: 'string' },
      countdown: { type: 'string', default: 'sparse' },
    },
    strict: true,
  });
  const int = (name: string, v: string | undefined, min: number, max: number) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n < min || n > max)
      throw new Error(`--${name} must be an integer ${min}…${max}`);
    return n;
  };
  if (values.profile !== undefined && values.profile !== 'endgame')
    throw new Error('--profile must be endgame (a CPU profile is --cpu-prof DIR)');
  const endgame = values.profile === 'endgame';
  if (endgame) {
    // The end game's defaults; any of them given on the command line wins.
    const given = new Set(argv.filter((a) => a.startsWith('--')).map((a) => a.slice(2).split('=')[0]));
    if (!given.has('lots')) values.lots = '1';
    if (!given.has('bidders')) values.bidders = '500';
    if (!given.has('watchers')) values.watchers = '10';
    if (!given.has('rate')) values.rate = '100';
    if (!given.has('duration')) values.duration = '60';
  }
  if (values.countdown !== 'sparse' && values.countdown !== 'every')
    throw new Error('--countdown must be sparse or every');
  const db = values.db;
  if (db !== 'pglite' && db !== 'postgres') throw new Error('--db must be pglite or postgres');
  const instances = int('instances', values.instances, 1, 2) as 1 | 2;
  if (instances === 2 && db !== 'postgres') {
    throw new Error('--instances 2 needs --db postgres (never two instances on one PGlite directory)');
  }
  const lots = int('lots', values.lots, 1, 10_000);
  const bidders = int('bidders', values.bidders, 2, 20_000);
  const watchers = int('watchers', values.watchers, 0, 20_000);
  const rate = int('rate', values.rate, 1, 100_000);
  const duration = int('duration', values.duration, 1, 3600);
  if (bidders < lots * 2)
    throw new Error('--bidders must be at least 2 per lot (nobody may outbid themselves)');
  const perBidder = rate / bidders;
  if (perBidder > GATEWAY_EVENTS_PER_USER_PER_S * 0.75) {
    throw new Error(
      `--rate ${rate} over ${bidders} bidders is ${perBidder.toFixed(1)} bids/s each; the gateway allows ` +
        `${GATEWAY_EVENTS_PER_USER_PER_S} events/s per user: use --bidders ≥ ${Math.ceil(rate / (GATEWAY_EVENTS_PER_USER_PER_S * 0.75))}`,
    );
  }
  const watcherProcs = values['watcher-procs']
    ? int('watcher-procs', values['watcher-procs'], 1, 16)
    : Math.max(1, Math.ceil(watchers / 2500));
  return {
    db,
    instances,
    lots,
    bidders,
    watchers,
    rate,
    duration,
    watcherProcs: watchers === 0 ? 0 : watcherProcs,
    pgUrl: values['pg-url'] as string,
    redisUrl: values['redis-url'] ?? null,
    echo: values.echo ?? false,
    cpuProf: values['cpu-prof'] ? path.resolve(values['cpu-prof']) : null,
    port: values.port ? int('port', values.port, 1024, 65_000) : null,
    biddersJoin: values['bidders-join'] !== 'no',
    endgame,
    floor: values.floor === undefined ? watchers >= 100 : values.floor !== 'no',
    countdown: values.countdown,
  };
}

interface Lot {
  id: string;
  step: number;
  /** The highest amount known to lead (rupees), from acks and new_bid. */
  leading: number;
  /** The highest amount this generator sent. */
  lastSent: number;
  bidders: Bidder[];
  cursor: number;
  /** The highest seq acknowledged. */
  maxSeq: number;
}

interface Bidder {
  socket: Socket;
  lot: Lot;
  busy: boolean;
  sent: number;
  /** The end game: bids through its auto bid only (never sent a bid by hand). */
  auto: boolean;
  /** The last seq this bidder's view has (join, new_bid). */
  seen: number;
  /** The end game: its auto bid is set (once, during the load, above the price of that moment). */
  autoSet: boolean;
}

/**
 * The end game's measure of how far behind a bidder's view runs: for every accepted bid (its seq)
 * and every bidder, the time from the bid's acknowledgement (the newest accepted bid) to the
 * new_bid that brought it into that bidder's view.
 */
class ViewLag {
  readonly hist = new Histogram();
  readonly acceptedAt = new Map<number, number>();
  readonly early = new Map<number, number[]>();
  worst = 0;
  messages = 0;
  extendedSeqs = new Set<number>();

  accepted(seq: number, t: number) {
    if (!this.acceptedAt.has(seq)) this.acceptedAt.set(seq, t);
    const list = this.early.get(seq);
    if (list) for (const at of list) this.record(at - t);
    this.early.delete(seq);
  }

  viewed(
    b: Bidder,
    p: { seqFrom?: number; seq: number; bids?: { seq: number; extended?: boolean }[] },
    t: number,
  ) {
    this.messages += 1;
    for (const e of p.bids ?? []) if (e.extended) this.extendedSeqs.add(e.seq);
    const from = Math.max(typeof p.seqFrom === 'number' ? p.seqFrom : p.seq, b.seen + 1);
    for (let seq = from; seq <= p.seq; seq++) {
      const at = this.acceptedAt.get(seq);
      if (at !== undefined) this.record(t - at);
      else {
        const list = this.early.get(seq);
        if (list) list.push(t);
        else this.early.set(seq, [t]);
      }
    }
    if (p.seq > b.seen) b.seen = p.seq;
  }

  private record(ms: number) {
    const v = Math.max(0, ms);
    this.hist.record(v);
    if (v > this.worst) this.worst = v;
  }
}

/** The end game's offered bids by `s` seconds into the load: 5 → `rate` bids/s, in bursts. */
export function endgameOffered(s: number, rate: number, duration: number): number {
  const perSecond = (k: number) => 5 + ((rate - 5) * (k + 0.5)) / duration;
  const whole = Math.floor(s);
  let n = 0;
  for (let k = 0; k < whole; k++) n += perSecond(k);
  // 70 % of each second's bids in its first 250 ms, the rest spread over the other 750 ms.
  const u = s - whole;
  const share = u < 0.25 ? (0.7 * u) / 0.25 : 0.7 + (0.3 * (u - 0.25)) / 0.75;
  return n + perSecond(whole) * share;
}

/** Everything started, so that any failure or Ctrl+C still stops it all. */
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanup() {
  while (cleanups.length > 0) {
    const c = cleanups.pop();
    try {
      await c?.();
    } catch (err) {
      log(`cleanup: ${(err as Error).message}`);
    }
  }
}

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  const started = Date.now();
  // A hard bound on the whole run: whatever hangs, the children die and the process ends.
  const watchdogMs = (opts.duration + 600 + opts.watchers * 0.05) * 1000;
  const watchdog = setTimeout(() => {
    log(`gave up after ${Math.round(watchdogMs / 1000)} s`);
    killAllServerProcesses();
    process.exit(2);
  }, watchdogMs);
  watchdog.unref();

  const secret = randomBytes(36).toString('base64url');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'neelami-bench-'));
  cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));

  // 1. The database and its data, before any server starts.
  let databaseUrl: string | null = null;
  if (opts.db === 'postgres') {
    const name = `neelami_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: opts.pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const u = new URL(opts.pgUrl);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: opts.pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    });
  }
  const openDb = () => openDatabase({ databaseUrl, dataDir: tmp });
  log(`seeding ${opts.lots} lots, ${opts.bidders} bidders, ${opts.watchers} watchers on ${opts.db}`);
  let seeded: SeededData;
  const seededAt = Date.now();
  {
    const database = await openDb();
    try {
      await database.migrate();
      seeded = await seedBenchData(database.db, {
        secret,
        lots: opts.lots,
        bidders: opts.bidders,
        watchers: opts.watchers,
        // The end game: closing in two minutes, extended by a minute by a price-moving bid in
        // its last minute; the load starts ENDGAME_LEAD_MS before that closing (below).
        lotOpenMs: opts.endgame ? ENDGAME_CLOSES_AFTER_MS : (opts.duration + 3600) * 1000,
        autoExtensionMinutes: opts.endgame ? 1 : 3,
      });
    } finally {
      await database.close();
    }
  }

  // 2. Redis (two instances) and the servers.
  let redis: RedisProcess | null = null;
  let redisUrl = opts.redisUrl;
  if (opts.instances === 2 && !redisUrl) {
    redis = await startRedisProcess();
    redisUrl = redis.url;
    cleanups.push(() => (redis as RedisProcess).stop());
  }
  const servers: ServerProcess[] = [];
  cleanups.push(async () => {
    await Promise.all(servers.map((s) => s.stop()));
  });
  for (let i = 0; i < opts.instances; i++) {
    const env: Record<string, string> = {
      JWT_SECRET: secret,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(tmp, opts.db === 'pglite' ? '' : `instance-${i}`),
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    if (redisUrl) env.REDIS_URL = redisUrl;
    const nodeArgs = [
      ...(opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProf}`] : []),
      // Extra V8/Node flags for the servers only, e.g. BENCH_SERVER_NODE_ARGS=--trace-gc with --echo.
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? []),
    ];
    const port = opts.port === null ? undefined : opts.port + i;
    servers.push(await startServerProcess({ env, name: `server-${i}`, echo: opts.echo, nodeArgs, port }));
    log(`server ${i} on ${servers[i].url} (pid ${servers[i].pid})`);
  }
  const urlFor = (i: number) => servers[i % servers.length].url;

  // 3. Watchers in their own processes.
  const workers: ChildProcess[] = [];
  const workerMessages: WorkerMessage[][] = [];
  cleanups.push(async () => {
    for (const w of workers) if (w.exitCode === null) w.kill('SIGKILL');
  });
  const waitFor = async <T extends WorkerMessage>(i: number, type: T['type'], ms: number): Promise<T> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const idx = workerMessages[i].findIndex((m) => m.type === type);
      if (idx >= 0) return workerMessages[i].splice(idx, 1)[0] as T;
      if (workers[i].exitCode !== null) throw new Error(`watcher process ${i} exited`);
      if (Date.now() > deadline) throw new Error(`watcher process ${i}: no ${type} within ${ms} ms`);
      await sleep(20);
    }
  };
  const tell = (m: WorkerRequest) => {
    for (const w of workers) if (w.connected) w.send(m);
  };
  for (let i = 0; i < opts.watcherProcs; i++) {
    const child = fork(path.join(import.meta.dirname, 'watcher-worker.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    workers.push(child);
    workerMessages.push([]);
    child.on('message', (m: WorkerMessage) => workerMessages[i].push(m));
  }
  log(`connecting ${opts.watchers} watchers in ${opts.watcherProcs} process(es)`);
  const share = (i: number) =>
    seeded.watchers
      .map((w, j) => ({ url: urlFor(j), token: w.token, subEventId: w.subEventId, j }))
      .filter((w) => w.j % opts.watcherProcs === i)
      .map(({ j: _j, ...w }) => w);
  workers.forEach((w, i) => {
    w.send({
      type: 'start',
      eventId: seeded.eventId,
      watchers: share(i),
      concurrency: 50,
      countdown: opts.countdown,
    } satisfies WorkerRequest);
  });
  const ready: WorkerReady[] = [];
  for (let i = 0; i < workers.length; i++) {
    ready.push(await waitFor<WorkerReady>(i, 'ready', 120_000 + opts.watchers * 30));
  }
  const watchersConnected = ready.reduce((n, r) => n + r.connected, 0);
  if (watchersConnected < opts.watchers) {
    log(
      `only ${watchersConnected}/${opts.watchers} watchers joined ` +
        `(connect failures ${ready.reduce((n, r) => n + r.connectFailures, 0)}, join failures ${ready.reduce((n, r) => n + r.joinFailures, 0)})`,
    );
  }

  // 4. Bidders in this process.
  const lots = new Map<string, Lot>(
    seeded.lots.map((l) => [
      l.id,
      {
        id: l.id,
        step: l.step,
        leading: 0,
        lastSent: l.startValue - l.step,
        bidders: [],
        cursor: 0,
        maxSeq: 0,
      },
    ]),
  );
  const lotList = [...lots.values()];
  const bidders: Bidder[] = [];
  cleanups.push(async () => {
    for (const b of bidders) b.socket.disconnect();
  });
  const viewLag = opts.endgame ? new ViewLag() : null;
  let bidderFailures = 0;
  /** Server messages the bidders received while measuring (events and acknowledgements). */
  let bidderDelivered = 0;
  let bidderDisconnects = 0;
  let measuring = false;
  log(`connecting ${opts.bidders} bidders`);
  {
    let next = 0;
    const connectOne = async (j: number) => {
      const account = seeded.bidders[j];
      const lot = lots.get(account.subEventId) as Lot;
      let seen = 0;
      const socket = io(urlFor(j), {
        transports: ['websocket'],
        auth:
          opts.countdown === 'sparse'
            ? { token: account.token, countdown: COUNTDOWN_SPARSE }
            : { token: account.token },
        reconnection: false,
        forceNew: true,
        timeout: 20_000,
      });
      // The end game: three bidders in ten bid through an auto bid only.
      const b: Bidder = {
        socket,
        lot,
        busy: false,
        sent: 0,
        auto: opts.endgame && j % 10 < 3,
        seen: 0,
        autoSet: false,
      };
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      if (opts.biddersJoin) {
        const answer = (await socket.timeout(30_000).emitWithAck('join_auction', {
          eventId: seeded.eventId,
          subEventId: lot.id,
        })) as { success: boolean; subEvents?: { leadingAmount: number | null; seq: number }[] };
        if (!answer.success || !answer.subEvents?.[0]) throw new Error('join refused');
        const view = answer.subEvents[0];
        lot.leading = Math.max(lot.leading, view.leadingAmount ?? 0);
        lot.maxSeq = Math.max(lot.maxSeq, view.seq);
        seen = view.seq;
      }
      socket.on(
        'new_bid',
        (p: {
          subEventId: string;
          seq: number;
          seqFrom?: number;
          leadingAmount?: number | null;
          bids?: { seq: number; extended?: boolean }[];
        }) => {
          if (p.subEventId !== lot.id) return;
          if (typeof p.leadingAmount === 'number' && p.leadingAmount > lot.leading)
            lot.leading = p.leadingAmount;
          if (viewLag && measuring) viewLag.viewed(b, p, nowMs());
          else if (p.seq > b.seen) b.seen = p.seq;
        },
      );
      socket.on('disconnect', () => {
        if (measuring) bidderDisconnects += 1;
      });
      socket.onAny(() => {
        if (measuring) bidderDelivered += 1;
      });
      b.seen = Math.max(b.seen, seen);
      bidders.push(b);
      lot.bidders.push(b);
    };
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (next < seeded.bidders.length) {
          const j = next++;
          try {
            await connectOne(j);
          } catch (err) {
            bidderFailures += 1;
            if (bidderFailures <= 3) log(`bidder ${j}: ${(err as Error).message}`);
          }
        }
      }),
    );
  }
  if (bidders.length < 2) throw new Error('fewer than two bidders could join');

  // 5. The load.
  const watches = servers.map((s) => new ServerWatch(s.url));
  await Promise.all(watches.map((w) => w.sample('reset')));
  tell({ type: 'measure' });
  measuring = true;
  const ackHist = new Histogram();
  const acked: string[] = [];
  const rejectedBy: Record<string, number> = {};
  let sent = 0;
  let accepted = 0;
  let rejected = 0;
  let timeouts = 0;
  let notSent = 0;
  let inFlight = 0;
  let lastAckAt = 0;
  let ackBatch: [string, number, number][] = [];
  let lotCursor = 0;
  const genLag = monitorEventLoopDelay({ resolution: 10 });
  genLag.enable();
  const genCpu = process.cpuUsage();

  const flushAcks = () => {
    if (ackBatch.length === 0) return;
    tell({ type: 'acks', items: ackBatch });
    ackBatch = [];
  };
  let autoBidsSet = 0;
  const placeBid = (b: Bidder) => {
    const lot = b.lot;
    // An end-game auto bidder sets its ceiling once, some way above the price of the moment.
    const auto = b.auto;
    const amount = auto
      ? Math.max(lot.leading, lot.lastSent) + lot.step * (20 + Math.floor(Math.random() * 200))
      : Math.max(lot.leading, lot.lastSent) + lot.step;
    if (auto) b.autoSet = true;
    else lot.lastSent = amount;
    b.busy = true;
    b.sent += 1;
    sent += 1;
    inFlight += 1;
    const t0 = nowMs();
    b.socket.timeout(ACK_TIMEOUT_MS).emit(
      auto ? 'place_autobid' : 'place_bid',
      { eventId: seeded.eventId, subEventId: lot.id, amount, clientBidId: `b${sent}` },
      (
        err: Error | null,
        ans: {
          success: boolean;
          bidId?: string;
          seq?: number;
          code?: string;
          needed?: number;
          amount?: number | null;
        },
      ) => {
        const t = nowMs();
        if (measuring) bidderDelivered += 1;
        inFlight -= 1;
        b.busy = false;
        lastAckAt = t;
        if (err) {
          timeouts += 1;
          return;
        }
        ackHist.record(t - t0);
        if (auto && ans.success) autoBidsSet += 1;
        // An auto bid only raised takes a seq without a bid row.
        if (ans.success && !ans.bidId && typeof ans.seq === 'number') viewLag?.accepted(ans.seq, t);
        if (ans.success && ans.bidId && typeof ans.seq === 'number') {
          accepted += 1;
          acked.push(ans.bidId);
          const placed = auto ? (ans.amount ?? 0) : amount;
          if (placed > lot.leading) lot.leading = placed;
          if (ans.seq > lot.maxSeq) lot.maxSeq = ans.seq;
          ackBatch.push([lot.id, ans.seq, t0]);
          viewLag?.accepted(ans.seq, t);
        } else {
          rejected += 1;

          // The code and the message without its amounts: 'REJECTED: Bid must be at least ₹N.'
          const message = String((ans as { message?: string }).message ?? '').replace(/[₹\d][\d,.]*\d/g, 'N');
          const code = `${ans.code ?? 'UNKNOWN'}: ${message.slice(0, 60)}`;
          rejectedBy[code] = (rejectedBy[code] ?? 0) + 1;
          if (typeof ans.needed === 'number' && ans.needed - lot.step > lot.leading) {
            lot.leading = ans.needed - lot.step;
          }
        }
      },
    );
  };
  const nextIdle = (lot: Lot): Bidder | null => {
    for (let k = 0; k < lot.bidders.length; k++) {
      const b = lot.bidders[lot.cursor++ % lot.bidders.length];
      if (!b.busy && !(b.auto && b.autoSet) && b.socket.connected) return b;
    }
    return null;
  };

  if (opts.endgame) {
    // The snipers' moment: the load starts in the last seconds before the seeded closing, so
    // its price-moving bids fall in the anti-sniping window and extend the closing (each by a
    // minute, again whenever the closing comes within a minute).
    const closesAt = seededAt + ENDGAME_CLOSES_AFTER_MS;
    const wait = closesAt - ENDGAME_LEAD_MS - Date.now();
    if (wait > 0) {
      log(
        `end game: waiting ${Math.round(wait / 1000)} s for the last ${ENDGAME_LEAD_MS / 1000} s before the closing`,
      );
      await sleep(wait);
    } else if (closesAt - Date.now() < 2000) {
      throw new Error('end game: connecting took longer than the lot was open; nothing to measure');
    }
  }
  log(`load: ${opts.rate} bids/s for ${opts.duration} s over ${opts.lots} lots`);
  const loadStart = nowMs();
  const loadEnd = loadStart + opts.duration * 1000;
  const sampler = setInterval(() => {
    for (const w of watches) void w.sample('during');
  }, 2000);
  const acker = setInterval(flushAcks, 20);
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = nowMs();
      if (t >= loadEnd) return resolve();
      const offered = opts.endgame
        ? endgameOffered((t - loadStart) / 1000, opts.rate, opts.duration)
        : ((t - loadStart) / 1000) * opts.rate;
      const due = Math.floor(offered) - (sent + notSent);
      for (let k = 0; k < due; k++) {
        const lot = lotList[lotCursor++ % lotList.length];
        const b = nextIdle(lot);
        if (b) placeBid(b);
        else notSent += 1;
      }
      setTimeout(tick, 2);
    };
    tick();
  });
  const sendEnd = nowMs();
  log(`sent ${sent} bids; waiting for ${inFlight} answers`);
  for (const deadline = nowMs() + ACK_TIMEOUT_MS + 5000; inFlight > 0 && nowMs() < deadline; )
    await sleep(20);
  clearInterval(sampler);
  await Promise.all(watches.map((w) => w.sample('end')));
  genLag.disable();
  const genCpuUsed = process.cpuUsage(genCpu);
  flushAcks();
  clearInterval(acker);
  const loadSeconds = Math.max(sendEnd, lastAckAt) / 1000 - loadStart / 1000;

  // 6. Watchers' reports (after every watcher reached the last seq, or 20 s).
  const finalSeqs = Object.fromEntries(lotList.map((l) => [l.id, l.maxSeq]));
  tell({ type: 'final', seqs: finalSeqs, waitMs: 20_000 });
  const reports: WorkerReport[] = [];
  for (let i = 0; i < workers.length; i++) reports.push(await waitFor<WorkerReport>(i, 'report', 60_000));
  const broadcast = new Histogram();
  for (const r of reports) broadcast.merge(r.latency);
  tell({ type: 'close' });
  measuring = false;
  for (const b of bidders) b.socket.disconnect();

  // 7. Stop the servers (gracefully: a clean PGlite shutdown), then check the database.
  const serverExits: string[] = [];
  for (const s of servers) {
    await s.stop(20_000);
    const e = s.exit();
    serverExits.push(e ? `${e.code ?? e.signal}` : 'running');
  }
  log('checking the database');
  const integrity = await checkDatabase(openDb, acked, lotList);

  const sum = (f: (r: WorkerReport) => number) => reports.reduce((n, r) => n + f(r), 0);
  const round = (v: number, d = 1) => Math.round(v * 10 ** d) / 10 ** d;
  const ack = ackHist.summary();
  const bc = broadcast.summary();
  const result = {
    benchmark: 'bidding',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '',
      loadavg: os.loadavg().map((v) => round(v, 2)),
    },
    config: {
      db: opts.db,
      instances: opts.instances,
      lots: opts.lots,
      bidders: opts.bidders,
      watchers: opts.watchers,
      rate: opts.rate,
      duration: opts.duration,
      watcherProcs: opts.watcherProcs,
      redis: opts.instances === 2 ? (opts.redisUrl ? 'given' : 'private redis-server') : null,
      biddersJoin: opts.biddersJoin,
    },
    sent,
    accepted,
    rejected,
    timeouts,
    notSent,
    acceptedPerSecond: round(accepted / loadSeconds),
    rejectedPerSecond: round(rejected / loadSeconds),
    offeredPerSecond: round(sent / opts.duration),
    rejectedBy,
    bidToAckMs: { p50: ack.p50, p99: ack.p99, max: ack.max },
    bidToBroadcastMs: { p50: bc.p50, p99: bc.p99, max: bc.max, samples: bc.n },
    servers: watches.map((w, i) => ({
      url: servers[i].url,
      eventLoopLagP99Ms: {
        max: w.lagP99Windows.length ? round(Math.max(...w.lagP99Windows)) : null,
        mean: w.lagP99Windows.length
          ? round(w.lagP99Windows.reduce((a, b) => a + b, 0) / w.lagP99Windows.length)
          : null,
      },
      cpuCores:
        w.cpuStart !== null && w.cpuEnd !== null ? round((w.cpuEnd - w.cpuStart) / loadSeconds, 2) : null,
      peakRssMb: round(w.peakRss / 1024 / 1024),
      exit: serverExits[i],
      scrapeFailures: w.failures,
    })),
    generator: {
      cpuCores: round((genCpuUsed.user + genCpuUsed.system) / 1e6 / loadSeconds, 2),
      eventLoopLagP99Ms: round(genLag.percentile(99) / 1e6),
      watcherProcsCpuCores: round(sum((r) => r.cpuSeconds) / loadSeconds, 2),
      bidderConnectFailures: bidderFailures,
      bidderDisconnects,
      watchersConnected,
      watcherDisconnects: sum((r) => r.disconnects),
      broadcastsReceived: sum((r) => r.received),
      messagesDelivered: sum((r) => r.delivered) + bidderDelivered,
      broadcastsWithoutAck: sum((r) => r.unmatched),
    },
    integrity: {
      ackedBidsMissingFromDb: integrity.missing,
      watchersWithSeqGap: sum((r) => r.watchersWithGap),
      seqGaps: sum((r) => r.gaps),
      seqOutOfOrder: sum((r) => r.outOfOrder),
      watchersBehindAtEnd: sum((r) => r.watchersBehind),
      hashChainsVerified: integrity.chainsOk,
      hashChainsBroken: integrity.chainsBroken,
      bidsInDb: integrity.bidsInDb,
      lotSeqMatchesDb: integrity.seqMatches,
    },
    endgame: viewLag
      ? {
          autoBidders: bidders.filter((b) => b.auto).length,
          autoBidsSet,
          extensions: viewLag.extendedSeqs.size,
          extensionsInDb: integrity.extensions,
          newBidMessagesToBidders: viewLag.messages,
          viewLagMs: { ...viewLag.hist.summary(), worst: round(viewLag.worst) },
          seqsNeverAcked: viewLag.early.size,
        }
      : null,
    cpuPerBid: null as CpuPerBid | null,
    seconds: round(loadSeconds, 2),
    totalSeconds: round((Date.now() - started) / 1000),
  };
  const cores = result.servers[0]?.cpuCores;
  if (opts.floor && opts.instances === 1 && cores != null && accepted > 0) {
    log('measuring the floor: plain Socket.IO broadcasts to as many clients as watchers');
    const backToBack = await broadcastFloor([String(Math.max(100, opts.watchers)), '200']);
    // The same sockets, rooms and pace as the run: what plain Socket.IO spends on its messages.
    const sockets = opts.watchers + (opts.biddersJoin ? opts.bidders : 0);
    const perSocketPerSecond = result.generator.messagesDelivered / sockets / loadSeconds;
    log(
      `measuring the paced floor: ${sockets} clients in ${opts.lots} rooms, ${round(perSocketPerSecond, 1)} messages a second each`,
    );
    const paced = await broadcastFloor([
      String(sockets),
      '--paced',
      String(opts.lots),
      String(perSocketPerSecond),
      '10',
    ]);
    result.cpuPerBid = cpuPerBid(
      (cores * loadSeconds * 1000) / accepted,
      result.generator.messagesDelivered / accepted,
      backToBack,
      paced,
    );
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  const ok =
    result.integrity.ackedBidsMissingFromDb === 0 &&
    result.integrity.watchersWithSeqGap === 0 &&
    result.integrity.watchersBehindAtEnd === 0 &&
    result.integrity.hashChainsBroken === 0;
  return ok ? 0 : 1;
}

interface CpuPerBid {
  /** The server's CPU (user + system) per accepted bid during the load. */
  serverMs: number;
  /** Messages the clients received per accepted bid (watchers, bidders, countdowns). */
  messagesPerBid: number;
  /** Plain Socket.IO's server CPU per delivered message on this machine, just measured (back to back). */
  floorMicrosPerMessage: number;
  /** What plain Socket.IO would spend on this run's messages per bid, sent back to back. */
  floorMs: number;
  /** serverMs ÷ floorMs (the goal: at most 1.5 with 1,000 watchers, bench/RESULTS.md). */
  ratio: number;
  /** The same, with the messages sent at the run's pace, one room per lot (broadcast-cost.ts --paced). */
  pacedFloorMicrosPerMessage: number;
  pacedFloorMs: number;
  /** serverMs ÷ pacedFloorMs. */
  pacedRatio: number;
}

export function cpuPerBid(
  serverMs: number,
  messagesPerBid: number,
  floorMicros: number,
  pacedFloorMicros: number,
): CpuPerBid {
  const r = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;
  const floorMs = (messagesPerBid * floorMicros) / 1000;
  const pacedFloorMs = (messagesPerBid * pacedFloorMicros) / 1000;
  return {
    serverMs: r(serverMs, 3),
    messagesPerBid: r(messagesPerBid, 1),
    floorMicrosPerMessage: r(floorMicros, 2),
    floorMs: r(floorMs, 3),
    ratio: r(serverMs / floorMs, 2),
    pacedFloorMicrosPerMessage: r(pacedFloorMicros, 2),
    pacedFloorMs: r(pacedFloorMs, 3),
    pacedRatio: r(serverMs / pacedFloorMs, 2),
  };
}

/** Runs bench/src/broadcast-cost.ts with these arguments: user + system µs per delivered message. */
async function broadcastFloor(args: string[]): Promise<number> {
  const child = fork(path.join(import.meta.dirname, 'broadcast-cost.ts'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`broadcast-cost.ts exited ${code}`);
  const r = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
    serverUserMicrosPerMessage: number;
    serverSystemMicrosPerMessage: number;
  };
  return r.serverUserMicrosPerMessage + r.serverSystemMicrosPerMessage;
}

/** Acknowledged bids missing from the database, and every lot's chain verified from the rows. */
async function checkDatabase(
  openDb: () => ReturnType<typeof openDatabase>,
  acked: string[],
  lotList: Lot[],
): Promise<{
  missing: number;
  chainsOk: number;
  chainsBroken: number;
  bidsInDb: number;
  seqMatches: boolean;
  /** Anti-sniping extensions of all lots (sub_events.extension_count). */
  extensions: number;
}> {
  const database = await openDb();
  try {
    const db = database.db;
    let present = 0;
    for (let i = 0; i < acked.length; i += 1000) {
      const chunk = acked.slice(i, i + 1000);
      const rows = await db.select({ id: bids.id }).from(bids).where(inArray(bids.id, chunk));
      present += rows.length;
    }
    let chainsOk = 0;
    let chainsBroken = 0;
    let bidsInDb = 0;
    let seqMatches = true;
    let extensions = 0;
    for (const lot of lotList) {
      const rows = await db
        .select()
        .from(bids)
        .where(eq(bids.subEventId, lot.id))
        .orderBy(asc(bids.seq), asc(bids.serial), asc(bids.id));
      bidsInDb += rows.length;
      const check = verifyChain(rows);
      const [se] = await db
        .select({ seq: subEvents.seq, head: subEvents.lastBidHash, extensions: subEvents.extensionCount })
        .from(subEvents)
        .where(eq(subEvents.id, lot.id));
      const headOk = rows.length === 0 || se?.head === rows[rows.length - 1].hash;
      if (check.ok && headOk) chainsOk += 1;
      else chainsBroken += 1;
      if (!se || se.seq < lot.maxSeq) seqMatches = false;
      extensions += se?.extensions ?? 0;
    }
    return { missing: acked.length - present, chainsOk, chainsBroken, bidsInDb, seqMatches, extensions };
  } finally {
    await database.close();
  }
}

let exitCode = 1;
const onSignal = (sig: string) => {
  log(`${sig}: stopping`);
  void cleanup().finally(() => process.exit(130));
};
process.once('SIGINT', () => onSignal('SIGINT'));
process.once('SIGTERM', () => onSignal('SIGTERM'));
main()
  .then((code) => {
    exitCode = code;
  })
  .catch((err) => {
    log(`failed: ${(err as Error).stack ?? err}`);
    exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    killAllServerProcesses();
    process.exit(exitCode);
  });
