import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { FIRST_PAINT_SCRIPT, SHELL_SCRIPT } from '@neelami/shared/prerender';
import { installProductMessages } from '@neelami/shared/zod-messages';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { startJobRunner } from './lib/job-runner';
import { SessionEnds } from './lib/session-ends';
import { authenticate } from './modules/auth/authenticate';
import { authRoutes } from './modules/auth/routes';
import { startCloseDeadlineJobs } from './modules/award/close-deadline-jobs';
import { sellerRoutes } from './modules/award/seller-routes';
import { bidReceiptRoutes } from './modules/bidding/bid-receipt-routes';
import { createBiddingService } from './modules/bidding/bidding-service';
import { startClosingScheduler } from './modules/bidding/close-due-sub-events';
import { subEventBiddingOf } from './modules/bidding/edit-sub-event-bidding';
import { startOpeningScheduler } from './modules/bidding/open-due-pre-bids';
import { preBidRoutes } from './modules/bidding/pre-bid-routes';
import { catalogRoutes } from './modules/catalog/routes';
import { contentRoutes } from './modules/content/routes';
import { createLetterMailer } from './modules/documents/letter-mailer';
import { sendEmdMails } from './modules/emd/emd-mails';
import { emdRoutes } from './modules/emd/routes';
import { EventChanges } from './modules/events/event-changes';
import { subEventNamesByIds } from './modules/events/event-queries';
import { eventRoutes } from './modules/events/routes';
import { healthRoutes } from './modules/health/routes';
import { integrityRoutes } from './modules/integrity/routes';
import { createFanOut } from './modules/live-room/fan-out';
import { followEventChanges } from './modules/live-room/follow-event-changes';
import { startLotAlerts } from './modules/lot-alerts/start';
import { memberHomeRoutes } from './modules/member-home/routes';
import { tellAccountThrough } from './modules/notifications/account-alerts';
import { createAlertCentre } from './modules/notifications/centre';
import { createAlertChannels } from './modules/notifications/channels';
import { startDeliveryJobs } from './modules/notifications/delivery-jobs';
import { createNotificationPusher } from './modules/notifications/push-to-pages';
import { notificationRoutes } from './modules/notifications/routes';
import { vapidDetailsOf } from './modules/notifications/web-push';
import { smsProviderOf } from './modules/notify/gupshup-sms';
import { createSmtpMailer } from './modules/notify/mailer';
import { createNotifier } from './modules/notify/notifier';
import { notifyRoutes } from './modules/notify/routes';
import { reportRoutes } from './modules/reports/routes';
import { saleAwardHooks } from './modules/sales/award-hooks';
import { deliveryOrderSender } from './modules/sales/delivery-order';
import { saleEmd } from './modules/sales/emd-of-sale';
import { startPaymentDueJobs } from './modules/sales/payment-due-alerts';
import { startPaymentReminders } from './modules/sales/payment-reminders';
import { memberRecordRoutes } from './modules/sales/record-routes';
import { salesRoutes } from './modules/sales/routes';
import { saleDocumentReaders } from './modules/sales/sale-documents';
import { tenderRoutes } from './modules/tenders/tender-routes';
import type { FileStore } from './modules/uploads/file-store';
import { openFileStore } from './modules/uploads/open-file-store';
import { uploadRoutes } from './modules/uploads/routes';
import { userRoutes } from './modules/users/routes';
import { findUserById } from './modules/users/user-queries';
import { registerAccessControl } from './plugins/access';
import { onFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerLanguage } from './plugins/language';
import { registerOpenApi } from './plugins/openapi';
import { registerRateLimit } from './plugins/rate-limit';
import { type ResponseMismatch, registerResponseCheck } from './plugins/response-check';
import { registerFailureResponses } from './plugins/responses';
import { registerWebApp } from './plugins/web-app';
import { registerBiddingHandlers } from './realtime/bidding-handlers';
import { registerEventsHandlers } from './realtime/events-handlers';
import { attachRealtime, type Realtime } from './realtime/gateway';
import { retimeDemoData } from './seed-demo-data';

// Messages that say what is wrong, translatable, for zod's own checks (API.md "Conventions").
installProductMessages();

/** Everything the app needs from outside; tests pass their own. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** Where uploads are kept; by default the store the configuration names (open-file-store.ts). */
  files?: FileStore;
  /** Tests: check every API answer against the documented responses, reporting mismatches here. */
  checkResponses?: (mismatch: ResponseMismatch) => void;
}

