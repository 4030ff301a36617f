import { buildApp } from './app';
import { backupRequestHandler } from './backup/backup-requests';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError } from './db/data-dir-lock';
import { openFileStore } from './modules/uploads/open-file-store';
import { seedDemoData } from './seed-demo-data';

/** Reads config, opens and migrates the database, seeds demo data, listens, shuts down gracefully. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const started = Date.now();
  if (!config.databaseUrl) {
    console.log(`Opening the embedded database in ${config.dataDir} (the first start takes a few seconds)…`);
  }
  // `npm run backup` asks this process for a backup of the embedded database with SIGUSR2 (only
  // the process holding a PGlite data directory may read it): the handler is in place before the
  // lock file says so, and answers once the app is up.
  let answerBackupRequests: (() => void) | null = null;
  if (!config.databaseUrl) process.on('SIGUSR2', () => answerBackupRequests?.());
  const database = await openDatabase({
    ...config,
    holder: { name: 'server', backups: !config.databaseUrl },
  });
  await database.migrate();
  const seeded = config.seedDemo ? await seedDemoData(database.db) : false;
  // One store of uploads for the app and the backups it makes (the disk, PostgreSQL or S3).
  const files = openFileStore(config, database);
  const app = await buildApp({ config, database, files });
  await app.listen({ port: config.port, host: config.host });
  if (!config.databaseUrl) {
    answerBackupRequests = backupRequestHandler({ dataDir: config.dataDir, database, files, log: app.log });
    answerBackupRequests();
  }
  const addr = app.server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  printBanner({ port, config, kind: database.kind, seeded, ms: Date.now() - started, web: !!config.webDist });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function printBanner(o: {
  port: number;
  config: ReturnType<typeof loadConfig>;
  kind: string;
  seeded: boolean;
  ms: number;
  web: boolean;
}) {
  const url = `http://localhost:${o.port}`;
  const lines = [
    '',
    '  Neelami e-auction platform is running',
    `  Web app:   ${url}${o.web ? '' : '  (web app not built: run npm run build)'}`,
    `  API:       ${url}/api/health`,
    `  Database:  ${o.kind === 'pglite' ? `embedded PGlite in ${o.config.dataDir}` : 'PostgreSQL'}`,
    `  Uploads:   ${o.config.s3 ? `S3 bucket ${o.config.s3.bucket}` : o.kind === 'pglite' ? `${o.config.dataDir}/uploads` : 'PostgreSQL'}`,
    `  Realtime:  ${o.config.redisUrl ? 'Socket.IO with Redis adapter' : 'Socket.IO (single instance)'}`,
    `  Started in ${(o.ms / 1000).toFixed(1)} s`,
  ];
  if (o.config.seedDemo) {
    lines.push(
      '',
      `  Demo accounts (password Demo@12345)${o.seeded ? ' — just created' : ''}:`,
      '    admin@example.com   buyer1@example.com   buyer2@example.com',
      '    seller@example.com  guest@example.com',
    );
  }
  lines.push('', '  Press Ctrl+C to stop.', '');
  console.log(lines.join('\n'));
}

main().catch((err) => {
  // A second server on one embedded database: say who holds it, without a stack trace.
  console.error(err instanceof DataDirInUseError ? err.message : err);
  process.exit(1);
});
