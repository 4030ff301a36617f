import { messageResponse } from '@neelami/shared/api-responses';
import { contactInputSchema } from '@neelami/shared/contact';
import {
  contactQueriesResponse,
  galleryResponse,
  savedContactResponse,
  uploadResponse,
} from '@neelami/shared/content-api-responses';
import { messages } from '@neelami/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import type { FileStore } from '../uploads/file-store';
import { readSingleFile, registerMultipart } from '../uploads/multipart';
import { insertContactQuery, listContactQueries } from './contact-queries';
import { addGalleryImage, deleteGalleryImage, listGallery } from './gallery';

/** Content calls: the enquiry form and its list (SPEC §7 General), and the gallery (API.md). */
export async function contentRoutes(app: FastifyInstance, opts: { db: Db; files: FileStore }) {
  await registerMultipart(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: opts.db, files: opts.files };

  r.post(
    '/api/general/contactus',
    {
      schema: { body: contactInputSchema, response: { 201: savedContactResponse } },
      config: { access: 'public' },
    },
    async (req, reply) => {
      const data = await insertContactQuery(opts.db, req.body);
      return reply.status(201).send({ success: true as const, message: messages.contactSuccess, data });
    },
  );

  // SPEC §2 Contact Us Query: the read-only list, Admin only (API.md).
  r.get(
    '/api/general/allContactUs',
    { schema: { response: { 200: contactQueriesResponse } }, config: { access: ['Admin'] } },
    async () => ({
      success: true as const,
      data: await listContactQueries(opts.db),
    }),
  );

  r.get(
    '/api/general/gallery',
    { schema: { response: { 200: galleryResponse } }, config: { access: 'public' } },
    async () => ({
      success: true as const,
      images: await listGallery(deps),
    }),
  );

  r.post(
    '/api/general/gallery',
    {
      schema: { response: { 201: uploadResponse } },
      config: { access: ['Admin'], failures: [413, 415], multipart: true },
    },
    async (req, reply) => {
      const admin = requireUser(req);
      const file = await readSingleFile(req);
      const result = await addGalleryImage(deps, {
        data: file.data,
        originalName: file.filename,
        adminId: admin.id,
      });
      return reply.status(201).send(result);
    },
  );

  r.delete(
    '/api/general/gallery/:filename',
    {
      schema: { params: z.object({ filename: z.string().max(200) }), response: { 200: messageResponse } },
      config: { access: ['Admin'] },
    },
    async (req) => deleteGalleryImage(deps, req.params.filename),
  );
}
