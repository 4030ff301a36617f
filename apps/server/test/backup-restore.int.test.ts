/**
 * Backups an operator can trust: `npm run backup` taken while bidders bid against a real server
 * process, `npm run restore` into a fresh data directory (and a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set). Every bid acknowledged before the backup is in the restored database,
 * the hash chain verifies, the uploads come back (from DATA_DIR/uploads on PGlite, PostgreSQL's rows
 * with it), a restored server takes the next bid on the
 * chain, and a target that holds anything (or a data directory a server holds) is refused.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readArchive } from '../src/backup/archive';
import { type Database, openDatabase } from '../src/db/client';
import { verifyChain } from '../src/modules/bidding/bid-hash';
import { bids } from '../src/modules/bidding/tables';
import { openFileStore } from '../src/modules/uploads/open-file-store';
import { newBidRecord, runBidLoops } from './helpers/bid-loop';
import {
  acceptTerms,
  assign,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from './helpers/bidding-fixtures';
import { sampleFiles } from './helpers/files';
import { connectLive, type LiveClient } from './helpers/live-client';
import { startServerProcess } from './helpers/server-process';
import { createTestDatabaseUrl } from './helpers/test-database';

const root = path.resolve(import.meta.dirname, '../../..');
const SECRET = 'backup-test-secret-that-is-long-enough-for-hs256';
const START = 1000;
const STEP = 10;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
}, 60_000);

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command of apps/server/src/cli (as `npm run backup` / `restore` do, from the TS source). */
function runCli(name: 'backup' | 'restore', env: Record<string, string>, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, `apps/server/src/cli/${name}.ts`), ...args],
      {
        cwd: root,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), `neelami-${name}-`));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
};

const variants: { kind: 'pglite' | 'postgres'; run: boolean }[] = [
  { kind: 'pglite', run: true },
  { kind: 'postgres', run: Boolean(process.env.TEST_DATABASE_URL) },
];

