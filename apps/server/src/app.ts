import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { SessionEnds } from './lib/session-ends';
import { registerAccessControl } from './modules/auth/access';
import { authRoutes } from './modules/auth/routes';
import { createBiddingService } from './modules/bidding/bidding-service';
import { startClosingScheduler } from './modules/bidding/close-due-sub-events';
import { subEventBiddingOf } from './modules/bidding/edit-sub-event-bidding';
import { sellerRoutes } from './modules/bidding/seller-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { EventChanges } from './modules/events/event-changes';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { createSmtpMailer } from './modules/notify/mailer';
import { createNotifier } from './modules/notify/notifier';
import { notifyRoutes } from './modules/notify/routes';
import { outboxOnlySms } from './modules/notify/sms';
import { reportRoutes } from './modules/reports/routes';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { onFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { registerWebApp } from './plugins/web-app';
import { registerBiddingHandlers } from './realtime/bidding-handlers';
import { registerEventsHandlers } from './realtime/events-handlers';
import { attachRealtime, type Realtime } from './realtime/gateway';

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
}

/**
 * Builds the Fastify instance with its plugins, routes and the Socket.IO gateway.
 * Starting and stopping the process is main.ts's job.
 */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // maxParamLength: GET /api/admin/getListUsersByIds/:ids carries up to 400 comma-separated UUIDs.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_000 },
    frameworkErrors: onFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  const db = database.db;
  const secret = config.jwtSecret;
  registerAccessControl(app, { db, secret });
  await registerOpenApi(app);
  await registerRateLimit(app, config);
  const notifier = createNotifier({
    db,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl) : null,
    sms: outboxOnlySms,
    log: app.log,
    echo: !config.smtpUrl && config.env !== 'production',
  });
  app.decorate('notifier', notifier);
  app.addHook('onClose', async () => {
    await notifier.close();
  });

  let realtime: Realtime | null = null;
  // Logout, password change or reset and unverifying are announced here; the gateway closes the sockets.
  const sessionEnds = new SessionEnds();
  await app.register(healthRoutes, { database, realtime: () => realtime?.kind ?? 'memory' });
  await app.register(authRoutes, { db, secret, sessionEnds });
  await app.register(contentRoutes, { db, dataDir: config.dataDir });
  await app.register(userRoutes, { db, sessionEnds });
  await app.register(uploadRoutes, { db, dataDir: config.dataDir });
  await app.register(notifyRoutes, { db });
  await app.register(reportRoutes, { db });
  // Admin changes to events are announced here (live list, and the bidding module may listen).
  const eventChanges = new EventChanges();
  app.decorate('eventChanges', eventChanges);
  await app.register(catalogRoutes, { db });
  await registerWebApp(app, config.webDist);

  realtime = await attachRealtime(app, config, { db, secret, sessionEnds });
  const rt = realtime;
  app.decorate('realtime', rt);
  // Live bidding: the per-sub-event queue, the socket protocol and the closing scheduler. Its
  // preClose comes first, so queued bids commit and are answered while sockets and Redis are up.
  const bidding = createBiddingService({ db, io: rt.io, log: app.log, distributed: rt.kind === 'redis' });
  app.decorate('bidding', bidding);
  const biddingHandlers = registerBiddingHandlers(rt.io, {
    db,
    log: app.log,
    service: bidding,
    changes: eventChanges,
    trustProxy: config.trustProxy,
  });
  // Events sits below bidding: its routes get what they need of bidding (bid counts, the queue
  // for admin edits of bidding state) passed in here.
  await app.register(eventRoutes, { db, changes: eventChanges, bidding: subEventBiddingOf(bidding) });
  const closing = startClosingScheduler(bidding);
  await app.register(sellerRoutes, { db, service: bidding, smtpUrl: config.smtpUrl });
  app.addHook('preClose', async () => {
    closing.stop();
    biddingHandlers.stop();
    await bidding.close();
  });
  // Sockets must go before the HTTP server can finish closing.
  app.addHook('preClose', async () => {
    await rt.close();
  });
  const eventsRealtime = registerEventsHandlers(rt.io, { db, changes: eventChanges, log: app.log });
  app.addHook('preClose', async () => {
    await eventsRealtime.stop();
  });
  await app.ready();
  return app;
}
