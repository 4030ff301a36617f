import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_URL_PREFIX, type UploadResult, uploadMessages } from '@neelami/shared/uploads';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { detectAllowedType } from './detect-type';
import { type FileStore, generateStoredName, type UploadKind } from './file-store';
import { deleteAbandonedDocs, insertUpload } from './upload-queries';

/** A registrant who never finished registering loses their documents after a day. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** The SHA-256 of an anonymous uploader's key, as stored. */
export const hashUploadKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** More keys than a registration may name documents (10) are not read. */
const MAX_UPLOAD_KEYS = 10;

/** API.md: the `X-Upload-Key` header (other headers pass untouched), for the OpenAPI document. */
export const uploadKeyHeaders = z.looseObject({
  'x-upload-key': z
    .string()
    .optional()
    .describe('Comma-separated `uploadKey`s that `upload/doc` answered: the documents they claim'),
});

/**
 * The keys an X-Upload-Key header carries (API.md: comma-separated, as `upload/doc` answered
 * them). Anything else in it (blanks, over-long values, keys past the tenth) is no key at all.
 */
export function uploadKeysOf(header: string | string[] | undefined): string[] {
  const values = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const keys = values
    .flatMap((v) => v.split(','))
    .map((k) => k.trim())
    .filter((k) => k.length > 0 && k.length <= 100);
  return [...new Set(keys)].slice(0, MAX_UPLOAD_KEYS);
}

/** A client's file name reduced to something safe to show (never used as a path). */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200);
}

/**
 * Stores one uploaded file after checking its real type: an empty file is
 * 'Please select a valid file.' (400), a type outside `allowed` gets
 * `typeMessage` (415). Anonymous uploads (registration) get a key that lets
 * only their uploader read them back until the account claims them.
 */
export async function storeUpload(
  deps: { db: Db; files: FileStore },
  input: {
    kind: UploadKind;
    data: Buffer;
    originalName: string;
    allowed: readonly string[];
    typeMessage: string;
    ownerId: string | null;
    uploadedBy: string | null;
  },
): Promise<UploadResult> {
  if (input.data.length === 0) throw AppError.invalid(uploadMessages.noFile, { file: uploadMessages.noFile });
  const type = await detectAllowedType(input.data, input.allowed);
  if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', input.typeMessage, { file: input.typeMessage });

  const anonymous = input.kind === 'doc' && !input.ownerId;
  const uploadKey = anonymous ? randomBytes(24).toString('base64url') : undefined;
  const storedName = generateStoredName(type.ext);
  const originalName = displayName(input.originalName);
  // The bytes before the row that names them: a backup's dump never names a missing file.
  await deps.files.put(input.kind, storedName, input.data);
  try {
    await insertUpload(deps.db, {
      storedName,
      kind: input.kind,
      mime: type.mime,
      sizeBytes: input.data.length,
      originalName,
      ownerId: input.ownerId,
      uploadedBy: input.uploadedBy,
      uploaderKeyHash: uploadKey ? hashUploadKey(uploadKey) : null,
    });
  } catch (err) {
    await deps.files.remove(input.kind, storedName);
    throw err;
  }
  if (anonymous) await purgeAbandonedDocs(deps);
  return {
    success: true,
    message: uploadMessages.success,
    fileUrl: `${UPLOAD_URL_PREFIX}${storedName}`,
    fileName: storedName,
    originalName,
    ...(uploadKey ? { uploadKey } : {}),
  };
}

/** Deletes documents of registrations that were never completed (rows and files). */
export async function purgeAbandonedDocs(deps: { db: Db; files: FileStore }, now = new Date()) {
  const names = await deleteAbandonedDocs(deps.db, new Date(now.getTime() - ABANDONED_AFTER_MS));
  for (const n of names) await deps.files.remove('doc', n);
}
