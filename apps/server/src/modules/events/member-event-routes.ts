import { fileBody, messageResponse } from '@neelami/shared/api-responses';
import { eventMessages, eventParamsSchema, termAcceptSchema } from '@neelami/shared/events';
import { liveRoomEventResponse } from '@neelami/shared/events-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { ok } from '../../plugins/route-options';
import { acceptTerms } from './accept-terms';
import { buildCatalogue, checkCatalogueAccess } from './download-catalogue';
import { getLiveRoomEvent } from './get-live-room-event';
import type { EventRouteDeps } from './route-params';

const pdf = { 200: { description: 'The PDF', content: { 'application/pdf': { schema: fileBody } } } };

/** A member's calls on an event: accepting its terms, the live room's event, the catalogue PDF. */
export async function memberEventRoutes(app: FastifyInstance, opts: EventRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, bidding } = opts;

  r.post(
    '/api/general/termAccept',
    {
      schema: { body: termAcceptSchema, response: ok(messageResponse) },
      config: { access: 'user', failures: [404] },
    },
    async (req) => {
      const user = requireUser(req);
      await acceptTerms(db, { eventId: req.body.eventId, userId: user.id, ip: req.ip });
      return { success: true as const, message: eventMessages.termsAccepted };
    },
  );
  r.get(
    '/api/general/event/:eventId',
    {
      schema: { params: eventParamsSchema, response: ok(liveRoomEventResponse) },
      config: { access: 'user' },
    },
    async (req) => ({
      success: true as const,
      data: await getLiveRoomEvent(db, bidding, req.params.eventId, requireUser(req)),
    }),
  );
  r.get(
    '/api/general/event/:eventId/catalogue',
    { schema: { params: eventParamsSchema, response: pdf }, config: { access: 'user', failures: [403] } },
    async (req, reply) => {
      await checkCatalogueAccess(db, requireUser(req));
      const { fileName, pdf } = await buildCatalogue(db, req.params.eventId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
