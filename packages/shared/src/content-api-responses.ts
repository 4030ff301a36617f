import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import type { Same } from './common-responses';
import type { ContactQuery } from './contact';
import type { OutboxMessage } from './notify';
import type { ReportDataResponse, ReportEventOption } from './reports';
import { REPORT_COLUMN_TYPES } from './reports';
import type { GalleryList } from './uploads';

/** A stored enquiry (ContactQuery). */
export const contactQuerySchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdDate: isoInstant,
});
export const savedContactResponse = succeeded({ message: z.string(), data: contactQuerySchema });
export const contactQueriesResponse = succeeded({ data: z.array(contactQuerySchema) });

/** POST /api/upload/doc, /api/admin/uploadUserDoc/:id, /api/general/gallery (UploadResult). */
export const uploadResponse = succeeded({
  message: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
  originalName: z.string(),
  /** Anonymous uploads only: send it as `X-Upload-Key` with the registration. */
  uploadKey: z.string().optional(),
});
export const galleryResponse = succeeded({ images: z.array(z.string()) });

/** One e-mail or SMS of the outbox (OutboxMessage). */
export const outboxMessageSchema = z.strictObject({
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  purpose: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'recorded']),
  error: z.string().nullable(),
  createdAt: isoInstant,
  sentAt: z.nullable(isoInstant),
});
export const outboxResponse = succeeded({ data: z.array(outboxMessageSchema) });

/** GET /api/health (API.md); 503 with `dbReachable: false` while the database is away. */
export const healthResponse = z.strictObject({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['pglite', 'postgres']),
  realtime: z.enum(['memory', 'redis']),
  dbReachable: z.literal(false).optional(),
});

/** GET /api/report/events: the report selectors (ReportEventOption). */
export const reportEventsResponse = succeeded({
  data: z.array(
    z.strictObject({
      _id: z.string(),
      auctionName: z.string(),
      titleName: z.string(),
      eventStart: isoInstant,
      eventEnd: isoInstant,
      subEvent: z.array(
        z.strictObject({
          _id: z.string(),
          auctionNo: z.number(),
          name: z.string(),
          subEventType: z.string(),
          status: z.string(),
        }),
      ),
    }),
  ),
});

/** POST /api/report/getReportData and `?format=json` (ReportDataResponse). */
export const reportDataResponse = succeeded({
  title: z.string(),
  columns: z.array(
    z.strictObject({ header: z.string(), type: z.enum(REPORT_COLUMN_TYPES), label: z.string().optional() }),
  ),
  notes: z.array(z.strictObject({ text: z.string(), tone: z.enum(['info', 'ok', 'bad']) })),
  data: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
});

// The answers are the shared interfaces the screens use.
true satisfies Same<z.output<typeof galleryResponse>, GalleryList>;
true satisfies Same<z.output<typeof contactQuerySchema>, ContactQuery>;
true satisfies Same<z.output<typeof outboxMessageSchema>, OutboxMessage>;

true satisfies Same<z.output<typeof reportEventsResponse>['data'][number], ReportEventOption>;
true satisfies Same<z.output<typeof reportDataResponse>, ReportDataResponse>;
