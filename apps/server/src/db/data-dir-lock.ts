/**
 * PGlite is one process's database: two processes opening one data directory corrupt it. Whoever
 * opens the embedded database (the server, admin:create, backup, restore) first writes
 * `DATA_DIR/neelami.lock` (created exclusively) naming its process; a second opener reads it and
 * stops with a message naming the holder. A lock left by a process that died (kill -9, power cut)
 * is taken over: its process no longer runs.
 */
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the lock file says about the process holding the data directory. */
export interface LockHolder {
  /** What holds it: 'server', 'backup', 'restore', 'create-admin'… */
  name: string;
  /** True when the holder is a server that makes a backup on SIGUSR2 (backup-requests.ts). */
  backups?: boolean;
}

export interface LockInfo extends LockHolder {
  pid: number;
  since: string;
}

/** The data directory is held by another running process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The data directory ${dataDir} is in use by the ${holder.name} (process ${holder.pid}, since ${holder.since}): ` +
        'only one process may open the embedded database at a time.',
    );
  }
}

export const lockFile = (dataDir: string) => path.join(dataDir, 'neelami.lock');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it runs, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live holder of the data directory, or null (no lock, or one left by a dead process). */
export function readDataDirLock(dataDir: string): LockInfo | null {
  let info: LockInfo;
  try {
    info = JSON.parse(readFileSync(lockFile(dataDir), 'utf8')) as LockInfo;
  } catch {
    return null;
  }
  if (!Number.isInteger(info.pid) || info.pid <= 0) return null;
  return alive(info.pid) ? info : null;
}

/** A held lock; `release()` removes the file (once). */
export interface DataDirLock {
  release(): void;
}

/** Takes the data directory for this process, or throws DataDirInUseError. */
export function lockDataDir(dataDir: string, holder: LockHolder): DataDirLock {
  const info: LockInfo = { ...holder, pid: process.pid, since: new Date().toISOString() };
  const file = lockFile(dataDir);
  // Written aside, then linked into place: the lock appears whole or not at all, so a reader
  // never takes a half-written lock for a dead one.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${JSON.stringify(info)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const current = readDataDirLock(dataDir);
        if (current || attempt > 0) throw new DataDirInUseError(dataDir, current ?? info);
        // Left by a process that no longer runs: take it over.
        rmSync(file, { force: true });
      }
    }
  } finally {
    rmSync(draft, { force: true });
  }
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      rmSync(file, { force: true });
    },
  };
}
