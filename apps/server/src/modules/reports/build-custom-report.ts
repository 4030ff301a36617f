import { type GenReportInput, REPORT_KINDS, REPORTS, type ReportColumnType } from '@neelami/shared/reports';
import type { Db } from '../../db/client';
import { loadReportScope } from './load-report-scope';
import { type Cell, type Column, inMemoryReport, type Report } from './report';

const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** Reads a column's type from its cells when the caller did not say (SPEC §7: the body is just report data). */
function inferType(header: string, cells: unknown[]): ReportColumnType {
  const present = cells.filter((c) => c !== null && c !== '' && c !== undefined);
  if (present.length === 0) return 'text';
  if (present.every((c) => typeof c === 'string' && ISO_DATETIME.test(c))) return 'datetime';
  if (present.every((c) => typeof c === 'number')) {
    if (/₹|amount|bid|price|value/i.test(header)) return 'money';
    if (present.every((c) => Number.isInteger(c))) return 'integer';
    return 'money';
  }
  return 'text';
}

function toCell(v: string | number | boolean | null, type: ReportColumnType): Cell {
  if (v === null) return null;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (type === 'datetime' && typeof v === 'string' && ISO_DATETIME.test(v)) {
    const d = new Date(v);
    return Number.isNaN(d.getTime()) ? v : d;
  }
  if ((type === 'money' || type === 'integer') && typeof v !== 'number') return String(v);
  return v;
}

/**
 * POST /api/report/genReport (SPEC §7 "body is report data"): a PDF of a table the
 * client already holds. With an eventId the header names the event (and sub-event).
 */
export async function buildCustomReport(db: Db, input: GenReportInput): Promise<Report> {
  // The two accepted shapes (bare rows, or an object) have the same fields, some optional.
  const full = input as Extract<GenReportInput, { columns?: unknown }>;
  const { data, eventId, subEventId, columns: given } = full;
  const title = full.title || 'Report';
  const scope = eventId ? await loadReportScope(db, eventId, subEventId) : null;
  const [head, ...body] = data;
  const columns: Column[] = head.map((h, i) => {
    const header = h === null ? '' : String(h);
    const type =
      given?.[i]?.type ??
      inferType(
        header,
        body.map((r) => r[i]),
      );
    return {
      header,
      type,
      align: type === 'money' || type === 'integer' ? 'right' : 'left',
    } satisfies Column;
  });
  const rows: Cell[][] = body.map((r) => columns.map((c, i) => toCell(r[i] ?? null, c.type)));
  const kind = REPORT_KINDS.find((k) => REPORTS[k].title.toLowerCase() === title.toLowerCase());
  return inMemoryReport({
    kind: 'custom',
    title,
    fileBase: kind ? REPORTS[kind].fileBase : 'Report',
    scope,
    columns,
    notes: [],
    data: rows,
  });
}
