import { readFileSync } from 'node:fs';
import path from 'node:path';
import { defaultPreferences } from '@neelami/shared/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, DEMO, loginAs, userIdOf } from '../../../test/helpers/catalogue-fixtures';
import { type PushService, startPushService } from '../../../test/helpers/push-service';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoUsers } from '../users/seed-demo-users';
import { savePreferences } from './centre-queries';
import { type ChannelSenders, createAlertChannels } from './channels';
import { backoffMs, deliverDue } from './deliver';
import { type Alert, raiseNotifications } from './raise';
import { notificationDeliveries, pushSubscriptions } from './tables';
import { vapidDetailsOf } from './web-push';

const TIMEOUT_MS = 400;
let push: PushService;
let t: TestApp;
let channels: ChannelSenders;
let publicKey: string;
const members: Record<string, { id: string; token: string }> = {};

beforeAll(async () => {
  push = await startPushService();
  t = await createTestApp({ publicOrigin: 'https://neelami.example' });
  t.config.alertChannels.providerTimeoutMs = TIMEOUT_MS;
  const db = t.database.db;
  await seedDemoUsers(db);
  for (const who of ['buyer1', 'buyer2', 'seller'] as const) {
    const token = await loginAs(t, DEMO[who]);
    members[who] = { id: await userIdOf(t, token), token };
    await savePreferences(
      db,
      members[who].id,
      { ...defaultPreferences(), channels: { email: false, sms: false, whatsapp: false, push: true } },
      new Date(),
    );
  }
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications/push-key',
    headers: bearer(members.buyer1!.token),
  });
  expect(res.statusCode).toBe(200);
  publicKey = res.json().publicKey;
  // The app's channels, with the push service's certificate authority.
  channels = createAlertChannels({
    db,
    notifier: t.app.notifier,
    publicOrigin: 'https://neelami.example',
    config: t.config.alertChannels,
    vapid: vapidDetailsOf(t.config.alertChannels, t.config.dataDir),
    pushAgent: push.agent,
  });
});
afterAll(async () => {
  await t?.close();
  await push?.close();
});

/** The browser subscribes as the web app does, through the API. */
async function subscribe(who: string, browser: string) {
  const b = push.browser(browser);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/notifications/push-subscriptions',
    headers: bearer(members[who]!.token),
    payload: b.subscription,
  });
  expect(res.statusCode).toBe(201);
  return b;
}

const alertFor = (userId: string, topic: string, kind: 'outbid' | 'lot_result' = 'outbid'): Alert =>
  kind === 'outbid'
    ? {
        userId,
        kind,
        facts: { lot: 'HMS 1 (Lot 1)', event: 'Bhilai Melting Scrap Sale', leadingPaise: 41_000_000 },
        link: '/auction/auctionRoom?eventId=e1',
        topic,
        urgent: true,
      }
    : { userId, kind, facts: { lot: 'HMS 1 (Lot 1)', event: 'Bhilai', place: 1 }, link: '/my-lots', topic };

const raise = async (alert: Alert, at: Date) => {
  const [stored] = await t.database.db.transaction((tx) => raiseNotifications(tx, [alert], at));
  return stored!;
};

const pushRow = async (notificationId: string) => {
  const [row] = await t.database.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId));
  return row!;
};

const deliver = (now: Date) => deliverDue({ db: t.database.db, channels, now: () => now });

describe('Web Push', () => {
  it('answers the VAPID public key kept in DATA_DIR', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const kept = JSON.parse(readFileSync(path.join(t.config.dataDir, 'vapid.json'), 'utf8'));
    expect(kept.publicKey).toBe(publicKey);
  });

  it("encrypts the alert for each of the member's browsers, signed with the platform's key", async () => {
    await subscribe('buyer1', 'laptop');
    await subscribe('buyer1', 'phone');
    const at = new Date('2030-03-01T06:00:00Z');
    const alert = await raise(alertFor(members.buyer1!.id, 'two'), at);
    expect(await deliver(at)).toBe(1);
    expect(push.refused).toEqual([]);
    const got = push.pushes.filter((p) => (p.payload as { id: string }).id === alert.id);
    expect(got.map((p) => p.browser).sort()).toEqual(['laptop', 'phone']);
    for (const p of got) {
      expect(p.payload).toEqual({
        id: alert.id,
        kind: 'outbid',
        title: alert.title,
        body: alert.body,
        link: '/auction/auctionRoom?eventId=e1',
      });
      expect(p).toMatchObject({ ttl: '86400', urgency: 'high', vapidKey: publicKey });
    }
    const row = await pushRow(alert.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row.lastError).toMatch(/^push: 127\.0\.0\.1:\d+ 201; 127\.0\.0\.1:\d+ 201$/);
  });

  it('sends a kind that is not urgent at normal urgency', async () => {
    const at = new Date('2030-03-01T06:05:00Z');
    const alert = await raise(alertFor(members.buyer1!.id, 'result', 'lot_result'), at);
    await deliver(at);
    const got = push.pushes.filter((p) => (p.payload as { id: string }).id === alert.id);
    expect(got.map((p) => p.urgency)).toEqual(['normal', 'normal']);
  });

  it('deletes a subscription the push service says is gone (410), and reaches the others', async () => {
    await subscribe('buyer2', 'old-tab');
    await subscribe('buyer2', 'new-tab');
    push.answerNext('old-tab', 410);
    const at = new Date('2030-03-01T06:10:00Z');
    const alert = await raise(alertFor(members.buyer2!.id, 'gone'), at);
    await deliver(at);
    const left = await t.database.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, members.buyer2!.id));
    expect(left.map((s) => s.endpoint.split('/').at(-1))).toEqual(['new-tab']);
    const row = await pushRow(alert.id);
    expect(row.status).toBe('sent');
    expect(row.lastError).toContain('410: gone, subscription deleted');
  });

  it('tries a 500 again after the back-off and the alert arrives then, once', async () => {
    await subscribe('seller', 'desk');
    push.answerNext('desk', 500);
    const at = new Date('2030-03-01T06:20:00Z');
    const alert = await raise(alertFor(members.seller!.id, 'five-hundred'), at);
    await deliver(at);
    let row = await pushRow(alert.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('500 answered 500');
    expect(row.dueAt.getTime()).toBe(at.getTime() + backoffMs(1));
    await deliver(new Date(at.getTime() + backoffMs(1)));
    row = await pushRow(alert.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(push.pushes.filter((p) => (p.payload as { id: string }).id === alert.id)).toHaveLength(1);
  });

  it('gives up on a push service that does not answer in time, and sends on the next try', async () => {
    push.answerNext('desk', 'hang');
    const at = new Date('2030-03-01T06:30:00Z');
    const alert = await raise(alertFor(members.seller!.id, 'hang'), at);
    const started = Date.now();
    await deliver(at);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    let row = await pushRow(alert.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('Socket timeout');
    await deliver(new Date(at.getTime() + backoffMs(1)));
    row = await pushRow(alert.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records the send only when the member has no browser subscribed', async () => {
    await t.database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, members.seller!.id));
    const at = new Date('2030-03-01T06:40:00Z');
    const alert = await raise(alertFor(members.seller!.id, 'none'), at);
    await deliver(at);
    expect(await pushRow(alert.id)).toMatchObject({
      status: 'recorded',
      lastError: 'no browser subscribed to push',
    });
  });
});
