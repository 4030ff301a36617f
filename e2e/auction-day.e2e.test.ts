import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import {
  adminSocket,
  eventually,
  expectNoStringKeys,
  expectText,
  LIVE_EVENT_ID,
  openRoomAs,
  REVERSE_EVENT_ID,
  type RoomMember,
  roomReady,
  roomRow,
} from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, DEMO } from './support/session';

/**
 * Auction day without surprises (the live room): a ten-times typo is caught, the
 * transaction password is set at the door, being outbid is loud, the phone keeps the important
 * line in view, and the outcome stays after the close. Real server, database, Socket.IO, browser.
 */

const HMS = 'HMS 1&2';
const COPPER = 'Copper cable scrap';
const SHREDDED = 'Shredded steel scrap supply';

let server: RunningServer;
let browser: Browser;
let adminToken: string;
const contexts: BrowserContext[] = [];

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);
const cell = (page: Page, lot: string, testId: string) => roomRow(page, lot).getByTestId(testId);
const enter = (email: string, eventId = LIVE_EVENT_ID, opts: { acceptTerms?: boolean } = {}) =>
  openRoomAs(browser, server.url, email, eventId, { ...opts, contexts });
const inView = async (page: Page, locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  const vh = page.viewportSize()?.height ?? 0;
  return box !== null && box.height > 0 && box.y >= 0 && box.y + box.height <= vh;
};

