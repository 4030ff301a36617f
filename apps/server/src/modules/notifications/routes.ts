import { messageResponse } from '@neelami/shared/api-responses';
import {
  notificationListQuerySchema,
  notificationMessages,
  notificationPreferencesSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@neelami/shared/notifications';
import {
  notificationListResponse,
  preferencesResponse,
  pushKeyResponse,
  unreadResponse,
} from '@neelami/shared/notifications-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import {
  deletePushSubscription,
  listNotifications,
  markAllRead,
  markRead,
  savePreferences,
  savePushSubscription,
  unreadCount,
} from './centre-queries';
import { preferencesOf } from './raise';

/** API.md "Alerts, watchlist and saved searches": a member's own centre (Admin raises none for itself). */
const MEMBER = ['Buyer', 'Seller', 'Guest/Client'] as const;

export async function notificationRoutes(
  app: FastifyInstance,
  opts: { db: Db; clock: () => Date; pushPublicKey: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/notifications',
    {
      schema: { querystring: notificationListQuerySchema, response: { 200: notificationListResponse } },
      config: { access: MEMBER },
    },
    async (req) => {
      const me = requireUser(req);
      const data = await listNotifications(db, me.id, {
        unreadOnly: req.query.unread === 'true',
        before: req.query.before,
        limit: req.query.limit ?? 20,
      });
      return { success: true as const, data, unread: await unreadCount(db, me.id) };
    },
  );

  r.put(
    '/api/notifications/read-all',
    { schema: { response: { 200: unreadResponse } }, config: { access: MEMBER } },
    async (req) => {
      const me = requireUser(req);
      await markAllRead(db, me.id, opts.clock());
      return { success: true as const, unread: 0 };
    },
  );

  r.put(
    '/api/notifications/:id/read',
    {
      schema: {
        params: z.object({ id: z.uuid({ error: 'Invalid id' }) }),
        response: { 200: unreadResponse },
      },
      config: { access: MEMBER, failures: [404] },
    },
    async (req) => {
      const me = requireUser(req);
      if (!(await markRead(db, me.id, req.params.id, opts.clock())))
        throw AppError.notFound(notificationMessages.notificationNotFound);
      return { success: true as const, unread: await unreadCount(db, me.id) };
    },
  );

  r.get(
    '/api/notifications/preferences',
    { schema: { response: { 200: preferencesResponse } }, config: { access: MEMBER } },
    async (req) => ({ success: true as const, data: await preferencesOf(db, requireUser(req).id) }),
  );

  r.put(
    '/api/notifications/preferences',
    {
      schema: { body: notificationPreferencesSchema, response: { 200: preferencesResponse } },
      config: { access: MEMBER },
    },
    async (req) => {
      const me = requireUser(req);
      await savePreferences(db, me.id, req.body, opts.clock());
      return { success: true as const, data: req.body };
    },
  );

  // The web app subscribes a browser with this key (apps/web/public/push-sw.js shows the pushes).
  r.get(
    '/api/notifications/push-key',
    { schema: { response: { 200: pushKeyResponse } }, config: { access: MEMBER } },
    async () => ({ success: true as const, publicKey: opts.pushPublicKey }),
  );

  r.post(
    '/api/notifications/push-subscriptions',
    {
      schema: { body: pushSubscriptionSchema, response: { 201: messageResponse } },
      config: { access: MEMBER },
    },
    async (req, reply) => {
      await savePushSubscription(db, requireUser(req).id, req.body);
      return reply.status(201).send({ success: true as const, message: notificationMessages.pushOn });
    },
  );

  r.delete(
    '/api/notifications/push-subscriptions',
    {
      schema: { body: pushUnsubscribeSchema, response: { 200: messageResponse } },
      config: { access: MEMBER, failures: [404] },
    },
    async (req) => {
      if (!(await deletePushSubscription(db, requireUser(req).id, req.body.endpoint)))
        throw AppError.notFound(notificationMessages.pushSubscriptionNotFound);
      return { success: true as const, message: notificationMessages.pushOff };
    },
  );
}
