import { outboxResponse } from '@neelami/shared/content-api-responses';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { listOutbox } from './outbox-queries';

/** API.md: GET /api/admin/outbox, the e-mails and SMS the platform sent, newest first (Admin). */
export async function notifyRoutes(app: FastifyInstance, opts: { db: Db }) {
  app.get(
    '/api/admin/outbox',
    { schema: { response: { 200: outboxResponse } }, config: { access: ['Admin'] } },
    async () => ({
      success: true as const,
      data: await listOutbox(opts.db),
    }),
  );
}
