import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir, lockFile, readDataDirLock } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'neelami-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('data directory lock', () => {
  it('names its holder, refuses a second opener, and frees the directory on release', () => {
    const lock = lockDataDir(dir, { name: 'server', backups: true });
    expect(readDataDirLock(dir)).toMatchObject({ name: 'server', backups: true, pid: process.pid });
    expect(() => lockDataDir(dir, { name: 'backup' })).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir, { name: 'backup' })).toThrow(/in use by the server \(process \d+/);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir, { name: 'restore' }).release();
  });

  it('takes over a lock left by a process that died', () => {
    writeFileSync(lockFile(dir), JSON.stringify({ name: 'server', pid: deadPid(), since: 'then' }));
    expect(readDataDirLock(dir)).toBeNull();
    const lock = lockDataDir(dir, { name: 'server' });
    expect(readDataDirLock(dir)?.pid).toBe(process.pid);
    lock.release();
  });
});
