import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { FileStore } from '../uploads/file-store';
import { openFileStore } from '../uploads/open-file-store';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/seed-demo-users';

let t: TestApp;
// Where the server keeps the files: the disk on PGlite, PostgreSQL with TEST_DATABASE_URL.
let files: FileStore;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  files = openFileStore(t.config, t.database);
  await seedDemoUsers(t.database.db);
  for (const who of ['admin', 'buyer1']) {
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

const h = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
const addImage = (data: Buffer, filename: string, who = 'admin') => {
  const m = multipart({ data, filename });
  return t.app.inject({
    method: 'POST',
    url: '/api/general/gallery',
    payload: m.payload,
    headers: { ...m.headers, ...h(who) },
  });
};
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/general/gallery' })).json().images as string[];

describe('gallery', () => {
  it('lets an admin add jpeg, png, gif and webp images that anyone can list and see, newest first', async () => {
    const urls: string[] = [];
    for (const kind of ['jpeg', 'png', 'gif', 'webp'] as const) {
      const res = await addImage(sampleFiles[kind], `yard.${kind}`);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ success: true, message: 'Upload successful!' });
      urls.push(res.json().fileUrl);
    }
    expect(await list()).toEqual([...urls].reverse());
    const img = await t.app.inject({ method: 'GET', url: urls[1] });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['cache-control']).toMatch(/public/);
  });

  it('refuses a PDF or an executable with the spec message, and a request without a file', async () => {
    for (const [data, name] of [
      [sampleFiles.pdf, 'brochure.pdf'],
      [sampleFiles.exe, 'photo.jpg'],
    ] as const) {
      const res = await addImage(data, name);
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe('Only images and PDFs are allowed.');
    }
    const none = multipart(null);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/general/gallery',
      ...none,
      headers: { ...none.headers, ...h('admin') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please select a valid file.');
  });

  it('refuses upload and delete to a buyer and to anonymous callers', async () => {
    expect((await addImage(sampleFiles.png, 'x.png', 'buyer1')).statusCode).toBe(403);
    const m = multipart({ data: sampleFiles.png, filename: 'x.png' });
    expect((await t.app.inject({ method: 'POST', url: '/api/general/gallery', ...m })).statusCode).toBe(401);
    const [first] = await list();
    const name = first.split('/').pop()!;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/general/gallery/${name}`,
      headers: h('buyer1'),
    });
    expect(del.statusCode).toBe(403);
  });

  it('deletes an image by name (row and file)', async () => {
    const before = await list();
    const name = before[0].split('/').pop()!;
    expect(await files.get('gallery', name)).not.toBeNull();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/general/gallery/${name}`,
      headers: h('admin'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect(await list()).toEqual(before.slice(1));
    expect(await files.get('gallery', name)).toBeNull();
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/general/gallery/${name}`,
      headers: h('admin'),
    });
    expect(again.statusCode).toBe(404);
  });

  it('rejects names with /, \\ or .. and never deletes a member document', async () => {
    for (const bad of ['..%2Fjwt-secret', 'a%2Fb.png', 'a%5Cb.png', '..%5C..%5Cjwt-secret', 'x..png']) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/general/gallery/${bad}`,
        headers: h('admin'),
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('Invalid file name');
    }
    expect(existsSync(path.join(t.config.dataDir, 'jwt-secret'))).toBe(false); // tests pass their own secret
    const doc = await t.app.inject({
      method: 'POST',
      url: '/api/upload/doc',
      ...multipart({ data: sampleFiles.pdf, filename: 'a.pdf' }),
    });
    const docName = doc.json().fileName;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/general/gallery/${docName}`,
      headers: h('admin'),
    });
    expect(res.statusCode).toBe(404);
    expect(await files.get('doc', docName)).not.toBeNull();
  });
});

describe('GET /api/general/allContactUs', () => {
  it('lists enquiries newest first for Admin only', async () => {
    for (const subject of ['First', 'Second']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/general/contactus',
        payload: { name: 'Ravi', email: 'ravi@example.in', subject, message: 'Call me' },
      });
    }
    const res = await t.app.inject({ method: 'GET', url: '/api/general/allContactUs', headers: h('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((q: { subject: string }) => q.subject)).toEqual(['Second', 'First']);
    expect(res.json().data[0]).toMatchObject({ name: 'Ravi', email: 'ravi@example.in', message: 'Call me' });
    expect(typeof res.json().data[0].createdDate).toBe('string');
    const buyer = await t.app.inject({
      method: 'GET',
      url: '/api/general/allContactUs',
      headers: h('buyer1'),
    });
    expect(buyer.statusCode).toBe(403);
  });
});
