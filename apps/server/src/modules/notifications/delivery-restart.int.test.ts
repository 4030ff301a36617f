import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, userIdOf } from '../../../test/helpers/catalogue-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabaseUrl } from '../../../test/helpers/test-database';
import { seedDemoUsers } from '../users/seed-demo-users';
import { raiseNotifications } from './raise';
import { notificationDeliveries } from './tables';

// The process dies between the commit that raised an alert and its send: the next start sends it,
// once. On PGlite the data is a file-backed data directory; with TEST_DATABASE_URL one database.

const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-alerts-'));
let smtp: TestSmtpServer | null = null;
let app: TestApp | null = null;
let dropDatabase: () => Promise<void> = async () => {};

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await dropDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('an alert committed by a process that stopped before sending it', () => {
  it('goes out once when the server starts again', async () => {
    let databaseUrl: string | null = null;
    if (process.env.TEST_DATABASE_URL) {
      const made = await createTestDatabaseUrl();
      databaseUrl = made.url;
      dropDatabase = made.drop;
    }
    smtp = await startSmtpServer();
    // First life: no job runner; the alert is committed and never published.
    app = await createTestApp({ databaseUrl, dataDir, smtpUrl: smtp.url, jobs: false });
    await seedDemoUsers(app.database.db);
    const userId = await userIdOf(app, await loginAs(app, DEMO.buyer1));
    const [stored] = await app.database.db.transaction((tx) =>
      raiseNotifications(
        tx,
        [
          {
            userId,
            kind: 'outbid',
            facts: { lot: 'Restart lot', event: 'Restart sale', leadingPaise: 1_00_000_00 },
            link: '/auction/liveAuctions',
            topic: 'restart',
            urgent: true,
          },
        ],
        new Date(),
      ),
    );
    await app.close();
    app = null;
    expect(smtp.mails).toHaveLength(0);

    // Second life, with the job runner: its first run sends what was due.
    app = await createTestApp({ databaseUrl, dataDir, smtpUrl: smtp.url, jobs: true });
    await smtp.waitFor((m) => m.raw.includes('Restart lot'), 20_000);
    const db = app.database.db;
    await expect
      .poll(
        async () =>
          (
            await db
              .select()
              .from(notificationDeliveries)
              .where(eq(notificationDeliveries.notificationId, stored!.id))
          )
            .filter((d) => d.channel === 'email')
            .map((d) => [d.status, d.attempts]),
        { timeout: 10_000 },
      )
      .toEqual([['sent', 1]]);
    // The centre has it too, and a second start sends nothing more.
    await app.close();
    app = await createTestApp({ databaseUrl, dataDir, smtpUrl: smtp.url, jobs: true });
    await new Promise((r) => setTimeout(r, 3000));
    expect(smtp.mails.filter((m) => m.raw.includes('Restart lot'))).toHaveLength(1);
    // Two starts on a file-backed database, the second with the job runner: slow on a loaded machine.
  }, 90_000);
});
