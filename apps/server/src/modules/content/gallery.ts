import {
  GALLERY_MIME_TYPES,
  UPLOAD_URL_PREFIX,
  type UploadResult,
  uploadMessages,
} from '@neelami/shared/uploads';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { FileStore } from '../uploads/file-store';
import { storeUpload } from '../uploads/store-upload';
import { deleteUpload, findUpload, listUploadNames } from '../uploads/upload-queries';

interface Deps {
  db: Db;
  files: FileStore;
}

/** GET /api/general/gallery: the image URLs, newest first (SPEC §3 Gallery). */
export async function listGallery(deps: Deps): Promise<string[]> {
  return (await listUploadNames(deps.db, 'gallery')).map((n) => `${UPLOAD_URL_PREFIX}${n}`);
}

/** POST /api/general/gallery (Admin): jpeg, png, gif or webp by content (SPEC §5 Gallery upload). */
export async function addGalleryImage(
  deps: Deps,
  input: { data: Buffer; originalName: string; adminId: string },
): Promise<UploadResult> {
  return storeUpload(deps, {
    kind: 'gallery',
    data: input.data,
    originalName: input.originalName,
    allowed: GALLERY_MIME_TYPES,
    typeMessage: uploadMessages.onlyImagesAndPdfs,
    ownerId: null,
    uploadedBy: input.adminId,
  });
}

/**
 * DELETE /api/general/gallery/:filename (Admin). A name with '/', '\' or '..'
 * is refused before anything else (ARCHITECTURE.md "Uploads"); only gallery
 * images can be deleted this way, never a member's document.
 */
export async function deleteGalleryImage(deps: Deps, filename: string) {
  if (filename.includes('/') || filename.includes('\\') || filename.includes('..')) {
    throw AppError.invalid(uploadMessages.badFileName, { filename: uploadMessages.badFileName });
  }
  const row = await findUpload(deps.db, filename);
  if (row?.kind !== 'gallery') throw AppError.notFound('Image not found');
  await deleteUpload(deps.db, row.id);
  await deps.files.remove('gallery', row.storedName);
  return { success: true as const, message: 'Image deleted' };
}