describe.each(variants)('backup during bidding and restore on $kind', ({ kind, run }) => {
  it.skipIf(!run)(
    'restores every acknowledged bid with its chain, the uploads, and refuses a target that is not empty',
    async () => {
      const dataDir = tempDir(`backup-${kind}`);
      const outDir = tempDir(`backups-${kind}`);
      const restoredDir = tempDir(`restored-${kind}`);
      let databaseUrl: string | null = null;
      let restoredUrl: string | null = null;
      if (kind === 'postgres') {
        const created = await createTestDatabaseUrl();
        const target = await createTestDatabaseUrl();
        databaseUrl = created.url;
        restoredUrl = target.url;
        cleanups.push(created.drop, target.drop);
      }
      const dbEnv = (url: string | null): Record<string, string> => (url ? { DATABASE_URL: url } : {});

      // The data, written before the server starts (PGlite allows one process at a time).
      const seedDb: Database = await openDatabase({ databaseUrl, dataDir });
      await seedDb.migrate();
      const event = await makeEvent(seedDb.db);
      const lot = await makeSubEvent(seedDb.db, event.id, { startValue: START, step: STEP });
      const bidders: FixtureUser[] = [];
      for (let i = 0; i < 3; i++) bidders.push(await makeUser(seedDb.db, SECRET, { role: 'Buyer' }));
      await assign(
        seedDb.db,
        lot.id,
        bidders.map((u) => u.id),
      );
      await acceptTerms(
        seedDb.db,
        event.id,
        bidders.map((u) => u.id),
      );
      await seedDb.close();

      const server = await startServerProcess({
        env: { JWT_SECRET: SECRET, DATA_DIR: dataDir, ...dbEnv(databaseUrl) },
        name: `backup-${kind}`,
      });
      cleanups.push(() => server.stop());
      const form = new FormData();
      form.append('file', new Blob([sampleFiles.pdf], { type: 'application/pdf' }), 'gst.pdf');
      const upload = await fetch(`${server.url}/api/upload/doc`, { method: 'POST', body: form });
      expect(upload.status).toBe(201);
      const { fileName } = (await upload.json()) as { fileName: string };

      const room = { eventId: event.id, subEventId: lot.id };
      const clients: LiveClient[] = [];
      cleanups.push(async () => {
        for (const c of clients) c.close();
      });
      for (const u of bidders) clients.push(await connectLive(server.url, u.token, room));
      const record = newBidRecord();
      const loops = runBidLoops(
        record,
        clients.map((client, i) => ({ client, user: bidders[i] })),
        room,
        { start: START, step: STEP },
        'bk',
      );
      await clients[0].until((c) => c.state.seq >= 15, 60_000, 'bids before the backup');

      // The backup, taken while the bidders keep bidding.
      const ackedBefore = [...record.acked];
      const backup = await runCli('backup', { DATA_DIR: dataDir, ...dbEnv(databaseUrl) }, [outDir]);
      expect(backup.code, backup.stderr).toBe(0);
      if (kind === 'pglite')
        expect(backup.stdout).toContain(`Asking the running server (process ${server.pid})`);
      const file = /Backup written: (\S+)/.exec(backup.stdout)?.[1] ?? '';
      expect(path.basename(file)).toMatch(/^neelami-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-IST\.tar\.gz$/);
      expect(statSync(file).mode & 0o077).toBe(0);
      const afterBackup = record.acked.length;
      await clients[0].until(() => record.acked.length >= afterBackup + 5, 60_000, 'bids after the backup');

      if (kind === 'pglite') {
        // Nobody else opens a data directory the server holds: a second server, or a restore.
        const second = startServerProcess({
          env: { JWT_SECRET: SECRET, DATA_DIR: dataDir },
          startTimeoutMs: 60_000,
        });
        await expect(second).rejects.toThrow(/in use by the server \(process \d+/);
        const onLive = await runCli('restore', { DATA_DIR: dataDir }, [file]);
        expect(onLive.code).toBe(1);
        expect(onLive.stderr).toContain(`is in use by the server (process ${server.pid})`);
        expect(onLive.stderr).toContain('Nothing was restored.');
      }
      await loops.stop();
      await server.stop();
      expect(server.exit()?.code).toBe(0);

      // A target that is not empty is refused and left as it was.
      const onFull = await runCli('restore', { DATA_DIR: dataDir, ...dbEnv(databaseUrl) }, [file]);
      expect(onFull.code).toBe(1);
      expect(onFull.stderr).toMatch(kind === 'pglite' ? /already holds a database/ : /already has tables/);

      const restored = await runCli('restore', { DATA_DIR: restoredDir, ...dbEnv(restoredUrl) }, [file]);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toContain('every table has the rows of the backup and every chain verifies');
      const again = await runCli('restore', { DATA_DIR: restoredDir, ...dbEnv(restoredUrl) }, [file]);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('Nothing was restored.');

      const manifest = await readArchive(file, tempDir('manifest'));
      expect(manifest.uploads.files).toBe(1);
      // PGlite keeps uploads in DATA_DIR/uploads, PostgreSQL in its rows (file-store.ts).
      expect(manifest.uploadsIn).toBe(kind === 'pglite' ? 'disk' : 'database');

      let restoredBids = 0;
      let leader = '';
      const db = await openDatabase({ databaseUrl: restoredUrl, dataDir: restoredDir });
      try {
        const restoredFile = await openFileStore({ dataDir: restoredDir, s3: null }, db).get('doc', fileName);
        expect(restoredFile?.equals(sampleFiles.pdf)).toBe(true);
        const rows = await db.db
          .select()
          .from(bids)
          .where(eq(bids.subEventId, lot.id))
          .orderBy(asc(bids.seq), asc(bids.serial), asc(bids.id));
        expect(rows.length).toBe(manifest.counts.bids);
        // Every bid acknowledged before the backup is there, as acknowledged.
        for (const a of ackedBefore) {
          expect(rows.find((r) => r.id === a.bidId)).toMatchObject({
            amount: a.amount * 100,
            clientBidId: a.clientBidId,
          });
        }
        expect(rows.length).toBeGreaterThanOrEqual(ackedBefore.length);
        // A snapshot taken mid-bidding: the bids acknowledged after it are not.
        expect(rows.length).toBeLessThan(record.acked.length);
        expect(verifyChain(rows)).toMatchObject({ ok: true });
        expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
        restoredBids = rows.length;
        leader = rows[rows.length - 1].bidderId;
      } finally {
        await db.close();
      }

      // A server on the restored data takes the next bid on the chain.
      const restoredServer = await startServerProcess({
        env: { JWT_SECRET: SECRET, DATA_DIR: restoredDir, ...dbEnv(restoredUrl) },
        name: `restored-${kind}`,
      });
      cleanups.push(() => restoredServer.stop());
      const challenger = bidders.find((u) => u.id !== leader) as FixtureUser;
      const bidder = await connectLive(restoredServer.url, challenger.token, room);
      clients.push(bidder);
      const leading = bidder.state.leading ?? START;
      const next = await bidder.ask<{ success: boolean; seq: number }>('place_bid', {
        ...room,
        amount: leading + STEP,
        clientBidId: 'after-restore',
      });
      expect(next).toMatchObject({ success: true, seq: restoredBids + 1 });
    },
    300_000,
  );
});
