import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { messages } from '@neelami/shared/messages';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built React app and answers every non-API path with index.html so
 * the client router can show the page (or its own 404). Unknown `/api/*` paths
 * answer JSON 404 in the API error shape, never HTML.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | null) {
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
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    const isApi =
      url === '/api' || url.startsWith('/api/') || url.startsWith('/socket.io') || url === '/metrics';
    if (isApi || !hasWeb || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: messages.routeNotFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
