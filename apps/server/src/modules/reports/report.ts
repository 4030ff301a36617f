import { isoIstDateTime } from '@neelami/shared/ist';
import type { ReportCell, ReportKind, ReportNote } from '@neelami/shared/reports';
import {
  type Cell,
  type Column,
  headingOf,
  isReverse,
  type Prepared,
  type ReportDocument,
  subEventLabel,
} from '../documents/report-document';
import type { EventRow, SubEventRow } from '../events/event-queries';

// A report's cells and columns, and how it names a column and a sub-event, are the files' own.
export type { Cell, Column, EventRow, Prepared, SubEventRow };
export { headingOf, isReverse, subEventLabel };

/** What a report is about: an event and one (or all) of its sub-events. */
export interface ReportScope {
  event: EventRow;
  /** The chosen sub-event, or null for the whole event. */
  subEvent: SubEventRow | null;
  /** The sub-events the report covers, in the event's order. */
  subEvents: SubEventRow[];
}

/**
 * One report, ready to be written as JSON, PDF or Excel (the documents module draws the files).
 * Rows come in chunks and may be read lazily from the database, so a large bid log is never held whole.
 */
export interface Report extends ReportDocument {
  kind: ReportKind | 'custom' | 'sales';
  /** SPEC §9 default file name without extension, e.g. `RankWiseReport`. */
  fileBase: string;
  scope: ReportScope | null;
  /** Reads what must be known before the rows (may cost a pass over the data). */
  prepare(): Promise<Prepared>;
}

/** A report whose rows are already in memory (all but the bid log). */
export function inMemoryReport(
  r: Omit<Report, 'prepare' | 'rows' | 'notesAfterRows'> & { notes: ReportNote[]; data: Cell[][] },
): Report {
  const { notes, data, ...rest } = r;
  return {
    ...rest,
    prepare: async () => ({ notes, rowCount: data.length }),
    async *rows() {
      if (data.length > 0) yield data;
    },
    notesAfterRows: () => notes,
  };
}

/** A cell as the JSON API carries it: times as ISO-8601 strings in IST (`…+05:30`), as their columns say. */
export function toApiCell(c: Cell): ReportCell {
  return c instanceof Date ? isoIstDateTime(c) : c;
}

/** SPEC §3 "Report result": the rows, first row the headers, as the API sends them. */
export async function collectRows(report: Report): Promise<ReportCell[][]> {
  const out: ReportCell[][] = [report.columns.map((c) => c.header)];
  for await (const chunk of report.rows()) for (const row of chunk) out.push(row.map(toApiCell));
  return out;
}

/** The scope's sub-events with their direction, as the bidding module's standings read them. */
export const directions = (scope: ReportScope) =>
  scope.subEvents.map((s) => ({ id: s.id, reverse: isReverse(s) }));

/** A bidder's name, e-mail and mobile as the rank reports print them ('—' for what is unknown). */
export function contactCells(
  p:
    | {
        organizationIndividualName: string;
        firstName: string;
        lastName: string;
        email: string;
        cellNumber: string;
      }
    | undefined,
): Cell[] {
  return [p ? personName(p) : '—', p?.email ?? '—', p?.cellNumber || '—'];
}

/** A person's display name: the organisation or individual name, else first and last name. */
export function personName(u: {
  organizationIndividualName: string;
  firstName: string;
  lastName: string;
}): string {
  return u.organizationIndividualName || `${u.firstName} ${u.lastName}`.trim() || '—';
}
