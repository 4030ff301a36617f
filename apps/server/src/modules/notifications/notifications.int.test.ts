import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectClient, type TestClient } from '../../../test/helpers/bidding-fixtures';
import { bearer, DEMO, loginAs, userIdOf } from '../../../test/helpers/catalogue-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { seedDemoUsers } from '../users/seed-demo-users';
import { createNotificationPusher } from './push-to-pages';
import { type Alert, raiseNotifications } from './raise';
import { notificationDeliveries, notifications } from './tables';

let t: TestApp;
let db: Db;
let buyer1: string;
let buyer2: string;
let buyer1Id: string;
let buyer2Id: string;

// 12:00 IST, outside the default quiet hours (22:00–07:00 IST).
const NOON_IST = new Date('2026-11-29T06:30:00Z');

const outbid = (userId: string, over: Partial<Alert<'outbid'>> = {}): Alert<'outbid'> => ({
  userId,
  kind: 'outbid',
  facts: { lot: 'HMS 1 (Lot 1)', event: 'Bhilai Melting Scrap Sale', leadingPaise: 41_000_000 },
  link: '/auction/lot-1',
  topic: 'lot-1',
  ...over,
});

const raise = (alerts: Alert[], now = NOON_IST) =>
  db.transaction((tx) => raiseNotifications(tx, alerts, now));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  await seedDemoUsers(db);
  buyer1 = await loginAs(t, DEMO.buyer1);
  buyer2 = await loginAs(t, DEMO.buyer2);
  buyer1Id = await userIdOf(t, buyer1);
  buyer2Id = await userIdOf(t, buyer2);
});
afterAll(async () => {
  await t?.close();
});

