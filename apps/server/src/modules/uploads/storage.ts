import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME_PATTERN } from '@neelami/shared/uploads';

/** What a stored file is: a member's document or a public gallery image. */
export type UploadKind = 'doc' | 'gallery';

// Outside the web root (ARCHITECTURE.md "Uploads"): DATA_DIR/uploads/<kind>/<generated name>.
const dirOf = (dataDir: string, kind: UploadKind) =>
  path.join(dataDir, 'uploads', kind === 'doc' ? 'docs' : 'gallery');

/** A fresh name: 128 random bits in hex and the extension of the detected type. */
export function generateStoredName(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The file's path; refuses anything but a generated name, so no client text reaches the file system. */
export function storedPath(dataDir: string, kind: UploadKind, storedName: string): string {
  if (!STORED_NAME_PATTERN.test(storedName)) throw new Error(`not a stored name: ${storedName}`);
  return path.join(dirOf(dataDir, kind), storedName);
}

/** Writes a new file (never overwrites). */
export async function writeStoredFile(dataDir: string, kind: UploadKind, storedName: string, data: Buffer) {
  await mkdir(dirOf(dataDir, kind), { recursive: true });
  await writeFile(storedPath(dataDir, kind, storedName), data, { flag: 'wx', mode: 0o640 });
}

/** The file's bytes, or null when it is gone. */
export async function readStoredFile(
  dataDir: string,
  kind: UploadKind,
  storedName: string,
): Promise<Buffer | null> {
  try {
    return await readFile(storedPath(dataDir, kind, storedName));
  } catch {
    return null;
  }
}

/** Removes a file; a missing file is not an error. */
export async function removeStoredFile(dataDir: string, kind: UploadKind, storedName: string) {
  await rm(storedPath(dataDir, kind, storedName), { force: true });
}