/**
 * Builds the Fastify instance with its plugins, routes and the Socket.IO gateway.
 * Starting and stopping the process is main.ts's job.
 */
export async function buildApp({
  config,
  database,
  files = openFileStore(config, database),
  checkResponses,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // maxParamLength: GET /api/admin/getListUsersByIds/:ids carries up to 400 comma-separated UUIDs.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 16_000 },
    frameworkErrors: onFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas document the answers (OpenAPI) and the tests hold every answer to them
  // (checkResponses); they do not serialize: a zod serializer would strip any field the
  // document lacks and turn a drift into a 500 for the user, where the tests fail instead.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);
  registerLanguage(app);
  if (checkResponses) registerResponseCheck(app, checkResponses);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        // The two inline scripts, in the head of the prerendered pages and of the member screens'
        // pages (plugins/web-app.ts), by their hashes.
        'script-src': [
          "'self'",
          ...[FIRST_PAINT_SCRIPT, SHELL_SCRIPT].map(
            (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
          ),
        ],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // JSON and text answers of 1 KB or more go out compressed (br or gzip, as the client accepts);
  // the web app's assets are compressed at build time and sent as they are. Brotli at quality 4:
  // near gzip's CPU cost, smaller output; API answers are made per request, not cached.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const db = database.db;
  const secret = config.jwtSecret;
  registerAccessControl(app, { authenticate: (token) => authenticate(db, secret, token) });
  registerFailureResponses(app);
  await registerOpenApi(app);
  await registerRateLimit(app, config);
  const channels = config.alertChannels;
  const publicOrigin = config.publicOrigin ?? '';
  const vapid = vapidDetailsOf(channels, config.dataDir);
  const notifier = createNotifier({
    db,
    mailer: config.smtpUrl ? createSmtpMailer(config.smtpUrl) : null,
    sms: smsProviderOf(channels),
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
  // Alerts raised by the modules' transactions; pushed and sent once the gateway and the job runner run.
  const alerts = createAlertCentre();
  app.decorate('alerts', alerts);
  await app.register(healthRoutes, { database, realtime: () => realtime?.kind ?? 'memory' });
  const tellAccount = tellAccountThrough(alerts);
  await app.register(authRoutes, { db, secret, sessionEnds, tellAccount });
  await app.register(contentRoutes, { db, files });
  await app.register(userRoutes, { db, sessionEnds, tellAccount });
  await app.register(notificationRoutes, {
    db,
    clock: () => new Date(Date.now() + config.clockOffsetMs),
    pushPublicKey: vapid.publicKey,
  });
  await app.register(uploadRoutes, {
    db,
    files,
    memberExists: async (id) => (await findUserById(db, id)) !== undefined,
    sharedWith: saleDocumentReaders(db),
  });
  await app.register(notifyRoutes, { db });
  await app.register(reportRoutes, { db });
  // Admin changes to events are announced here (live list, and the bidding module may listen).
  const eventChanges = new EventChanges();
  app.decorate('eventChanges', eventChanges);
  await app.register(catalogRoutes, { db });
  await app.register(emdRoutes, { db, subEventNames: subEventNamesByIds, alerts });
  await registerWebApp(app, config.webDist, config.publicOrigin);

  realtime = await attachRealtime(app, config, { db, secret, sessionEnds });
  const rt = realtime;
  app.decorate('realtime', rt);
  const jobs = config.jobs
    ? await startJobRunner({ pglite: database.pglite, databaseUrl: config.databaseUrl, log: app.log })
    : null;
  const deliveries = jobs
    ? await startDeliveryJobs({
        jobs,
        db,
        channels: createAlertChannels({ db, notifier, publicOrigin, config: channels, vapid }),
        now: () => new Date(),
        log: app.log,
      })
    : null;
  alerts.attach(
    createNotificationPusher({ db, io: rt.io, log: app.log }),
    deliveries ? deliveries.kick : null,
  );
  // After the sockets and the queues: the last sends finish before the database goes.
  app.addHook('onClose', async () => {
    await jobs?.stop({ graceful: true, timeout: 5000, wait: true });
  });
  const offset = config.clockOffsetMs;
  const clock = offset ? () => new Date(Date.now() + offset) : () => new Date();
  // The live room's fan-out (module live-room): who hears what after a committed change, the
  // countdown, the other instances. Bidding sits below it: it gets the fan-out passed in, to
  // announce its commits to (RoomAnnouncer) and, for its socket protocol, to read (RoomReads).
  const fanOut = createFanOut({
    io: rt.io,
    db,
    log: app.log,
    instances: rt.instances,
    tickMs: config.fanOutTickMs,
    clock,
  });
  // Watchlist, saved searches and the lot alerts' relay, which a committed bid asks to run.
  const lotAlerts = await startLotAlerts(app, { db, io: rt.io, jobs, alerts, changes: eventChanges, clock });
  // Live bidding: the per-sub-event queue, the socket protocol and the closing scheduler. Its
  // preClose comes first, so queued bids commit and are announced while sockets and Redis are up.
  const bidding = createBiddingService({
    db,
    log: app.log,
    announce: lotAlerts.announcing(fanOut),
    clock,
    onEmdReleased: (rows) =>
      sendEmdMails({ db, notifier, subEventNames: subEventNamesByIds, log: app.log }, rows),
  });
  app.decorate('bidding', bidding);
  registerBiddingHandlers(rt.io, {
    log: app.log,
    service: bidding,
    room: fanOut,
    trustProxy: config.trustProxy,
  });
  const roomChanges = followEventChanges(rt.io, {
    db,
    log: app.log,
    fanOut,
    changes: eventChanges,
    clock: bidding.clock,
  });
  // Events sits below bidding: its routes get what they need of bidding (bid counts, the queue
  // for admin edits of bidding state) passed in here.
  const eventsBidding = subEventBiddingOf(bidding);
  await app.register(eventRoutes, {
    db,
    changes: eventChanges,
    bidding: eventsBidding,
    clock: bidding.clock,
  });
  // The demo's unbid live and upcoming events move to now through the queue, before closing starts.
  if (config.seedDemo) await retimeDemoData(db, eventsBidding);
  // API.md "Pre-bids": set over REST from the upcoming list (or place_autobid in the room), and
  // let compete at the opening by their scheduler.
  await app.register(preBidRoutes, { service: bidding });
  // API.md "Bid receipts": a member's receipts, and a closed lot's public chain of digests.
  await app.register(bidReceiptRoutes, { db });
  // API.md "tender-then-auction": sealed tenders, read only through tenders/tender-reads.ts.
  await app.register(tenderRoutes, { db, clock: bidding.clock });
  const opening = startOpeningScheduler(bidding);
  const closing = startClosingScheduler(bidding);
  const saleMailer = createLetterMailer({ db, smtpUrl: config.smtpUrl, log: app.log });
  app.addHook('onClose', async () => {
    await saleMailer.close();
  });
  const salesDeps = {
    db,
    emd: saleEmd,
    notifier,
    sendDeliveryOrder: deliveryOrderSender(db, saleMailer),
    alerts,
    clock: bidding.clock,
    log: app.log,
  };
  // The sale sits above bidding: the owner's authorisation makes it through these hooks.
  await app.register(sellerRoutes, {
    db,
    service: bidding,
    smtpUrl: config.smtpUrl,
    award: saleAwardHooks(salesDeps),
  });
  await app.register(integrityRoutes, { db });
  await app.register(salesRoutes, { deps: () => salesDeps });
  await app.register(memberRecordRoutes, { deps: () => salesDeps });
  // What needs a member now, read from the sales, the award, the lots and the EMD ledger.
  await app.register(memberHomeRoutes, { db, clock: bidding.clock });
  const reminders = startPaymentReminders(salesDeps);
  // The payment_due alerts: a sweep on the job runner (every quarter of an hour, and now).
  if (jobs) await startPaymentDueJobs({ jobs, db, alerts, clock: salesDeps.clock, log: app.log });
  // API.md "The close": a decision on a lot below its reserve lapses into unsold after approvalHours.
  if (jobs) await startCloseDeadlineJobs({ jobs, db, alerts, clock: salesDeps.clock, log: app.log });
  app.decorate('paymentReminders', reminders);
  app.addHook('preClose', async () => {
    reminders.stop();
  });
  app.addHook('preClose', async () => {
    opening.stop();
    closing.stop();
    roomChanges.stop();
    // Stops the fan-out too, once the queued work is announced.
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
