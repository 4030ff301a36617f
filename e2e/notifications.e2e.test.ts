import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * The notification centre (API.md "Alerts, watchlist and saved searches"), the browser test: a
 * member is on a page of the app (not the room) when the admin decides its EMD deposit through the
 * API; the alert arrives over the page's socket: the bell counts it, a toast shows it, opening it
 * goes to its link and the count goes back to 0 — in English and in Hindi. And the alert settings
 * save and come back after a reload. Real server, database and Socket.IO; nothing is mocked.
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let adminToken = '';

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);
/** The socket and the queries update on their own, on a shared, busy machine. */
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });
const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
let utrs = 0;

/** `email` reports a deposit and the admin decides it: the emd module raises `deposit_decided`. */
async function decideDeposit(token: string, status: 'verified' | 'rejected') {
  utrs += 1;
  const utr = `HDFCR${Date.now()}${utrs}`;
  const dep = await api<{ deposit: { _id: string } }>(
    'emd/deposits',
    { amount: 20_000, utr, paidOn: todayIst(), bank: 'HDFC Bank' },
    token,
  );
  await api(`admin/emd/deposits/${dep.deposit._id}`, { status }, adminToken, 'PUT');
}

/** A logged-in page of `email` at `width`, every earlier alert read, on `path`. */
async function memberPage(email: string, path: string, width = 1280, language: 'en' | 'hi' = 'en') {
  const login = await apiLogin(server.url, email);
  await api('notifications/read-all', {}, login.token, 'PUT');
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  await useSession(context, login);
  if (language === 'hi') await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return { page, token: login.token };
}

/** Flips a switch or check box by keyboard (Mantine's switch covers its input with its track). */
const toggle = async (page: Page, control: Locator) => {
  await control.focus();
  await page.keyboard.press('Space');
};

const bell = (page: Page, name: RegExp) => page.locator('header').getByRole('button', { name });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await apiLogin(server.url, DEMO.admin)).token;
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('the bell', () => {
  it('counts a new alert, shows its toast, opens its link from the panel and marks it read', async () => {
    const { page, token } = await memberPage(DEMO.buyer1, '/profile/details');
    await page.getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor();
    await bell(page, /^Notifications$/).waitFor();

    await decideDeposit(token, 'verified');
    await bell(page, /^Notifications, 1 unread$/).waitFor({ timeout: 20_000 });
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Deposit verified' });
    await toast.waitFor();
    await expect(toast.getByRole('button', { name: 'Open' }).isVisible()).resolves.toBe(true);
    await expect(page.locator('header').getByText('1', { exact: true }).isVisible()).resolves.toBe(true);

    // The panel, by keyboard: Enter on the bell opens it, the alert is a button in it.
    await bell(page, /^Notifications, 1 unread$/).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await expect(panel.getByRole('button', { name: 'Mark all read' }).isEnabled()).resolves.toBe(true);
    await screenshot(page, 'alerts-panel-1280-light', { fullPage: false });
    await panel.getByRole('button', { name: /Deposit verified/ }).click();
    await page.waitForURL((u) => u.pathname === '/profile/emd');
    await bell(page, /^Notifications$/).waitFor();
    expect((await get<{ unread: number }>('notifications', token)).unread).toBe(0);

    // See all: the full list, the alert read.
    await bell(page, /^Notifications$/).click();
    await panel.getByRole('link', { name: 'See all' }).click();
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
    await page
      .getByRole('button', { name: /Deposit verified/ })
      .first()
      .waitFor();
    await toggle(page, page.getByRole('switch', { name: 'Unread only' }));
    await page.getByText('No unread notifications.').waitFor();
  }, 90_000);

  it('does the same in Hindi: the alert in the member’s language, opened from the toast', async () => {
    const { page, token } = await memberPage(DEMO.buyer2, '/profile/details', 360);
    // The switch keeps Hindi in the member's profile, the language its alerts are written in.
    await page.getByRole('button', { name: /Switch to Hindi/ }).click();
    await eventually(
      async () => (await get<{ user: { language: string } }>('auth/me', token)).user.language,
    ).toBe('hi');
    await bell(page, /^सूचनाएँ$/).waitFor();

    await decideDeposit(token, 'rejected');
    await bell(page, /^सूचनाएँ, 1 बिना पढ़ी$/).waitFor({ timeout: 20_000 });
    const toast = page.locator('.mantine-Notification-root', { hasText: 'जमा अस्वीकार हुआ' });
    await toast.waitFor();
    await screenshot(page, 'alerts-toast-360-hi', { fullPage: false });
    await toast.getByRole('button', { name: 'खोलें' }).click();
    await page.waitForURL((u) => u.pathname === '/profile/emd');
    await bell(page, /^सूचनाएँ$/).waitFor();

    // On a phone the bell opens the full list as a page.
    await bell(page, /^सूचनाएँ$/).click();
    await page.getByRole('heading', { level: 1, name: 'सूचनाएँ' }).waitFor();
    await page
      .getByRole('button', { name: /जमा अस्वीकार हुआ/ })
      .first()
      .waitFor();
    await screenshot(page, 'alerts-page-360-hi');
  }, 90_000);
});

describe('the alert settings', () => {
  it('save, and come back after a reload', async () => {
    const { page, token } = await memberPage(DEMO.seller, '/profile/alerts');
    await page.getByRole('heading', { level: 1, name: 'Alert Settings' }).waitFor();
    const form = page.getByRole('form', { name: 'Alert settings form' });
    await toggle(page, form.getByRole('switch', { name: 'SMS' }));
    await form.getByRole('checkbox', { name: 'Outbid: E-mail' }).uncheck();
    await form.getByRole('checkbox', { name: 'Lifting: SMS' }).check();
    await form.getByLabel('From').fill('23:30');
    await form.getByRole('button', { name: 'Save alert settings' }).click();
    await page.getByText('Alert preferences saved').waitFor();
    await screenshot(page, 'alerts-settings-1280-light');

    await page.reload();
    await form.getByRole('checkbox', { name: 'Outbid: E-mail' }).waitFor();
    expect(await form.getByRole('switch', { name: 'SMS' }).isChecked()).toBe(true);
    expect(await form.getByRole('checkbox', { name: 'Outbid: E-mail' }).isChecked()).toBe(false);
    expect(await form.getByRole('checkbox', { name: 'Lifting: SMS' }).isChecked()).toBe(true);
    expect(await form.getByLabel('From').inputValue()).toBe('23:30');
    type Saved = {
      data: { channels: { sms: boolean }; kinds: Record<string, string[]>; quietHours: unknown };
    };
    const saved = (await get<Saved>('notifications/preferences', token)).data;
    expect(saved.channels.sms).toBe(true);
    expect(saved.kinds.outbid).not.toContain('email');
    expect(saved.kinds.lifting).toContain('sms');

    // Quiet hours off: saved as none.
    await toggle(page, form.getByRole('switch', { name: 'Keep quiet hours' }));
    await form.getByRole('button', { name: 'Save alert settings' }).click();
    await eventually(
      async () => (await get<Saved>('notifications/preferences', token)).data.quietHours,
    ).toBeNull();
  }, 90_000);
});
