import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/seed-demo-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
});
afterAll(async () => {
  await t.close();
});

const login = (email: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('login sessions', () => {
  it('logs in with { success, user, token } and never returns a password hash', async () => {
    const res = await login('Buyer1@Example.com');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(typeof body.token).toBe('string');
    expect(body.user).toMatchObject({
      email: 'buyer1@example.com',
      role: 'Buyer',
      isVerified: true,
      isLoggedIn: true,
    });
    expect(typeof body.user._id).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash/);
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const a = await login('buyer1@example.com', 'wrong-password');
    const b = await login('nobody@example.com', 'wrong-password');
    expect(a.statusCode).toBe(401);
    expect(b.statusCode).toBe(401);
    expect(a.json()).toEqual(b.json());
  });

  it('requires e-mail and password', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('All fields are required');
  });

  it('answers /me for the token and revokes the session on logout', async () => {
    const { token } = (await login('seller@example.com')).json();
    const auth = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(me.json().user.email).toBe('seller@example.com');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('rejects a tampered token', async () => {
    const { token } = (await login('guest@example.com')).json();
    const [h, p, s] = token.split('.');
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, 'not-a-jwt', `${h}.${p}.`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${bad}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });
});
