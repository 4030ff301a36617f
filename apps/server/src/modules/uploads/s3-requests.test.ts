import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore } from './s3-store';

// What the S3 adapter sends, recorded by a small local server: signed requests (AWS signature V4
// with the configured key, region and path style) and a listing read page after page. s3rver,
// the local S3 of the integration test, checks neither (no V4 signatures; its continuation
// tokens fail on OpenSSL 3).

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const seen: Seen[] = [];
const objects = new Map<string, Buffer>();
let server: Server;
let endpoint = '';

const name = (i: number) => `${i.toString(16).padStart(32, '0')}.pdf`;
const page = (keys: string[], next?: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>neelami</Name><KeyCount>${keys.length}</KeyCount><IsTruncated>${next ? 'true' : 'false'}</IsTruncated>${next ? `<NextContinuationToken>${next}</NextContinuationToken>` : ''}${keys.map((k) => `<Contents><Key>${k}</Key><Size>${k.length}</Size></Contents>`).join('')}</ListBucketResult>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://x');
      const key = decodeURIComponent(url.pathname.replace(/^\/neelami\//, ''));
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200, { etag: '"e"' }).end();
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(
          url.searchParams.get('continuation-token') === 'page-2'
            ? page([`uploads/gallery/${name(3)}`])
            : page(
                [`uploads/docs/${name(1)}`, 'uploads/docs/readme.txt', `uploads/docs/${name(2)}`],
                'page-2',
              ),
        );
      } else if (req.method === 'GET' && objects.has(key)) {
        res.writeHead(200, { 'content-length': objects.get(key)!.length }).end(objects.get(key));
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const store = () =>
  s3FileStore({
    bucket: 'neelami',
    endpoint,
    region: 'ap-south-1',
    accessKeyId: 'AKIDNEELAMITEST',
    secretAccessKey: 'secret-of-the-test',
    forcePathStyle: true,
  });

describe('the S3 adapter (finding 4)', () => {
  it('signs every request with AWS signature V4 for the configured key and region, bucket in the path', async () => {
    const files = store();
    await files.put('doc', name(9), Buffer.from('%PDF-1.4 proof'));
    expect((await files.get('doc', name(9)))?.toString()).toBe('%PDF-1.4 proof');
    expect(await files.get('doc', name(8))).toBeNull();
    await files.remove('doc', name(9));
    expect(seen.map((s) => `${s.method} ${s.url.split('?')[0]}`)).toEqual([
      `PUT /neelami/uploads/docs/${name(9)}`,
      `GET /neelami/uploads/docs/${name(9)}`,
      `GET /neelami/uploads/docs/${name(8)}`,
      `DELETE /neelami/uploads/docs/${name(9)}`,
    ]);
    for (const s of seen) {
      expect(s.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDNEELAMITEST\/\d{8}\/ap-south-1\/s3\/aws4_request, SignedHeaders=[^,]*\bhost\b[^,]*\bx-amz-date\b[^,]*, Signature=[0-9a-f]{64}$/,
      );
      expect(s.headers['x-amz-content-sha256']).toBeDefined();
    }
    expect(seen[0].body.toString()).toBe('%PDF-1.4 proof');
  });

  it('lists every page of the bucket, and only uploads', async () => {
    const listed = [];
    for await (const f of store().list()) listed.push(f);
    expect(listed).toEqual([
      { kind: 'doc', storedName: name(1), bytes: `uploads/docs/${name(1)}`.length },
      { kind: 'doc', storedName: name(2), bytes: `uploads/docs/${name(2)}`.length },
      { kind: 'gallery', storedName: name(3), bytes: `uploads/gallery/${name(3)}`.length },
    ]);
  });

  it('refuses a name that is not a generated one before any request', async () => {
    const before = seen.length;
    await expect(store().get('doc', '../../etc/passwd')).rejects.toThrow(/not a stored name/);
    expect(seen.length).toBe(before);
  });
});
