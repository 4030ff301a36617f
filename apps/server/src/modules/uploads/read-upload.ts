import { timingSafeEqual } from 'node:crypto';
import { STORED_NAME_PATTERN } from '@neelami/shared/uploads';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type AuthUser, hasRole } from '../../plugins/access';
import type { FileStore, UploadKind } from './file-store';
import { hashUploadKey } from './store-upload';
import { findUpload } from './upload-queries';

/** A file to send back. */
export interface StoredFile {
  kind: UploadKind;
  mime: string;
  data: Buffer;
  originalName: string;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Who may read a stored file: gallery images are public; a member's document
 * only by its owner, a (verified) Admin, or — before the account exists — the
 * anonymous registrant holding the upload key. Anyone else learns nothing,
 * not even that the file exists (404).
 */
export function mayRead(
  row: { kind: string; ownerId: string | null; uploaderKeyHash: string | null },
  user: AuthUser | null,
  key: string | null,
): boolean {
  if (row.kind === 'gallery') return true;
  if (user && hasRole(user, ['Admin'])) return true;
  if (user && row.ownerId === user.id) return true;
  if (!row.ownerId && row.uploaderKeyHash && key) return sameHash(row.uploaderKeyHash, hashUploadKey(key));
  return false;
}

/**
 * Whether a module above uploads shares the document at `fileUrl` with `userId` (the sales module:
 * a payment's proof and a weighbridge slip are read by both the buyer and the owner of the lot).
 */
export type SharedWith = (fileUrl: string, userId: string) => Promise<boolean>;

/** Loads a stored file for `user` (or the holder of `key`); 404 when missing or not theirs. */
export async function readUpload(
  deps: { db: Db; files: FileStore; sharedWith?: SharedWith },
  input: { storedName: string; user: AuthUser | null; key: string | null },
): Promise<StoredFile> {
  if (!STORED_NAME_PATTERN.test(input.storedName)) throw AppError.notFound();
  const row = await findUpload(deps.db, input.storedName);
  if (!row) throw AppError.notFound();
  const shared = async () =>
    row.kind === 'doc' &&
    input.user !== null &&
    deps.sharedWith !== undefined &&
    (await deps.sharedWith(`/api/upload/files/${row.storedName}`, input.user.id));
  if (!mayRead(row, input.user, input.key) && !(await shared())) throw AppError.notFound();
  const data = await deps.files.get(row.kind as UploadKind, row.storedName);
  if (!data) throw AppError.notFound();
  return { kind: row.kind as UploadKind, mime: row.mime, data, originalName: row.originalName };
}
