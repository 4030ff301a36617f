import { messageResponse } from '@neelami/shared/api-responses';
import { idParamsSchema } from '@neelami/shared/catalog';
import { eventMessages, flashInputSchema, flashUpdateSchema } from '@neelami/shared/events';
import { flashListResponse, savedFlashResponse } from '@neelami/shared/events-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOnly, created, ok } from '../../plugins/route-options';
import { addFlash, deleteFlash, listFlash, updateFlash } from './flash-messages';
import type { EventRouteDeps } from './route-params';

/** The admin's flash messages (SPEC §7 Admin: addFlash, updateFlash, deleteFlash, getAllFlash). */
export async function adminFlashRoutes(app: FastifyInstance, opts: EventRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, changes } = opts;

  r.post(
    '/api/admin/addFlash',
    {
      schema: { body: flashInputSchema, response: created(savedFlashResponse) },
      config: { access: ['Admin'], failures: [404] },
    },
    async (req, reply) => {
      const flash = await addFlash(db, req.body);
      changes.emit({ kind: 'flash', eventId: flash.eventId._id, message: flash.message });
      return reply.status(201).send({ success: true as const, message: eventMessages.flashSaved, flash });
    },
  );
  r.put(
    '/api/admin/updateFlash/:id',
    {
      schema: { params: idParamsSchema, body: flashUpdateSchema, response: ok(savedFlashResponse) },
      config: adminOnly,
    },
    async (req) => {
      const flash = await updateFlash(db, req.params.id, req.body.message);
      changes.emit({ kind: 'flash', eventId: flash.eventId._id, message: flash.message });
      return { success: true as const, message: eventMessages.flashSaved, flash };
    },
  );
  r.delete(
    '/api/admin/deleteFlash/:id',
    { schema: { params: idParamsSchema, response: ok(messageResponse) }, config: adminOnly },
    async (req) => {
      await deleteFlash(db, req.params.id);
      return { success: true as const, message: eventMessages.flashDeleted };
    },
  );
  r.get(
    '/api/admin/getAllFlash',
    { schema: { response: ok(flashListResponse) }, config: adminOnly },
    async () => ({
      success: true as const,
      flash: await listFlash(db),
    }),
  );
}
