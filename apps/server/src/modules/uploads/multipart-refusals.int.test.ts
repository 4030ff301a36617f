import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/seed-demo-users';
import { findUserByEmail } from '../users/user-queries';

// API.md "Award and money rules that hold in every state", bullet "Uploads": only a multipart
// field named `file` is read; a malformed multipart body is 400 (INVALID_INPUT), never 5xx.

let t: TestApp;
let admin = '';
let routes: { name: string; url: string; headers: Record<string, string> }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  admin = `Bearer ${res.json().token}`;
  const member = (await findUserByEmail(t.database.db, 'buyer1@example.com'))!;
  routes = [
    { name: 'registration document', url: '/api/upload/doc', headers: {} },
    {
      name: "admin's document",
      url: `/api/admin/uploadUserDoc/${member.id}`,
      headers: { authorization: admin },
    },
    { name: 'gallery image', url: '/api/general/gallery', headers: { authorization: admin } },
  ];
});
afterAll(async () => {
  await t.close();
});

const boundary = '----neelami-review';
const malformed: [string, string, Buffer][] = [
  ['no boundary', 'multipart/form-data', Buffer.from('whatever\r\n')],
  ['an empty boundary', 'multipart/form-data; boundary=', Buffer.from('x')],
  [
    'a boundary and garbage',
    `multipart/form-data; boundary=${boundary}`,
    Buffer.from('garbage, no parts at all'),
  ],
  [
    'a part that never ends',
    `multipart/form-data; boundary=${boundary}`,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut`,
    ),
  ],
];

describe('finding 1: a malformed multipart body is 400 INVALID_INPUT, never 5xx', () => {
  for (const [what, contentType, payload] of malformed) {
    it(`answers 400 in English and Hindi for ${what}, on every multipart route`, async () => {
      for (const route of routes) {
        for (const [language, message] of [
          ['en', 'The upload could not be read: send the file as multipart/form-data in a field named file.'],
          ['hi', 'अपलोड पढ़ा नहीं जा सका: फ़ाइल को multipart/form-data में file नाम के फ़ील्ड में भेजें।'],
        ] as const) {
          const res = await t.app.inject({
            method: 'POST',
            url: route.url,
            payload,
            headers: { ...route.headers, 'content-type': contentType, 'accept-language': language },
          });
          expect(res.statusCode, `${route.name}: ${res.body}`).toBe(400);
          expect(res.json(), route.name).toMatchObject({ success: false, code: 'INVALID_INPUT', message });
        }
      }
    });
  }
});

describe('finding 2: only a multipart field named `file` is read', () => {
  it('refuses a file sent under another field name with "Please select a valid file."', async () => {
    for (const route of routes) {
      for (const field of ['document', 'File', 'upload']) {
        const m = multipart({ data: sampleFiles.png, filename: 'x.png', field });
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          payload: m.payload,
          headers: { ...route.headers, ...m.headers },
        });
        expect(res.statusCode, `${route.name}, field ${field}`).toBe(400);
        expect(res.json()).toMatchObject({
          code: 'INVALID_INPUT',
          message: 'Please select a valid file.',
          errors: { file: 'Please select a valid file.' },
        });
      }
    }
  });

  it('answers in Hindi when asked', async () => {
    const m = multipart({ data: sampleFiles.png, filename: 'x.png', field: 'photo' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/doc',
      payload: m.payload,
      headers: { ...m.headers, 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('कृपया सही फ़ाइल चुनें।');
  });

  it('answers a large file under another name over a real connection, and the connection goes on', async () => {
    const base = await t.listen();
    const form = () => {
      const f = new FormData();
      f.append(
        'document',
        new Blob([Buffer.concat([sampleFiles.pdf, Buffer.alloc(4 * 1024 * 1024)])]),
        'a.pdf',
      );
      return f;
    };
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/api/upload/doc`, { method: 'POST', body: form() });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe('Please select a valid file.');
    }
  });

  it('still reads `file` when text fields come first', async () => {
    const m = multipart({ data: sampleFiles.png, filename: 'x.png' }, { note: 'cheque' });
    const res = await t.app.inject({ method: 'POST', url: '/api/upload/doc', ...m });
    expect(res.statusCode).toBe(201);
  });
});
