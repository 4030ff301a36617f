/** The integrity desk's call (API.md "Integrity desk"). Thin: parse, call the use case. */
import { integrityParamsSchema } from '@neelami/shared/integrity';
import { integrityDeskResponse } from '@neelami/shared/integrity-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { getIntegrityDesk } from './integrity-desk';

export async function integrityRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Admin, or the lot's owner after the close: the use case decides which lots (403 for the rest).
  r.get(
    '/api/admin/integrity/subEvents/:id',
    {
      schema: { params: integrityParamsSchema, response: { 200: integrityDeskResponse } },
      config: { access: ['Admin', 'Buyer', 'Seller'], failures: [403, 404] },
    },
    async (req) => ({
      success: true as const,
      ...(await getIntegrityDesk(opts.db, requireUser(req), req.params.id)),
    }),
  );
}
