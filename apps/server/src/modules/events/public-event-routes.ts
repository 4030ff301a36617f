import { eventsResponse } from '@neelami/shared/events-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, publicAccess } from '../../plugins/route-options';
import { listEventsInPhase } from './event-queries';
import type { EventRouteDeps } from './route-params';

/** The public event lists (SPEC §7 General; getTodaysAuctions is the live list). */
export async function publicEventRoutes(app: FastifyInstance, opts: EventRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

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
}
