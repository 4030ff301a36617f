/**
 * One consistent snapshot of the platform: the database and the uploads, in one file, wherever the
 * server keeps the uploads (file-store.ts): DATA_DIR/uploads and an S3 bucket's files are packed
 * into the archive; PostgreSQL's `upload_files` rows are in the dump itself.
 *
 * PGlite: its own data directory dump (`dumpDataDir`), made inside a PGlite transaction, so no other
 * statement runs between the row counts and the dump (PGlite runs one statement at a time, and a
 * transaction holds it). The process that has the database open makes it: the running server (on
 * SIGUSR2, backup-requests.ts) or `npm run backup` when no server runs.
 * PostgreSQL: `pg_dump` in the custom format, on a snapshot exported by a repeatable-read
 * transaction in which the rows were counted: the counts and the dump see the same data.
 *
 * The database is dumped before the uploads are packed (or fetched from the bucket): a file is
 * stored before the row that names it, so every upload the dump names is in the file.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import pg from 'pg';
import type { Database } from '../db/client';
import { type FileStore, folderOf, storeSize } from '../modules/uploads/file-store';
import { folderSize, writeArchive } from './archive';
import { appVersion, countRows, type Manifest } from './manifest';
import { runPgTool } from './pg-tools';

/** A backup written: its file and what it holds. */
export interface BackupResult {
  file: string;
  manifest: Manifest;
}

interface Dumped {
  kind: Manifest['database']['kind'];
  file: string;
  counts: Record<string, number>;
  createdAt: Date;
}

async function dumpPglite(database: Database, staging: string): Promise<Dumped> {
  const client = database.pglite;
  if (!client) throw new Error('dumpPglite needs the embedded database');
  // A checkpoint first: the dump then carries little WAL, and a restore replays little.
  await client.query('checkpoint');
  const snapshot = await client.transaction(async (tx) => {
    const counts = await countRows(async (text) => (await tx.query<Record<string, unknown>>(text)).rows);
    const createdAt = new Date();
    return { counts, createdAt, dump: await client.dumpDataDir('none') };
  });
  const file = 'database/pglite.tar';
  const source = Readable.fromWeb(snapshot.dump.stream() as unknown as WebReadableStream);
  await pipeline(source, createWriteStream(path.join(staging, file), { mode: 0o600 }));
  return { kind: 'pglite', file, counts: snapshot.counts, createdAt: snapshot.createdAt };
}

async function dumpPostgres(databaseUrl: string, staging: string): Promise<Dumped> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const exported = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const counts = await countRows(async (text) => (await client.query(text)).rows);
    const createdAt = new Date();
    const file = 'database/postgres.dump';
    await runPgTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${exported.rows[0].id}`,
        `--file=${path.join(staging, file)}`,
      ],
      databaseUrl,
    );
    await client.query('commit');
    return { kind: 'postgres', file, counts, createdAt };
  } finally {
    await client.end();
  }
}

/** Every file of an S3 bucket's uploads, fetched into `dir` as `docs/…` and `gallery/…`. */
async function fetchUploads(files: FileStore, dir: string): Promise<void> {
  for (const kind of ['doc', 'gallery'] as const)
    await mkdir(path.join(dir, folderOf(kind)), { recursive: true });
  for await (const f of files.list()) {
    const data = await files.get(f.kind, f.storedName);
    // Removed since it was listed (a gallery image deleted): not in the backup, as not in the store.
    if (data) await writeFile(path.join(dir, folderOf(f.kind), f.storedName), data, { mode: 0o600 });
  }
}

/**
 * Writes a backup into `outDir`. On PGlite `database` is the open embedded database (this process
 * holds its data directory); on PostgreSQL the dump is made by pg_dump from `databaseUrl`. `files`
 * is the store the server keeps the uploads in.
 */
export async function makeBackup(opts: {
  dataDir: string;
  outDir: string;
  database: Database | null;
  databaseUrl: string | null;
  files: FileStore;
}): Promise<BackupResult> {
  await mkdir(opts.outDir, { recursive: true });
  const staging = await mkdtemp(path.join(opts.outDir, '.neelami-backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const dumped = opts.database?.pglite
      ? await dumpPglite(opts.database, staging)
      : await dumpPostgres(requireUrl(opts.databaseUrl), staging);
    let uploadsDir: string | null = path.join(opts.dataDir, 'uploads');
    let uploads = { files: 0, bytes: 0 };
    if (opts.files.where === 'database') {
      uploadsDir = null;
      uploads = await storeSize(opts.files);
    } else if (opts.files.where === 's3') {
      uploadsDir = path.join(staging, 'bucket-uploads');
      await fetchUploads(opts.files, uploadsDir);
      uploads = await folderSize(uploadsDir);
    } else {
      uploads = await folderSize(uploadsDir);
    }
    const manifest: Manifest = {
      format: 'neelami-backup',
      formatVersion: 1,
      createdAt: dumped.createdAt.toISOString(),
      appVersion: appVersion(),
      database: { kind: dumped.kind, file: dumped.file },
      counts: dumped.counts,
      uploads,
      uploadsIn: opts.files.where,
    };
    const file = await writeArchive({ staging, manifest, uploadsDir, outDir: opts.outDir });
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function requireUrl(url: string | null): string {
  if (!url) throw new Error('makeBackup needs the open embedded database or a DATABASE_URL');
  return url;
}
