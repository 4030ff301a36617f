import { healthResponse } from '@neelami/shared/content-api-responses';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { z } from 'zod';
import type { Database } from '../../db/client';

/** API.md: GET /api/health and GET /metrics (Prometheus text). */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { database: Database; realtime: () => string },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'neelami_' });
  const requests = new Counter({
    name: 'neelami_http_requests_total',
    help: 'HTTP requests by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'neelami_http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.decorate('metrics', registry);

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? 'unmatched';
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  app.get(
    '/api/health',
    { schema: { response: { 200: healthResponse, 503: healthResponse } }, config: { access: 'public' } },
    async (_req, reply) => {
      try {
        await opts.database.ping();
      } catch {
        return reply.status(503).send({
          status: 'degraded',
          db: opts.database.kind,
          realtime: opts.realtime(),
          dbReachable: false,
        });
      }
      return { status: 'ok', db: opts.database.kind, realtime: opts.realtime() };
    },
  );

  const metricsText = {
    description: 'Prometheus metrics',
    content: { 'text/plain': { schema: z.string() } },
  };
  app.get(
    '/metrics',
    { schema: { response: { 200: metricsText } }, config: { access: 'public' } },
    async (_req, reply) => {
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}
