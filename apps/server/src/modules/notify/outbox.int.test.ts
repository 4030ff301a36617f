import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../../../test/helpers/smtp-server';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/seed-demo-users';

describe('outbox without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoUsers(t.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('records every e-mail and SMS, masks secrets, and shows them to Admin newest first', async () => {
    const mail = await t.app.notifier.email({
      to: 'buyer1@example.com',
      subject: 'Code 482913',
      text: 'Your code is 482913.',
      purpose: 'test',
      secrets: ['482913'],
    });
    expect(await mail.delivered).toBe('recorded');
    const sms = await t.app.notifier.sms({
      to: '+919876501234',
      text: 'You are the highest bidder',
      purpose: 'test',
    });
    expect(await sms.delivered).toBe('recorded');

    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { authorization: `Bearer ${admin.json().token}` },
    });
    expect(res.statusCode).toBe(200);
    const [first, second] = res.json().data;
    expect(first).toMatchObject({ channel: 'sms', recipient: '+919876501234', status: 'recorded' });
    expect(second).toMatchObject({
      channel: 'email',
      recipient: 'buyer1@example.com',
      subject: 'Code ••••••',
      body: 'Your code is ••••••.',
      status: 'recorded',
      sentAt: null,
    });
  });
});

describe('outbox with SMTP', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ smtpUrl: `${smtp.url}?from=auctions%40neelami.in` });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers over SMTP from the configured sender and marks the row sent', async () => {
    const sent = await t.app.notifier.email({
      to: 'seller@example.com',
      subject: 'Hello',
      text: 'Lot 7 sold',
      purpose: 'test',
    });
    expect(await sent.delivered).toBe('sent');
    const mail = await smtp.waitFor((m) => m.to.includes('seller@example.com'));
    expect(mail.from).toBe('auctions@neelami.in');
    expect(mail.raw).toContain('Lot 7 sold');
  });

  it('marks the row failed when the SMTP server is gone, without throwing', async () => {
    const dead = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const sent = await dead.app.notifier.email({ to: 'a@b.in', subject: 'x', text: 'y', purpose: 'test' });
      expect(await sent.delivered).toBe('failed');
    } finally {
      await dead.close();
    }
  });
});
