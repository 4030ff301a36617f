import { messages } from '@neelami/shared/messages';
import { currentLanguage } from '../../../i18n/i18n';
import { apiErrorOf, unreachable } from '../../../lib/api';
import { fileNameOf, saveBlob } from '../../../lib/save-blob';
import { getToken } from '../../../lib/session';

/**
 * GET /api/sales/:id/tax-invoice: the sale's GST tax invoice PDF (buyer, owner, Admin), saved under
 * the server's file name. Before the sale is paid the server answers 409 with its message (thrown).
 */
export async function downloadTaxInvoice(saleId: string, fallbackName: string): Promise<void> {
  const headers: Record<string, string> = { 'accept-language': currentLanguage() };
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api/sales/${encodeURIComponent(saleId)}/tax-invoice`, { headers });
  } catch {
    throw unreachable(messages.somethingWentWrong);
  }
  if (!res.ok) throw apiErrorOf(res.status, await res.json().catch(() => ({})), messages.somethingWentWrong);
  saveBlob(await res.blob(), fileNameOf(res, fallbackName));
}