/** Screenshots of a screen: light and dark at 1366 px and at 360 px, then back to light at 1366 px. */
async function shoot(page: Page, name: string) {
  const theme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
  await page.mouse.move(0, 400);
  await screenshot(page, `auction-day-${name}-light`);
  await page.getByTestId('theme-toggle').click();
  await eventually(theme).toBe('dark');
  await page.mouse.move(0, 400);
  await screenshot(page, `auction-day-${name}-dark`);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.waitForTimeout(300);
  await screenshot(page, `auction-day-${name}-360-dark`);
  await page.getByTestId('theme-toggle').click();
  await eventually(theme).toBe('light');
  await page.mouse.move(0, 400);
  await screenshot(page, `auction-day-${name}-360-light`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.waitForTimeout(300);
}

async function getJson<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The admin turns on "a transaction password is needed to enter the auction room" for an event. */
async function requireTransactionPassword(eventId: string) {
  const events = await getJson<{ data: Record<string, unknown>[] }>('admin/getAllEvents', adminToken);
  const ev = events.data.find((e) => e._id === eventId);
  if (!ev) throw new Error('demo event missing');
  const keys = [
    'auctionType',
    'auctionBehaviour',
    'onBehalfOf',
    'auctionName',
    'titleName',
    'autoExtension',
    'inspectionDate',
    'address',
    'totalLots',
    'termCondition',
    'eventStart',
    'eventEnd',
    'currency',
    'description',
  ];
  const body: Record<string, unknown> = { requireTransactionPassword: true, maxExtensions: null };
  for (const k of keys) body[k] = ev[k];
  await api(`admin/updateEvent/${eventId}`, body, adminToken, 'PUT');
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = (await api<{ token: string }>('auth/login', { email: DEMO.admin, password: DEMO.password }))
    .token;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('auction day in the live room', () => {
  let buyer1: RoomMember;
  let buyer2: RoomMember;
  let guest: RoomMember;

  it('lets a member set the transaction password at the door; the guest only watches and is not asked', async () => {
    await requireTransactionPassword(REVERSE_EVENT_ID);
    const b1 = await enter(DEMO.buyer1, REVERSE_EVENT_ID);
    const dialog = b1.page.getByRole('dialog', { name: 'Transaction password' });
    await dialog.waitFor();
    // No detour through the profile: the password is set here and the room opens.
    await dialog.getByLabel('New transaction password').fill('Txn@2468');
    await dialog.getByLabel('Confirm transaction password').fill('Txn@2468');
    await screenshot(b1.page, 'auction-day-door-set-password');
    await dialog.getByRole('button', { name: 'Set and enter the room' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await roomReady(b1, SHREDDED);
    const profile = await getJson<{ user: { hasTransactionPassword: boolean } }>('profile/details', b1.token);
    expect(profile.user.hasTransactionPassword).toBe(true);
    await b1.page.context().close();

    const g = await enter(DEMO.guest, REVERSE_EVENT_ID);
    await roomReady(g, SHREDDED);
    expect(await g.page.getByRole('dialog', { name: 'Transaction password' }).count()).toBe(0);
    await g.page.context().close();
  });

  it('reminds at login when an assigned lot needing the transaction password opens within a day', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('textbox', { name: /Email/ }).fill(DEMO.buyer2);
    await page.locator('input[type="password"]').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    const reminder = page.getByTestId('transaction-password-reminder');
    await reminder.getByText(/set your transaction password/i).waitFor({ timeout: 20_000 });
    await context.close();

    // A member who reads Hindi is reminded in Hindi: title, sentence and link.
    const hindi = await browser.newContext({ viewport: { width: 360, height: 800 } });
    contexts.push(hindi);
    const hiPage = await hindi.newPage();
    await hindi.addInitScript(() => localStorage.setItem('language', 'hi'));
    await hiPage.goto(`${server.url}/login`);
    await hiPage.getByRole('heading', { level: 1, name: 'लॉग इन' }).waitFor();
    await hiPage.getByLabel('ईमेल').fill(DEMO.buyer2);
    await hiPage.locator('input[type="password"]').fill(DEMO.password);
    await hiPage.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    const toast = hiPage.locator('.mantine-Notification-root').filter({
      has: hiPage.getByTestId('transaction-password-reminder'),
    });
    await toast.getByText('अपना लेन-देन पासवर्ड सेट करें', { exact: true }).waitFor({ timeout: 20_000 });
    await toast.getByRole('link', { name: 'अभी सेट करें' }).waitFor();
    const sentence = await toast.getByTestId('transaction-password-reminder').innerText();
    expect(sentence).toMatch(
      /^बोली लगाने से पहले अपना लेन-देन पासवर्ड सेट करें: .* \(.*\) (अभी खुला है|.* पर खुलेगा), और/,
    );
    await screenshot(hiPage, 'auction-day-reminder-hindi-360', { fullPage: false });
    await hindi.close();
  });

  it('accepts the terms once per event: Auctions opens the room straight away the next time', async () => {
    buyer2 = await enter(DEMO.buyer2);
    await roomReady(buyer2, HMS);
    const ev = await getJson<{ data: { auctionName: string } }>(
      `general/event/${LIVE_EVENT_ID}`,
      buyer2.token,
    );
    await buyer2.page.goto(`${server.url}/auction/liveAuctions`);
    const auctions = buyer2.page.getByRole('button', { name: `Auctions: ${ev.data.auctionName}` });
    await auctions.waitFor();
    // The live list loads only its own and the room's strings (i18n/en-screens.ts): none is missing.
    await expectNoStringKeys(buyer2.page);
    await auctions.click();
    await buyer2.page.waitForURL(/auctionRoom\?eventId=/);
    await roomReady(buyer2, HMS);
    expect(await buyer2.page.getByRole('dialog', { name: /Terms and conditions/ }).count()).toBe(0);
  });

  it('shows a typed bid in lakh grouping and words and asks before a bid far above what is needed', async () => {
    buyer1 = await enter(DEMO.buyer1);
    guest = await enter(DEMO.guest);
    await roomReady(buyer1, HMS);
    await roomReady(guest, HMS);
    const b1 = buyer1.page;
    await cell(b1, HMS, 'bid-amount').fill('320000');
    await expectText(
      cell(b1, HMS, 'bid-amount-words'),
      '₹3,20,000/MT (lot ₹8,00,00,000) · Rupees Three Lakh Twenty Thousand Only per MT',
    );
    await roomRow(b1, HMS)
      .getByRole('button', { name: /^Bid on/ })
      .click();
    const dialog = b1.getByRole('dialog', { name: 'Confirm your bid' });
    await dialog.waitFor();
    await expectNoStringKeys(b1);
    const text = await dialog.innerText();
    expect(text).toContain('₹3,20,000');
    expect(text).toContain('₹32,000');
    // The viewport only: a full-page capture resizes the window for a moment, and a busy machine
    // then re-lays the rows out as cards, which closes the row's dialog.
    await screenshot(b1, 'auction-day-confirm-typo', { fullPage: false });
    await dialog.getByRole('button', { name: 'Change amount' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The focus is back on the button that asked.
    await expect
      .poll(() => b1.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''))
      .toMatch(/^Bid on /);
    // Nothing was placed.
    await expectText(cell(b1, HMS, 'leading-amount'), 'No bids yet');

    // The amount needed goes through without a question.
    await cell(b1, HMS, 'bid-amount').fill('32000');
    await roomRow(b1, HMS)
      .getByRole('button', { name: /^Bid on/ })
      .click();
    await expectText(cell(b1, HMS, 'row-message'), 'Bid Placed!');
    expect(await b1.getByRole('dialog', { name: 'Confirm your bid' }).count()).toBe(0);

    // An auto-bid limit far above the next bid is confirmed too; confirming sets it.
    await cell(b1, HMS, 'auto-amount').fill('33000');
    await roomRow(b1, HMS)
      .getByRole('button', { name: /^Auto bid on/ })
      .click();
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('₹33,000');
    await dialog.getByRole('button', { name: /^Yes/ }).click();
    await expectText(cell(b1, HMS, 'my-auto-limit'), 'Auto bid up to ₹33,000/MT');
  });

  it('makes being outbid loud: placed-but-outbid, a red badge that stays, a toast and a vibration', async () => {
    const b1 = buyer1.page;
    const b2 = buyer2.page;
    await eventually(() => cell(b2, HMS, 'bid-amount').inputValue()).toBe('32100');
    await roomRow(b2, HMS)
      .getByRole('button', { name: /^Bid on/ })
      .click();
    // Buyer 1's auto bid answered at once: no green 'Bid Placed!'.
    await expectText(cell(b2, HMS, 'row-message'), 'Placed — outbid at once by an auto bid');
    await cell(b2, HMS, 'outbid-badge').waitFor();

    await cell(b2, HMS, 'auto-amount').fill('34000');
    await roomRow(b2, HMS)
      .getByRole('button', { name: /^Auto bid on/ })
      .click();
    await b2.getByRole('dialog', { name: 'Confirm your bid' }).getByRole('button', { name: /^Yes/ }).click();
    await expectText(cell(b2, HMS, 'my-rank'), '1');
    await cell(b2, HMS, 'outbid-badge').waitFor({ state: 'detached' });

    // Buyer 1 was leading and is now second: badge, toast, vibration.
    await cell(b1, HMS, 'outbid-badge').waitFor();
    await b1
      .locator('.mantine-Notification-root')
      .filter({ hasText: /outbid/ })
      .first()
      .waitFor();
    const vibrations = await b1.evaluate(
      () => (window as unknown as { __vibrations: unknown[] }).__vibrations,
    );
    expect(vibrations.length).toBeGreaterThan(0);
    await shoot(b1, 'outbid');
    // The badge stays after the timed row messages have gone.
    await b1.waitForTimeout(11_000);
    await cell(b1, HMS, 'outbid-badge').waitFor();
  }, 60_000);

  it('on a 360 px phone: notices stay compact, the bid error and the broadcast show where the member is', async () => {
    await api(
      'admin/addFlash',
      {
        eventId: LIVE_EVENT_ID,
        message:
          'Inspection at the Rewari yard is over. Lifting within 15 days of the letter of acceptance; GST as applicable.',
      },
      adminToken,
    );
    const phone = await openRoomAs(browser, server.url, DEMO.buyer2, LIVE_EVENT_ID, {
      contexts,
      width: 360,
      height: 740,
    });
    await roomReady(phone, COPPER);
    // The laptop window was pushed out by the phone: its rows grey and its clocks stop.
    const laptop = buyer2.page;
    await laptop.getByTestId('room-rows').and(laptop.locator('[data-frozen="true"]')).waitFor();
    const stopped = await cell(laptop, HMS, 'time-left').innerText();
    await laptop.waitForTimeout(2_500);
    expect(await cell(laptop, HMS, 'time-left').innerText()).toBe(stopped);
    await screenshot(laptop, 'auction-day-frozen-window');
    buyer2 = phone;
    const page = phone.page;
    const admin = await adminSocket(server.url, LIVE_EVENT_ID);
    try {
      await admin.timeout(10_000).emitWithAck('admin_broadcast', {
        eventId: LIVE_EVENT_ID,
        message: 'Welcome. Bidding closes as scheduled; no extension beyond the rules.',
      });
      await page.getByText('Welcome. Bidding closes as scheduled', { exact: false }).first().waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      // The first lot starts within the first screen, below compact notices.
      const firstTop = await roomRow(page, HMS).evaluate(
        (e) => e.getBoundingClientRect().top + window.scrollY,
      );
      expect(firstTop).toBeLessThan(330);
      await screenshot(page, 'auction-day-phone-notices', { fullPage: false });

      // The bid button at the bottom of the screen: the refusal is still in view.
      const button = roomRow(page, COPPER).getByRole('button', { name: /^Bid on/ });
      await button.evaluate((e) => e.scrollIntoView({ block: 'end' }));
      await cell(page, COPPER, 'bid-amount').fill('100');
      await button.click();
      const message = cell(page, COPPER, 'row-message');
      await eventually(() => message.innerText()).toMatch(/at least/);
      await eventually(() => inView(page, message)).toBe(true);
      await screenshot(page, 'auction-day-phone-error', { fullPage: false });

      // A broadcast while the member is down at the second lot is shown there.
      const note = 'Copper lot: final call for bids.';
      await admin.timeout(10_000).emitWithAck('admin_broadcast', { eventId: LIVE_EVENT_ID, message: note });
      const toast = page.locator('.mantine-Notification-root').filter({ hasText: note });
      await toast.waitFor();
      await eventually(() => inView(page, toast)).toBe(true);
      await screenshot(page, 'auction-day-phone-broadcast', { fullPage: false });
    } finally {
      admin.close();
    }
  }, 60_000);

  it('keeps the outcome at the close, lists the closed lots, and My Lots shows every lot bid on', async () => {
    const b1 = buyer1.page;
    const b2 = buyer2.page;
    const g = guest.page;
    // Buyer 1 outbids buyer 2's auto bid for good (confirming the jump).
    await cell(b1, HMS, 'bid-amount').fill('34100');
    await roomRow(b1, HMS)
      .getByRole('button', { name: /^Bid on/ })
      .click();
    await b1.getByRole('dialog', { name: 'Confirm your bid' }).getByRole('button', { name: /^Yes/ }).click();
    await expectText(cell(b1, HMS, 'row-message'), 'Bid Placed!');
    await cell(b1, HMS, 'outbid-badge').waitFor({ state: 'detached' });

    const room = await getJson<{ data: { subEvent: { _id: string; name: string }[] } }>(
      `general/event/${LIVE_EVENT_ID}`,
      buyer1.token,
    );
    const admin = await adminSocket(server.url, LIVE_EVENT_ID);
    try {
      const endsAt = new Date(Date.now() + 12_000).toISOString();
      for (const s of room.data.subEvent) {
        const a = await admin.timeout(10_000).emitWithAck('extend_event_time', {
          eventId: LIVE_EVENT_ID,
          subEventId: s._id,
          BidEndTime: endsAt,
        });
        expect(a.success, JSON.stringify(a)).toBe(true);
      }
    } finally {
      admin.close();
    }

    const over = (page: Page, lot: string) => roomRow(page, lot).getByTestId('auction-over');
    await over(b1, HMS).waitFor({ timeout: 60_000 });
    // SPEC §4's words stay; the outcome is added.
    await eventually(() => over(b1, HMS).innerText()).toContain('Auction Over. Thank you for participation.');
    await eventually(() => over(b1, HMS).innerText()).toContain(
      "You are H1 at ₹34,100/MT — awaiting the seller's decision.",
    );
    await over(b2, HMS).waitFor({ timeout: 20_000 });
    await eventually(() => over(b2, HMS).innerText()).toContain('You finished 2nd.');
    await over(g, HMS).waitFor({ timeout: 20_000 });
    await eventually(() => over(g, HMS).innerText()).toContain('Rank 1 ₹34,100/MT · Rank 2 ₹33,100/MT');
    await over(b1, COPPER).waitFor({ timeout: 20_000 });
    await eventually(() => over(b1, COPPER).innerText()).toContain('You did not bid on this lot.');
    await shoot(b1, 'outcome');

    // After OK the lot leaves the live rows but stays in 'Closed today' with its outcome.
    await roomRow(b1, HMS).getByRole('button', { name: /^OK/ }).click();
    await roomRow(b1, HMS).waitFor({ state: 'detached' });
    const closed = b1.getByTestId('closed-today');
    await closed.getByText(HMS, { exact: false }).waitFor();
    await eventually(() => closed.innerText()).toContain(
      "You are H1 at ₹34,100/MT — awaiting the seller's decision.",
    );
    await shoot(b1, 'closed-today');
    // In Hindi the box speaks Hindi too, its outcome lines included.
    await b1.getByRole('button', { name: /Switch to Hindi/ }).click();
    await closed.getByRole('heading', { name: 'आज बंद हुए' }).waitFor();
    await eventually(() => closed.innerText()).toMatch(/· \S.* पर बंद हुआ/);
    await eventually(() => closed.innerText()).toContain('विक्रेता के फ़ैसले का इंतज़ार है');
    expect(await closed.innerText()).not.toMatch(/closed|awaiting/i);

    // My Lots: the loser sees the lot it bid on and lost, with its outcome.
    await b2.goto(`${server.url}/seller/lots`);
    await b2.getByRole('heading', { level: 1, name: 'My Lots' }).waitFor();
    const bidOn = b2.getByTestId('bid-lot').filter({ hasText: HMS });
    await bidOn.waitFor({ timeout: 20_000 });
    await eventually(() => bidOn.innerText()).toContain('You finished 2nd');
    expect(await b2.getByTestId('no-lots').count()).toBe(0);
    await screenshot(b2, 'auction-day-my-lots-360');
  }, 180_000);
});
