/** Largest accepted upload (documents and gallery images): 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** SPEC §5 / §8 upload messages, shared by client checks and server answers. */
export const uploadMessages = {
  /** Registration and gallery uploads of another type. */
  onlyImagesAndPdfs: 'Only images and PDFs are allowed.',
  /** Admin verify screen uploads of another type. */
  onlyImageAndPdfFiles: 'Only image and PDF files are allowed',
  noFile: 'Please select a valid file.',
  tooLarge: 'The file is too large (at most 10 MB)',
  success: 'Upload successful!',
  failed: 'Upload failed.',
  errored: 'An error occurred during upload.',
  adminFailed: 'Upload failed',
  badFileName: 'Invalid file name',
  /** API.md "Uploads": a multipart body the parser cannot read (no boundary, cut short, garbage). */
  malformed: 'The upload could not be read: send the file as multipart/form-data in a field named file.',
  /** One transfer, one proof: a document backs one deposit, payment or lifting only. */
  attachedElsewhere:
    'This file is already the proof of another deposit or payment: upload the proof of this transfer.',
} as const;

/** MIME types accepted at registration (SPEC §9): pdf, jpeg, png, gif, webp. */
export const DOC_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
/** MIME types accepted on the admin verify screen (SPEC §5): pdf, jpeg, png. */
export const ADMIN_DOC_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** MIME types accepted by the gallery (SPEC §5): jpeg, png, gif, webp. */
export const GALLERY_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** Where stored files are served back. */
export const UPLOAD_URL_PREFIX = '/api/upload/files/';

/** A generated stored name: 32 hex characters and the extension of the detected type. */
export const STORED_NAME_PATTERN = /^[a-f0-9]{32}\.(pdf|jpg|png|gif|webp)$/;

/** The stored name inside an upload URL, or null when the URL is not one of ours. */
export function storedNameOf(url: string): string | null {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return null;
  const name = url.slice(UPLOAD_URL_PREFIX.length);
  return STORED_NAME_PATTERN.test(name) ? name : null;
}

/** POST /api/upload/doc answer. `uploadKey` lets an anonymous registrant read back the file. */
export interface UploadResult {
  success: true;
  message: string;
  fileUrl: string;
  fileName: string;
  originalName: string;
  uploadKey?: string;
}

/** GET /api/general/gallery answer. */
export interface GalleryList {
  success: true;
  images: string[];
}
