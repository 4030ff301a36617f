import { messages } from '@neelami/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/seed-demo-users';

// Runs on PGlite with in-memory counters, and in CI's second pass on PostgreSQL with the counters in Redis.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('login throttling', () => {
  it('evaluates at most 10 of 30 parallel wrong logins for one account and address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login('buyer1@example.com', `wrong-${i}`, '198.51.100.1')),
    );
    const evaluated = answers.filter((r) => r.statusCode === 401);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(evaluated.length + refused.length).toBe(30);
    expect(evaluated.length).toBeGreaterThan(0);
    expect(evaluated.length).toBeLessThanOrEqual(10);
    for (const r of refused) {
      expect(r.json().message).toBe(messages.tooManyRequests);
      expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it("lets the owner in from another address while the attacker's address is blocked", async () => {
    const email = 'seller@example.com';
    const open = (await login(email, DEMO_PASSWORD, '203.0.113.10')).json().token as string;
    for (let i = 0; i < 10; i++)
      expect((await login(email, `guess-${i}`, '203.0.113.66')).statusCode).toBe(401);
    // The attacker's address is refused even the right password for this account…
    const blocked = await login(email, DEMO_PASSWORD, '203.0.113.66');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // …and may still try other accounts (its own failures stay under the per-address limit).
    expect((await login('guest@example.com', DEMO_PASSWORD, '203.0.113.66')).statusCode).toBe(200);
    // The owner gets in from another address, and the session opened before is untouched.
    expect((await login(email, DEMO_PASSWORD, '203.0.113.11')).statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${open}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('slows an account down across addresses after 20 failures, with growing waits rather than a lock', async () => {
    const email = 'buyer2@example.com';
    for (let i = 0; i < 21; i++)
      expect((await login(email, 'nope', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const first = await login(email, DEMO_PASSWORD, '192.0.2.100');
    expect(first.statusCode).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await login(email, 'nope', '192.0.2.101')).statusCode).toBe(401);
    const second = await login(email, DEMO_PASSWORD, '192.0.2.102');
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.103')).statusCode).toBe(200);
  });

  it('never counts successful logins', async () => {
    const email = 'admin@example.com';
    for (let i = 0; i < 15; i++)
      expect((await login(email, DEMO_PASSWORD, '192.0.2.150')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await login(email, `wrong-${i}`, '192.0.2.150')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '192.0.2.150')).statusCode).toBe(429);
  });

  it('blocks an IP after 50 failed logins across accounts', async () => {
    let status = 0;
    for (let i = 0; i < 51; i++)
      status = (await login(`stuffing${i}@example.com`, 'x', '192.0.2.200')).statusCode;
    expect(status).toBe(429);
    expect((await login('guest@example.com', DEMO_PASSWORD, '192.0.2.200')).statusCode).toBe(429);
    expect((await login('guest@example.com', DEMO_PASSWORD, '192.0.2.201')).statusCode).toBe(200);
  });
});
