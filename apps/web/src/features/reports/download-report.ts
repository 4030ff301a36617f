import { messages } from '@neelami/shared/messages';
import { reportMessages } from '@neelami/shared/reports';
import { tm } from '../../i18n/i18n';
import { ApiError, apiErrorOf, unreachable } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { getToken } from '../../lib/session';
import { reportOf, type ScreenReportKind } from './report-kinds';

/** The GET path of a report download (API.md): `report/<path>/:eventId[/:subEventId]`. */
export function reportPath(kind: ScreenReportKind, eventId: string, subEventId?: string | null): string {
  const base = `report/${reportOf(kind).path}/${encodeURIComponent(eventId)}`;
  return subEventId ? `${base}/${encodeURIComponent(subEventId)}` : base;
}

/**
 * Downloads a report as PDF or Excel with the bearer token and saves it under the
 * SPEC §9 default name (RankWiseReport.xlsx, TermReport.pdf…). A refusal throws an
 * ApiError with the server's message; SPEC §8 only logs a failed download, the
 * screen also shows it.
 */
export async function downloadReport(
  kind: ScreenReportKind,
  format: 'pdf' | 'xlsx',
  eventId: string,
  subEventId?: string | null,
): Promise<{ name: string; bytes: number }> {
  const token = getToken();
  const path = `/api/${reportPath(kind, eventId, subEventId)}${format === 'xlsx' ? '?format=xlsx' : ''}`;
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw unreachable(reportMessages.serverUnreachable);
  }
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw apiErrorOf(res.status, body, messages.somethingWentWrong);
  }
  let blob: Blob;
  try {
    blob = await res.blob();
  } catch {
    // The file stopped half-way (the server failed while streaming it).
    throw new ApiError(tm(reportMessages.downloadInterrupted), res.status, 'UNAVAILABLE');
  }
  const name = `${reportOf(kind).fileBase}.${format}`;
  saveBlob(blob, name);
  return { name, bytes: blob.size };
}
