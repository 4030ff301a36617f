import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsOf, channelsOf } from '../../../test/helpers/alert-rows';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PRODUCTS, seedProducts } from '../catalog/seed-products';
import { DEMO_PASSWORD, seedDemoUsers } from './seed-demo-users';
import { users } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  await seedProducts(t.database.db);
});
afterAll(async () => {
  await t.close();
});

/** The upload key of every document this file uploaded, by its URL. */
const uploadKeys = new Map<string, string>();

/** Uploads a document anonymously, as the registration form does. */
async function uploadDoc(data = sampleFiles.pdf, filename = 'gst-certificate.pdf') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/doc',
    ...multipart({ data, filename }),
  });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { fileUrl: string; uploadKey: string };
  uploadKeys.set(body.fileUrl, body.uploadKey);
  return body;
}

let seq = 0;
async function validRegistration(overrides: Record<string, unknown> = {}) {
  const doc = await uploadDoc();
  seq++;
  return {
    OrganizationIndividualName: 'Jindal Scrap Traders',
    type: 'Organization',
    role: 'Buyer',
    pan: 'AAJCJ1234K',
    gst: '24AAJCJ1234K1ZN',
    productId: ['HMS 1&2 Scrap', 'Copper Scrap'],
    category: '',
    seller_admin: '',
    membertype: 'GOLD MEMBERSHIP',
    email: `trader${seq}@jindalscrap.in`,
    password: 'Steel@2024!',
    firstName: 'Mahesh',
    lastName: 'Jindal',
    designation: '',
    cellNumber: '9825012345',
    faxNumber: '',
    addressLine1: 'Plot 44, GIDC Estate',
    addressLine2: '',
    city: 'Bhavnagar',
    state: '',
    country: 'India',
    currency: 'INR',
    pin: '364001',
    uploadedDocuments: [doc.fileUrl],
    ...overrides,
  };
}

/**
 * Registers as the web app does: with the keys of the named uploads in X-Upload-Key (API.md), or
 * with the `keys` given.
 */
const register = (payload: unknown, keys?: string[]) => {
  const docs = (payload as { uploadedDocuments?: unknown }).uploadedDocuments;
  const sent = keys ?? (Array.isArray(docs) ? docs.flatMap((u) => uploadKeys.get(u as string) ?? []) : []);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as object,
    headers: sent.length > 0 ? { 'x-upload-key': sent.join(',') } : {},
  });
};
const countUsers = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('GET /api/general/getUserProducts', () => {
  it('lists the seeded products by name for anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/general/getUserProducts' });
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((p: { productName: string }) => p.productName);
    expect(names).toEqual([...DEMO_PRODUCTS].sort((a, b) => a.localeCompare(b, 'en')).sort());
    expect(res.json().data[0]._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('seeds only an empty table', async () => {
    expect(await seedProducts(t.database.db)).toBe(false);
  });
});

