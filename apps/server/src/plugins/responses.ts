import { failureBodySchema } from '@neelami/shared/errors';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Access } from './access';

/** Failure statuses a route answers beyond those its schema and access imply (409, 413, 415, 429…). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The failures this route answers besides the ones `failureStatusesOf` derives. */
    failures?: readonly FailureStatus[];
    /** The route reads a multipart `file` (documented as its request body). */
    multipart?: boolean;
  }
}

const DESCRIPTIONS: Record<FailureStatus, string> = {
  400: 'Invalid input (`code` INVALID_INPUT; `errors` names the fields)',
  401: 'No, bad or ended session (`code` UNAUTHORIZED)',
  403: 'Not allowed for this role or account (`code` FORBIDDEN or a transaction-password code)',
  404: 'Not found (`code` NOT_FOUND)',
  409: 'Conflicts with what is stored (`code` CONFLICT)',
  413: 'Upload too large (`code` PAYLOAD_TOO_LARGE)',
  415: 'File or content type not accepted (`code` UNSUPPORTED_MEDIA_TYPE)',
  429: 'Rate limited (`code` RATE_LIMITED); `Retry-After` says when to try again',
  503: 'The server could not decide now (`code` UNAVAILABLE): nothing changed, try again',
};

type RouteSchema = NonNullable<RouteOptions['schema']>;

/**
 * The failures a route can answer, from what it declares: 400 when it takes a body,
 * a query or path parameters (and for every body-carrying method: a body that is not
 * JSON); 401 unless it is public; 403 when it names roles; 404 when its path has ids.
 */
export function failureStatusesOf(route: {
  method: string | string[];
  url: string;
  schema?: RouteSchema;
  config?: { access?: Access; failures?: readonly FailureStatus[] };
}): FailureStatus[] {
  const statuses = new Set<FailureStatus>(route.config?.failures ?? []);
  const methods = [route.method].flat();
  const s = route.schema;
  if (s?.body || s?.querystring || s?.params || methods.some((m) => m === 'POST' || m === 'PUT')) {
    statuses.add(400);
  }
  const access = route.config?.access;
  if (access !== undefined && access !== 'public') statuses.add(401);
  if (Array.isArray(access)) statuses.add(403);
  if (route.url.includes('/:')) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/**
 * Gives every API route's `schema.response` the failure envelope (API.md
 * "Conventions", with the closed set of codes) for each status it can answer,
 * so the OpenAPI document describes failures as well as successes. Must be
 * registered before the OpenAPI plugin and the routes.
 */
export function registerFailureResponses(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.schema?.hide) return;
    const response: Record<string, unknown> = { ...((route.schema?.response as object) ?? {}) };
    for (const status of failureStatusesOf(route)) {
      response[status] ??= failureBodySchema.describe(DESCRIPTIONS[status]);
    }
    route.schema = { ...route.schema, response };
  });
}
