import { idParamsSchema } from '@neelami/shared/catalog';
import {
  enableAutoBidSchema,
  eventInputSchema,
  eventMessages,
  eventParamsSchema,
  flashInputSchema,
  flashUpdateSchema,
  subEventInputSchema,
  subEventParamsSchema,
  termAcceptSchema,
} from '@neelami/shared/events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireUser } from '../auth/access';
import { acceptTerms } from './accept-terms';
import { buildCatalogue, checkCatalogueAccess } from './download-catalogue';
import type { EventChanges } from './event-changes';
import { listEventsInPhase } from './event-queries';
import { addFlash, deleteFlash, listFlash, updateFlash } from './flash-messages';
import { getLiveRoomEvent } from './get-live-room-event';
import { createEvent, deleteEvent, listEventsWithSubEvents, updateEvent } from './save-event';
import { addSubEvent, deleteSubEvent, listAllSubEvents, setAutoBid, updateSubEvent } from './save-sub-event';
import type { SubEventBidding } from './sub-event-bidding';

const admin = { access: ['Admin'] } as const;
const publicAccess = { access: 'public' } as const;
// SPEC §7 names the path parameter eventID in some calls; the value is the same.
const eventIdParams = z.object({ eventID: z.uuid({ error: 'Invalid event id' }) });
const subEventIdParams = z.object({
  eventID: z.uuid({ error: 'Invalid event id' }),
  subEventID: z.uuid({ error: 'Invalid sub-event id' }),
});
/** The three bodies of updateSubEvent are told apart and validated by the use case. */
const updateSubEventBody = z.record(z.string(), z.unknown(), { error: 'Invalid input' });

/**
 * Event calls (SPEC §7 Admin and General, API.md): events, sub-events, assignment,
 * flash messages, the public event lists, terms acceptance, the live-room event and
 * the catalogue PDF. Every admin change is announced on `changes` once committed.
 */
