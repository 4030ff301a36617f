/**
 * Brings a backup file back into an EMPTY target: a data directory without a database (PGlite), or
 * a PostgreSQL database without tables, and no uploads in the store the target's server will read
 * (file-store.ts: DATA_DIR/uploads, PostgreSQL, or the S3 bucket): the archive's files are put
 * there, whichever store they came from. A target that holds anything is refused,
 * never overwritten. Afterwards the restored rows are counted against the manifest and every lot's
 * bid hash chain is checked.
 */
import { existsSync, openAsBlob, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { S3Config } from '../config';
import { type Database, openDatabase, pgliteDir } from '../db/client';
import { readDataDirLock } from '../db/data-dir-lock';
import { type AllChainsCheck, checkAllChains } from '../modules/reports/check-all-chains';
import { databaseFileStore } from '../modules/uploads/database-store';
import { type FileStore, kindOfFolder, storeSize } from '../modules/uploads/file-store';
import { openFileStore } from '../modules/uploads/open-file-store';
import { s3FileStore } from '../modules/uploads/s3-store';
import { folderSize, readArchive } from './archive';
import { countRows, type Manifest } from './manifest';
import { runPgTool } from './pg-tools';

/** The restore was refused before anything was written (the message says why). */
export class RestoreRefusedError extends Error {}

/** What was restored, and what the checks found. */
export interface RestoreResult {
  manifest: Manifest;
  uploads: { files: number; bytes: number };
  chains: AllChainsCheck;
  /** Tables whose restored row count differs from the manifest's (empty when all match). */
  countMismatches: string[];
}

const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

async function postgresTables(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const res = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return res.rows[0].n;
  } finally {
    await client.end();
  }
}

/** Refuses a target that is in use or holds anything. */
async function checkTargetEmpty(
  dataDir: string,
  databaseUrl: string | null,
  s3: S3Config | null,
): Promise<void> {
  const holder = readDataDirLock(dataDir);
  if (!databaseUrl && holder) {
    throw new RestoreRefusedError(
      `The data directory ${dataDir} is in use by the ${holder.name} (process ${holder.pid}): stop it first, and restore into an empty data directory.`,
    );
  }
  if (!databaseUrl && hasEntries(pgliteDir(dataDir))) {
    throw new RestoreRefusedError(
      `The data directory ${dataDir} already holds a database: a restore goes only into an empty data directory (choose a new DATA_DIR, or move this one away).`,
    );
  }
  if (databaseUrl && (await postgresTables(databaseUrl)) > 0) {
    throw new RestoreRefusedError(
      'The database named by DATABASE_URL already has tables: a restore goes only into an empty database (create a new one with createdb).',
    );
  }
  if ((await folderSize(path.join(dataDir, 'uploads'))).files > 0) {
    throw new RestoreRefusedError(
      `${path.join(dataDir, 'uploads')} already holds files: a restore goes only into an empty data directory.`,
    );
  }
  if (s3 && !(await isEmpty(s3FileStore(s3)))) {
    throw new RestoreRefusedError(
      `The bucket ${s3.bucket} already holds uploads: a restore goes only into an empty bucket (or set S3_BUCKET to a new one).`,
    );
  }
}

async function isEmpty(files: FileStore): Promise<boolean> {
  for await (const _ of files.list()) return false;
  return true;
}

/** Puts the archive's `uploads/docs` and `uploads/gallery` files into the target's store. */
async function putUploads(dir: string, files: FileStore): Promise<void> {
  if (!existsSync(dir)) return;
  for (const folder of await readdir(dir)) {
    const kind = kindOfFolder(folder);
    if (!kind) continue;
    for (const name of await readdir(path.join(dir, folder))) {
      // Already restored with the database's rows: kept as it is.
      if (files.where === 'database' && (await files.get(kind, name))) continue;
      await files.put(kind, name, await readFile(path.join(dir, folder, name)));
    }
  }
}

async function verify(
  database: Database,
  manifest: Manifest,
): Promise<Omit<RestoreResult, 'manifest' | 'uploads'>> {
  const counts = await countRows(async (text) => {
    const res = (await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] };
    return res.rows;
  });
  const tables = new Set([...Object.keys(counts), ...Object.keys(manifest.counts)]);
  const countMismatches = [...tables]
    .filter((t) => counts[t] !== manifest.counts[t])
    .map((t) => `${t}: ${manifest.counts[t] ?? 0} in the backup, ${counts[t] ?? 0} restored`);
  return { countMismatches, chains: await checkAllChains(database.db) };
}

/** Restores `file` into the configured (empty) database and store of uploads (S3 with `s3`). */
export async function restoreBackup(opts: {
  file: string;
  dataDir: string;
  databaseUrl: string | null;
  s3?: S3Config | null;
}): Promise<RestoreResult> {
  const s3 = opts.s3 ?? null;
  if (!existsSync(opts.file)) throw new RestoreRefusedError(`No such backup file: ${opts.file}`);
  await mkdir(opts.dataDir, { recursive: true });
  await checkTargetEmpty(opts.dataDir, opts.databaseUrl, s3);
  const unpacked = await mkdtemp(path.join(path.dirname(opts.dataDir), '.neelami-restore-'));
  try {
    const manifest = await readArchive(opts.file, unpacked);
    const target = opts.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database.kind !== target) {
      throw new RestoreRefusedError(
        `This is a backup of ${manifest.database.kind === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL'}: restore it with ${manifest.database.kind === 'pglite' ? 'DATABASE_URL unset' : 'DATABASE_URL set'}.`,
      );
    }
    const dump = path.join(unpacked, manifest.database.file);
    let database: Database;
    if (opts.databaseUrl) {
      await runPgTool(
        'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', dump],
        opts.databaseUrl,
      );
      database = await openDatabase({ databaseUrl: opts.databaseUrl, dataDir: opts.dataDir });
    } else {
      database = await openDatabase({
        databaseUrl: null,
        dataDir: opts.dataDir,
        holder: { name: 'restore' },
        loadDataDir: await openAsBlob(dump),
      });
    }
    try {
      // The rows are counted as restored, before any upload is added to them.
      const checks = await verify(database, manifest);
      // The store the restored server will read: PostgreSQL's rows came back with the dump; packed
      // files (from the disk or a bucket) go into whichever store the target uses.
      const files = openFileStore({ dataDir: opts.dataDir, s3 }, database);
      const packed = path.join(unpacked, 'uploads');
      // A backup older than upload_files (migration 0010) has packed files and no such table yet:
      // the migrations the server would apply at start come first.
      if (files.where === 'database' && existsSync(packed)) await database.migrate();
      await putUploads(packed, files);
      // Rows of a server that kept uploads in PostgreSQL, restored for one that reads a bucket: copied
      // there too (the rows stay, as every table keeps the backup's rows).
      if (files.where !== 'database' && (manifest.counts.upload_files ?? 0) > 0) {
        const rows = databaseFileStore(database.db);
        for await (const f of rows.list()) {
          const data = await rows.get(f.kind, f.storedName);
          if (data) await files.put(f.kind, f.storedName, data);
        }
      }
      return { manifest, uploads: await storeSize(files), ...checks };
    } finally {
      await database.close();
    }
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
