import { isoIstDateTime } from '@neelami/shared/ist';
import type { Language } from '@neelami/shared/language';
import type { ReportCell, ReportColumn, ReportKind, ReportNote } from '@neelami/shared/reports';
import type { EventRow, SubEventRow } from '../events/event-queries';

export type { EventRow, SubEventRow };

/** What a report is about: an event and one (or all) of its sub-events. */
export interface ReportScope {
  event: EventRow;
  /** The chosen sub-event, or null for the whole event. */
  subEvent: SubEventRow | null;
  /** The sub-events the report covers, in the event's order. */
  subEvents: SubEventRow[];
}

/** A cell while a report is produced: `Date` in datetime columns, rupees in money columns. */
export type Cell = string | number | Date | null;

/** A report column; `widest` lists values it may hold that the first rows may not show (PDF column widths). */
export interface Column extends ReportColumn {
  width?: number;
  align?: 'left' | 'right' | 'center';
  widest?: string[];
  /** The PDF shows at most this many characters (e.g. the start of a hash); Excel and JSON all. */
  pdfMaxChars?: number;
}

/** What a writer needs before the first row (the PDF prints notes and page totals up front). */
export interface Prepared {
  notes: ReportNote[];
  rowCount: number;
}

/**
 * One report, ready to be written as JSON, PDF or Excel. Rows come in chunks and
 * may be read lazily from the database, so a large bid log is never held whole.
 */
export interface Report {
  kind: ReportKind | 'custom' | 'sales';
  title: string;
  /** The language of its words (titles, headings, notes, the file's frame); English when not set. */
  language?: Language;
  /** SPEC §9 default file name without extension, e.g. `RankWiseReport`. */
  fileBase: string;
  scope: ReportScope | null;
  columns: Column[];
  /** Reads what must be known before the rows (may cost a pass over the data). */
  prepare(): Promise<Prepared>;
  /** The rows in order, in chunks. */
  rows(): AsyncIterable<Cell[][]>;
  /** The notes as they stand after rows() was read to the end. */
  notesAfterRows(): ReportNote[];
  /** What the PDF prints under the table, once rows() was read (one short note). */
  closingNotes?(): ReportNote[];
}

/** The heading a person reads: the column's label in the report's language, else its English header. */
export const headingOf = (c: Pick<Column, 'header' | 'label'>) => c.label ?? c.header;

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

/** `#12 HMS Scrap`: how a sub-event is named in reports. */
export const subEventLabel = (s: Pick<SubEventRow, 'auctionNo' | 'name'>) => `#${s.auctionNo} ${s.name}`;

/** SPEC §3: 'reverse' is special (lowest wins); every other type is forward. */
export const isReverse = (s: Pick<SubEventRow, 'subEventType'>) => s.subEventType.toLowerCase() === 'reverse';

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
