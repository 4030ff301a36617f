import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../test/helpers/bidding-fixtures';
import { multipart, sampleFiles } from '../../test/helpers/files';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

// The OpenAPI document (GET /api/docs/openapi.json) says what the JSON calls that carry uploads
// answer when a client sends the file itself, and that offer-next takes no body; the test app
// holds every answer below to the document (createTestApp's response check, at close).

interface Operation {
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, unknown>;
}
let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>> };
let member: FixtureUser;
let admin: FixtureUser;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  member = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Buyer' });
  admin = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' });
});
afterAll(async () => {
  await t.close();
});

const someId = '00000000-0000-4000-8000-000000000000';
// API.md: the member's report names an upload by its URL (registration's uploadedDocuments, an EMD
// deposit's and a payment's proofUrl, a lifting's slipUrl).
const uploadBearing = [
  ['/api/auth/register', '/api/auth/register'],
  ['/api/emd/deposits', '/api/emd/deposits'],
  ['/api/sales/{id}/payments', `/api/sales/${someId}/payments`],
  ['/api/sales/{id}/liftings', `/api/sales/${someId}/liftings`],
] as const;

describe('finding 5: the OpenAPI document of the calls that carry uploads', () => {
  it.each(uploadBearing)('documents 413 and 415 on POST %s', (path) => {
    const op = doc.paths[path]?.post;
    expect(op, path).toBeDefined();
    expect(Object.keys(op!.responses)).toEqual(expect.arrayContaining(['413', '415']));
  });

  it.each(uploadBearing)(
    'answers the file itself sent to POST %s with 415, and a body over 1 MB with 413',
    async (_, url) => {
      const headers = { authorization: `Bearer ${member.token}` };
      const m = multipart({ data: sampleFiles.pdf, filename: 'proof.pdf' });
      const asFile = await t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...headers, ...m.headers },
      });
      expect(asFile.statusCode).toBe(415);
      expect(asFile.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
      const inline = JSON.stringify({ proofUrl: `data:application/pdf;base64,${'A'.repeat(1_100_000)}` });
      const tooLarge = await t.app.inject({
        method: 'POST',
        url,
        payload: inline,
        headers: { ...headers, 'content-type': 'application/json' },
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    },
  );

  it('declares that POST /api/admin/sales/{id}/offer-next takes an optional, empty body, as it parses', async () => {
    const op = doc.paths['/api/admin/sales/{id}/offer-next']?.post;
    expect(op?.requestBody?.required).toBe(false);
    const schema = op?.requestBody?.content?.['application/json']?.schema ?? {};
    const objects = [schema, ...((schema.anyOf as Record<string, unknown>[] | undefined) ?? [])].filter(
      (s) => s.type === 'object',
    );
    expect(objects).toHaveLength(1);
    expect(Object.keys((objects[0].properties as object | undefined) ?? {})).toEqual([]);
    // No body, {} (the web app's call) and a stray field are all read alike: the unknown sale is 404.
    for (const payload of [undefined, {}, { reason: 'ignored' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/sales/${someId}/offer-next`,
        headers: { authorization: `Bearer ${admin.token}` },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${JSON.stringify(payload)} ${res.body}`).toBe(404);
    }
  });

  it('keeps a body that is needed required', () => {
    for (const [path] of uploadBearing) expect(doc.paths[path]?.post?.requestBody?.required, path).toBe(true);
  });
});
