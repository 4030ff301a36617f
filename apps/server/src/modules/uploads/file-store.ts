import { randomBytes } from 'node:crypto';

/** What a stored file is: a member's document or a public gallery image. */
export type UploadKind = 'doc' | 'gallery';

/** One stored file, as a store lists it (backups). */
export interface StoredObject {
  kind: UploadKind;
  storedName: string;
  bytes: number;
}

/**
 * Where the bytes of uploads live (ARCHITECTURE.md "Uploads": where every instance can read them):
 * the local disk for the embedded database, PostgreSQL's `upload_files` with DATABASE_URL, or an
 * S3-compatible bucket when S3_BUCKET is set. One is chosen at start-up (open-file-store.ts); the
 * rows of `uploads` say who may read what, the store only keeps bytes under a generated name.
 */
export interface FileStore {
  /** Which store this is: backups pack 'disk' and 's3' files, PostgreSQL's dump holds 'database'. */
  readonly where: 'disk' | 'database' | 's3';
  /** Stores a new file (a generated name: never overwrites one). */
  put(kind: UploadKind, storedName: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  get(kind: UploadKind, storedName: string): Promise<Buffer | null>;
  /** Removes a file; a missing file is not an error. */
  remove(kind: UploadKind, storedName: string): Promise<void>;
  /** Every stored file (backups, and a restore's check that the target is empty). */
  list(): AsyncIterable<StoredObject>;
}

/** The folder (disk) or key part (S3) of each kind: `uploads/docs/…`, `uploads/gallery/…`. */
export const folderOf = (kind: UploadKind) => (kind === 'doc' ? 'docs' : 'gallery');

/** The kind a folder holds, or null for any other folder. */
export const kindOfFolder = (folder: string): UploadKind | null =>
  folder === 'docs' ? 'doc' : folder === 'gallery' ? 'gallery' : null;

/** A fresh name: 128 random bits in hex and the extension of the detected type. */
export function generateStoredName(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

/** The files and bytes a store holds (backups, restores). */
export async function storeSize(files: FileStore): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  for await (const f of files.list()) {
    total.files++;
    total.bytes += f.bytes;
  }
  return total;
}