export async function eventRoutes(
  app: FastifyInstance,
  opts: { db: Db; changes: EventChanges; bidding: SubEventBidding },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, changes, bidding } = opts;

  // ---- Events
  r.post(
    '/api/admin/createEvent',
    { schema: { body: eventInputSchema }, config: admin },
    async (req, reply) => {
      const data = await createEvent(db, req.body);
      changes.emit({ kind: 'event', eventId: data._id });
      return reply.status(201).send({ success: true, message: eventMessages.eventCreated, data });
    },
  );
  r.put(
    '/api/admin/updateEvent/:id',
    { schema: { params: idParamsSchema, body: eventInputSchema }, config: admin },
    async (req) => {
      const data = await updateEvent(db, req.params.id, req.body);
      changes.emit({ kind: 'event', eventId: data._id });
      return { success: true, message: eventMessages.eventUpdated, data };
    },
  );
  r.delete(
    '/api/admin/deleteEvent/:eventID',
    { schema: { params: eventIdParams }, config: admin },
    async (req) => {
      await deleteEvent(db, bidding, req.params.eventID);
      changes.emit({ kind: 'event-deleted', eventId: req.params.eventID });
      return { success: true, message: eventMessages.eventDeleted };
    },
  );
  r.get('/api/admin/getAllEvents', { config: admin }, async () => ({
    success: true,
    data: await listEventsWithSubEvents(db, bidding),
  }));

  // ---- Sub-events
  r.post(
    '/api/admin/addSubEvent/:eventID',
    { schema: { params: eventIdParams, body: subEventInputSchema }, config: admin },
    async (req, reply) => {
      const data = await addSubEvent(db, bidding, req.params.eventID, req.body);
      changes.emit({ kind: 'sub-event', eventId: data.eventId, subEventId: data._id });
      return reply.status(201).send({ success: true, message: eventMessages.subEventAdded, data });
    },
  );
  r.put(
    '/api/admin/updateSubEvent/:eventId/:subEventId',
    { schema: { params: subEventParamsSchema, body: updateSubEventBody }, config: admin },
    async (req) => {
      const { eventId, subEventId } = req.params;
      const { kind, subEvent } = await updateSubEvent(db, bidding, eventId, subEventId, req.body);
      changes.emit({ kind: kind === 'assignment' ? 'assignment' : 'sub-event', eventId, subEventId });
      return {
        success: true,
        message: kind === 'assignment' ? eventMessages.assigned : eventMessages.subEventUpdated,
        data: subEvent,
      };
    },
  );
  r.delete(
    '/api/admin/deleteSubEvent/:eventID/:subEventID',
    { schema: { params: subEventIdParams }, config: admin },
    async (req) => {
      await deleteSubEvent(db, bidding, req.params.eventID, req.params.subEventID);
      changes.emit({
        kind: 'sub-event-deleted',
        eventId: req.params.eventID,
        subEventId: req.params.subEventID,
      });
      return { success: true, message: eventMessages.subEventDeleted };
    },
  );
  r.post(
    '/api/admin/enableAutoBid/:eventID/:subEventID',
    { schema: { params: subEventIdParams, body: enableAutoBidSchema.nullish() }, config: admin },
    async (req) => {
      const enabled = req.body?.enabled ?? true;
      const data = await setAutoBid(db, bidding, req.params.eventID, req.params.subEventID, enabled);
      changes.emit({ kind: 'sub-event', eventId: data.eventId, subEventId: data._id });
      return {
        success: true,
        message: enabled ? eventMessages.autoBidEnabled : eventMessages.autoBidDisabled,
        data,
      };
    },
  );
  r.get('/api/admin/getAllSubEvents', { config: admin }, async () => ({
    success: true,
    data: await listAllSubEvents(db, bidding),
  }));

  // ---- Flash messages
  r.post('/api/admin/addFlash', { schema: { body: flashInputSchema }, config: admin }, async (req, reply) => {
    const flash = await addFlash(db, req.body);
    changes.emit({ kind: 'flash', eventId: flash.eventId._id, message: flash.message });
    return reply.status(201).send({ success: true, message: eventMessages.flashSaved, flash });
  });
  r.put(
    '/api/admin/updateFlash/:id',
    { schema: { params: idParamsSchema, body: flashUpdateSchema }, config: admin },
    async (req) => {
      const flash = await updateFlash(db, req.params.id, req.body.message);
      changes.emit({ kind: 'flash', eventId: flash.eventId._id, message: flash.message });
      return { success: true, message: eventMessages.flashSaved, flash };
    },
  );
  r.delete(
    '/api/admin/deleteFlash/:id',
    { schema: { params: idParamsSchema }, config: admin },
    async (req) => {
      await deleteFlash(db, req.params.id);
      return { success: true, message: eventMessages.flashDeleted };
    },
  );
  r.get('/api/admin/getAllFlash', { config: admin }, async () => ({
    success: true,
    flash: await listFlash(db),
  }));

  // ---- Public event lists (SPEC §7 General; getTodaysAuctions is the live list)
  r.get('/api/general/getAllAuctions', { config: publicAccess }, async () => ({
    success: true,
    data: await listEventsInPhase(db, 'all'),
  }));
  r.get('/api/general/getTodaysAuctions', { config: publicAccess }, async () => ({
    success: true,
    data: await listEventsInPhase(db, 'live'),
  }));
  r.get('/api/general/getAllPastAuctions', { config: publicAccess }, async () => ({
    success: true,
    data: await listEventsInPhase(db, 'past'),
  }));
  r.get('/api/general/getAllUpcomingAuctions', { config: publicAccess }, async () => ({
    success: true,
    data: await listEventsInPhase(db, 'upcoming'),
  }));

  // ---- Member calls
  r.post(
    '/api/general/termAccept',
    { schema: { body: termAcceptSchema }, config: { access: 'user' } },
    async (req) => {
      const user = requireUser(req);
      await acceptTerms(db, { eventId: req.body.eventId, userId: user.id, ip: req.ip });
      return { success: true, message: eventMessages.termsAccepted };
    },
  );
  r.get(
    '/api/general/event/:eventId',
    { schema: { params: eventParamsSchema }, config: { access: 'user' } },
    async (req) => ({
      success: true,
      data: await getLiveRoomEvent(db, bidding, req.params.eventId, requireUser(req)),
    }),
  );
  r.get(
    '/api/general/event/:eventId/catalogue',
    { schema: { params: eventParamsSchema }, config: { access: 'user' } },
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
