import { defaultPreferences } from '@neelami/shared/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, userIdOf } from '../../../test/helpers/catalogue-fixtures';
import {
  type FakeProvider,
  type GupshupSms,
  startGupshup,
  startWhatsAppCloud,
  type WhatsAppMessage,
} from '../../../test/helpers/provider-servers';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { outbox } from '../notify/tables';
import { seedDemoUsers } from '../users/seed-demo-users';
import { users } from '../users/tables';
import { savePreferences } from './centre-queries';
import { type ChannelSenders, createAlertChannels } from './channels';
import { backoffMs, deliverDue } from './deliver';
import { type Alert, raiseNotifications } from './raise';
import { notificationDeliveries } from './tables';
import { vapidDetailsOf } from './web-push';

const ACCOUNT = { userid: '2000123456', password: 'p@ss:word', principalEntityId: '1101000000000000001' };
const DLT = { outbid: '1107000000000000001', '*': '1107000000000000099' };
const WA = { token: 'EAAGtest-token', phoneNumberId: '106540352242922' };
const TIMEOUT_MS = 400;

let sms: FakeProvider<GupshupSms>;
let wa: FakeProvider<WhatsAppMessage>;
let t: TestApp;
let channels: ChannelSenders;
let buyer1: string;
let buyer2: string;

beforeAll(async () => {
  sms = await startGupshup({ ...ACCOUNT, dltTemplateIds: Object.values(DLT) });
  wa = await startWhatsAppCloud({
    ...WA,
    templates: { neelami_outbid: ['en', 'hi'], neelami_closing_soon_v2: ['en'] },
  });
  const smsUrl = new URL(
    `${sms.url}/GatewayAPI/rest?principalEntityId=${ACCOUNT.principalEntityId}&mask=NEELMI`,
  );
  smsUrl.username = ACCOUNT.userid;
  smsUrl.password = encodeURIComponent(ACCOUNT.password);
  t = await createTestApp({
    publicOrigin: 'https://neelami.example',
    alertChannels: {
      sms: { url: smsUrl.href, templates: DLT },
      whatsapp: {
        url: `${wa.url.replace('//', `//:${WA.token}@`)}/v21.0/${WA.phoneNumberId}/messages`,
        templates: { closing_soon: 'neelami_closing_soon_v2' },
      },
      vapidKeys: null,
      vapidSubject: 'mailto:alerts@neelami.example',
      providerTimeoutMs: TIMEOUT_MS,
    },
  });
  const db = t.database.db;
  await seedDemoUsers(db);
  buyer1 = await userIdOf(t, await loginAs(t, DEMO.buyer1));
  buyer2 = await userIdOf(t, await loginAs(t, DEMO.buyer2));
  await db.update(users).set({ language: 'hi' }).where(eq(users.id, buyer2));
  const onlySmsAndWhatsApp = {
    ...defaultPreferences(),
    channels: { email: false, sms: true, whatsapp: true, push: false },
  };
  for (const id of [buyer1, buyer2]) await savePreferences(db, id, onlySmsAndWhatsApp, new Date());
  // The channels the app builds from its configuration, over the app's own notifier (SMS_URL).
  channels = createAlertChannels({
    db,
    notifier: t.app.notifier,
    publicOrigin: 'https://neelami.example',
    config: t.config.alertChannels,
    vapid: vapidDetailsOf(t.config.alertChannels, t.config.dataDir),
  });
});
afterAll(async () => {
  await t?.close();
  await sms?.close();
  await wa?.close();
});

const outbid = (userId: string, topic: string): Alert<'outbid'> => ({
  userId,
  kind: 'outbid',
  facts: { lot: 'HMS 1 (Lot 1)', event: 'Bhilai Melting Scrap Sale', leadingPaise: 41_000_000 },
  link: '/auction/auctionRoom?eventId=e1',
  topic,
  urgent: true,
});

const raise = async (alert: Alert, at: Date) => {
  const [stored] = await t.database.db.transaction((tx) => raiseNotifications(tx, [alert], at));
  return stored!;
};

const rowsOf = async (notificationId: string) =>
  Object.fromEntries(
    (
      await t.database.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.notificationId, notificationId))
    ).map((r) => [r.channel, r]),
  );

const deliver = (now: Date) => deliverDue({ db: t.database.db, channels, now: () => now });

