import type { Browser, BrowserContext, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { LIVE_EVENT_ID } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * Calling traders back (API.md "Alerts, watchlist and saved searches"), the browser test: buyer1
 * watches a lot and saves a search; buyer2 outbids buyer1 while buyer1 is on another page — the
 * bell counts one, the toast shows, its link opens the room; a new lot matching the search appears
 * in the bell. Then the same in Hindi, for buyer2 outbid by buyer1. Real server, job runner,
 * database and Socket.IO; the alerts come from the lot-alert relay, nothing is mocked.
 */

const UPCOMING_EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0003';
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin = '';
const tokens: Record<string, string> = {};

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);
const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const bell = (page: Page, name: RegExp) => page.locator('header').getByRole('button', { name });

interface View {
  subEventId: string;
  nextBidAmount: number;
  isLeader: boolean;
}

/** Bids the lot's next amount as `token`'s member over its own socket, then leaves (no room open). */
async function bidOnce(token: string, lotName: string): Promise<void> {
  const socket: Socket = io(server.url, { auth: { token }, transports: ['websocket'] });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const joined = await socket
      .timeout(10_000)
      .emitWithAck('join_auction', { eventId: LIVE_EVENT_ID, token });
    expect(joined.success, JSON.stringify(joined)).toBe(true);
    const event = await get<{ data: { subEvent: { _id: string; name: string }[] } }>(
      `general/event/${LIVE_EVENT_ID}`,
      token,
    );
    const lot = event.data.subEvent.find((s) => s.name === lotName);
    const view = (joined.subEvents as View[]).find((v) => v.subEventId === lot?._id);
    if (!view) throw new Error(`no view of ${lotName}`);
    const bid = await socket.timeout(10_000).emitWithAck('place_bid', {
      eventId: LIVE_EVENT_ID,
      subEventId: view.subEventId,
      token,
      amount: view.nextBidAmount,
      clientBidId: `watch-${Date.now()}`,
    });
    expect(bid.success, JSON.stringify(bid)).toBe(true);
  } finally {
    socket.close();
  }
}

/** A logged-in page of `email` on `path`, every earlier alert read. */
async function memberPage(email: string, path: string, width = 1280) {
  const login = await apiLogin(server.url, email);
  tokens[email] = login.token;
  await api('notifications/read-all', {}, login.token, 'PUT');
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  await useSession(context, login);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return { page, token: login.token };
}

const HMS = 'HMS 1&2 (80:20) melting scrap';

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = (await apiLogin(server.url, DEMO.admin)).token;
  for (const email of [DEMO.buyer1, DEMO.buyer2]) {
    const { token } = await apiLogin(server.url, email);
    tokens[email] = token;
    await api('general/termAccept', { eventId: LIVE_EVENT_ID }, token);
  }
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('alerts that call a trader back', () => {
  it('outbid on another page: the bell counts one, the toast shows, the link opens the room; a matching new lot arrives', async () => {
    const { page, token } = await memberPage(DEMO.buyer1, '/profile/details');
    await page.getByRole('heading', { level: 1, name: 'Profile Details' }).waitFor();
    // buyer1 watches the lot and saves a search.
    const event = await get<{ data: { subEvent: { _id: string; name: string }[] } }>(
      `general/event/${LIVE_EVENT_ID}`,
      token,
    );
    const hms = event.data.subEvent.find((s) => s.name === HMS)!;
    await api(`watchlist/${hms._id}`, {}, token, 'PUT');
    await api('saved-searches', { name: 'Aluminium in Raipur', query: { text: 'aluminium' } }, token);

    await bidOnce(token, HMS);
    await bidOnce(tokens[DEMO.buyer2]!, HMS);
    await bell(page, /^Notifications, 1 unread$/).waitFor({ timeout: 30_000 });
    const toast = page.locator('.mantine-Notification-root', { hasText: 'You have been outbid' });
    await toast.waitFor();
    await screenshot(page, 'outbid-toast-1280-light', { fullPage: false });
    const list = await get<{ data: { kind: string; link: string }[]; unread: number }>(
      'notifications',
      token,
    );
    expect(list.unread).toBe(1);
    expect(list.data[0]).toMatchObject({
      kind: 'outbid',
      link: `/auction/auctionRoom?eventId=${LIVE_EVENT_ID}`,
    });
    await toast.getByRole('button', { name: 'Open' }).click();
    await page.waitForURL((u) => u.pathname === '/auction/auctionRoom' && u.search.includes(LIVE_EVENT_ID));
    await page.getByText(HMS).first().waitFor();

    // A new lot matching the saved search: its alert arrives in the bell.
    await page.goto(`${server.url}/profile/details`);
    await bell(page, /^Notifications$/).waitFor();
    const added = await api<{ data: { _id: string } }>(
      `admin/addSubEvent/${UPCOMING_EVENT_ID}`,
      {
        name: 'Aluminium extrusion scrap',
        location: 'Raipur',
        subEventType: 'forward',
        quantityOrTypesOfTrunk: '40',
        unit: 'MT',
        rule: 'Highest bid wins',
        serialNo: 9,
        startValue: 150000,
        incrementOrDecrement: 1000,
        eventStartsOn: new Date(Date.now() + 2 * 86_400_000 + 60_000).toISOString(),
        eventEndsOn: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString(),
        specification: 'Clean, free of paint',
      },
      admin,
    );
    expect(added.data._id).toBeTruthy();
    await bell(page, /^Notifications, 1 unread$/).waitFor({ timeout: 30_000 });
    await page.locator('.mantine-Notification-root', { hasText: 'A lot matches your search' }).waitFor();
    await bell(page, /^Notifications, 1 unread$/).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('button', { name: /Aluminium extrusion scrap/ }).waitFor();
    await screenshot(page, 'saved-search-panel-1280-light', { fullPage: false });
  }, 120_000);

  it('in Hindi: buyer2, outbid by buyer1, reads it in Hindi and opens the room from the toast', async () => {
    const { page, token } = await memberPage(DEMO.buyer2, '/profile/details', 360);
    await page.getByRole('button', { name: /Switch to Hindi/ }).click();
    await expect
      .poll(async () => (await get<{ user: { language: string } }>('auth/me', token)).user.language, {
        timeout: 20_000,
      })
      .toBe('hi');
    await bell(page, /^सूचनाएँ$/).waitFor();
    await bidOnce(tokens[DEMO.buyer1]!, HMS);
    await bell(page, /^सूचनाएँ, 1 बिना पढ़ी$/).waitFor({ timeout: 30_000 });
    const toast = page.locator('.mantine-Notification-root', { hasText: 'आपकी बोली पीछे हो गई' });
    await toast.waitFor();
    await screenshot(page, 'outbid-toast-360-hi', { fullPage: false });
    await toast.getByRole('button', { name: 'खोलें' }).click();
    await page.waitForURL((u) => u.pathname === '/auction/auctionRoom');
  }, 120_000);
});
