import { messageResponse } from '@neelami/shared/api-responses';
import { idParamsSchema } from '@neelami/shared/catalog';
import { eventInputSchema, eventMessages } from '@neelami/shared/events';
import {
  eventsWithSubEventsResponse,
  savedEventResponse,
  staggeredResponse,
} from '@neelami/shared/events-api-responses';
import { staggerInputSchema } from '@neelami/shared/stagger';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { adminConflict, adminOnly, created, ok } from '../../plugins/route-options';
import { type EventRouteDeps, eventIdParams } from './route-params';
import { createEvent, deleteEvent, listEventsWithSubEvents, updateEvent } from './save-event';
import { staggerClosing } from './stagger-closing';

/** What OpenAPI says of the stagger (API.md "Staggered closing"). */
const staggerDoc = [
  "Sets the `eventEndsOn` of the event's active, open lots one after another in `serialNo` order: the first at `firstEndsOn`, each next one `minutes` (1 to 1440) later. Closed and inactive lots keep their times. Each lot's closing follows its new end as in a grid row edit (a lot with bids only ever closes later), its room hears the new closing time, and the change is a corrigendum (`event_changed`). An extension of one lot afterwards moves no other.",
  "Refused as a whole, nothing changed: 400 (`errors.firstEndsOn`) for a first close not after now or a close at or before its lot's start (the lot is named); 409 when the event has no active, open lot; 404 for an unknown event.",
  'Answers the lots it moved, in serial order, as saved.',
].join('\n');

/**
 * The admin's events (SPEC §7 Admin: createEvent, updateEvent, deleteEvent, getAllEvents) and the
 * staggered closing of an event's lots (API.md).
 */
export async function adminEventRoutes(app: FastifyInstance, opts: EventRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, changes, bidding } = opts;
  const clock = opts.clock ?? (() => new Date());

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
  r.post(
    '/api/admin/events/:id/stagger',
    {
      schema: {
        summary: "Stagger the closing of an event's active lots in serial order",
        description: staggerDoc,
        params: idParamsSchema,
        body: staggerInputSchema,
        response: ok(staggeredResponse),
      },
      config: adminConflict,
    },
    async (req) => {
      const eventId = req.params.id;
      const data = await staggerClosing(db, bidding, eventId, req.body, requireUser(req).id, clock());
      for (const s of data) changes.emit({ kind: 'sub-event', eventId, subEventId: s._id });
      return { success: true as const, message: eventMessages.staggered, data };
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
