import type { PublicUser } from '@neelami/shared/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf } from '../../../test/helpers/alert-rows';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from './seed-demo-users';
import { verifyTransactionPassword } from './set-transaction-password';

let t: TestApp;
const tokens: Record<string, string> = {};
let all: PublicUser[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  for (const who of ['admin', 'buyer1', 'buyer2', 'seller', 'guest']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${who}@example.com`, password: DEMO_PASSWORD },
    });
    tokens[who] = res.json().token;
  }
  all = (await get('/api/admin/getUsers')).json().users;
});
afterAll(async () => {
  await t.close();
});

const h = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const get = (url: string, who = 'admin') => t.app.inject({ method: 'GET', url, headers: h(who) });
const put = (url: string, payload: object, who = 'admin') =>
  t.app.inject({ method: 'PUT', url, payload, headers: h(who) });
const byEmail = (email: string) => all.find((u) => u.email === email)!;
/** The editable fields of a user, as the grid sends them back. */
const fieldsOf = (u: PublicUser) => {
  const { _id, isLoggedIn, hasTransactionPassword, createdAt, ...fields } = u;
  return fields;
};

describe('admin user lists', () => {
  it('lists every user with its login flag and no secrets', async () => {
    expect(all.map((u) => u.email).sort()).toEqual([
      'admin@example.com',
      'buyer1@example.com',
      'buyer2@example.com',
      'guest@example.com',
      'seller@example.com',
    ]);
    expect(byEmail('buyer1@example.com').isLoggedIn).toBe(true);
    expect(JSON.stringify(all)).not.toMatch(/argon2|passwordHash/);
  });

  it('lists users by ids, ignoring unknown ids, and refuses non-UUIDs', async () => {
    const ids = [byEmail('buyer1@example.com')._id, byEmail('seller@example.com')._id, crypto.randomUUID()];
    const res = await get(`/api/admin/getListUsersByIds/${ids.join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .users.map((u: PublicUser) => u.email)
        .sort(),
    ).toEqual(['buyer1@example.com', 'seller@example.com']);
    expect((await get('/api/admin/getListUsersByIds/abc,def')).statusCode).toBe(400);
  });

  it('lists users by role, with Guest meaning Guest/Client', async () => {
    const buyers = (await get('/api/admin/getUserListByRoleType/Buyer')).json().data;
    expect(buyers.map((u: PublicUser) => u.email).sort()).toEqual([
      'buyer1@example.com',
      'buyer2@example.com',
    ]);
    const guests = (await get('/api/admin/getUserListByRoleType/Guest')).json().data;
    expect(guests.map((u: PublicUser) => u.email)).toEqual(['guest@example.com']);
    const encoded = (await get('/api/admin/getUserListByRoleType/Guest%2FClient')).json().data;
    expect(encoded).toHaveLength(1);
    expect((await get('/api/admin/getUserListByRoleType/Viewer')).statusCode).toBe(400);
  });
});

