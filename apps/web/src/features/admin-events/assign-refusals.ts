import type { ApiError } from '../../lib/api';

/** The members an assignment refused (EMD short): each with the server's message naming it. */
export function refusedOf(err: ApiError, ids: readonly string[]): { userId: string; message: string }[] {
  const out: { userId: string; message: string }[] = [];
  for (const [key, message] of Object.entries(err.errors)) {
    const m = /^registeredBuyers\.(\d+)$/.exec(key);
    const userId = m ? ids[Number(m[1])] : undefined;
    if (userId) out.push({ userId, message });
  }
  return out;
}
