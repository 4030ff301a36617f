import { reportDataResponse } from '@neelami/shared/content-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { reportPath } from '../download-report';
import { reportOf, type ScreenReportKind } from '../report-kinds';

/** The report asked for with Submit. */
export interface ReportRequest {
  eventId: string;
  subEventId: string | null;
  /** Counts the Submits, so the same report asked again loads again. */
  n: number;
}

/** A report's table: POST /api/report/getReportData for ids 1–4 (API.md), the term report's `?format=json`. */
export function getReportData(kind: ScreenReportKind, eventId: string, subEventId: string | null) {
  const id = reportOf(kind).id;
  if (id === null) return api.get(`${reportPath(kind, eventId, subEventId)}?format=json`, reportDataResponse);
  return api.post('report/getReportData', { eventId, subEventId: subEventId ?? '', id }, reportDataResponse);
}

/** The report of the last Submit (none before it). */
export const useReportData = (kind: ScreenReportKind, request: ReportRequest | null) =>
  useQuery({
    queryKey: ['reports', kind, request],
    queryFn: () => getReportData(kind, request!.eventId, request!.subEventId),
    enabled: request !== null,
    staleTime: 0,
    retry: false,
  });
