import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { roomRow } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * Pre-bids (API.md "Pre-bids"), the browser test: buyer1 sets a pre-bid on an upcoming lot from the
 * upcoming list (the terms asked for on the way, a too-low ceiling refused), buyer2 sets the same
 * ceiling later on a phone in the dark theme and cannot lower it, both see "Your pre-bid" in the
 * room while the lot shows "Opens in"; the admin brings the opening a few seconds ahead, and at the
 * opening buyer1 — who placed first — leads at that ceiling, buyer2 is second. Real server,
 * database, Socket.IO and Chromium.
 */

const LOT = 'Pre-bid lot: aluminium dross, 12 MT';
const CEILING = 104_000;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let adminToken = '';
let eventId = '';
let subEventId = '';
let lotFields: Record<string, unknown> = {};

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

/** A page of `email`'s at a width and theme. */
async function pageAs(email: string, opts: { width?: number; theme?: 'light' | 'dark' } = {}): Promise<Page> {
  const login = await apiLogin(server.url, email);
  const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
  contexts.push(context);
  await useSession(context, login, opts.theme ?? 'light');
  return context.newPage();
}

/** The lot's pre-bid line on the upcoming list. */
const preBidLine = (page: Page) => page.locator(`[data-pre-bid-of="${subEventId}"]`);

