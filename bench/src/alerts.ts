// `npm run bench:alerts` (`-- --db postgres`, `-- --watchers 1000`): a lot with 1,000 watchers
// closes in four minutes; the real app (job runner on, e-mail to a local SMTP server) is asked for
// a lot-alert run, and this measures how long until every watcher's `closing_soon` is stored and
// pushed, and until every e-mail is delivered, with the event loop's delay over that time (what a
// live room served by the same process would wait). Prints JSON. Goal: all within 60 s.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { buildApp } from '@neelami/server/app';
import { loadConfig } from '@neelami/server/config';
import { openDatabase } from '@neelami/server/db/client';
import { insertEventRow, insertSubEventRow } from '@neelami/server/modules/events/seed-rows';
import { watchedLots } from '@neelami/server/modules/lot-alerts/tables';
import { notificationDeliveries, notifications } from '@neelami/server/modules/notifications/tables';
import { users } from '@neelami/server/modules/users/tables';
import { and, count, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { scratchDatabase } from './seed-bid-log';

const { values: args } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, watchers: { type: 'string', default: '1000' } },
});
const WATCHERS = Number(args.watchers);
const GOAL_SECONDS = 60;

let mails = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      mails++;
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-bench-alerts-'));
const scratch =
  args.db === 'postgres'
    ? await scratchDatabase('postgres://postgres@127.0.0.1:5432/postgres', '_alerts')
    : null;
const config = loadConfig(
  {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256!!',
    PORT: '0',
  },
  {
    dataDir,
    databaseUrl: scratch?.url ?? null,
    redisUrl: null,
    webDist: null,
    seedDemo: false,
    smtpUrl,
    jobs: true,
  },
);
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
const db = database.db;

// 1,000 verified buyers watching one lot that closes in four minutes.
const now = Date.now();
const rows = Array.from({ length: WATCHERS }, (_, i) => ({
  organizationIndividualName: `Watcher ${i}`,
  type: 'Organization',
  role: 'Buyer',
  email: `watcher-${i}-${randomUUID().slice(0, 6)}@example.com`,
  passwordHash: 'x',
  cellNumber: `9${String(100_000_000 + i).padStart(9, '0')}`,
  isVerified: true,
}));
const ids: string[] = [];
for (let i = 0; i < rows.length; i += 500)
  ids.push(
    ...(
      await db
        .insert(users)
        .values(rows.slice(i, i + 500))
        .returning({ id: users.id })
    ).map((r) => r.id),
  );
const event = await insertEventRow(db, {
  auctionName: 'Bench closing sale',
  titleName: 'Scrap',
  auctionType: 'Forward Auction',
  auctionBehaviour: 'Normal Auction',
  onBehalfOf: 'Bench',
  eventStart: new Date(now - 3_600_000),
  eventEnd: new Date(now + 240_000),
  autoExtension: '3 Minute',
});
const closesAt = new Date(now + 240_000);
const lot = await insertSubEventRow(db, {
  eventId: event.id,
  name: 'HMS 1&2 melting scrap',
  subEventType: 'forward',
  startValue: 100_000_00,
  incrementOrDecrement: 1_000_00,
  eventStartsOn: new Date(now - 3_600_000),
  eventEndsOn: closesAt,
  closesAt,
});
for (let i = 0; i < ids.length; i += 500)
  await db
    .insert(watchedLots)
    .values(ids.slice(i, i + 500).map((userId) => ({ userId, subEventId: lot.id })));

const stored = async () =>
  Number(
    (await db.select({ n: count() }).from(notifications).where(eq(notifications.kind, 'closing_soon')))[0]
      ?.n ?? 0,
  );
const sent = async () =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(notificationDeliveries)
        .where(and(eq(notificationDeliveries.channel, 'email'), eq(notificationDeliveries.status, 'sent')))
    )[0]?.n ?? 0,
  );

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const t0 = performance.now();
app.eventChanges.emit({ kind: 'sub-event', eventId: event.id, subEventId: lot.id });
let storedAt = 0;
let sentAt = 0;
while (performance.now() - t0 < 120_000) {
  if (!storedAt && (await stored()) >= WATCHERS) storedAt = performance.now() - t0;
  if (storedAt && (await sent()) >= WATCHERS && mails >= WATCHERS) {
    sentAt = performance.now() - t0;
    break;
  }
  await new Promise((r) => setTimeout(r, 100));
}
loop.disable();
const ms = (n: number) => Math.round(n);
const result = {
  db: args.db,
  watchers: WATCHERS,
  storedAndPushedMs: ms(storedAt),
  emailsDeliveredMs: ms(sentAt),
  mailsReceived: mails,
  eventLoopDelayMs: {
    p50: ms(loop.percentile(50) / 1e6),
    p99: ms(loop.percentile(99) / 1e6),
    max: ms(loop.max / 1e6),
  },
  goalSeconds: GOAL_SECONDS,
  withinGoal: sentAt > 0 && sentAt <= GOAL_SECONDS * 1000,
};
console.log(JSON.stringify(result, null, 2));
await app.close();
await database.close?.();
smtp.close();
await scratch?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
