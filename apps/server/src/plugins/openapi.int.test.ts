import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

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
      .filter((r) => !r.url.startsWith('/api/docs'))
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
