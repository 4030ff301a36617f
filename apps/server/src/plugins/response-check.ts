import { PassThrough, pipeline, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';

/** An answer that the OpenAPI document does not describe. */
export interface ResponseMismatch {
  method: string;
  route: string;
  status: number;
  problem: string;
}

type ContentResponse = { content: Record<string, { schema: ZodType }> };
const isContentResponse = (s: unknown): s is ContentResponse =>
  typeof s === 'object' && s !== null && 'content' in s;
const isStream = (p: unknown): p is Readable =>
  typeof p === 'object' && p !== null && typeof (p as Readable).pipe === 'function';

/** What is wrong with a JSON body against its schema, or null. */
function jsonProblem(schema: ZodType, text: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const r = schema.safeParse(body);
  if (r.success) return null;
  return r.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`)
    .join('; ');
}

/** The schema the document gives for this answer: its JSON schema, or null for a file. */
function documentedSchema(
  req: FastifyRequest,
  reply: FastifyReply,
): { schema: ZodType | null } | { problem: string } {
  const responses = req.routeOptions.schema?.response as Record<string, unknown> | undefined;
  const documented = responses?.[reply.statusCode];
  if (!documented) return { problem: `status ${reply.statusCode} is not documented` };
  const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
  if (!isContentResponse(documented)) {
    return type === 'application/json'
      ? { schema: documented as ZodType }
      : { problem: `answered ${type || 'no content type'} where the document says JSON` };
  }
  const entry = documented.content[type] ?? documented.content['*/*'];
  if (!entry) return { problem: `answered ${type || 'no content type'}, not one of the documented types` };
  return { schema: type === 'application/json' ? entry.schema : null };
}

/**
 * Holds every answer of the API to the route's documented responses (its
 * `schema.response`, which the OpenAPI document is generated from): the status
 * must be documented, and a JSON body must match its schema. Mismatches go to
 * `record`; the tests enable this so the document cannot drift from the server.
 * Streamed JSON (the reports) is checked as it passes.
 */
export function registerResponseCheck(app: FastifyInstance, record: (m: ResponseMismatch) => void) {
  app.addHook('onSend', async (req, reply, payload) => {
    const route = req.routeOptions.url;
    if (!route?.startsWith('/api') || req.method === 'HEAD' || req.routeOptions.schema?.hide) return payload;
    const base = { method: req.method, route, status: reply.statusCode };
    const found = documentedSchema(req, reply);
    if ('problem' in found) {
      record({ ...base, problem: found.problem });
      return payload;
    }
    const { schema } = found;
    if (!schema) return payload;
    const check = (text: string) => {
      const problem = jsonProblem(schema, text);
      if (problem) record({ ...base, problem });
    };
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      check(payload.toString());
      return payload;
    }
    if (!isStream(payload)) return payload;
    const chunks: Buffer[] = [];
    const tee = new PassThrough();
    tee.on('data', (c: Buffer) => chunks.push(c));
    tee.on('end', () => check(Buffer.concat(chunks).toString()));
    pipeline(payload, tee, () => {});
    return tee;
  });
}
