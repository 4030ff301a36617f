import { messageResponse } from '@neelami/shared/api-responses';
import { idParamsSchema } from '@neelami/shared/catalog';
import { eventInputSchema, eventMessages } from '@neelami/shared/events';
import { eventsWithSubEventsResponse, savedEventResponse } from '@neelami/shared/events-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { adminConflict, adminOnly, created, ok } from '../../plugins/route-options';
import { type EventRouteDeps, eventIdParams } from './route-params';
import { createEvent, deleteEvent, listEventsWithSubEvents, updateEvent } from './save-event';

/** The admin's events (SPEC §7 Admin: createEvent, updateEvent, deleteEvent, getAllEvents). */
export async function adminEventRoutes(app: FastifyInstance, opts: EventRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, changes, bidding } = opts;

  r.post(
    '/api/admin/createEvent',
    { schema: { body: eventInputSchema, response: created(savedEventResponse) }, config: adminOnly },
    async (req, reply) => {
      const data = await createEvent(db, req.body);
      changes.emit({ kind: 'event', eventId: data._id });
      return reply.status(201).send({ success: true as const, message: eventMessages.eventCreated, data });
    },
  );
  r.put(
    '/api/admin/updateEvent/:id',
    {
      schema: { params: idParamsSchema, body: eventInputSchema, response: ok(savedEventResponse) },
      config: adminOnly,
    },
    async (req) => {
      const data = await updateEvent(db, req.params.id, req.body, new Date(), requireUser(req).id);
      changes.emit({ kind: 'event', eventId: data._id });
      return { success: true as const, message: eventMessages.eventUpdated, data };
    },
  );
  r.delete(
    '/api/admin/deleteEvent/:eventID',
    { schema: { params: eventIdParams, response: ok(messageResponse) }, config: adminConflict },
    async (req) => {
      await deleteEvent(db, bidding, req.params.eventID);
      changes.emit({ kind: 'event-deleted', eventId: req.params.eventID });
      return { success: true as const, message: eventMessages.eventDeleted };
    },
  );
  r.get(
    '/api/admin/getAllEvents',
    { schema: { response: ok(eventsWithSubEventsResponse) }, config: adminOnly },
    async () => ({
      success: true as const,
      data: await listEventsWithSubEvents(db, bidding),
    }),
  );
}
