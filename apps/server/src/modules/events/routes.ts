import { fileBody, messageResponse } from '@neelami/shared/api-responses';
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
import {
  eventsResponse,
  eventsWithSubEventsResponse,
  flashListResponse,
  liveRoomEventResponse,
  savedEventResponse,
  savedFlashResponse,
  savedSubEventResponse,
  subEventsWithEventNameResponse,
} from '@neelami/shared/events-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
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
const adminConflict = { access: ['Admin'], failures: [409] } as const;
const ok = <T>(schema: T) => ({ 200: schema });
const created = <T>(schema: T) => ({ 201: schema });
const pdf = { 200: { description: 'The PDF', content: { 'application/pdf': { schema: fileBody } } } };
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
    { schema: { body: eventInputSchema, response: created(savedEventResponse) }, config: admin },
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
      config: admin,
    },
    async (req) => {
      const data = await updateEvent(db, req.params.id, req.body);
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
    { schema: { response: ok(eventsWithSubEventsResponse) }, config: admin },
    async () => ({
      success: true as const,
      data: await listEventsWithSubEvents(db, bidding),
    }),
  );

  // ---- Sub-events
  r.post(
    '/api/admin/addSubEvent/:eventID',
    {
      schema: { params: eventIdParams, body: subEventInputSchema, response: created(savedSubEventResponse) },
      config: admin,
    },
    async (req, reply) => {
      const data = await addSubEvent(db, bidding, req.params.eventID, req.body);
      changes.emit({ kind: 'sub-event', eventId: data.eventId, subEventId: data._id });
      return reply.status(201).send({ success: true as const, message: eventMessages.subEventAdded, data });
    },
  );
  r.put(
    '/api/admin/updateSubEvent/:eventId/:subEventId',
    {
      schema: { params: subEventParamsSchema, body: updateSubEventBody, response: ok(savedSubEventResponse) },
      config: adminConflict,
    },
    async (req) => {
      const { eventId, subEventId } = req.params;
      const { kind, subEvent } = await updateSubEvent(db, bidding, eventId, subEventId, req.body);
      changes.emit({ kind: kind === 'assignment' ? 'assignment' : 'sub-event', eventId, subEventId });
      return {
        success: true as const,
        message: kind === 'assignment' ? eventMessages.assigned : eventMessages.subEventUpdated,
        data: subEvent,
      };
    },
  );
  r.delete(
    '/api/admin/deleteSubEvent/:eventID/:subEventID',
    { schema: { params: subEventIdParams, response: ok(messageResponse) }, config: adminConflict },
    async (req) => {
      await deleteSubEvent(db, bidding, req.params.eventID, req.params.subEventID);
      changes.emit({
        kind: 'sub-event-deleted',
        eventId: req.params.eventID,
        subEventId: req.params.subEventID,
      });
      return { success: true as const, message: eventMessages.subEventDeleted };
    },
  );
  r.post(
    '/api/admin/enableAutoBid/:eventID/:subEventID',
    {
      schema: {
        params: subEventIdParams,
        body: enableAutoBidSchema.nullish(),
        response: ok(savedSubEventResponse),
      },
      config: admin,
    },
    async (req) => {
      const enabled = req.body?.enabled ?? true;
      const data = await setAutoBid(db, bidding, req.params.eventID, req.params.subEventID, enabled);
      changes.emit({ kind: 'sub-event', eventId: data.eventId, subEventId: data._id });
      return {
        success: true as const,
        message: enabled ? eventMessages.autoBidEnabled : eventMessages.autoBidDisabled,
        data,
      };
    },
  );
  r.get(
    '/api/admin/getAllSubEvents',
    { schema: { response: ok(subEventsWithEventNameResponse) }, config: admin },
    async () => ({
      success: true as const,
      data: await listAllSubEvents(db, bidding),
    }),
  );

  // ---- Flash messages
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
      config: admin,
    },
    async (req) => {
      const flash = await updateFlash(db, req.params.id, req.body.message);
      changes.emit({ kind: 'flash', eventId: flash.eventId._id, message: flash.message });
      return { success: true as const, message: eventMessages.flashSaved, flash };
    },
  );
  r.delete(
    '/api/admin/deleteFlash/:id',
    { schema: { params: idParamsSchema, response: ok(messageResponse) }, config: admin },
    async (req) => {
      await deleteFlash(db, req.params.id);
      return { success: true as const, message: eventMessages.flashDeleted };
    },
  );
  r.get(
    '/api/admin/getAllFlash',
    { schema: { response: ok(flashListResponse) }, config: admin },
    async () => ({
      success: true as const,
      flash: await listFlash(db),
    }),
  );

  // ---- Public event lists (SPEC §7 General; getTodaysAuctions is the live list)
  r.get(
    '/api/general/getAllAuctions',
    { schema: { response: ok(eventsResponse) }, config: publicAccess },
    async () => ({
      success: true as const,
      data: await listEventsInPhase(db, 'all'),
    }),
  );
  r.get(
    '/api/general/getTodaysAuctions',
    { schema: { response: ok(eventsResponse) }, config: publicAccess },
    async () => ({
      success: true as const,
      data: await listEventsInPhase(db, 'live'),
    }),
  );
  r.get(
    '/api/general/getAllPastAuctions',
    { schema: { response: ok(eventsResponse) }, config: publicAccess },
    async () => ({
      success: true as const,
      data: await listEventsInPhase(db, 'past'),
    }),
  );
  r.get(
    '/api/general/getAllUpcomingAuctions',
    { schema: { response: ok(eventsResponse) }, config: publicAccess },
    async () => ({
      success: true as const,
      data: await listEventsInPhase(db, 'upcoming'),
    }),
  );

  // ---- Member calls
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
