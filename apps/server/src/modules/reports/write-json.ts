import type { Writable } from 'node:stream';
import type { ReportColumn } from '@neelami/shared/reports';
import { drained, yieldToLoop } from '../documents/drain';
import { type Report, toApiCell } from './report';

/**
 * Streams `{ success, title, columns, data, notes }` (ReportDataResponse): `data`
 * is SPEC §3's table, first row the headers. The notes come last because the bid
 * log knows its integrity only after reading every row, and JSON key order is free.
 */
export async function writeReportJson(report: Report, out: Writable): Promise<void> {
  // `header` stays the English heading clients find a column by; `label` is for people to read.
  const columns: ReportColumn[] = report.columns.map((c) => ({
    header: c.header,
    type: c.type,
    ...(c.label !== undefined ? { label: c.label } : {}),
  }));
  out.write(
    `{"success":true,"title":${JSON.stringify(report.title)},"columns":${JSON.stringify(columns)},"data":[${JSON.stringify(columns.map((c) => c.header))}`,
  );
  for await (const chunk of report.rows()) {
    let s = '';
    for (const row of chunk) s += `,${JSON.stringify(row.map(toApiCell))}`;
    out.write(s);
    await drained(out);
    await yieldToLoop();
  }
  out.end(`],"notes":${JSON.stringify(report.notesAfterRows())}}`);
}
