import { z } from 'zod';
import { textField } from './text';

/** SPEC §7 Reports: `id` of POST /api/report/getReportData. */
export const REPORT_IDS = { rankWise: 1, activeParticipants: 2, bidLog: 3, rank: 4 } as const;

/** The five reports of SPEC §2 "Reports". */
export const REPORT_KINDS = ['term', 'rankWise', 'activeParticipants', 'bidLog', 'rank', 'emd'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Per report: its title, the GET download path (API.md) and the default file name (SPEC §9). */
export const REPORTS: Record<
  ReportKind,
  { title: string; path: string; fileBase: string; id: number | null }
> = {
  term: { title: 'Term Report', path: 'genTermReport', fileBase: 'TermReport', id: null },
  rankWise: { title: 'Rank Wise Report', path: 'rankWiseReport', fileBase: 'RankWiseReport', id: 1 },
  activeParticipants: {
    title: 'Active Participants Report',
    path: 'activeParticipantsReport',
    fileBase: 'ActiveParticipantsReport',
    id: 2,
  },
  bidLog: { title: 'Bid Log Report', path: 'bidLogReport', fileBase: 'BidLogReport', id: 3 },
  rank: { title: 'Rank Report', path: 'rankReport', fileBase: 'RankReport', id: 4 },
  emd: { title: 'EMD Report', path: 'emdReport', fileBase: 'EmdReport', id: null },
};

/**
 * The sales report (API.md "After the award", GET /api/report/salesReport/:eventId): the whole
 * event only, no getReportData id; not one of REPORT_KINDS, whose downloads take a sub-event too.
 */
export const SALES_REPORT = {
  title: 'Sales Report',
  path: 'salesReport',
  fileBase: 'SalesReport',
  id: null,
} as const;

/** The report kind of a getReportData `id` (1–4). */
export const kindOfReportId = (id: number): ReportKind | undefined =>
  (Object.keys(REPORTS) as ReportKind[]).find((k) => REPORTS[k].id === id);

export const reportMessages = {
  eventRequired: 'Please select an event',
  eventInvalid: 'Please select a valid event',
  subEventInvalid: 'Please select a valid sub-event',
  reportIdInvalid: 'Report id must be 1 (rank-wise), 2 (active participants), 3 (bid log) or 4 (rank)',
  eventNotFound: 'Event not found',
  subEventNotFound: 'Sub-event not found',
  subEventNotOfEvent: 'This sub-event does not belong to the selected event',
  reportDataInvalid: 'The report data is not a valid table',
  downloadFailed: 'The report could not be downloaded. Please try again.',
  serverUnreachable: 'The server could not be reached.',
  downloadInterrupted: 'The download was interrupted.',
  loadFailed: 'The report could not be loaded. Please try again.',
  noRecords: 'No records found.',
} as const;

const eventIdSchema = z
  .string({ error: reportMessages.eventRequired })
  .trim()
  .min(1, { error: reportMessages.eventRequired })
  .pipe(z.uuid({ error: reportMessages.eventInvalid }));

// The legacy client sends '' or null when no sub-event is chosen: that means "the whole event".
const optionalSubEventIdSchema = z
  .union([z.literal(''), z.null(), z.uuid({ error: reportMessages.subEventInvalid })], {
    error: reportMessages.subEventInvalid,
  })
  .optional()
  .transform((v) => v || undefined);

/** POST /api/report/getReportData body (API.md): `{ eventId, subEventId?, id }`. */
export const reportDataInputSchema = z.object({
  eventId: eventIdSchema,
  subEventId: optionalSubEventIdSchema,
  id: z.coerce
    .number({ error: reportMessages.reportIdInvalid })
    .int({ error: reportMessages.reportIdInvalid })
    .min(1, { error: reportMessages.reportIdInvalid })
    .max(4, { error: reportMessages.reportIdInvalid }),
});
export type ReportDataInput = z.infer<typeof reportDataInputSchema>;

/** Path params of the GET report downloads: `/:eventId[/:subEventId]`. */
export const reportParamsSchema = z.object({
  eventId: z.uuid({ error: reportMessages.eventInvalid }),
  subEventId: z.uuid({ error: reportMessages.subEventInvalid }).optional(),
});

/** `?format=` of the GET report downloads: PDF by default, `xlsx` for Excel, `json` for the table. */
export const reportFormatQuerySchema = z.object({
  format: z.enum(['pdf', 'xlsx', 'json'], { error: 'format must be pdf, xlsx or json' }).default('pdf'),
});
export type ReportFormat = z.infer<typeof reportFormatQuerySchema>['format'];

/** How a column's cells are to be read and shown. */
export const REPORT_COLUMN_TYPES = ['text', 'integer', 'money', 'datetime'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/**
 * One column of a report table. `money` cells are rupees (numbers), `datetime` cells ISO strings.
 * `header` is the column's English heading, which clients find a column by; `label` is the heading
 * in the request's language, for people to read.
 */
export interface ReportColumn {
  header: string;
  type: ReportColumnType;
  label?: string;
}

/** A cell of SPEC §3 "Report result". */
export type ReportCell = string | number | null;

/** A note printed above the table (e.g. the bid log's integrity line); `tone` colours it. */
export interface ReportNote {
  text: string;
  tone: 'info' | 'ok' | 'bad';
}

/** The answer of getReportData and of `?format=json`: SPEC §3 rows (first row the headers) plus how to read them. */
export interface ReportDataResponse {
  success: true;
  title: string;
  columns: ReportColumn[];
  notes: ReportNote[];
  data: ReportCell[][];
}

const MAX_COLUMNS = 40;
const MAX_ROWS = 20_000;
const cellSchema = z.union([
  textField({ multiLine: true }).max(2000),
  z.number().finite(),
  z.boolean(),
  z.null(),
]);
const rowsSchema = z
  .array(z.array(cellSchema).max(MAX_COLUMNS), { error: reportMessages.reportDataInvalid })
  .min(1, { error: reportMessages.reportDataInvalid })
  .max(MAX_ROWS + 1, { error: `At most ${MAX_ROWS} rows` })
  // Refinements also run after a failed check in zod 4: never assume rows[0] exists.
  .refine((rows) => (rows[0]?.length ?? 0) > 0, { error: reportMessages.reportDataInvalid })
  .refine((rows) => rows.every((r) => Array.isArray(r) && r.length <= (rows[0]?.length ?? 0)), {
    error: 'Every row must have at most as many cells as the header row',
  });

/**
 * POST /api/report/genReport body (SPEC §7 "body is report data"): either the rows
 * themselves (first row the headers) or `{ title?, eventId?, subEventId?, columns?, data }`.
 */
export const genReportInputSchema = z.union(
  [
    rowsSchema.transform((data) => ({ data })),
    z
      .object({
        title: textField().trim().max(120).optional(),
        eventId: z.uuid({ error: reportMessages.eventInvalid }).optional(),
        subEventId: optionalSubEventIdSchema,
        columns: z
          .array(
            z.object({
              header: textField().max(200),
              type: z.enum(REPORT_COLUMN_TYPES),
            }),
          )
          .max(MAX_COLUMNS)
          .optional(),
        data: rowsSchema,
      })
      .refine((b) => !b.columns || b.columns.length === b.data?.[0]?.length, {
        error: 'columns must describe every header cell',
        path: ['columns'],
      })
      .refine((b) => !b.subEventId || b.eventId, { error: reportMessages.eventRequired, path: ['eventId'] }),
  ],
  { error: reportMessages.reportDataInvalid },
);
export type GenReportInput = z.infer<typeof genReportInputSchema>;

/** One sub-event in the report screens' selector. */
export interface ReportSubEventOption {
  _id: string;
  auctionNo: number;
  name: string;
  subEventType: string;
  status: string;
}

/** One event in the report screens' selector, with its sub-events (GET /api/report/events). */
export interface ReportEventOption {
  _id: string;
  auctionName: string;
  titleName: string;
  eventStart: string;
  eventEnd: string;
  subEvent: ReportSubEventOption[];
}
