import { randomUUID } from 'node:crypto';
import { ROLES, type Role } from '@neelami/shared/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoUsers } from '../users/seed-demo-users';
import type { Access } from './access';

// Enumerates every registered API route (so new routes are covered without
// editing this file) and proves that none can be called without a token or by a
// wrong role.
let t: TestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  for (const role of ROLES) {
    const email = DEMO_USERS.find((u) => u.role === role)!.email;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    tokens.set(role, res.json().token);
  }
});
afterAll(async () => {
  await t.close();
});

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, () => randomUUID()).replace(/\*$/, 'x');
const isRoles = (a: Access): a is readonly Role[] => Array.isArray(a);

describe('endpoint × role matrix', () => {
  it('covers the routes', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(3);
  });

  it('answers 401 without a token on every non-public route', async () => {
    const guarded = t.app.routeAccess.filter((r) => r.access === 'user' || isRoles(r.access));
    for (const r of guarded) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url), payload: {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 403 for each wrong role on every role-restricted route', async () => {
    let checked = 0;
    for (const r of t.app.routeAccess) {
      if (!isRoles(r.access)) continue;
      for (const role of ROLES.filter((x) => !(r.access as readonly Role[]).includes(x))) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: { authorization: `Bearer ${tokens.get(role)}` },
          payload: {},
        });
        expect(res.statusCode, `${role} → ${r.method} ${r.url}`).toBe(403);
        checked++;
      }
    }
    console.info(`role matrix: ${t.app.routeAccess.length} routes, ${checked} wrong-role calls refused`);
  });
});
