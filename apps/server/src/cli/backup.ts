/**
 * `npm run backup [-- DIR]`: writes one consistent snapshot of the database and the uploads
 * (DATA_DIR/uploads, PostgreSQL's rows or the S3 bucket: wherever the server keeps them) to
 * DIR/neelami-backup-<date>-IST.tar.gz (DIR: the argument, else BACKUP_DIR, else ./backups).
 * PostgreSQL (DATABASE_URL): pg_dump makes the dump. Embedded PGlite: the running server makes it
 * when one holds DATA_DIR (asked by SIGUSR2); when none runs, this command opens the database
 * itself. Exit code 0 when the file was written, 1 otherwise.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { askServerForBackup } from '../backup/backup-requests';
import type { BackupResult } from '../backup/make-backup';
import { makeBackup } from '../backup/make-backup';
import { type Config, ConfigError, loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';
import { DataDirInUseError, readDataDirLock } from '../db/data-dir-lock';
import { openFileStore } from '../modules/uploads/open-file-store';

async function backupPglite(config: Config, outDir: string): Promise<BackupResult> {
  const holder = readDataDirLock(config.dataDir);
  if (holder?.backups) {
    console.log(`Asking the running server (process ${holder.pid}) for the backup…`);
    return askServerForBackup({ dataDir: config.dataDir, holder, outDir });
  }
  if (holder) throw new DataDirInUseError(config.dataDir, holder);
  if (!existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'))) {
    throw new Error(`There is no database in ${config.dataDir} to back up (is DATA_DIR right?).`);
  }
  const database = await openDatabase({ ...config, holder: { name: 'backup' } });
  try {
    const files = openFileStore(config, database);
    return await makeBackup({ dataDir: config.dataDir, outDir, database, databaseUrl: null, files });
  } finally {
    await database.close();
  }
}

async function backupPostgres(config: Config, outDir: string): Promise<BackupResult> {
  // pg_dump makes the dump; the connection reads the uploads' store (the rows, or the bucket).
  const database = await openDatabase(config);
  try {
    const files = openFileStore(config, database);
    return await makeBackup({
      dataDir: config.dataDir,
      outDir,
      database,
      databaseUrl: config.databaseUrl,
      files,
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  let config: Config;
  try {
    // Signs nothing: needs no JWT_SECRET and must not write a generated one into DATA_DIR.
    config = loadConfig(process.env, { jwtSecret: 'not-used-by-backup' });
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  // npm runs scripts in the repository's folder; a path the operator typed is read from where they were.
  const outDir = path.resolve(
    process.env.INIT_CWD ?? '.',
    process.argv[2] || process.env.BACKUP_DIR || 'backups',
  );
  const started = Date.now();
  const made = config.databaseUrl ? await backupPostgres(config, outDir) : await backupPglite(config, outDir);
  const { counts, uploads, database } = made.manifest;
  console.log(
    `Backup written: ${made.file}\n` +
      `  database: ${database.kind}, ${counts.bids ?? 0} bids, ${counts.users ?? 0} users, ${Object.keys(counts).length} tables\n` +
      `  uploads: ${uploads.files} files, ${uploads.bytes} bytes (${uploadsWhere(made.manifest.uploadsIn)})\n` +
      `  in ${((Date.now() - started) / 1000).toFixed(1)} s. It holds personal data and password hashes: keep it private.`,
  );
  return 0;
}

function uploadsWhere(where: 'disk' | 'database' | 's3' | undefined): string {
  if (where === 'database') return 'in the PostgreSQL dump';
  if (where === 's3') return 'fetched from the S3 bucket';
  return 'from DATA_DIR/uploads';
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
