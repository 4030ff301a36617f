import { fileNameOf, saveBlob } from '../../lib/save-blob';
import { getToken } from '../../lib/session';

/** Downloads a private file (sent with the bearer token) under the server's file name or `fallbackName`. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? 'Something went wrong');
  }
  const blob = await res.blob();
  saveBlob(blob, fileNameOf(res, fallbackName));
}
