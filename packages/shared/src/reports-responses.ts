/**
 * What the report calls answer (API.md "Reports"; SPEC §3 Report result), as schemas the web app
 * parses the answers with, each held to its interface in `reports.ts`.
 */
import * as z from 'zod/mini';
import { listResponseSchema, type Same } from './common-responses';
import type { ReportDataResponse, ReportEventOption } from './reports';

/** One event in the report screens' selector, with its sub-events (GET /api/report/events). */
export const reportEventOptionSchema = z.object({
  _id: z.string(),
  auctionName: z.string(),
  titleName: z.string(),
  eventStart: z.string(),
  eventEnd: z.string(),
  subEvent: z.array(
    z.object({
      _id: z.string(),
      auctionNo: z.number(),
      name: z.string(),
      subEventType: z.string(),
      status: z.string(),
    }),
  ),
});
true satisfies Same<z.output<typeof reportEventOptionSchema>, ReportEventOption>;
export const reportEventListSchema = listResponseSchema(reportEventOptionSchema);

/** getReportData and `?format=json`: the rows (first row the headers) and how to read them. */
export const reportDataResponseSchema = z.object({
  success: z.literal(true),
  title: z.string(),
  columns: z.array(
    z.object({
      header: z.string(),
      type: z.enum(['text', 'integer', 'money', 'datetime']),
      label: z.optional(z.string()),
    }),
  ),
  notes: z.array(z.object({ text: z.string(), tone: z.enum(['info', 'ok', 'bad']) })),
  data: z.array(z.array(z.nullable(z.union([z.string(), z.number()])))),
});
true satisfies Same<z.output<typeof reportDataResponseSchema>, ReportDataResponse>;
