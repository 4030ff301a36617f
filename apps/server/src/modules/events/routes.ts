import type { FastifyInstance } from 'fastify';
import { adminEventRoutes } from './admin-event-routes';
import { adminFlashRoutes } from './admin-flash-routes';
import { adminSubEventRoutes } from './admin-sub-event-routes';
import { memberEventRoutes } from './member-event-routes';
import { publicEventRoutes } from './public-event-routes';
import type { EventRouteDeps } from './route-params';

/**
 * Event calls (SPEC §7 Admin and General, API.md): events, sub-events, assignment,
 * flash messages, the public event lists, terms acceptance, the live-room event and
 * the catalogue PDF, one plugin per group. Every admin change is announced on `changes`
 * once committed.
 */
export async function eventRoutes(app: FastifyInstance, opts: EventRouteDeps) {
  await app.register(adminEventRoutes, opts);
  await app.register(adminSubEventRoutes, opts);
  await app.register(adminFlashRoutes, opts);
  await app.register(publicEventRoutes, opts);
  await app.register(memberEventRoutes, opts);
}
