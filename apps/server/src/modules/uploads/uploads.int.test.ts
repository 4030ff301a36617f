import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/seed-demo-users';
import { findUserByEmail } from '../users/user-queries';
import type { FileStore } from './file-store';
import { openFileStore } from './open-file-store';

let t: TestApp;
// Where the server keeps the files: the disk on PGlite, PostgreSQL with TEST_DATABASE_URL.
let files: FileStore;
const docsStored = async () => {
  let n = 0;
  for await (const f of files.list()) if (f.kind === 'doc') n++;
  return n;
};
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  files = openFileStore(t.config, t.database);
  await seedDemoUsers(t.database.db);
  for (const who of ['admin', 'buyer1', 'buyer2']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${who}@example.com`, password: DEMO_PASSWORD },
    });
    tokens[who] = res.json().token;
  }
});
afterAll(async () => {
  await t.close();
});

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const upload = (
  data: Buffer,
  filename: string,
  headers: Record<string, string> = {},
  url = '/api/upload/doc',
) => {
  const m = multipart({ data, filename });
  return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...headers } });
};

describe('POST /api/upload/doc', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
  ] as const)('accepts a %s by its content and stores it under a generated name', async (kind, mime) => {
    const res = await upload(sampleFiles[kind], `../../etc/my ${kind}.bin`);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Upload successful!',
      originalName: `my ${kind}.bin`,
    });
    expect(body.fileUrl).toMatch(/^\/api\/upload\/files\/[0-9a-f]{32}\.(pdf|png|jpg|gif|webp)$/);
    expect(typeof body.uploadKey).toBe('string');
    expect((await files.get('doc', body.fileName))?.equals(sampleFiles[kind])).toBe(true);
    // The anonymous uploader reads it back with the key.
    const back = await t.app.inject({
      method: 'GET',
      url: body.fileUrl,
      headers: { 'x-upload-key': body.uploadKey },
    });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe(mime);
    expect(back.rawPayload.equals(sampleFiles[kind])).toBe(true);
  });

  it.each([
    ['a renamed Windows executable', sampleFiles.exe, 'invoice.pdf'],
    ['an ELF binary', sampleFiles.elf, 'scan.png'],
    ['plain text', sampleFiles.text, 'notes.pdf'],
  ])('refuses %s with 415 and the spec message, storing nothing', async (_, data, name) => {
    const before = await docsStored();
    const res = await upload(data, name, {});
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, message: 'Only images and PDFs are allowed.' });
    expect(await docsStored()).toBe(before);
  });

  it('answers 413 above 10 MB', async () => {
    const big = Buffer.concat([sampleFiles.pdf, Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const res = await upload(big, 'huge.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The file is too large (at most 10 MB)',
    });
  });

  it('answers "Please select a valid file." without a file, with an empty file or with JSON', async () => {
    const none = multipart(null, { note: 'x' });
    const a = await t.app.inject({ method: 'POST', url: '/api/upload/doc', ...none });
    const b = await upload(Buffer.alloc(0), 'empty.pdf');
    const c = await t.app.inject({ method: 'POST', url: '/api/upload/doc', payload: { file: 'x' } });
    for (const res of [a, b, c]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please select a valid file.');
    }
  });
});

describe('who may read a document', () => {
  it('hides an anonymous upload from everyone but its uploader (with the key) and Admin', async () => {
    const { fileUrl, uploadKey } = (await upload(sampleFiles.pdf, 'pan.pdf')).json();
    const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: fileUrl, headers });
    expect((await get({})).statusCode).toBe(404);
    expect((await get({ 'x-upload-key': 'wrong-key' })).statusCode).toBe(404);
    expect((await get(auth('buyer1'))).statusCode).toBe(404);
    expect((await get({ 'x-upload-key': uploadKey })).statusCode).toBe(200);
    const admin = await get(auth('admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    expect(admin.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('lets a logged-in member read their own upload, and nobody else', async () => {
    const { fileUrl, uploadKey } = (await upload(sampleFiles.png, 'cheque.png', auth('buyer1'))).json();
    expect(uploadKey).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: auth('buyer1') })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: auth('buyer2') })).statusCode).toBe(
      404,
    );
  });

  it('answers 404 for names that are not generated ones', async () => {
    for (const name of ['..%2F..%2Fjwt-secret', 'abc.pdf', '0123456789abcdef0123456789abcdef.exe']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/upload/files/${name}`,
        headers: auth('admin'),
      });
      expect(res.statusCode, name).toBe(404);
    }
  });
});

describe('POST /api/admin/uploadUserDoc/:id', () => {
  it('stores a pdf, jpeg or png for the member, who can then read it', async () => {
    const buyer = (await findUserByEmail(t.database.db, 'buyer2@example.com'))!;
    const res = await upload(
      sampleFiles.jpeg,
      'kyc.jpg',
      auth('admin'),
      `/api/admin/uploadUserDoc/${buyer.id}`,
    );
    expect(res.statusCode).toBe(201);
    const { fileUrl } = res.json();
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: auth('buyer2') })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: auth('buyer1') })).statusCode).toBe(
      404,
    );
  });

  it('refuses gif and webp there with "Only image and PDF files are allowed"', async () => {
    const buyer = (await findUserByEmail(t.database.db, 'buyer2@example.com'))!;
    for (const kind of ['gif', 'webp'] as const) {
      const res = await upload(
        sampleFiles[kind],
        `x.${kind}`,
        auth('admin'),
        `/api/admin/uploadUserDoc/${buyer.id}`,
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only image and PDF files are allowed');
    }
  });

  it('answers 404 for an unknown member and 400 for a bad id', async () => {
    const a = await upload(
      sampleFiles.pdf,
      'x.pdf',
      auth('admin'),
      `/api/admin/uploadUserDoc/${crypto.randomUUID()}`,
    );
    expect(a.statusCode).toBe(404);
    const b = await upload(sampleFiles.pdf, 'x.pdf', auth('admin'), '/api/admin/uploadUserDoc/not-a-uuid');
    expect(b.statusCode).toBe(400);
  });
});

describe('upload rate limit', () => {
  it('limits anonymous uploads per IP', async () => {
    let last = 0;
    for (let i = 0; i < 35 && last !== 429; i++) {
      const m = multipart({ data: sampleFiles.text, filename: 'x.txt' });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/upload/doc',
        ...m,
        remoteAddress: '203.0.113.9',
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});
