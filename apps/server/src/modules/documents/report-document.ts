/**
 * What a report file is drawn from, as plain data: its title and language, its columns, its rows in
 * chunks, its notes, and the facts of the event and sub-event(s) it covers. The reports module
 * gathers them (its `Report` is one of these); the PDF and Excel writers here draw them.
 */
import type { Language } from '@neelami/shared/language';
import type { ReportColumn, ReportNote } from '@neelami/shared/reports';

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

/** The event a report covers, as the file's details name it. */
export interface ReportEventFacts {
  auctionName: string;
  titleName: string;
  auctionType: string;
  auctionBehaviour: string;
  onBehalfOf: string;
  address: string;
  eventStart: Date;
  eventEnd: Date;
}

/** A sub-event a report covers, as the file's details name it (amounts in paise). */
export interface ReportSubEventFacts {
  auctionNo: number;
  name: string;
  subEventType: string;
  quantityOrTypesOfTrunk: string;
  unit: string;
  startValue: number;
  incrementOrDecrement: number;
  leadingAmount: number | null;
  status: string;
  closesAt: Date;
  closedAt: Date | null;
}

/** What a report is about: an event and one (or all) of its sub-events. */
export interface ReportDocumentScope {
  event: ReportEventFacts;
  /** The chosen sub-event, or null for the whole event. */
  subEvent: ReportSubEventFacts | null;
  /** The sub-events the report covers, in the event's order. */
  subEvents: ReportSubEventFacts[];
}

/** A report as the writers read it. Rows come in chunks and may be read lazily, so a large one is never held whole. */
export interface ReportDocument {
  title: string;
  /** The language of its words (titles, headings, notes, the file's frame); English when not set. */
  language?: Language;
  scope: ReportDocumentScope | null;
  columns: Column[];
  /** The rows in order, in chunks. */
  rows(): AsyncIterable<Cell[][]>;
  /** The notes as they stand after rows() was read to the end. */
  notesAfterRows(): ReportNote[];
  /** What the PDF prints under the table, once rows() was read (one short note). */
  closingNotes?(): ReportNote[];
}

/** The heading a person reads: the column's label in the report's language, else its English header. */
export const headingOf = (c: Pick<Column, 'header' | 'label'>) => c.label ?? c.header;

/** `#12 HMS Scrap`: how a sub-event is named in reports. */
export const subEventLabel = (s: Pick<ReportSubEventFacts, 'auctionNo' | 'name'>) =>
  `#${s.auctionNo} ${s.name}`;

/** SPEC §3: 'reverse' is special (lowest wins); every other type is forward. */
export const isReverse = (s: Pick<ReportSubEventFacts, 'subEventType'>) =>
  s.subEventType.toLowerCase() === 'reverse';
