import { messageResponse } from '@neelami/shared/api-responses';
import { catalogMessages, idParamsSchema, lotInputSchema } from '@neelami/shared/catalog';
import { lotsResponse, savedLotResponse } from '@neelami/shared/catalog-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { adminConflict, adminOnly, created, ok } from '../../plugins/route-options';
import { listLots } from './lot-queries';
import { createLot, deleteLot, updateLot } from './save-lot';

/** Lots (SPEC §7 createLot, getAllLots, updateLot; API.md deleteLot). */
export async function lotRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post(
    '/api/admin/createLot',
    { schema: { body: lotInputSchema, response: created(savedLotResponse) }, config: adminOnly },
    async (req, reply) => {
      const data = await createLot(db, req.body);
      return reply.status(201).send({ success: true as const, message: catalogMessages.lotSaved, data });
    },
  );
  r.get('/api/admin/getAllLots', { schema: { response: ok(lotsResponse) }, config: adminOnly }, async () => ({
    success: true as const,
    data: await listLots(db),
  }));
  r.put(
    '/api/admin/updateLot/:id',
    {
      schema: { params: idParamsSchema, body: lotInputSchema, response: ok(savedLotResponse) },
      config: adminOnly,
    },
    async (req) => ({
      success: true as const,
      message: catalogMessages.lotUpdated,
      data: await updateLot(db, req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/admin/deleteLot/:id',
    { schema: { params: idParamsSchema, response: ok(messageResponse) }, config: adminConflict },
    async (req) => {
      await deleteLot(db, req.params.id);
      return { success: true as const, message: catalogMessages.lotDeleted };
    },
  );
}