describe('the notification centre', () => {
  it('lists a member its own alerts newest first with the unread count, and pages on with before', async () => {
    await raise([outbid(buyer1Id, { topic: 'page-1' })], new Date('2026-11-29T06:00:00Z'));
    await raise([outbid(buyer1Id, { topic: 'page-2' })], new Date('2026-11-29T06:01:00Z'));
    await raise([outbid(buyer1Id, { topic: 'page-3' })], new Date('2026-11-29T06:02:00Z'));
    await raise([outbid(buyer2Id, { topic: 'page-1' })], new Date('2026-11-29T06:02:00Z'));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?limit=2',
      headers: bearer(buyer1),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.unread).toBe(3);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      kind: 'outbid',
      title: 'You have been outbid',
      body: 'HMS 1 (Lot 1) (Bhilai Melting Scrap Sale): the leading bid is now ₹4,10,000.',
      link: '/auction/lot-1',
      createdAt: '2026-11-29T06:02:00.000Z',
      readAt: null,
    });
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/notifications?limit=2&before=${body.data[1]._id}`,
      headers: bearer(buyer1),
    });
    expect(next.json().data.map((n: { createdAt: string }) => n.createdAt)).toEqual([
      '2026-11-29T06:00:00.000Z',
    ]);
  });

  it('marks one alert read (another member’s is not found) and then all of them', async () => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer1) })
    ).json();
    const first = list.data[0]._id;
    const theirs = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer2) })
    ).json().data[0]._id;
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${first}/read`,
      headers: bearer(buyer1),
    });
    expect(read.json()).toEqual({ success: true, unread: list.unread - 1 });
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/notifications/${theirs}/read`,
      headers: bearer(buyer1),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    const [row] = await db.select().from(notifications).where(eq(notifications.id, theirs));
    expect(row?.readAt).toBeNull();
    const unreadOnly = await t.app.inject({
      method: 'GET',
      url: '/api/notifications?unread=true',
      headers: bearer(buyer1),
    });
    expect(unreadOnly.json().data.map((n: { _id: string }) => n._id)).not.toContain(first);
    const all = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/read-all',
      headers: bearer(buyer1),
    });
    expect(all.json()).toEqual({ success: true, unread: 0 });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer1) })
    ).json();
    expect(after.unread).toBe(0);
    expect(after.data.every((n: { readAt: string | null }) => n.readAt !== null)).toBe(true);
  });

  it('stores an alert in the member’s language', async () => {
    // The member chooses Hindi on its profile.
    const headers = bearer(buyer2);
    const me = (await t.app.inject({ method: 'GET', url: '/api/profile/details', headers })).json().user;
    const { OrganizationIndividualName, firstName, lastName, designation, cellNumber, faxNumber } = me;
    const { addressLine1, addressLine2, city, state, country, pin } = me;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/details',
      headers,
      payload: {
        ...{ OrganizationIndividualName, firstName, lastName, designation, cellNumber, faxNumber },
        ...{ addressLine1, addressLine2, city, state, country, pin },
        language: 'hi',
      },
    });
    expect(saved.statusCode).toBe(200);
    const [stored] = await raise([outbid(buyer2Id, { topic: 'hindi' })]);
    expect(stored?.title).toBe('आपकी बोली पीछे हो गई');
    expect(stored?.body).toBe('HMS 1 (Lot 1) (Bhilai Melting Scrap Sale): अब सबसे ऊँची बोली ₹4,10,000 है।');
  });

  it('raises an alert with a key once, and coalesces outbid alerts on one lot within two minutes', async () => {
    const once = await raise([outbid(buyer1Id, { dedupeKey: 'award:sale-1', topic: 'x' })]);
    const again = await raise([outbid(buyer1Id, { dedupeKey: 'award:sale-1', topic: 'y' })]);
    expect(once).toHaveLength(1);
    expect(again).toHaveLength(0);
    const first = await raise([outbid(buyer1Id, { topic: 'lot-c', coalesceMs: 120_000 })], NOON_IST);
    const soon = await raise(
      [outbid(buyer1Id, { topic: 'lot-c', coalesceMs: 120_000 })],
      new Date(NOON_IST.getTime() + 90_000),
    );
    const later = await raise(
      [outbid(buyer1Id, { topic: 'lot-c', coalesceMs: 120_000 })],
      new Date(NOON_IST.getTime() + 121_000),
    );
    expect([first.length, soon.length, later.length]).toEqual([1, 0, 1]);
  });

  it('adds one outbox row per channel the member chose, holding SMS and push in quiet hours but not e-mail', async () => {
    const prefs = {
      channels: { email: true, sms: true, whatsapp: false, push: true },
      kinds: { outbid: ['email', 'sms', 'whatsapp', 'push'] },
      quietHours: { from: '22:00', to: '07:00' },
    };
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: bearer(buyer1),
      payload: prefs,
    });
    expect(put.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: bearer(buyer1) })
      ).json(),
    ).toEqual({ success: true, data: prefs });
    // 23:15 IST: quiet until 07:00 IST (01:30 UTC).
    const [stored] = await raise([outbid(buyer1Id, { topic: 'quiet' })], new Date('2026-11-29T17:45:00Z'));
    const rows = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, stored!.id));
    const due = Object.fromEntries(rows.map((r) => [r.channel, r.dueAt.toISOString()]));
    expect(due).toEqual({
      email: '2026-11-29T17:45:00.000Z',
      sms: '2026-11-30T01:30:00.000Z',
      push: '2026-11-30T01:30:00.000Z',
    });
    expect(rows.every((r) => r.status === 'pending' && r.attempts === 0)).toBe(true);
    // An urgent alert is not held.
    const [urgent] = await raise(
      [outbid(buyer1Id, { topic: 'urgent', urgent: true })],
      new Date('2026-11-29T17:45:00Z'),
    );
    const urgentRows = await db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, urgent!.id));
    expect(urgentRows.every((r) => r.dueAt.toISOString() === '2026-11-29T17:45:00.000Z')).toBe(true);
  });

  it('refuses preferences with unknown kinds or channels and times that are not HH:MM, in the request’s language', async () => {
    const base = {
      channels: { email: true, sms: false, whatsapp: false, push: false },
      kinds: {},
      quietHours: null,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, kinds: { auction_won: ['email'] } }, 'Choose kinds from the list of alerts'],
      [{ ...base, kinds: { outbid: ['fax'] } }, 'Choose channels from e-mail, SMS, WhatsApp and push'],
      [
        { ...base, quietHours: { from: '10 pm', to: '07:00' } },
        'Enter the time as HH:MM (24-hour), e.g. 22:00',
      ],
      [
        { ...base, quietHours: { from: '24:00', to: '07:00' } },
        'Enter the time as HH:MM (24-hour), e.g. 22:00',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/preferences',
        headers: bearer(buyer1),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('INVALID_INPUT');
      expect(JSON.stringify(res.json())).toContain(message);
    }
    const hi = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { ...bearer(buyer1), 'accept-language': 'hi' },
      payload: cases[2]![0],
    });
    expect(JSON.stringify(hi.json())).toContain('समय HH:MM (24 घंटे) में लिखें, जैसे 22:00');
  });

  it('keeps a browser’s https push subscription, refuses one that is not https, and forgets it once', async () => {
    const keys = {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    };
    const http = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/push-subscriptions',
      headers: bearer(buyer1),
      payload: { endpoint: 'http://push.example.com/abc', keys },
    });
    expect(http.statusCode).toBe(400);
    expect(JSON.stringify(http.json())).toContain('The push subscription endpoint must be an https address');
    const endpoint = 'https://push.example.com/send/abc';
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/push-subscriptions',
      headers: bearer(buyer1),
      payload: { endpoint, expirationTime: null, keys },
    });
    expect(ok.statusCode).toBe(201);
    const del = {
      method: 'DELETE' as const,
      url: '/api/notifications/push-subscriptions',
      headers: bearer(buyer1),
      payload: { endpoint },
    };
    expect((await t.app.inject(del)).statusCode).toBe(200);
    expect((await t.app.inject(del)).statusCode).toBe(404);
  });

  it('is a member’s: Admin is refused and no token is unauthorised', async () => {
    const admin = await loginAs(t, DEMO.admin);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(admin) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
  });
});

describe('an alert pushed to the member’s open pages', () => {
  let mine: TestClient;
  let others: TestClient;
  beforeAll(async () => {
    const url = await t.listen();
    mine = await connectClient(url, buyer1);
    others = await connectClient(url, buyer2);
  });
  afterAll(() => {
    mine?.socket.close();
    others?.socket.close();
  });

  it('reaches every connection of that member, with the unread count, and no one else', async () => {
    const push = createNotificationPusher({ db, io: t.app.realtime.io, log: t.app.log });
    const stored = await raise([outbid(buyer1Id, { topic: 'pushed' })]);
    await push(stored);
    await expect.poll(() => mine.of('notification').length).toBe(1);
    const [event] = mine.of<{ notification: { _id: string; title: string }; unread: number }>('notification');
    expect(event?.notification).toMatchObject({ _id: stored[0]!.id, title: 'You have been outbid' });
    const unread = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(buyer1) })
    ).json().unread;
    expect(event?.unread).toBe(unread);
    await new Promise((r) => setTimeout(r, 200));
    expect(others.of('notification')).toHaveLength(0);
  });
});
