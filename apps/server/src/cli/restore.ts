/**
 * `npm run restore FILE`: brings a backup (from `npm run backup`) back into an EMPTY target: the
 * PGlite data directory DATA_DIR, or the PostgreSQL database DATABASE_URL, plus the uploads into
 * the store the server will read (DATA_DIR/uploads, PostgreSQL, or the S3 bucket of S3_BUCKET).
 * A target that holds a database or uploads, or a data directory a running process holds, is
 * refused (exit code 1) and left untouched. After the restore it counts the rows against the
 * backup's manifest and checks every lot's bid hash chain; exit code 0 only when all agree.
 */
import path from 'node:path';
import { BackupFileError } from '../backup/archive';
import { RestoreRefusedError, restoreBackup } from '../backup/restore-backup';
import { type Config, ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(process.env, { jwtSecret: 'not-used-by-restore' });
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  const file = process.argv[2];
  if (!file) return fail('Usage: npm run restore FILE (a neelami-backup-….tar.gz file).');
  const started = Date.now();
  console.log(
    `Restoring ${file} into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${config.dataDir}`}…`,
  );
  // npm runs scripts in the repository's folder; FILE is read from where the operator was.
  const r = await restoreBackup({
    file: path.resolve(process.env.INIT_CWD ?? '.', file),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    s3: config.s3,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `Restored the backup made at ${r.manifest.createdAt} (version ${r.manifest.appVersion}) in ${seconds} s:\n` +
      `  ${r.manifest.counts.bids ?? 0} bids, ${r.manifest.counts.users ?? 0} users; uploads: ${r.uploads.files} files\n` +
      `  bid hash chains: ${r.chains.lots} lots, ${r.chains.bids} bids checked`,
  );
  const problems = [...r.countMismatches, ...r.chains.problems];
  if (problems.length > 0) {
    return fail(`The restored data does not match the backup:\n  ${problems.join('\n  ')}`);
  }
  console.log('  every table has the rows of the backup and every chain verifies.');
  return 0;
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (
      err instanceof RestoreRefusedError ||
      err instanceof DataDirInUseError ||
      err instanceof BackupFileError
    ) {
      console.error(`${err.message}\nNothing was restored.`);
    } else {
      console.error(
        `Restore failed: ${err instanceof Error ? err.message : String(err)}\n` +
          'The target may hold part of the backup: empty it (or use a new one) before trying again.',
      );
    }
    process.exit(1);
  },
);
