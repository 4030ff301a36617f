import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabaseUrl } from '../../../test/helpers/test-database';
import { makeBackup } from '../../backup/make-backup';
import { restoreBackup } from '../../backup/restore-backup';
import { openDatabase } from '../../db/client';
import { diskFileStore } from './disk-store';
import { openFileStore } from './open-file-store';

// ARCHITECTURE.md "Uploads": behind a load balancer any instance serves a file another stored.
// Two instances on one PostgreSQL, each with its own DATA_DIR; PGlite is one process's database,
// so this runs only with TEST_DATABASE_URL.

const pg = process.env.TEST_DATABASE_URL;
let a: TestApp;
let b: TestApp;
let drop: () => Promise<void> = async () => {};
let member: FixtureUser;
let admin: FixtureUser;

beforeAll(async () => {
  if (!pg) return;
  const made = await createTestDatabaseUrl();
  drop = made.drop;
  a = await createTestApp({ databaseUrl: made.url });
  b = await createTestApp({ databaseUrl: made.url });
  member = await makeUser(a.database.db, a.config.jwtSecret, { role: 'Buyer' });
  admin = await makeUser(a.database.db, a.config.jwtSecret, { role: 'Admin' });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await drop();
});

const bearer = (u: FixtureUser) => ({ authorization: `Bearer ${u.token}` });
const send = (
  t: TestApp,
  url: string,
  data: Buffer,
  filename: string,
  headers: Record<string, string> = {},
) => {
  const m = multipart({ data, filename });
  return t.app.inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, ...headers } });
};

describe.skipIf(!pg)('finding 4: uploads across instances on one PostgreSQL', () => {
  it('serves through B a KYC document, an anonymous registration document and an admin upload stored through A', async () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
    const kyc = await send(a, '/api/upload/doc', sampleFiles.pdf, 'pan.pdf', bearer(member));
    expect(kyc.statusCode).toBe(201);
    const read = await b.app.inject({ method: 'GET', url: kyc.json().fileUrl, headers: bearer(member) });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(sampleFiles.pdf)).toBe(true);

    const anonymous = (await send(a, '/api/upload/doc', sampleFiles.png, 'gst.png')).json();
    const byKey = await b.app.inject({
      method: 'GET',
      url: anonymous.fileUrl,
      headers: { 'x-upload-key': anonymous.uploadKey },
    });
    expect(byKey.statusCode).toBe(200);
    expect(byKey.rawPayload.equals(sampleFiles.png)).toBe(true);

    const forMember = await send(
      b,
      `/api/admin/uploadUserDoc/${member.id}`,
      sampleFiles.jpeg,
      'kyc.jpg',
      bearer(admin),
    );
    expect(forMember.statusCode).toBe(201);
    const onA = await a.app.inject({ method: 'GET', url: forMember.json().fileUrl, headers: bearer(member) });
    expect(onA.statusCode).toBe(200);
    expect(onA.rawPayload.equals(sampleFiles.jpeg)).toBe(true);

    // Neither instance wrote them to its own disk.
    for (const t of [a, b]) expect(existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('lists and serves through B a gallery image added through A, and deleted through B it is gone on A', async () => {
    const added = await send(a, '/api/general/gallery', sampleFiles.webp, 'yard.webp', bearer(admin));
    expect(added.statusCode).toBe(201);
    const url = added.json().fileUrl as string;
    const list = await b.app.inject({ method: 'GET', url: '/api/general/gallery' });
    expect(list.json().images).toContain(url);
    const image = await b.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(sampleFiles.webp)).toBe(true);

    const name = url.split('/').pop()!;
    const del = await b.app.inject({
      method: 'DELETE',
      url: `/api/general/gallery/${name}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(200);
    expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('restores into PostgreSQL the uploads of a backup made when they were kept on a disk', async () => {
    // A server before uploads moved into PostgreSQL kept them in its DATA_DIR, and backups packed them.
    const doc = (await send(a, '/api/upload/doc', sampleFiles.pdf, 'old.pdf')).json();
    await openFileStore(a.config, a.database).remove('doc', doc.fileName);
    const disk = diskFileStore(a.config.dataDir);
    await disk.put('doc', doc.fileName, sampleFiles.pdf);
    const work = mkdtempSync(path.join(tmpdir(), 'neelami-disk-backup-'));
    const target = await createTestDatabaseUrl();
    try {
      const made = await makeBackup({
        dataDir: a.config.dataDir,
        outDir: work,
        database: a.database,
        databaseUrl: a.config.databaseUrl,
        files: disk,
      });
      expect(made.manifest).toMatchObject({ uploadsIn: 'disk', uploads: { files: 1 } });
      const restored = await restoreBackup({
        file: made.file,
        dataDir: path.join(work, 'restored'),
        databaseUrl: target.url,
      });
      expect(restored.countMismatches).toEqual([]);
      const db = await openDatabase({ databaseUrl: target.url, dataDir: work });
      try {
        expect(
          (await openFileStore({ dataDir: work, s3: null }, db).get('doc', doc.fileName))?.equals(
            sampleFiles.pdf,
          ),
        ).toBe(true);
      } finally {
        await db.close();
      }
    } finally {
      await target.drop();
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