/** Opens the pre-bid dialog from the upcoming list and sends `amount`. */
async function sendPreBid(page: Page, amount: number) {
  const dialog = page.getByRole('dialog', { name: `Pre-bid on lot ${lotNo} ${LOT}` });
  if (!(await dialog.isVisible())) {
    await page.getByRole('button', { name: `Pre-bid on lot ${lotNo} ${LOT}` }).click();
    await dialog.waitFor();
  }
  await dialog.getByTestId('pre-bid-amount').fill(String(amount));
  await dialog.getByRole('button', { name: /^(Set|Raise) pre-bid$/ }).click();
  return dialog;
}
let lotNo = 0;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = (await apiLogin(server.url, DEMO.admin)).token;
  const event = await api<{ data: { _id: string } }>(
    'admin/createEvent',
    {
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Hindalco Renukoot',
      auctionName: 'Renukoot dross and skimmings',
      titleName: 'Forward e-auction with pre-bids',
      autoExtension: '3 Minute',
      inspectionDate: '2030-01-15',
      address: 'Renukoot, Sonbhadra, Uttar Pradesh 231217',
      totalLots: 1,
      termCondition: 'Pre-bids compete as auto bids when the lot opens.',
      requireTransactionPassword: false,
      eventStart: inMinutes(30),
      eventEnd: inMinutes(120),
    },
    adminToken,
  );
  eventId = event.data._id;
  lotFields = {
    name: LOT,
    location: 'Renukoot',
    subEventType: 'forward',
    quantityOrTypesOfTrunk: '12',
    unit: 'MT',
    rule: 'Highest bid wins',
    serialNo: 1,
    startValue: 100_000,
    incrementOrDecrement: 1_000,
    eventStartsOn: inMinutes(30),
    eventEndsOn: inMinutes(120),
    details: 'Dross in jumbo bags',
    specification: 'As is where is',
    isActive: true,
  };
  const sub = await api<{ data: { _id: string; auctionNo: number } }>(
    `admin/addSubEvent/${eventId}`,
    lotFields,
    adminToken,
  );
  subEventId = sub.data._id;
  lotNo = sub.data.auctionNo;
  const ids = await Promise.all([DEMO.buyer1, DEMO.buyer2].map((e) => apiLogin(server.url, e)));
  await api(
    `admin/updateSubEvent/${eventId}/${subEventId}`,
    { registeredBuyers: ids.map((l) => l.user._id) },
    adminToken,
    'PUT',
  );
}, 240_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('pre-bids', () => {
  let buyer1: Page;
  let buyer2: Page;

  it('buyer1 sets a pre-bid from the upcoming list, accepting the terms on the way', async () => {
    buyer1 = await pageAs(DEMO.buyer1);
    await buyer1.goto(`${server.url}/auction/upcomingAuctions`);
    await preBidLine(buyer1).waitFor({ timeout: 30_000 });
    const dialog = await sendPreBid(buyer1, 101_000);
    // The terms come first: read and accepted in the dialog, then the pre-bid is sent again.
    await dialog.getByRole('button', { name: 'Read and accept the terms' }).click();
    const terms = buyer1.getByRole('dialog', { name: /^Terms and conditions/ });
    await terms.getByRole('checkbox').check();
    await terms.getByRole('button', { name: 'Accept', exact: true }).click();
    // Then the rules: two steps beyond the start value.
    await eventually(() => dialog.getByTestId('pre-bid-error').innerText()).toBe(
      'Auto bid cannot be set below two increments from the start value: set at least ₹1,02,000.',
    );
    await screenshot(buyer1, 'pre-bid-dialog-refused-1280-light', { fullPage: false });
    await sendPreBid(buyer1, CEILING);
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => preBidLine(buyer1).getByTestId('my-pre-bid').innerText()).toBe(
      'Your pre-bid: auto up to ₹1,04,000',
    );
    await screenshot(buyer1, 'pre-bid-upcoming-list-1280-light');
  }, 120_000);

  it('buyer2 sets the same ceiling later on a phone, and cannot lower it', async () => {
    const login = await apiLogin(server.url, DEMO.buyer2);
    await api('general/termAccept', { eventId }, login.token);
    buyer2 = await pageAs(DEMO.buyer2, { width: 360, theme: 'dark' });
    await buyer2.goto(`${server.url}/auction/upcomingAuctions`);
    await preBidLine(buyer2).waitFor({ timeout: 30_000 });
    const dialog = await sendPreBid(buyer2, CEILING);
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => preBidLine(buyer2).getByTestId('my-pre-bid').innerText()).toBe(
      'Your pre-bid: auto up to ₹1,04,000',
    );
    // Lowering is refused with the reason, and nothing changes.
    await buyer2.getByRole('button', { name: `Pre-bid on lot ${lotNo} ${LOT}` }).click();
    await sendPreBid(buyer2, 103_000);
    await eventually(() => dialog.getByTestId('pre-bid-error').innerText()).toBe(
      'An auto bid can only be raised: your current ceiling is ₹1,04,000, so set more than that.',
    );
    await screenshot(buyer2, 'pre-bid-dialog-360-dark', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const mine = await fetch(`${server.url}/api/member/prebids`, {
      headers: { authorization: `Bearer ${login.token}` },
    }).then((r) => r.json() as Promise<{ data: { subEventId: string; ceiling: number }[] }>);
    expect(mine.data.filter((p) => p.subEventId === subEventId).map((p) => p.ceiling)).toEqual([CEILING]);
  }, 120_000);

  it('reads in Hindi on a phone', async () => {
    const page = await pageAs(DEMO.buyer1, { width: 360 });
    await page.context().addInitScript(() => localStorage.setItem('language', 'hi'));
    await page.goto(`${server.url}/auction/upcomingAuctions`);
    await eventually(() => preBidLine(page).getByTestId('my-pre-bid').innerText(), 30_000).toBe(
      'आपकी अग्रिम बोली: ₹1,04,000 तक ऑटो',
    );
    await page.getByRole('button', { name: `लॉट ${lotNo} ${LOT} पर अग्रिम बोली` }).click();
    const dialog = page.getByRole('dialog', { name: `लॉट ${lotNo} ${LOT} पर अग्रिम बोली` });
    await dialog.getByTestId('pre-bid-amount').fill('100000');
    await dialog.getByRole('button', { name: 'अग्रिम बोली बढ़ाएँ' }).click();
    await eventually(() => dialog.getByTestId('pre-bid-error').innerText()).toBe(
      'ऑटो बोली सिर्फ़ बढ़ाई जा सकती है: आपकी मौजूदा सीमा ₹1,04,000 है, इससे ज़्यादा रखें।',
    );
    await screenshot(page, 'pre-bid-dialog-360-light-hindi', { fullPage: false });
  }, 60_000);

  it('at the opening the earlier of the equal pre-bids leads; the room showed them before', async () => {
    // Both in the room of the lot, which opens in half an hour: their own pre-bid shows there.
    for (const page of [buyer1, buyer2]) {
      await page.goto(`${server.url}/auction/auctionRoom?eventId=${eventId}`);
      const row = roomRow(page, LOT);
      await row.waitFor({ timeout: 30_000 });
      await eventually(() => row.getByTestId('my-auto-limit').innerText()).toBe(
        'Your pre-bid: auto up to ₹1,04,000',
      );
      await row.getByText('Opens in').waitFor();
    }
    await screenshot(buyer2, 'pre-bid-room-before-opening-360-dark');
    await screenshot(buyer1, 'pre-bid-room-before-opening-1280-light');
    // The admin brings the opening to a few seconds from now.
    await api(
      `admin/updateSubEvent/${eventId}/${subEventId}`,
      { ...lotFields, eventStartsOn: new Date(Date.now() + 3000).toISOString() },
      adminToken,
      'PUT',
    );
    const row1 = roomRow(buyer1, LOT);
    const row2 = roomRow(buyer2, LOT);
    await eventually(() => row1.getByTestId('leading-amount').innerText(), 30_000).toBe('₹1,04,000');
    await eventually(() => row1.getByTestId('my-rank').innerText()).toBe('1');
    await eventually(() => row2.getByTestId('my-rank').innerText()).toBe('2');
    await eventually(() => row2.getByTestId('leading-amount').innerText()).toBe('₹1,04,000');
    expect(await row1.getByText('Leading', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(buyer1, 'pre-bid-room-opened-1280-light');
    await screenshot(buyer2, 'pre-bid-room-opened-360-dark');
  }, 120_000);
});
