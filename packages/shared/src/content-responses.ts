/**
 * What the content calls answer (API.md "General", "Admin"; SPEC §3 Contact, gallery, outbox), as
 * schemas the web app parses the answers with, each held to its shared interface.
 */
import * as z from 'zod/mini';
import type { Same } from './common-responses';
import type { ContactQuery } from './contact';
import type { OutboxMessage } from './notify';
import type { GalleryList } from './uploads';

/** GET /api/general/gallery. */
export const galleryListSchema = z.object({ success: z.literal(true), images: z.array(z.string()) });
true satisfies Same<z.output<typeof galleryListSchema>, GalleryList>;

/** A stored enquiry (GET /api/general/allContactUs). */
export const contactQuerySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdDate: z.string(),
});
true satisfies Same<z.output<typeof contactQuerySchema>, ContactQuery>;
export const contactQueryListSchema = z.object({ data: z.array(contactQuerySchema) });

/** One e-mail or SMS the platform sent (GET /api/admin/outbox). */
export const outboxMessageSchema = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  purpose: z.string(),
  status: z.enum(['pending', 'sent', 'failed', 'recorded']),
  error: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
true satisfies Same<z.output<typeof outboxMessageSchema>, OutboxMessage>;
export const outboxListSchema = z.object({ data: z.array(outboxMessageSchema) });
