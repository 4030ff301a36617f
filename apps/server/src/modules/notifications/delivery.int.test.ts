import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, userIdOf } from '../../../test/helpers/catalogue-fixtures';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoUsers } from '../users/seed-demo-users';
import type { ChannelSenders } from './channels';
import { backoffMs, deliverDue, MAX_ATTEMPTS } from './deliver';
import { type Alert, raiseNotifications } from './raise';
import { notificationDeliveries } from './tables';

let smtp: TestSmtpServer;
let t: TestApp;
let buyer1Id: string;

const outbid = (userId: string, topic: string): Alert<'outbid'> => ({
  userId,
  kind: 'outbid',
  facts: { lot: 'HMS 1 (Lot 1)', event: 'Bhilai Melting Scrap Sale', leadingPaise: 41_000_000 },
  link: '/auction/auctionRoom?eventId=e1',
  topic,
  urgent: true,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ jobs: true, smtpUrl: smtp.url, publicOrigin: 'https://neelami.example' });
  await seedDemoUsers(t.database.db);
  buyer1Id = await userIdOf(t, await loginAs(t, DEMO.buyer1));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const deliveriesOf = (notificationId: string) =>
  t.database.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));

describe('the outbox relay on the job runner', () => {
  it('mails an alert once after its commit, with its link, and records the send', async () => {
    const db = t.database.db;
    const stored = await db.transaction((tx) =>
      raiseNotifications(tx, [outbid(buyer1Id, 'mailed')], new Date()),
    );
    await t.app.alerts.published(stored);
    const mail = await smtp.waitFor(
      (m) => m.to.includes(DEMO.buyer1) && m.raw.includes('You have been outbid'),
    );
    // Quoted-printable: lines are folded with '=' and '=' itself is '=3D'.
    const text = mail.raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(text).toContain('https://neelami.example/auction/auctionRoom?eventId=e1');
    await expect
      .poll(
        async () => (await deliveriesOf(stored[0]!.id)).map((d) => [d.channel, d.status, d.attempts]).sort(),
        { timeout: 10_000 },
      )
      .toEqual([
        ['email', 'sent', 1],
        ['push', 'recorded', 1],
      ]);
    // Later runs find nothing due: one mail.
    expect(await deliverDue({ db, channels: failing(), now: () => new Date() })).toBe(0);
    expect(smtp.mails.filter((m) => m.raw.includes('You have been outbid'))).toHaveLength(1);
  });
});

/** A provider that refuses everything. */
function failing(): ChannelSenders {
  const refuse = async () => ({ status: 'failed' as const, detail: 'provider answered 500' });
  return { email: refuse, sms: refuse, whatsapp: refuse, push: refuse };
}

describe('a provider that fails', () => {
  it('is tried again with back-off, up to the last try, and the alert stays in the centre', async () => {
    const db = t.database.db;
    const stored = await db.transaction((tx) =>
      raiseNotifications(
        tx,
        [{ ...outbid(buyer1Id, 'failing'), urgent: true }],
        new Date('2030-01-01T06:30:00Z'),
      ),
    );
    const id = stored[0]!.id;
    let now = new Date('2030-01-01T06:30:00Z');
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await deliverDue({ db, channels: failing(), now: () => now })).toBeGreaterThan(0);
      const rows = await deliveriesOf(id);
      for (const r of rows) {
        expect(r.attempts).toBe(attempt);
        expect(r.lastError).toBe('provider answered 500');
        if (attempt < MAX_ATTEMPTS) {
          expect(r.status).toBe('pending');
          expect(r.dueAt.getTime()).toBe(now.getTime() + backoffMs(attempt));
        } else expect(r.status).toBe('failed');
      }
      // Not due before its back-off.
      expect(await deliverDue({ db, channels: failing(), now: () => new Date(now.getTime() + 1000) })).toBe(
        0,
      );
      now = new Date(now.getTime() + backoffMs(attempt));
    }
    expect(
      await deliverDue({ db, channels: failing(), now: () => new Date(now.getTime() + 86_400_000) }),
    ).toBe(0);
  });
});
