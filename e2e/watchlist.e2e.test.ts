import { watchlistHi } from '@neelami/shared/message-catalogue';
import { watchlistMessages } from '@neelami/shared/watchlist';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { LIVE_EVENT_ID } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * The watchlist and saved searches (API.md "Alerts, watchlist and saved searches"), the browser
 * test: buyer1 stars a lot on the live list and finds it on My Watchlist with its leading amount,
 * stops watching it there; saves a search on the upcoming list and sees it listed; an empty search
 * is refused with the shared message; and the same in Hindi. Real server, database and Socket.IO.
 */

const HMS = 'HMS 1&2 (80:20) melting scrap';
const TRANSFORMERS = 'Used distribution transformers';

let server: RunningServer;
let browser: Browser;
let buyer1: Awaited<ReturnType<typeof apiLogin>>;
let hmsId = '';
const contexts: BrowserContext[] = [];

/** The lines of a lot under the list's events. */
const lotLine = (page: Page, name: string) => page.locator('[data-lot-id]').filter({ hasText: name });
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });
const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** A page of buyer1's, in a theme and width, and in Hindi when asked. */
async function buyerPage(opts: { width?: number; theme?: 'light' | 'dark'; hindi?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
  contexts.push(context);
  await useSession(context, buyer1, opts.theme ?? 'light');
  if (opts.hindi) await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  return context.newPage();
}

/** buyer1 bids the start value on the demo's HMS lot, over the room's socket: the lot has a leader. */
async function bidOnHms() {
  await apiCall(server.url, 'general/termAccept', { eventId: LIVE_EVENT_ID }, buyer1.token);
  const socket = io(server.url, { auth: { token: buyer1.token }, transports: ['websocket'] });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const joined = await socket
      .timeout(10_000)
      .emitWithAck('join_auction', { eventId: LIVE_EVENT_ID, token: buyer1.token });
    if (!joined.success) throw new Error(`join_auction: ${JSON.stringify(joined)}`);
    const bid = await socket.timeout(10_000).emitWithAck('place_bid', {
      eventId: LIVE_EVENT_ID,
      subEventId: hmsId,
      token: buyer1.token,
      amount: 32_000,
      clientBidId: 'e2e-watchlist-32000',
    });
    if (!bid.success) throw new Error(`place_bid: ${JSON.stringify(bid)}`);
  } finally {
    socket.close();
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  buyer1 = await apiLogin(server.url, DEMO.buyer1);
  const live = await get<{ data: { subEvent: { _id: string; name: string }[] } }>(
    `general/event/${LIVE_EVENT_ID}`,
    buyer1.token,
  );
  hmsId = live.data.subEvent.find((s) => s.name === HMS)?._id ?? '';
  if (!hmsId) throw new Error('the demo live lot is missing');
  await bidOnHms();
}, 180_000);
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

/** The star of a lot by its accessible name, and whether it is pressed. */
const star = (page: Page, name: RegExp | string) => page.getByRole('button', { name });
const pressed = (page: Page, name: string) => star(page, name).getAttribute('aria-pressed');

describe('the watchlist', () => {
  it('stars a lot on the live list, shows it on My Watchlist with its leading amount, and unstars it', async () => {
    const page = await buyerPage();
    await page.goto(`${server.url}/auction/liveAuctions`);
    const watch = star(page, `Watch ${HMS}`);
    await watch.waitFor({ timeout: 30_000 });
    expect(await watch.getAttribute('aria-pressed')).toBe('false');
    await watch.click();
    await eventually(() => pressed(page, `Stop watching ${HMS}`)).toBe('true');
    // The server has it: the star was not only drawn.
    await eventually(async () =>
      (await get<{ data: { subEventId: string }[] }>('watchlist', buyer1.token)).data.map(
        (w) => w.subEventId,
      ),
    ).toEqual([hmsId]);
    await screenshot(page, 'watchlist-live-list-1280-light');

    // My Watchlist, from the Auctions menu.
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Auctions' })
      .click();
    await page.getByRole('menuitem', { name: 'My Watchlist' }).click();
    await page.waitForURL('**/auction/watchlist');
    const table = page.getByRole('table', { name: 'Watched lots' });
    const row = table.getByRole('row').filter({ hasText: HMS });
    await eventually(() => row.count()).toBe(1);
    await expect.poll(() => row.innerText()).toContain('₹32,000');
    expect(await row.innerText()).toContain('Haryana Forgings Scrap Sale');
    expect(await row.innerText()).toMatch(/Yes/);
    expect(await row.getByRole('link', { name: `Enter the room: ${HMS}` }).getAttribute('href')).toContain(
      LIVE_EVENT_ID,
    );
    await screenshot(page, 'watchlist-page-1280-light');

    await row.getByRole('button', { name: `Stop watching ${HMS}` }).click();
    await eventually(() => page.getByText('You are not watching any lot.', { exact: false }).count()).toBe(1);
    await eventually(async () => (await get<{ data: unknown[] }>('watchlist', buyer1.token)).data).toEqual(
      [],
    );
  }, 120_000);

  it('shows My Watchlist as cards on a phone, in the dark theme', async () => {
    await apiCall(server.url, `watchlist/${hmsId}`, {}, buyer1.token, 'PUT');
    const page = await buyerPage({ width: 360, theme: 'dark' });
    await page.goto(`${server.url}/auction/watchlist`);
    await eventually(() => page.getByText(HMS).count()).toBeGreaterThan(0);
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'watchlist-page-360-dark');
    await apiCall(server.url, `watchlist/${hmsId}`, {}, buyer1.token, 'DELETE');
  }, 60_000);
});