describe('SMS through the gateway and WhatsApp through the Cloud API', () => {
  it('sends an English alert with its DLT template and its approved template, and keeps the answers', async () => {
    const at = new Date('2030-02-01T06:00:00Z');
    const alert = await raise(outbid(buyer1, 'en'), at);
    expect(await deliver(at)).toBe(2);

    expect(sms.refused).toEqual([]);
    const text = sms.accepted.at(-1)!;
    expect(text).toMatchObject({
      sendTo: '919876501234',
      dltTemplateId: DLT.outbid,
      mask: 'NEELMI',
    });
    // The amount's ₹ is beyond the GSM alphabet: the gateway is told it is Unicode (it checks).
    expect(text.msg).toContain('₹');
    expect(text.msgType).toBe('UNICODE_TEXT');
    expect(text.msg).toBe(`${alert.title}: ${alert.body}`);

    expect(wa.refused).toEqual([]);
    expect(wa.accepted.at(-1)).toMatchObject({
      to: '919876501234',
      template: 'neelami_outbid',
      language: 'en',
      texts: [alert.title, alert.body, 'https://neelami.example/auction/auctionRoom?eventId=e1'],
    });

    const rows = await rowsOf(alert.id);
    expect(rows.sms).toMatchObject({ status: 'sent', attempts: 1 });
    expect(rows.sms!.lastError).toMatch(/^gupshup success 38034762839\d+$/);
    expect(rows.whatsapp).toMatchObject({ status: 'sent', attempts: 1 });
    expect(rows.whatsapp!.lastError).toMatch(/^whatsapp neelami_outbid\/en: wamid\./);
    // The SMS is in Admin's outbox too, sent.
    const [copy] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.body, `${alert.title}: ${alert.body}`));
    expect(copy).toMatchObject({ channel: 'sms', status: 'sent', recipient: '9876501234' });
  });

  it('writes to a Hindi member in Hindi: a Unicode SMS and the template in hi', async () => {
    const at = new Date('2030-02-01T06:10:00Z');
    const alert = await raise(outbid(buyer2, 'hi'), at);
    await deliver(at);
    expect(sms.accepted.at(-1)).toMatchObject({ sendTo: '919822098220', msgType: 'UNICODE_TEXT' });
    expect(sms.accepted.at(-1)!.msg).toMatch(/[\u0900-\u097f]/);
    expect(wa.accepted.at(-1)).toMatchObject({ template: 'neelami_outbid', language: 'hi' });
    const rows = await rowsOf(alert.id);
    expect([rows.sms!.status, rows.whatsapp!.status]).toEqual(['sent', 'sent']);
  });

  it("records a refusal that no retry can mend as failed at once, with the provider's words", async () => {
    const at = new Date('2030-02-01T06:20:00Z');
    sms.failNext({
      status: 200,
      body: { response: { id: '105', phone: '', details: 'Invalid mobile number', status: 'error' } },
    });
    wa.failNext({
      status: 400,
      body: {
        error: {
          message: '(#131026) Message undeliverable',
          type: 'OAuthException',
          code: 131026,
          fbtrace_id: 'x',
        },
      },
    });
    const alert = await raise(outbid(buyer1, 'refused'), at);
    await deliver(at);
    const rows = await rowsOf(alert.id);
    expect(rows.sms).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.sms!.lastError).toContain('gupshup error 105: Invalid mobile number');
    expect(rows.whatsapp).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.whatsapp!.lastError).toBe('whatsapp 400 (131026) (#131026) Message undeliverable');
    // Final: later runs do not try again.
    expect(await deliver(new Date(at.getTime() + 86_400_000))).toBe(0);
  });

  it('tries a 5xx again after the back-off, and the alert goes out then', async () => {
    const at = new Date('2030-02-01T06:30:00Z');
    sms.failNext({ status: 503, body: 'Service Unavailable' });
    wa.failNext({
      status: 500,
      body: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } },
    });
    const alert = await raise(outbid(buyer1, '5xx'), at);
    await deliver(at);
    let rows = await rowsOf(alert.id);
    for (const r of [rows.sms!, rows.whatsapp!]) {
      expect(r).toMatchObject({ status: 'pending', attempts: 1 });
      expect(r.dueAt.getTime()).toBe(at.getTime() + backoffMs(1));
    }
    expect(rows.sms!.lastError).toContain('gupshup 503');
    expect(rows.whatsapp!.lastError).toContain('whatsapp 500 (1) An unknown error occurred');
    const before = { sms: sms.accepted.length, wa: wa.accepted.length };
    await deliver(new Date(at.getTime() + backoffMs(1)));
    rows = await rowsOf(alert.id);
    expect([rows.sms!.status, rows.sms!.attempts, rows.whatsapp!.status, rows.whatsapp!.attempts]).toEqual([
      'sent',
      2,
      'sent',
      2,
    ]);
    expect(sms.accepted.length - before.sms).toBe(1);
    expect(wa.accepted.length - before.wa).toBe(1);
  });

  it('gives up on a provider that does not answer in time, without delaying the other channel', async () => {
    const at = new Date('2030-02-01T06:40:00Z');
    wa.failNext('hang');
    const started = Date.now();
    const alert = await raise(outbid(buyer1, 'timeout'), at);
    await deliver(at);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    let rows = await rowsOf(alert.id);
    expect(rows.whatsapp).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: `no answer within ${TIMEOUT_MS} ms`,
    });
    // The SMS went while WhatsApp hung.
    expect(rows.sms).toMatchObject({ status: 'sent' });
    expect(sms.accepted.at(-1)!.at - started).toBeLessThan(TIMEOUT_MS);
    await deliver(new Date(at.getTime() + backoffMs(1)));
    rows = await rowsOf(alert.id);
    expect(rows.whatsapp).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('names the template of WHATSAPP_TEMPLATES, and a template Meta does not know fails at once', async () => {
    const at = new Date('2030-02-01T06:50:00Z');
    const soon: Alert<'closing_soon'> = {
      userId: buyer2,
      kind: 'closing_soon',
      facts: {
        lot: 'HMS 1 (Lot 1)',
        event: 'Bhilai Melting Scrap Sale',
        closesAt: '2030-02-01T07:00:00Z',
        leading: true,
      },
      link: '/auction/auctionRoom?eventId=e1',
      topic: 'soon',
      urgent: true,
    };
    const alert = await raise(soon, at);
    await deliver(at);
    const rows = await rowsOf(alert.id);
    // Approved in English only: Meta refuses the Hindi one.
    expect(rows.whatsapp).toMatchObject({ status: 'failed', attempts: 1 });
    expect(rows.whatsapp!.lastError).toContain('132001');
    expect(rows.whatsapp!.lastError).toContain('neelami_closing_soon_v2');
    // The SMS of a kind without its own DLT id uses the * one.
    expect(sms.accepted.at(-1)!.dltTemplateId).toBe(DLT['*']);
    expect(rows.sms!.status).toBe('sent');
  });
});
