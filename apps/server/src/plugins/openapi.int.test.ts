import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { type ResponseMismatch, registerResponseCheck } from './response-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI document', () => {
  it('lists every registered API route with its access', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, unknown>>)) {
      for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const missing = t.app.routeAccess
      .map((r) => `${r.method} ${toOpenApiPath(r.url)}`)
      .filter((k) => !documented.has(k));
    expect(missing).toEqual([]);
    expect(doc.paths['/api/auth/login'].post['x-access']).toBe('public');
  });

  it('serves a readable index', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('/api/auth/login');
  });
});

type Operation = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};

describe('OpenAPI responses (API.md: request and response schemas)', () => {
  let doc: {
    paths: Record<string, Record<string, Operation>>;
    components?: { schemas?: Record<string, unknown> };
  };
  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  });
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, op })),
    );

  it('gives every operation a success response with a schema, and each failure the envelope with the closed codes', () => {
    const problems: string[] = [];
    for (const { key, op } of operations()) {
      const statuses = Object.keys(op.responses);
      const success = statuses.filter((s) => s.startsWith('2'));
      if (success.length === 0) problems.push(`${key}: no success response`);
      for (const status of statuses) {
        const r = op.responses[status];
        const schemas = Object.values(r?.content ?? {}).map((c) => c.schema);
        if (schemas.length === 0 || schemas.some((s) => s === undefined))
          problems.push(`${key} ${status}: no schema`);
        if (r?.description === 'Default Response') problems.push(`${key} ${status}: undescribed`);
        if (status.startsWith('4')) {
          const code = JSON.stringify(schemas[0]);
          if (!code.includes('"RATE_LIMITED"') || !code.includes('"INVALID_INPUT"')) {
            problems.push(`${key} ${status}: not the failure envelope with its codes`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents the failures a route can answer: 400 for input, 401/403 by access, 404 for path ids', () => {
    const login = doc.paths['/api/auth/login']?.post;
    expect(Object.keys(login?.responses ?? {})).toEqual(['200', '400', '401', '429']);
    const updateEvent = doc.paths['/api/admin/updateEvent/{id}']?.put;
    expect(Object.keys(updateEvent?.responses ?? {})).toEqual(['200', '400', '401', '403', '404']);
    const register = doc.paths['/api/auth/register']?.post;
    // 413 and 415: the documents sent themselves instead of their upload/doc URLs.
    expect(Object.keys(register?.responses ?? {})).toEqual(['201', '400', '409', '413', '415', '429']);
    const upload = doc.paths['/api/upload/doc']?.post;
    expect(Object.keys(upload?.responses ?? {})).toEqual(['201', '400', '401', '413', '415', '429']);
  });

  it('declares only the parameters a path has', () => {
    const problems: string[] = [];
    for (const { key, path, op } of operations()) {
      for (const p of op.parameters ?? []) {
        if (p.in === 'path' && !path.includes(`{${p.name}}`)) problems.push(`${key}: ${p.name}`);
      }
    }
    expect(problems).toEqual([]);
    const single = doc.paths['/api/report/bidLogReport/{eventId}']?.get;
    expect(single?.parameters?.filter((p) => p.in === 'path').map((p) => p.name)).toEqual(['eventId']);
    const double = doc.paths['/api/report/bidLogReport/{eventId}/{subEventId}']?.get;
    expect(double?.parameters?.filter((p) => p.in === 'path')).toEqual([
      expect.objectContaining({ name: 'eventId', required: true }),
      expect.objectContaining({ name: 'subEventId', required: true }),
    ]);
  });

  it('describes uploads as multipart, anonymous upload/doc, and the X-Upload-Key header', () => {
    for (const [path, method] of [
      ['/api/upload/doc', 'post'],
      ['/api/admin/uploadUserDoc/{id}', 'post'],
      ['/api/general/gallery', 'post'],
    ] as const) {
      expect(Object.keys(doc.paths[path]?.[method]?.requestBody?.content ?? {}), path).toEqual([
        'multipart/form-data',
      ]);
    }
    expect(doc.paths['/api/upload/doc']?.post?.security).toEqual([{ bearer: [] }, {}]);
    expect(doc.paths['/api/auth/register']?.post?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'x-upload-key' }),
    );
    expect(doc.paths['/api/docs']?.get?.responses['200']?.content).toHaveProperty('text/html');
    expect(doc.paths['/api/docs/openapi.json']?.get).toBeDefined();
  });
});

describe('the response check the integration tests run', () => {
  it('records an undocumented status, a body off its schema and a wrong content type', async () => {
    const mismatches: ResponseMismatch[] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(() => (data) => JSON.stringify(data));
    registerResponseCheck(app, (m) => mismatches.push(m));
    const body = z.strictObject({ success: z.literal(true), n: z.number() });
    app.get('/api/good', { schema: { response: { 200: body } } }, async () => ({ success: true, n: 1 }));
    app.get('/api/extra', { schema: { response: { 200: body } } }, async () => ({
      success: true,
      n: 1,
      x: 2,
    }));
    // Documents 200 only, answers 418 (the reply's status type allows only documented ones).
    app.get('/api/status', { schema: { response: { 200: body } } }, async (_q, reply) =>
      reply.status(418 as 200).send({ success: true, n: 1 }),
    );
    app.get('/api/html', { schema: { response: { 200: body } } }, async (_q, reply) =>
      reply.type('text/html').send('<p>'),
    );
    for (const url of ['/api/good', '/api/extra', '/api/status', '/api/html']) await app.inject({ url });
    await app.close();
    expect(mismatches.map((m) => `${m.route} ${m.status}`)).toEqual([
      '/api/extra 200',
      '/api/status 418',
      '/api/html 200',
    ]);
    expect(mismatches[1]?.problem).toBe('status 418 is not documented');
  });

  it('finds nothing to record in this file’s own requests', () => {
    expect(t.responseMismatches).toEqual([]);
  });
});
