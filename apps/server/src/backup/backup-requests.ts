/**
 * A backup of the embedded database while the server runs. Only the server may open its PGlite
 * data directory, so `npm run backup` asks it: it writes a request file into
 * DATA_DIR/backup-requests, sends the server SIGUSR2 (the lock file names the server's process and
 * says it answers), and waits for the answer file the server writes beside it. Local only: whoever
 * can write DATA_DIR and signal the process may ask; no network, no credentials.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../db/client';
import { type LockInfo, readDataDirLock } from '../db/data-dir-lock';
import type { FileStore } from '../modules/uploads/file-store';
import { type BackupResult, makeBackup } from './make-backup';
import { manifestSchema } from './manifest';

const requestsDir = (dataDir: string) => path.join(dataDir, 'backup-requests');
const REQUEST = '.request.json';
const ANSWER = '.answer.json';

const requestSchema = z.object({ outDir: z.string().min(1) });
const answerSchema = z.union([
  z.object({ ok: z.literal(true), file: z.string(), manifest: manifestSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
type Answer = z.infer<typeof answerSchema>;

/** A backup the server was asked for and did not make (the message says why). */
export class BackupRequestError extends Error {}

function writeJsonAtomically(file: string, value: unknown) {
  writeFileSync(`${file}.tmp`, JSON.stringify(value), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
}

interface Log {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

async function answerPending(dataDir: string, database: Database, files: FileStore, log: Log) {
  const dir = requestsDir(dataDir);
  const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(REQUEST)) : [];
  for (const name of names) {
    const id = name.slice(0, -REQUEST.length);
    const requestFile = path.join(dir, name);
    let answer: Answer;
    try {
      const request = requestSchema.parse(JSON.parse(readFileSync(requestFile, 'utf8')));
      const started = Date.now();
      const made = await makeBackup({ dataDir, outDir: request.outDir, database, databaseUrl: null, files });
      answer = { ok: true, file: made.file, manifest: made.manifest };
      log.info({ file: made.file, ms: Date.now() - started, counts: made.manifest.counts }, 'backup written');
    } catch (err) {
      answer = { ok: false, message: err instanceof Error ? err.message : String(err) };
      log.error({ err }, 'backup failed');
    }
    writeJsonAtomically(path.join(dir, `${id}${ANSWER}`), answer);
    rmSync(requestFile, { force: true });
  }
}

/**
 * The server's side: a function to call on SIGUSR2 (and once at start, for requests made while it
 * started). Requests are answered one at a time, in the order the signals came.
 */
export function backupRequestHandler(opts: {
  dataDir: string;
  database: Database;
  /** The server's store of uploads (the disk, or an S3 bucket). */
  files: FileStore;
  log: Log;
}): () => void {
  let queue = Promise.resolve();
  return () => {
    queue = queue.then(() => answerPending(opts.dataDir, opts.database, opts.files, opts.log));
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The command's side: asks the running server `holder` for a backup into `outDir` and waits for it. */
export async function askServerForBackup(opts: {
  dataDir: string;
  holder: LockInfo;
  outDir: string;
  timeoutMs?: number;
}): Promise<BackupResult> {
  const dir = requestsDir(opts.dataDir);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  const answerFile = path.join(dir, `${id}${ANSWER}`);
  writeJsonAtomically(path.join(dir, `${id}${REQUEST}`), { outDir: opts.outDir });
  process.kill(opts.holder.pid, 'SIGUSR2');
  const deadline = Date.now() + (opts.timeoutMs ?? 60 * 60_000);
  try {
    while (!existsSync(answerFile)) {
      if (readDataDirLock(opts.dataDir)?.pid !== opts.holder.pid) {
        throw new BackupRequestError(
          `The server (process ${opts.holder.pid}) stopped before it made the backup.`,
        );
      }
      if (Date.now() > deadline) throw new BackupRequestError('The server did not make the backup in time.');
      await sleep(200);
    }
    const answer = answerSchema.parse(JSON.parse(readFileSync(answerFile, 'utf8')));
    if (!answer.ok) throw new BackupRequestError(`The server could not make the backup: ${answer.message}`);
    return { file: answer.file, manifest: answer.manifest };
  } finally {
    rmSync(path.join(dir, `${id}${REQUEST}`), { force: true });
    rmSync(answerFile, { force: true });
  }
}