describe('PUT /api/admin/verifyUser/:id', () => {
  it('saves corrected fields, the role and isVerified', async () => {
    const buyer = byEmail('buyer2@example.com');
    const res = await put(`/api/admin/verifyUser/${buyer._id}`, {
      ...fieldsOf(buyer),
      city: 'Navi Mumbai',
      role: 'Seller',
      isVerified: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'User updated successfully!',
      user: { city: 'Navi Mumbai', role: 'Seller', isVerified: false, email: 'buyer2@example.com' },
    });
    // The change takes effect at once: no re-login needed.
    const me = await get('/api/auth/me', 'buyer2');
    expect(me.json().user).toMatchObject({ role: 'Seller', isVerified: false });
    // The member is told of each change of its verification by mail; other edits tell it nothing.
    await put(`/api/admin/verifyUser/${buyer._id}`, { ...fieldsOf(buyer), role: 'Seller', isVerified: true });
    await put(`/api/admin/verifyUser/${buyer._id}`, { ...fieldsOf(buyer), role: 'Seller', isVerified: true });
    const told = await alertsOf(t.database.db, buyer._id, 'account');
    expect(told.map((n) => n.title)).toEqual(['Verification withdrawn', 'Account verified']);
    expect(told[1]!.body).toContain('Admin can now assign you to lots');
  });

  it('shows the SPEC §5 messages per field', async () => {
    const buyer = byEmail('buyer1@example.com');
    const res = await put(`/api/admin/verifyUser/${buyer._id}`, {
      ...fieldsOf(buyer),
      pan: 'SHORT',
      pin: '1234',
      email: 'nope',
      city: ' ',
      role: 'Viewer',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      pan: 'PAN must be exactly 10 characters',
      pin: 'PIN must be a 6-digit number',
      email: 'Enter a valid email address',
      city: 'Please fill out the City field',
      role: 'Choose one of the listed options',
    });
  });

  it('accepts a document the admin uploaded for that member, and no one else’s', async () => {
    const buyer = byEmail('buyer1@example.com');
    const m = multipart({ data: sampleFiles.pdf, filename: 'pan-card.pdf' });
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/admin/uploadUserDoc/${buyer._id}`,
      payload: m.payload,
      headers: { ...m.headers, ...h('admin') },
    });
    const { fileUrl } = up.json();
    const ok = await put(`/api/admin/verifyUser/${buyer._id}`, {
      ...fieldsOf(buyer),
      uploadedDocuments: [fileUrl],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.uploadedDocuments).toEqual([fileUrl]);
    const seller = byEmail('seller@example.com');
    const stolen = await put(`/api/admin/verifyUser/${seller._id}`, {
      ...fieldsOf(seller),
      uploadedDocuments: [fileUrl],
    });
    expect(stolen.statusCode).toBe(400);
  });

  it('refuses an e-mail another user has (409) and unknown ids (404)', async () => {
    const seller = byEmail('seller@example.com');
    const dup = await put(`/api/admin/verifyUser/${seller._id}`, {
      ...fieldsOf(seller),
      email: 'guest@example.com',
    });
    expect(dup.statusCode).toBe(409);
    const missing = await put(`/api/admin/verifyUser/${crypto.randomUUID()}`, fieldsOf(seller));
    expect(missing.statusCode).toBe(404);
    const bad = await put('/api/admin/verifyUser/123', fieldsOf(seller));
    expect(bad.statusCode).toBe(400);
  });

  it('does not let an admin demote or unverify themselves', async () => {
    const admin = byEmail('admin@example.com');
    const a = await put(`/api/admin/verifyUser/${admin._id}`, { ...fieldsOf(admin), role: 'Buyer' });
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toBe('You cannot change your own role or verification');
    const b = await put(`/api/admin/verifyUser/${admin._id}`, { ...fieldsOf(admin), isVerified: false });
    expect(b.statusCode).toBe(400);
    const c = await put(`/api/admin/verifyUser/${admin._id}`, {
      ...fieldsOf(admin),
      designation: 'Head of Auctions',
    });
    expect(c.statusCode).toBe(200);
  });
});

describe('profile', () => {
  it('reads and updates the member’s own details, keeping the GST’s state', async () => {
    const me = (await get('/api/profile/details', 'seller')).json().user;
    expect(me.email).toBe('seller@example.com');
    const res = await put(
      '/api/profile/details',
      {
        OrganizationIndividualName: 'Haryana Forgings Limited',
        firstName: 'Vikram',
        lastName: 'Yadav',
        designation: 'GM Scrap Sales',
        cellNumber: '+91 9416012345',
        faxNumber: '',
        addressLine1: 'Delhi Road',
        addressLine2: '',
        city: 'Bawal',
        state: '27',
        country: 'India',
        pin: '123501',
        // Fields a member may not change through this call are ignored.
        role: 'Admin',
        isVerified: true,
        email: 'evil@example.com',
      },
      'seller',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Profile updated successfully!',
      user: {
        OrganizationIndividualName: 'Haryana Forgings Limited',
        designation: 'GM Scrap Sales',
        state: '06',
        role: 'Seller',
        email: 'seller@example.com',
      },
    });
  });

  it('validates profile fields with the registration messages', async () => {
    const res = await put('/api/profile/details', { firstName: '', pin: 'abc' }, 'guest');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      firstName: 'Please fill out the First Name field',
      pin: 'PIN must be a 6-digit number',
    });
  });

  it('stores a transaction password as an argon2 hash the bidding room can check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/transaction-password',
      payload: { password: 'Bid#4321' },
      headers: h('buyer1'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Transaction password saved' });
    const id = byEmail('buyer1@example.com')._id;
    expect(await verifyTransactionPassword(t.database.db, id, 'Bid#4321')).toBe(true);
    expect(await verifyTransactionPassword(t.database.db, id, 'Bid#1234')).toBe(false);
    expect((await get('/api/auth/me', 'buyer1')).json().user.hasTransactionPassword).toBe(true);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/profile/transaction-password',
      payload: { password: '123' },
      headers: h('buyer1'),
    });
    expect(short.json().errors).toEqual({ password: 'Transaction password must be at least 6 characters' });
  });
});
