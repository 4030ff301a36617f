import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabaseUrl } from '../../../test/helpers/test-database';
import { makeBackup } from '../../backup/make-backup';
import { RestoreRefusedError, restoreBackup } from '../../backup/restore-backup';
import type { S3Config } from '../../config';
import { openFileStore } from './open-file-store';
import { s3FileStore } from './s3-store';

// ARCHITECTURE.md "Uploads": with S3_BUCKET the files live in an S3-compatible bucket, which every
// instance reads and backups include. Against a real local S3 server (s3rver, from npm), talked to
// through the AWS SDK as a production bucket would be.

const KEY = 'S3RVER'; // s3rver's built-in account
let server: S3rver;
let work: string;
let s3: S3Config;
let t: TestApp;
let admin: FixtureUser;
const cleanups: (() => Promise<unknown>)[] = [];

const bucket = (name: string): S3Config => ({ ...s3, bucket: name });
const client = () =>
  new S3Client({
    endpoint: s3.endpoint!,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
async function keysIn(name: string): Promise<string[]> {
  const out = await client().send(new ListObjectsV2Command({ Bucket: name }));
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'neelami-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: ['neelami-uploads', 'neelami-restored', 'neelami-other', 'neelami-moved'].map(
      (name) => ({ name }),
    ),
  });
  const { port } = await server.run();
  s3 = {
    bucket: 'neelami-uploads',
    endpoint: `http://127.0.0.1:${port}`,
    region: 'ap-south-1',
    accessKeyId: KEY,
    secretAccessKey: KEY,
    forcePathStyle: true,
  };
  t = await createTestApp({ s3 });
  admin = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' });
}, 60_000);
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  await t?.close();
  await server?.close();
  rmSync(work, { recursive: true, force: true });
});

const send = (
  app: TestApp,
  url: string,
  data: Buffer,
  filename: string,
  headers: Record<string, string> = {},
) => {
  const m = multipart({ data, filename });
  return app.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...headers } });
};
const asAdmin = () => ({ authorization: `Bearer ${admin.token}` });

describe('finding 4: uploads in an S3-compatible bucket', () => {
  it('keeps documents and gallery images in the bucket, serves them back, and deletes an image there', async () => {
    const doc = (await send(t, '/api/upload/doc', sampleFiles.pdf, 'pan.pdf')).json();
    const image = (await send(t, '/api/general/gallery', sampleFiles.png, 'yard.png', asAdmin())).json();
    expect(await keysIn('neelami-uploads')).toEqual(
      expect.arrayContaining([`uploads/docs/${doc.fileName}`, `uploads/gallery/${image.fileName}`]),
    );
    const stored = await client().send(
      new GetObjectCommand({ Bucket: 'neelami-uploads', Key: `uploads/docs/${doc.fileName}` }),
    );
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(sampleFiles.pdf)).toBe(true);
    expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const back = await t.app.inject({
      method: 'GET',
      url: doc.fileUrl,
      headers: { 'x-upload-key': doc.uploadKey },
    });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: image.fileUrl })).rawPayload.equals(sampleFiles.png),
    ).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/general/gallery/${image.fileName}`,
      headers: asAdmin(),
    });
    expect(del.statusCode).toBe(200);
    expect(await keysIn('neelami-uploads')).not.toContain(`uploads/gallery/${image.fileName}`);
  });

  it('answers a missing object as missing and lists only the uploads of the bucket', async () => {
    const store = s3FileStore(bucket('neelami-other'));
    expect(await store.get('doc', `${'0'.repeat(32)}.pdf`)).toBeNull();
    await store.put('gallery', `${'1'.repeat(32)}.png`, sampleFiles.png);
    await client().send(
      new PutObjectCommand({ Bucket: 'neelami-other', Key: 'uploads/docs/notes.txt', Body: 'x' }),
    );
    await client().send(new PutObjectCommand({ Bucket: 'neelami-other', Key: 'elsewhere/a.png', Body: 'x' }));
    const listed = [];
    for await (const f of store.list()) listed.push(f);
    expect(listed).toEqual([
      { kind: 'gallery', storedName: `${'1'.repeat(32)}.png`, bytes: sampleFiles.png.length },
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'serves through a second instance on the same PostgreSQL and bucket what the first stored',
    async () => {
      const made = await createTestDatabaseUrl();
      cleanups.push(made.drop);
      const a = await createTestApp({ databaseUrl: made.url, s3 });
      const b = await createTestApp({ databaseUrl: made.url, s3 });
      cleanups.push(
        () => a.close(),
        () => b.close(),
      );
      const doc = (await send(a, '/api/upload/doc', sampleFiles.jpeg, 'kyc.jpg')).json();
      const read = await b.app.inject({
        method: 'GET',
        url: doc.fileUrl,
        headers: { 'x-upload-key': doc.uploadKey },
      });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload.equals(sampleFiles.jpeg)).toBe(true);
    },
  );

  it('backs up the bucket with the database and restores into an empty bucket, refusing one that holds uploads', async () => {
    const doc = (await send(t, '/api/upload/doc', sampleFiles.webp, 'cheque.webp')).json();
    const out = path.join(work, 'backups');
    const made = await makeBackup({
      dataDir: t.config.dataDir,
      outDir: out,
      database: t.database,
      databaseUrl: t.config.databaseUrl,
      files: s3FileStore(s3),
    });
    expect(made.manifest.uploadsIn).toBe('s3');
    expect(made.manifest.uploads.files).toBeGreaterThanOrEqual(2);

    let restoredUrl: string | null = null;
    if (t.database.kind === 'postgres') {
      const target = await createTestDatabaseUrl();
      cleanups.push(target.drop);
      restoredUrl = target.url;
    }
    const target = { file: made.file, databaseUrl: restoredUrl, s3: bucket('neelami-restored') };
    const restored = await restoreBackup({ ...target, dataDir: path.join(work, 'restored') });
    expect(restored.uploads.files).toBe(made.manifest.uploads.files);
    const back = await s3FileStore(bucket('neelami-restored')).get('doc', doc.fileName);
    expect(back?.equals(sampleFiles.webp)).toBe(true);

    await expect(restoreBackup({ ...target, dataDir: path.join(work, 'restored-again') })).rejects.toThrow(
      RestoreRefusedError,
    );
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "restores a backup of uploads kept in PostgreSQL's rows for a server that reads a bucket",
    async () => {
      const made = await createTestDatabaseUrl();
      const target = await createTestDatabaseUrl();
      cleanups.push(made.drop, target.drop);
      const onRows = await createTestApp({ databaseUrl: made.url });
      cleanups.push(() => onRows.close());
      const doc = (await send(onRows, '/api/upload/doc', sampleFiles.gif, 'seal.gif')).json();
      const backup = await makeBackup({
        dataDir: onRows.config.dataDir,
        outDir: path.join(work, 'backups-rows'),
        database: onRows.database,
        databaseUrl: made.url,
        files: openFileStore(onRows.config, onRows.database),
      });
      expect(backup.manifest).toMatchObject({ uploadsIn: 'database', uploads: { files: 1 } });
      await restoreBackup({
        file: backup.file,
        dataDir: path.join(work, 'restored-rows'),
        databaseUrl: target.url,
        s3: bucket('neelami-moved'),
      });
      expect(
        (await s3FileStore(bucket('neelami-moved')).get('doc', doc.fileName))?.equals(sampleFiles.gif),
      ).toBe(true);
    },
    120_000,
  );
});
