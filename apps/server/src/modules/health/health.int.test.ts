import { request } from 'node:http';
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

  // A DNS-rebinding page sends its own name as both Origin and Host; only the configured origins count.
  it('refuses a foreign Origin even when the Host header names it', async () => {
    const base = t.url() || (await t.listen());
    const port = new URL(base).port;
    expect(await handshake(port, { origin: 'https://evil.example', host: 'evil.example' })).toBe(403);
    expect(
      await handshake(port, { origin: `http://evil.example:${port}`, host: `evil.example:${port}` }),
    ).toBe(403);
    expect(await handshake(port, { origin: base, host: `127.0.0.1:${port}` })).toBe(200);
    const ok = connect(base, {
      transports: ['polling'],
      reconnection: false,
      extraHeaders: { origin: base },
    });
    await new Promise<void>((resolve, reject) => {
      ok.on('connect', () => resolve());
      ok.on('connect_error', reject);
    });
    ok.close();
  });
});

describe('Socket.IO origins with PUBLIC_ORIGIN', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ publicOrigin: 'https://auction.example.in' });
  });
  afterAll(async () => {
    await p.close();
  });

  it('accepts the public origin behind a proxy and still refuses others', async () => {
    const port = new URL(await p.listen()).port;
    const proxied = { host: 'upstream.internal:3000' };
    expect(await handshake(port, { ...proxied, origin: 'https://auction.example.in' })).toBe(200);
    expect(await handshake(port, { origin: 'https://evil.example', host: 'evil.example' })).toBe(403);
    expect(await handshake(port, { ...proxied, origin: 'https://auction.example.in.evil.example' })).toBe(
      403,
    );
  });
});

/** The status of a raw Engine.IO polling handshake sent with these headers. */
function handshake(port: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: Number(port), path: '/socket.io/?EIO=4&transport=polling', headers },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!process.env.REDIS_URL)('the Redis adapter at shutdown', () => {
  // A socket's last message can be published after the Redis clients quit (a disconnect handler
  // finishing late); it must be logged, not crash the process as an unhandled rejection.
  it('logs a message published after the Redis clients quit instead of rejecting unhandled', async () => {
    const q = await createTestApp();
    const adapter = q.app.realtime.io.of('/').adapter;
    await q.close();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      adapter.broadcast(
        { type: 2, data: ['late'], nsp: '/' },
        { rooms: new Set(['nobody']), except: new Set() },
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(unhandled).toEqual([]);
  });
});
