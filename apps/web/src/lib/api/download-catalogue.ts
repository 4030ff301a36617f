import { messages } from '@neelami/shared/messages';
import { apiErrorOf, unreachable } from '../api';
import { fileNameOf, saveBlob } from '../save-blob';
import { getToken } from '../session';

/**
 * GET /api/general/event/:eventId/catalogue: saves the event's catalogue PDF. Throws the ApiError
 * of a refusal (FORBIDDEN: the member may not, and the message says why) or of no answer.
 */
export async function downloadCatalogue(eventId: string): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`/api/general/event/${encodeURIComponent(eventId)}/catalogue`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw unreachable(messages.somethingWentWrong);
  }
  if (!res.ok) throw apiErrorOf(res.status, await res.json().catch(() => ({})), messages.somethingWentWrong);
  saveBlob(await res.blob(), fileNameOf(res, 'catalogue.pdf'));
}
