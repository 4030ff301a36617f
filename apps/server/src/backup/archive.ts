/**
 * The backup file: one .tar.gz holding `manifest.json`, `database/…` (the dump) and `uploads/…`
 * (the files of DATA_DIR/uploads or of the S3 bucket, as `docs/…` and `gallery/…`; with uploads in
 * PostgreSQL they are in the dump instead). Written under a temporary name and renamed when complete, so a
 * file named `neelami-backup-….tar.gz` is always whole.
 */
import { existsSync } from 'node:fs';
import { lstat, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { backupFileName, type Manifest, manifestSchema } from './manifest';

/** Files and bytes under a folder (0 when it does not exist). */
export async function folderSize(dir: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  if (!existsSync(dir)) return total;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    total.files++;
    total.bytes += (await lstat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/**
 * Packs `staging` (manifest.json and database/, already written there) and `uploadsDir` (none when
 * the uploads are rows of the dump) into `outDir/neelami-backup-<date>.tar.gz`; gives the file's path.
 */
export async function writeArchive(opts: {
  staging: string;
  manifest: Manifest;
  uploadsDir: string | null;
  outDir: string;
}): Promise<string> {
  await writeFile(path.join(opts.staging, 'manifest.json'), `${JSON.stringify(opts.manifest, null, 2)}\n`);
  const entries = ['manifest.json', 'database'];
  if (opts.uploadsDir && existsSync(opts.uploadsDir)) {
    // Packed through a link (tar's `follow`), so the uploads are read in place, not copied first.
    await symlink(opts.uploadsDir, path.join(opts.staging, 'uploads'), 'dir');
    entries.push('uploads');
  }
  const at = new Date(opts.manifest.createdAt);
  const partial = path.join(opts.outDir, `.${backupFileName(at)}.${process.pid}.partial`);
  try {
    // Created private first (tar keeps the mode): the file holds personal data and password hashes.
    await writeFile(partial, '', { mode: 0o600 });
    await tar.c({ gzip: true, file: partial, cwd: opts.staging, follow: true, portable: true }, entries);
    for (let n = 1; ; n++) {
      const file = path.join(opts.outDir, backupFileName(at, n === 1 ? '' : `-${n}`));
      if (existsSync(file)) continue;
      await rename(partial, file);
      return file;
    }
  } finally {
    await rm(partial, { force: true });
  }
}

/** Unpacks a backup file into `into` and gives its manifest; a file that is no backup is refused. */
export async function readArchive(file: string, into: string): Promise<Manifest> {
  try {
    await tar.x({ file, cwd: into, strict: true });
  } catch (err) {
    throw new BackupFileError(`${file} is not a readable backup file (${(err as Error).message}).`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path.join(into, 'manifest.json'), 'utf8'));
  } catch {
    throw new BackupFileError(`${file} is not a Neelami backup: it has no manifest.json.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new BackupFileError(`${file} is not a Neelami backup this version can restore.`);
  const dump = path.join(into, parsed.data.database.file);
  if (!dump.startsWith(into + path.sep) || !existsSync(dump)) {
    throw new BackupFileError(`${file} is incomplete: ${parsed.data.database.file} is missing.`);
  }
  return parsed.data;
}

/** A backup file that cannot be restored (the message says why). */
export class BackupFileError extends Error {}
