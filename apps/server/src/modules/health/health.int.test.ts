import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health, metrics and unknown routes', () => {
  it('reports the database and realtime kinds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      db: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      realtime: process.env.REDIS_URL ? 'redis' : 'memory',
    });
  });

  it('serves Prometheus metrics', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('neelami_http_requests_total');
  });

  it('answers unknown API paths with JSON 404, never HTML', async () => {
    for (const url of ['/api/nope', '/api/admin/doesNotExist/1', '/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'No such API route' });
    }
  });

  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeTruthy();
  });

  it('accepts a Socket.IO connection on the same port and refuses a foreign Origin', async () => {
    const base = await t.listen();
    const ok = connect(base, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve, reject) => {
      ok.on('connect', () => resolve());
      ok.on('connect_error', reject);
    });
    expect(ok.connected).toBe(true);
    ok.close();
    const bad = connect(base, {
      transports: ['polling'],
      reconnection: false,
      extraHeaders: { origin: 'https://evil.example' },
    });
    const err = await new Promise<Error>((resolve) => bad.on('connect_error', resolve));
    expect(err).toBeInstanceOf(Error);
    bad.close();
  });
});
