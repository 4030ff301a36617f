import { fileBody } from '@neelami/shared/api-responses';
import { uploadResponse } from '@neelami/shared/content-api-responses';
import { ADMIN_DOC_MIME_TYPES, DOC_MIME_TYPES, uploadMessages } from '@neelami/shared/uploads';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import type { FileStore } from './file-store';
import { readSingleFile, registerMultipart } from './multipart';
import { readUpload, type SharedWith } from './read-upload';
import { storeUpload, uploadKeyHeaders } from './store-upload';

/**
 * Uploads (SPEC §7 upload/doc, API.md): registration documents (also
 * anonymous, rate-limited), the admin's documents for a member, and reading a
 * stored file back.
 */
export async function uploadRoutes(
  app: FastifyInstance,
  // memberExists: the users module's answer, passed in by app.ts (users sits above uploads);
  // sharedWith: whether a module above (sales) shares a member's document with another member.
  opts: {
    db: Db;
    files: FileStore;
    memberExists: (userId: string) => Promise<boolean>;
    sharedWith?: SharedWith;
  },
) {
  await registerMultipart(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: opts.db, files: opts.files, sharedWith: opts.sharedWith };
  const docLimit = app.limiter({
    name: 'upload-doc',
    max: 30,
    windowMs: 10 * 60_000,
    key: (req) => (req.user ? `u:${req.user.id}` : `ip:${req.ip}`),
  });

  // SPEC §5 Registration uploads: pdf, jpeg, png, gif, webp, checked by content.
  r.post(
    '/api/upload/doc',
    {
      schema: { response: { 201: uploadResponse } },
      config: { access: 'optional', failures: [413, 415, 429], multipart: true },
    },
    async (req, reply) => {
      await docLimit.hit(req, reply);
      const file = await readSingleFile(req);
      const result = await storeUpload(deps, {
        kind: 'doc',
        data: file.data,
        originalName: file.filename,
        allowed: DOC_MIME_TYPES,
        typeMessage: uploadMessages.onlyImagesAndPdfs,
        ownerId: req.user?.id ?? null,
        uploadedBy: req.user?.id ?? null,
      });
      return reply.status(201).send(result);
    },
  );

  // SPEC §5 "Admin verify screen uploads: pdf, jpeg, png only"; the document belongs to the member.
  r.post(
    '/api/admin/uploadUserDoc/:id',
    {
      schema: { params: z.object({ id: z.uuid() }), response: { 201: uploadResponse } },
      config: { access: ['Admin'], failures: [413, 415], multipart: true },
    },
    async (req, reply) => {
      const admin = requireUser(req);
      if (!(await opts.memberExists(req.params.id))) throw AppError.notFound('User not found');
      const file = await readSingleFile(req);
      const result = await storeUpload(deps, {
        kind: 'doc',
        data: file.data,
        originalName: file.filename,
        allowed: ADMIN_DOC_MIME_TYPES,
        typeMessage: uploadMessages.onlyImageAndPdfFiles,
        ownerId: req.params.id,
        uploadedBy: admin.id,
      });
      return reply.status(201).send(result);
    },
  );

  // Gallery images for anyone; documents for their owner, Admin, the registrant holding the upload key,
  // or a member the document is shared with (the other party of a sale's payment proof or slip).
  r.get(
    '/api/upload/files/:name',
    {
      schema: {
        params: z.object({ name: z.string().max(100) }),
        headers: uploadKeyHeaders,
        response: { 200: { description: 'The stored file', content: { '*/*': { schema: fileBody } } } },
      },
      config: { access: 'optional', failures: [403] },
    },
    async (req, reply) => {
      const keyHeader = req.headers['x-upload-key'];
      const file = await readUpload(deps, {
        storedName: req.params.name,
        user: req.user,
        key: typeof keyHeader === 'string' ? keyHeader : null,
      });
      reply.header('content-type', file.mime);
      if (file.kind === 'gallery') {
        reply.header('cache-control', 'public, max-age=86400, immutable');
        reply.header('content-disposition', `inline; filename="${req.params.name}"`);
      } else {
        // A member's KYC document: never cached, never rendered as a page of this origin.
        reply.header('cache-control', 'private, no-store');
        reply.header('content-disposition', `attachment; filename="${req.params.name}"`);
        reply.header('content-security-policy', "default-src 'none'; sandbox");
      }
      return reply.send(file.data);
    },
  );
}
