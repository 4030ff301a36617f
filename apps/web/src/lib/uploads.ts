import { messages } from '@neelami/shared/messages';
import { MAX_UPLOAD_BYTES, type UploadResult, uploadMessages } from '@neelami/shared/uploads';
import { apiErrorOf, unreachable } from './api';
import { getToken } from './session';

/**
 * Checks a chosen file before it is sent (the server checks its content again):
 * the message to show, or null when it may go.
 */
export function checkFile(file: File | null, allowed: readonly string[], typeMessage: string): string | null {
  if (!file || file.size === 0) return uploadMessages.noFile;
  if (!allowed.includes(file.type)) return typeMessage;
  if (file.size > MAX_UPLOAD_BYTES) return uploadMessages.tooLarge;
  return null;
}

/**
 * Posts one file as multipart field `file` (SPEC §7 upload/doc) to `path` under
 * /api. Throws ApiError: status 0 when the call itself failed.
 */
export async function uploadFile(path: string, file: File): Promise<UploadResult> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api/${path}`, { method: 'POST', body, headers });
  } catch {
    throw unreachable(uploadMessages.errored);
  }
  const json = (await res.json().catch(() => ({}))) as Partial<UploadResult> & {
    message?: string;
    errors?: Record<string, string>;
  };
  if (!res.ok || !json.success) {
    throw apiErrorOf(res.status, json, uploadMessages.failed);
  }
  return json as UploadResult;
}

/**
 * The X-Upload-Key header that proves a registration holds its anonymous uploads (API.md: the
 * keys `upload/doc` answered, comma-separated); none when no key is known.
 */
export function uploadKeyHeader(keys: readonly (string | undefined)[]): Record<string, string> {
  const known = keys.filter((k): k is string => Boolean(k));
  return known.length > 0 ? { 'x-upload-key': known.join(',') } : {};
}

/**
 * Opens a stored document in a new tab. Documents are private, so the file is
 * fetched with the bearer token (or the registrant's upload key) and shown from
 * a blob; a plain link would be refused.
 */
export async function openStoredFile(url: string, uploadKey?: string): Promise<void> {
  // Opened before the fetch so that pop-up blockers see the user's click.
  const tab = window.open('', '_blank');
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (uploadKey) headers['x-upload-key'] = uploadKey;
  try {
    const res = await fetch(url, { headers });
    if (!res.ok) throw apiErrorOf(res.status, undefined, messages.notFound);
    const blob = await res.blob();
    const objectUrl = URL.createObjectURL(blob);
    if (tab) tab.location.href = objectUrl;
    else window.open(objectUrl, '_blank');
    setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}
