import { PassThrough } from 'node:stream';
import { fileBody } from '@neelami/shared/api-responses';
import { reportDataResponse, reportEventsResponse } from '@neelami/shared/content-api-responses';
import { isoIstDate } from '@neelami/shared/ist';
import { type Language, languageOf } from '@neelami/shared/language';
import {
  genReportInputSchema,
  kindOfReportId,
  REPORT_KINDS,
  REPORTS,
  type ReportFormat,
  reportDataInputSchema,
  reportFormatQuerySchema,
  reportParamsSchema,
  SALES_REPORT,
} from '@neelami/shared/reports';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { ReportAborted } from '../documents/drain';
import { writeReportPdf } from '../documents/report-pdf';
import { writeReportXlsx } from '../documents/report-xlsx';
import { findUserById } from '../users/user-queries';
import { buildCustomReport } from './build-custom-report';
import { buildReport } from './build-report';
import { buildSalesReport } from './build-sales-report';
import { contentDisposition, fileNamePart } from './format';
import { listReportEvents } from './list-report-events';
import { loadReportScope } from './load-report-scope';
import type { Report } from './report';
import { cellsInLanguage, inLanguage } from './report-words';
import { writeReportJson } from './write-json';

const contentTypes: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  json: 'application/json; charset=utf-8',
};

/** `RankWiseReport_Steel-Scrap-Auction_2025-11-22.xlsx`: the report, the event's name and its date (IST). */
export function reportFileName(report: Report, ext: 'pdf' | 'xlsx', generatedAt: Date): string {
  const event = report.scope?.event;
  const parts = [report.fileBase];
  if (event) parts.push(fileNamePart(event.auctionName), isoIstDate(event.eventStart));
  else parts.push(isoIstDate(generatedAt));
  return `${parts.join('_')}.${ext}`;
}

/**
 * The language a report is written in: Hindi when the request asks for it
 * (`Accept-Language: hi…`) or when the admin's profile language is Hindi (a browser's download
 * names the browser's languages, not the app's), else English.
 */
export async function reportLanguage(db: Db, req: FastifyRequest): Promise<Language> {
  if (languageOf(req.headers['accept-language']) === 'hi') return 'hi';
  const admin = await findUserById(db, requireUser(req).id);
  return admin?.language === 'hi' ? 'hi' : 'en';
}

/**
 * Sends a report streamed in the asked format. Everything that can fail with a
 * message (ids, the bid log's first pass) runs before the first byte, so bad
 * input gets a JSON error and never a broken file.
 */
async function sendReport(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  asBuilt: Report,
  format: ReportFormat,
) {
  const report = format === 'json' ? asBuilt : cellsInLanguage(asBuilt);
  const generatedAt = new Date();
  const prepared = format === 'pdf' ? await report.prepare() : null;
  const body = new PassThrough();
  reply.header('content-type', contentTypes[format]).header('cache-control', 'no-store');
  if (format !== 'json') {
    reply.header('content-disposition', contentDisposition(reportFileName(report, format, generatedAt)));
  }
  const write =
    format === 'pdf' && prepared
      ? writeReportPdf(report, prepared, body, { generatedAt })
      : format === 'xlsx'
        ? writeReportXlsx(report, body, { generatedAt })
        : writeReportJson(report, body);
  write.then(
    () => {
      if (!body.writableEnded) body.end();
    },
    (err) => {
      if (err instanceof ReportAborted) log.debug({ report: report.kind }, 'report download cancelled');
      else log.error({ err, report: report.kind }, 'report generation failed');
      body.destroy(err instanceof Error ? err : new Error(String(err)));
    },
  );
  return reply.send(body);
}

/** A report download: the PDF, the workbook (`?format=xlsx`) or its table (`?format=json`). */
const reportFile = {
  200: {
    description: 'The report in the asked format',
    content: {
      'application/pdf': { schema: fileBody },
      [contentTypes.xlsx]: { schema: fileBody },
      'application/json': { schema: reportDataResponse },
    },
  },
};
const reportPdf = {
  200: { description: 'The report (PDF)', content: { 'application/pdf': { schema: fileBody } } },
};
// The single-segment download has only the event in its path.
const eventOnlyParams = reportParamsSchema.pick({ eventId: true });

/** SPEC §7 Reports and API.md report calls: Admin only. */
export async function reportRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  // The report screens' event and sub-event selectors.
  r.get(
    '/api/report/events',
    { schema: { response: { 200: reportEventsResponse } }, config: { access: ['Admin'] } },
    async () => ({
      success: true as const,
      data: await listReportEvents(db),
    }),
  );

  r.post(
    '/api/report/getReportData',
    {
      schema: { body: reportDataInputSchema, response: { 200: reportDataResponse } },
      config: { access: ['Admin'], failures: [404] },
    },
    async (req, reply) => {
      const kind = kindOfReportId(req.body.id);
      if (!kind) throw new Error(`report id ${req.body.id} passed validation`);
      const report = await buildReport(db, kind, req.body, {}, await reportLanguage(db, req));
      return sendReport(reply, req.log, report, 'json');
    },
  );

  r.post(
    '/api/report/genReport',
    {
      schema: { body: genReportInputSchema, response: reportPdf },
      config: { access: ['Admin'], failures: [404] },
    },
    async (req, reply) => {
      const report = inLanguage(await buildCustomReport(db, req.body), await reportLanguage(db, req));
      return sendReport(reply, req.log, report, 'pdf');
    },
  );

  // API.md "After the award": every sale of the event with its figures, payments, DO and liftings.
  r.get(
    `/api/report/${SALES_REPORT.path}/:eventId`,
    {
      schema: { params: eventOnlyParams, querystring: reportFormatQuerySchema, response: reportFile },
      config: { access: ['Admin'] },
    },
    async (req, reply) => {
      const language = await reportLanguage(db, req);
      const scope = await loadReportScope(db, req.params.eventId);
      const report = inLanguage(await buildSalesReport(db, scope, req.query.format, language), language);
      return sendReport(reply, req.log, report, req.query.format);
    },
  );

  for (const kind of REPORT_KINDS) {
    const base = `/api/report/${REPORTS[kind].path}`;
    for (const [url, params] of [
      [`${base}/:eventId`, eventOnlyParams],
      [`${base}/:eventId/:subEventId`, reportParamsSchema.required()],
    ] as const) {
      r.get(
        url,
        {
          schema: { params, querystring: reportFormatQuerySchema, response: reportFile },
          config: { access: ['Admin'] },
        },
        async (req, reply) => {
          const report = await buildReport(db, kind, req.params, {}, await reportLanguage(db, req));
          return sendReport(reply, req.log, report, req.query.format);
        },
      );
    }
  }
}