describe('saved searches', () => {
  it('saves a search on the upcoming list and lists it; an empty search is refused', async () => {
    const page = await buyerPage();
    await page.goto(`${server.url}/auction/upcomingAuctions`);
    const words = page.getByLabel('Words');
    await words.waitFor({ timeout: 30_000 });
    await star(page, `Watch ${TRANSFORMERS}`).waitFor();

    // The list keeps only the matching lot.
    await words.fill('transformers');
    await eventually(() => page.getByText('1 matching lots').count()).toBe(1);
    expect(await lotLine(page, 'Cast iron borings').count()).toBe(0);

    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name of the search').fill('Transformers at Bawal');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => page.getByText(watchlistMessages.searchSaved).count()).toBe(1);
    const saved = await get<{ data: { name: string; query: { text?: string } }[] }>(
      'saved-searches',
      buyer1.token,
    );
    expect(saved.data.map((s) => [s.name, s.query.text])).toEqual([
      ['Transformers at Bawal', 'transformers'],
    ]);

    await page.getByRole('button', { name: 'Saved searches (1)' }).click();
    const list = page.getByRole('list', { name: 'Saved searches' });
    await eventually(() => list.getByText('Transformers at Bawal').isVisible()).toBe(true);
    await screenshot(page, 'saved-searches-1280-light');

    // Cleared, the bar asks for nothing: saving that is refused with the shared message.
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    expect(await lotLine(page, 'Cast iron borings').count()).toBe(1);
    await page.getByRole('button', { name: 'Save this search' }).click();
    await eventually(() =>
      page.getByRole('alert').filter({ hasText: watchlistMessages.searchEmpty }).count(),
    ).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Applying the saved search filters the list again.
    await list.getByRole('button', { name: 'Apply Transformers at Bawal' }).click();
    await eventually(() => words.inputValue()).toBe('transformers');
    await eventually(() => lotLine(page, 'Cast iron borings').count()).toBe(0);
  }, 120_000);

  it('works in Hindi: the star, the empty search message and My Watchlist', async () => {
    const page = await buyerPage({ hindi: true, width: 360 });
    await page.goto(`${server.url}/auction/upcomingAuctions`);
    const watch = star(page, `${TRANSFORMERS} पर नज़र रखें`);
    await watch.waitFor({ timeout: 30_000 });
    await watch.click();
    await eventually(() => pressed(page, `${TRANSFORMERS} पर नज़र रखना बंद करें`)).toBe('true');

    await page.getByRole('button', { name: 'यह खोज सहेजें' }).click();
    await eventually(() => page.getByRole('alert').filter({ hasText: watchlistHi.searchEmpty }).count()).toBe(
      1,
    );
    await screenshot(page, 'saved-searches-360-light-hi');

    await page.goto(`${server.url}/auction/watchlist`);
    await eventually(() => page.getByRole('heading', { name: 'मेरी निगरानी सूची' }).count()).toBe(1);
    await eventually(() => page.getByText(TRANSFORMERS).count()).toBeGreaterThan(0);
    expect(await page.getByText('आने वाला').count()).toBeGreaterThan(0);
    await screenshot(page, 'watchlist-page-360-light-hi');
  }, 120_000);
});
