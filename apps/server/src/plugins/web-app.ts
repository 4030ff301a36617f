import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@neelami/shared/messages';
import { ROOM_PATH } from '@neelami/shared/prerender';
import { isAppPath } from '@neelami/shared/web-paths';
import type { FastifyInstance } from 'fastify';
import { type Page, sendPage } from './web-app-compression';
import { registerCrawlerFiles } from './web-app-crawlers';
import { dataPagesOf } from './web-app-data-pages';
import { isListPath, pagesWithPreloads } from './web-app-pages';

// The built web app's serving, by concern: the pages' HTML (web-app-html.ts) made from the build's
// files (web-app-pages.ts), their compression (web-app-compression.ts), the member screens' pages
// with their data (web-app-data-pages.ts) rendered in a worker (web-app-render-worker.ts), and the
// crawlers' files (web-app-crawlers.ts).

/** An event's id (`?eventId=` of a live room's page). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The app's icon, in the web build (apps/web/public). */
const FAVICON = '/favicon.svg';

/**
 * Serves the built React app: the screens of the shared path table answer index.html (200) so the
 * client router shows them; any other path answers 404 with index.html, whose router shows its
 * 404 page. Unknown `/api/*` paths answer JSON 404 in the API error shape, never HTML. Also serves
 * /robots.txt and /sitemap.xml of the public pages, and sends /favicon.ico to the app's icon.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | null,
  publicOrigin: string | null = null,
) {
  registerCrawlerFiles(app, publicOrigin);

  const hasWeb = webDist !== null && existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset; send one when the browser accepts it.
      preCompressed: true,
      // Hashed assets can be cached for ever; index.html never.
      setHeaders: (reply, file) => {
        if (file.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  if (hasWeb && existsSync(path.join(webDist, FAVICON.slice(1)))) {
    // The app's pages name their icon; a browser showing a page that names none (a PDF, robots.txt)
    // asks for /favicon.ico.
    app.get('/favicon.ico', { schema: { hide: true }, config: { access: 'public' } }, async (_req, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect(FAVICON, 301),
    );
  }
  const { pages: preloaded, shellPageOf } = hasWeb
    ? pagesWithPreloads(webDist)
    : { pages: new Map<string, Page>() };
  const dataPages = hasWeb ? dataPagesOf(app, webDist, shellPageOf) : null;
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0];
    const isApi =
      url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io') || url === '/metrics';
    if (isApi || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: messages.routeNotFound });
    }
    const route = url.length > 1 ? url.replace(/\/$/, '') : url;
    if (dataPages && isListPath(route)) {
      const page = await dataPages.list(route).catch((err: unknown) => {
        req.log.warn({ err, route }, 'member list page rendered without its list');
        return undefined;
      });
      if (page) return sendPage(req, reply, page);
    }
    const eventId = (req.query as { eventId?: unknown }).eventId;
    if (dataPages && route === ROOM_PATH && typeof eventId === 'string' && UUID.test(eventId)) {
      const page = await dataPages.room(eventId).catch((err: unknown) => {
        req.log.warn({ err, route }, 'live room page rendered without its event');
        return undefined;
      });
      if (page) return sendPage(req, reply, page);
    }
    const page = preloaded.get(route);
    if (page && isAppPath(url)) return sendPage(req, reply, page);
    // A path that is no screen of the app is a 404 for crawlers and tools; people still see the
    // app's own 404 page.
    return reply
      .status(isAppPath(url) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .sendFile('index.html', { cacheControl: false });
  });
}
