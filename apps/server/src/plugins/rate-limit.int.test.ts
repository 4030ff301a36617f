import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { registerErrorHandling } from './errors';
import { registerRateLimit } from './rate-limit';

/** A bare Fastify app with one counted route: at most 3 hits per key per minute. */
async function limitedApp(redisUrl: string | null): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandling(app);
  const config = loadConfig({ NODE_ENV: 'test' }, { jwtSecret: 'x'.repeat(40), dataDir: '/tmp', redisUrl });
  await registerRateLimit(app, config);
  const limit = app.limiter({ name: 'probe', max: 3, windowMs: 60_000, key: (req) => req.ip });
  app.get('/probe', async (req, reply) => {
    await limit.hit(req, reply);
    return { ok: true };
  });
  await app.ready();
  return app;
}

const hits = async (app: FastifyInstance, n: number, remoteAddress = '203.0.113.1') => {
  const codes: number[] = [];
  for (let i = 0; i < n; i++)
    codes.push((await app.inject({ method: 'GET', url: '/probe', remoteAddress })).statusCode);
  return codes;
};

describe('named rate limits', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limitedApp(process.env.REDIS_URL ?? null);
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses the hit after the limit with 429 and Retry-After, per key', async () => {
    expect(await hits(app, 4)).toEqual([200, 200, 200, 429]);
    const res = await app.inject({ method: 'GET', url: '/probe', remoteAddress: '203.0.113.1' });
    expect(res.json()).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests, please slow down and try again shortly',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await hits(app, 1, '203.0.113.2')).toEqual([200]);
  });
});

// ARCHITECTURE.md: a Redis outage must not take the server down. With the store
// unreachable, requests go through uncounted rather than failing.
describe('named rate limits with Redis unreachable', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limitedApp('redis://127.0.0.1:1');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets requests through', async () => {
    expect(await hits(app, 5)).toEqual([200, 200, 200, 200, 200]);
  });

  it("keeps counting attempts in this instance's memory", async () => {
    const attempts = app.attempts({ name: 'probe-attempts', points: 2, durationSec: 60 });
    await attempts.consume('k');
    await attempts.consume('k');
    await expect(attempts.consume('k')).rejects.toMatchObject({ msBeforeNext: expect.any(Number) });
  });
});

describe('attempt counters', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await limitedApp(process.env.REDIS_URL ?? null);
  });
  afterAll(async () => {
    await app.close();
  });

  it('take points atomically under a parallel burst', async () => {
    const attempts = app.attempts({ name: 'probe-burst', points: 5, durationSec: 60 });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => attempts.consume('k')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  });

  it('give a point back', async () => {
    const attempts = app.attempts({ name: 'probe-reward', points: 2, durationSec: 60 });
    await attempts.consume('k');
    await attempts.consume('k');
    await attempts.reward('k', 1);
    await expect(attempts.consume('k')).resolves.toMatchObject({ remainingPoints: 0 });
    await expect(attempts.consume('k')).rejects.toMatchObject({ remainingPoints: 0 });
  });
});
