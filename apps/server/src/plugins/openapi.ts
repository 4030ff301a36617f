import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import { ERROR_CODES } from '@neelami/shared/errors';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Access } from './access';

const accessText = (a: Access | undefined) =>
  a === undefined ? 'public' : typeof a === 'string' ? a : `roles: ${a.join(', ')}`;

/** The request body of an upload route: one multipart `file`. */
const multipartFile = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file to upload' } },
};

/** The mark the route transform leaves on an operation whose body may be left out. */
const OPTIONAL_BODY = 'x-body-optional';

const acceptsNoBody = (body: unknown) =>
  typeof (body as { safeParse?: unknown } | undefined)?.safeParse === 'function' &&
  (body as { safeParse: (v: unknown) => { success: boolean } }).safeParse(undefined).success;

type Operation = { requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: boolean };

/** Turns each operation's mark into `requestBody.required: false` (and drops the mark). */
const markOptionalBodies: SwaggerTransformObject = (documents) => {
  const doc = 'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject;
  const paths = (doc as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  for (const ops of Object.values(paths)) {
    for (const op of Object.values(ops)) {
      if (!op?.[OPTIONAL_BODY]) continue;
      if (op.requestBody) op.requestBody.required = false;
      delete op[OPTIONAL_BODY];
    }
  }
  return doc;
};

/** Who may call, as OpenAPI security: none, a bearer token, or either ('optional'). */
function securityOf(access: Access | undefined) {
  if (access === undefined || access === 'public') return undefined;
  return access === 'optional' ? [{ bearer: [] }, {}] : [{ bearer: [] }];
}

const SUCCESS: Record<string, string> = { 200: 'Success', 201: 'Created' };

/** Names each success answer that its schema does not describe ('Success', 'Created'). */
function describeResponses(response: unknown) {
  if (!response || typeof response !== 'object') return;
  for (const [status, r] of Object.entries(response as Record<string, Record<string, unknown>>)) {
    if (typeof r === 'object' && r !== null && r.description === undefined) {
      r.description = SUCCESS[status] ?? 'Answer';
    }
  }
}

const docsIndex = {
  200: { description: 'A readable index', content: { 'text/html': { schema: z.string() } } },
};
const docsDocument = {
  200: z
    .looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.record(z.string(), z.unknown()) })
    .describe('This OpenAPI 3.1 document'),
};

/**
 * OpenAPI 3 document generated from the routes' zod schemas, at
 * /api/docs/openapi.json, and a readable index at /api/docs. Must be registered
 * before the routes so that it sees them all.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Neelami e-auction API',
        version: '1.0.0',
        description: `REST API of the Neelami e-auction platform. Authenticated calls send \`Authorization: Bearer <token>\` from POST /api/auth/login. Failures answer \`{ success: false, code, message, errors? }\`; \`code\` is one of the closed set ${ERROR_CODES.join(', ')} (API.md), and socket acknowledgements use the same codes. Live bidding runs over Socket.IO at /socket.io (see API.md).`,
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transformObject: markOptionalBodies,
    transform: (input) => {
      let out: { schema: FastifySchema; url: string };
      try {
        out = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
      } catch {
        // A schema that JSON Schema cannot express (a custom transform) is documented without its body.
        out = { schema: {}, url: input.url };
      }
      const access = input.route.config?.access as Access | undefined;
      const tag = input.url.split('/')[2] ?? 'api';
      const schema: Record<string, unknown> = { ...out.schema, tags: [tag], 'x-access': accessText(access) };
      describeResponses(schema.response);
      const security = securityOf(access);
      if (security) schema.security = security;
      // A body schema that accepts no body at all (fields.ts `noFieldsBody`): its requestBody is
      // marked optional below, as @fastify/swagger makes every declared body required.
      if (acceptsNoBody(input.schema?.body)) schema[OPTIONAL_BODY] = true;
      if (input.route.config?.multipart) {
        schema.body = multipartFile;
        schema.consumes = ['multipart/form-data'];
      }
      if (access !== undefined && access !== 'public' && access !== 'optional') {
        schema.description = `Access: ${accessText(access)}`;
      }
      return { schema: schema as FastifySchema, url: out.url };
    },
  });

  app.get(
    '/api/docs/openapi.json',
    { config: { access: 'public' }, schema: { response: docsDocument } },
    async () => app.swagger(),
  );

  app.get(
    '/api/docs',
    { config: { access: 'public' }, schema: { response: docsIndex } },
    async (_req, reply) => {
      const doc = app.swagger() as {
        paths?: Record<string, Record<string, { 'x-access'?: string; tags?: string[] }>>;
      };
      const rows: string[] = [];
      for (const [path, ops] of Object.entries(doc.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
        for (const [method, op] of Object.entries(ops)) {
          rows.push(
            `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op['x-access'] ?? '')}</td></tr>`,
          );
        }
      }
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Neelami API</title>
<style>body{font-family:system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}code{font-size:.9rem}</style></head>
<body><h1>Neelami API</h1><p>The machine-readable OpenAPI 3.1 document is at <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.
Realtime bidding runs over Socket.IO (<code>/socket.io</code>).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Who may call</th></tr></thead><tbody>${rows.join('')}</tbody></table></body></html>`;
    },
  );
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
