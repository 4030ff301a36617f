// `npm run bench:backup`: how long `npm run backup` and `npm run restore` take on an auction of
// 100,000 bids (BENCH_BIDS). Seeds a file-backed PGlite data directory (or, with
// BENCH_DATABASE_URL, a scratch PostgreSQL database), runs the built commands
// (apps/server/dist/backup.js, restore.js) as an operator would, and prints JSON: seconds, the
// backup's size, and whether the restore found every row and a verifying chain.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { BIDS, scratchDatabase, seed, seedPostgres } from './seed-bid-log';

const root = path.resolve(import.meta.dirname, '../..');

function run(script: 'backup' | 'restore', arg: string, env: Record<string, string>) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [path.join(root, `apps/server/dist/${script}.js`), arg], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
  });
  const seconds = Math.round((performance.now() - t0) / 100) / 10;
  if (r.status !== 0) throw new Error(`${script} failed:\n${r.stdout}\n${r.stderr}`);
  return { seconds, stdout: r.stdout };
}

async function main() {
  const build = spawnSync('npm', ['run', 'build:server', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('npm run build:server failed');
  const work = mkdtempSync(path.join(tmpdir(), 'neelami-bench-backup-'));
  const pgBase = process.env.BENCH_DATABASE_URL;
  const source = pgBase ? await scratchDatabase(pgBase, '_src') : null;
  const target = pgBase ? await scratchDatabase(pgBase, '_dst') : null;
  try {
    const dataDir = path.join(work, 'data');
    const seeded = source ? await seedPostgres(source.url) : await seed(dataDir);
    const out = path.join(work, 'backups');
    const backup = run('backup', out, { DATA_DIR: dataDir, ...(source ? { DATABASE_URL: source.url } : {}) });
    const file = path.join(out, readdirSync(out).filter((n) => n.endsWith('.tar.gz'))[0]);
    const restore = run('restore', file, {
      DATA_DIR: path.join(work, 'restored'),
      ...(target ? { DATABASE_URL: target.url } : {}),
    });
    const result = {
      bench: 'backup and restore of an auction with its bid log',
      bids: BIDS,
      database: source
        ? 'PostgreSQL (BENCH_DATABASE_URL, scratch databases)'
        : 'PGlite (file-backed, temp dir)',
      node: process.version,
      cpus: cpus().length,
      seedSeconds: Math.round(seeded.seconds * 10) / 10,
      backupSeconds: backup.seconds,
      backupMb: Math.round((statSync(file).size / 1024 / 1024) * 10) / 10,
      restoreSeconds: restore.seconds,
      restoreVerified: restore.stdout.includes('every chain verifies'),
      restoreOutput: restore.stdout.trim().split('\n'),
    };
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await source?.drop();
    await target?.drop();
  }
}

await main();