describe('POST /api/auth/register', () => {
  it('registers an unverified buyer, takes the state from the GST and keeps the document', async () => {
    const payload = await validRegistration({ pan: 'aajcj1234k' });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Registration successful!' });
    expect(body.user).toMatchObject({
      email: payload.email,
      role: 'Buyer',
      state: '24',
      pan: 'AAJCJ1234K',
      isVerified: false,
      isLoggedIn: false,
      uploadedDocuments: payload.uploadedDocuments,
    });
    expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|"password"|Steel@2024/);

    // The new member can log in (unverified users may log in, API.md) and read their document.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    expect(login.statusCode).toBe(200);
    const doc = await t.app.inject({
      method: 'GET',
      url: payload.uploadedDocuments[0] as string,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
  });

  it('answers every SPEC §5 rule with its message', async () => {
    const res = await register({
      OrganizationIndividualName: '  ',
      type: '',
      role: 'Superuser',
      pan: 'ABC',
      gst: '27AAKCS5678M1Z9X',
      productId: [],
      membertype: '',
      email: 'not-an-email',
      password: '',
      firstName: '',
      lastName: '',
      cellNumber: '',
      addressLine1: '',
      city: '',
      state: '',
      country: '',
      currency: '',
      pin: '12345',
      uploadedDocuments: [],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      OrganizationIndividualName: 'Please fill out the Organization / Individual Name field',
      type: 'Please fill out the Type field',
      role: 'Choose one of the listed options',
      pan: 'PAN must be exactly 10 characters',
      gst: 'GST must be exactly 15 characters',
      productId: 'Please select at least one Product',
      membertype: 'Please fill out the Member Type field',
      email: 'Enter a valid email address',
      password: 'Please fill out the Password field',
      firstName: 'Please fill out the First Name field',
      lastName: 'Please fill out the Last Name field',
      cellNumber: 'Please fill out the Cell Number field',
      addressLine1: 'Please fill out the Address Line 1 field',
      city: 'Please fill out the City field',
      // '27…' is Maharashtra: the GST's state fills the blank state even though the GST is too long.
      country: 'Please fill out the Country field',
      currency: 'Please fill out the Currency field',
      pin: 'PIN must be a 6-digit number',
      uploadedDocuments: 'Please select at least one Document',
    });
  });

  it('checks the PAN’s pattern and the GSTIN’s check character, in the reader’s language, and writes nothing', async () => {
    const before = await countUsers();
    const res = await register(await validRegistration({ pan: 'AAJC11234K', gst: '24AAJCJ1234K1Z6' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      pan: 'PAN must be 5 letters, 4 digits and a letter, as in ABCPS1234K',
      gst: 'This GSTIN’s last character does not match the rest: check it for a mistyped character',
    });
    const hi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: await validRegistration({ gst: '24AAJCJ1234K1Z6' }),
      headers: { 'accept-language': 'hi' },
    });
    expect(hi.json().errors.gst).toBe(
      'इस GSTIN का आखिरी अक्षर बाकी से मेल नहीं खाता: कोई अक्षर गलत तो नहीं लिखा, जाँच लें',
    );
    expect(await countUsers()).toBe(before);
  });

  it('takes a mobile typed with spaces, and mails the registrant that its registration arrived', async () => {
    const res = await register(
      await validRegistration({ email: 'spaced@example.com', cellNumber: '+91 98250 12345' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().user.cellNumber).toBe('+919825012345');
    const told = await alertsOf(t.database.db, res.json().user._id, 'account');
    expect(told.map((n) => n.title)).toEqual(['Registration received']);
    expect(await channelsOf(t.database.db, told[0]!.id)).toContain('email');
  });

  it('asks for a state when the GST does not name one, and checks PIN digits', async () => {
    const res = await register(await validRegistration({ gst: '99AAJCJ1234K1Z6', pin: '12a456' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      state: 'Please fill out the State field',
      pin: 'PIN must be a 6-digit number',
    });
  });

  it('accepts a chosen state when the GST prefix is not a state code, and leaves optional fields empty', async () => {
    const payload = await validRegistration({ gst: '99AAJCJ1234K1Z6', state: '06' });
    delete (payload as Record<string, unknown>).faxNumber;
    delete (payload as Record<string, unknown>).designation;
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ state: '06', faxNumber: '', designation: '' });
  });

  it('refuses a taken e-mail with 409 whatever its case, and writes nothing', async () => {
    const before = await countUsers();
    const res = await register(await validRegistration({ email: 'Buyer1@Example.com' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'An account with this email already exists',
    });
    expect(await countUsers()).toBe(before);
  });

  it('rolls back when a document is not an unclaimed upload (nothing half-written)', async () => {
    const before = await countUsers();
    const good = await uploadDoc();
    const res = await register(
      await validRegistration({
        uploadedDocuments: [good.fileUrl, '/api/upload/files/0123456789abcdef0123456789abcdef.pdf'],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ uploadedDocuments: 'Please select a valid file.' });
    expect(await countUsers()).toBe(before);
    // The good document was not claimed either: it can still be used.
    const retry = await register(await validRegistration({ uploadedDocuments: [good.fileUrl] }));
    expect(retry.statusCode).toBe(201);
    // …but only once.
    const again = await register(await validRegistration({ uploadedDocuments: [good.fileUrl] }));
    expect(again.statusCode).toBe(400);
  });

  it('refuses another registrant’s upload named without its key, and its owner then registers with it', async () => {
    const victim = await uploadDoc(sampleFiles.pdf, 'victim-pan.pdf');
    const before = await countUsers();
    // The thief knows the URL (say, from a shared screen) but not the key; its own key does not help.
    const own = await uploadDoc();
    for (const keys of [[], [own.uploadKey], ['not-a-key']]) {
      const stolen = await register(
        await validRegistration({ uploadedDocuments: [own.fileUrl, victim.fileUrl] }),
        keys,
      );
      expect(stolen.statusCode).toBe(400);
      expect(stolen.json()).toMatchObject({
        success: false,
        message: 'Please select a valid file.',
        errors: { uploadedDocuments: 'Please select a valid file.' },
      });
    }
    expect(await countUsers()).toBe(before);
    const mine = await register(await validRegistration({ uploadedDocuments: [victim.fileUrl] }), [
      victim.uploadKey,
    ]);
    expect(mine.statusCode).toBe(201);
    expect(mine.json().user.uploadedDocuments).toEqual([victim.fileUrl]);
  });

  it('refuses an upload another registration already claimed, even with its key', async () => {
    const doc = await uploadDoc();
    const first = await register(await validRegistration({ uploadedDocuments: [doc.fileUrl] }));
    expect(first.statusCode).toBe(201);
    const second = await register(await validRegistration({ uploadedDocuments: [doc.fileUrl] }), [
      doc.uploadKey,
    ]);
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe('Please select a valid file.');
  });

  it('refuses document URLs that are not our uploads', async () => {
    const res = await register(
      await validRegistration({ uploadedDocuments: ['https://evil.example/x.pdf'] }),
    );
    expect(res.statusCode).toBe(400);
    // The field path names the list entry that is wrong.
    expect(res.json().errors['uploadedDocuments.0']).toBe('Please select a valid file.');
  });

  it('gives a self-registered Admin no admin rights until verified', async () => {
    const payload = await validRegistration({ role: 'Admin' });
    expect((await register(payload)).statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: payload.email, password: payload.password },
    });
    const token = login.json().token;
    expect(login.json().user).toMatchObject({ role: 'Admin', isVerified: false });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/getUsers',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);

    // An existing admin verifies them; from then on they are an admin.
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const adminAuth = { authorization: `Bearer ${admin.json().token}` };
    const me = login.json().user;
    const { _id, isLoggedIn, hasTransactionPassword, createdAt, ...fields } = me;
    const verified = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/verifyUser/${_id}`,
      headers: adminAuth,
      payload: { ...fields, isVerified: true },
    });
    expect(verified.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/getUsers',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(200);
  });

  it('rejects malformed bodies with 400, never 500', async () => {
    for (const payload of [
      'null',
      '[]',
      '"x"',
      '{"productId":"HMS","uploadedDocuments":{}}',
      '{"email":42}',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});
