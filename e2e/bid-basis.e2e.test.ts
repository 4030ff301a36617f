import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, fillEventNames, fillEventSchedule, fillSubEvent, toast } from './support/admin-forms';
import { launchBrowser, screenshot } from './support/browser';
import { expectText, LIVE_EVENT_ID, openRoomAs, type RoomMember, roomReady, roomRow } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiLogin, DEMO, useSession } from './support/session';

/**
 * What a bid is (API.md "After the award"), in the browser: the admin creates an event with its sale
 * terms (GST 5 %, TCS 0 %, 3 payment days) and a sub-event bid per unit through the forms, and the
 * API gives them back; in the demo's live room the per-tonne HMS lot shows every amount as ₹…/MT
 * with the lot's value beside it. Real server, database, Socket.IO and Chromium.
 */

const stamp = Date.now().toString(36).slice(-5);
const EVENT = `Bhiwadi Rolling Mill Scrap ${stamp}`;
const SUB = `MS end cuttings ${stamp}`;
const HMS = 'HMS 1&2';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let adminToken = '';

type EventRow = {
  _id: string;
  auctionName: string;
  gstRate: number;
  tcsRate: number;
  paymentDays: number;
  liftingDays: number;
  subEvent: { name: string; bidBasis: string; unit: string; quantityOrTypesOfTrunk: string }[];
};

const allEvents = async (): Promise<EventRow[]> => {
  const res = await fetch(`${server.url}/api/admin/getAllEvents`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!res.ok) throw new Error(`getAllEvents: ${res.status}`);
  return ((await res.json()) as { data: EventRow[] }).data;
};

/** Shots of a page at 1280 and 360 px, light and dark (the theme is kept in session storage). */
async function shoot(page: Page, name: string, ready: () => Promise<unknown>) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((s) => sessionStorage.setItem('neelami-color-scheme', s), scheme);
    await page.reload();
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await ready();
      await screenshot(page, `bid-basis-${name}-${width}-${scheme}`, { fullPage: false });
    }
  }
  await page.evaluate(() => sessionStorage.setItem('neelami-color-scheme', 'light'));
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const login = await apiLogin(server.url, DEMO.admin);
  adminToken = login.token;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  await useSession(context, login);
  admin = await context.newPage();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe('what a bid is, in the admin forms and the live room', () => {
  it('the admin creates an event with its sale terms, prefilled with the defaults', async () => {
    await admin.goto(`${server.url}/admin/createEvent`);
    await admin.getByRole('heading', { level: 1, name: 'Add Event' }).waitFor();
    const form = admin.getByRole('form', { name: 'Add event form' });
    // The server's defaults are in the form before anything is typed.
    expect(await form.getByLabel('GST %').inputValue()).toBe('18');
    expect(await form.getByLabel('TCS %').inputValue()).toBe('1');
    expect(await form.getByLabel('Payment days').inputValue()).toBe('7');
    expect(await form.getByLabel('Lifting days').inputValue()).toBe('30');

    const startsAt = new Date(Math.ceil((Date.now() + 3600_000) / 60_000) * 60_000);
    await fillEventNames(form, admin, {
      onBehalfOf: 'Bhiwadi Steels Pvt Ltd',
      name: EVENT,
      title: 'Forward e-auction of rolling mill scrap',
    });
    await fillEventSchedule(form, admin, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
      totalLots: '1',
      address: 'Plot 44, RIICO Industrial Area, Bhiwadi, Rajasthan 301019',
      terms: 'Bids cannot be withdrawn.',
    });

    // A rate the shared schema refuses, told under the field.
    await form.getByLabel('GST %').fill('45');
    await form.getByRole('button', { name: 'Add Event' }).click();
    await form.getByText('At most 40').waitFor();

    await form.getByLabel('GST %').fill('5');
    await form.getByLabel('TCS %').fill('0');
    await form.getByLabel('Payment days').fill('3');
    await screenshot(admin, 'bid-basis-event-form');
    await form.getByRole('button', { name: 'Add Event' }).click();
    await toast(admin, 'Event created successfully');

    const saved = (await allEvents()).find((e) => e.auctionName === EVENT);
    expect(saved).toMatchObject({ gstRate: 5, tcsRate: 0, paymentDays: 3, liftingDays: 30 });
  });

  it('the admin adds a sub-event bid per unit, and the grid says so', async () => {
    await admin.goto(`${server.url}/admin/createSubEvent`);
    await admin.getByRole('heading', { level: 1, name: 'Add Sub Event' }).waitFor();
    const form = admin.getByRole('form', { name: 'Add sub-event form' });
    await choose(form, admin, 'Event', EVENT);
    // A bid is for the whole lot unless the admin says otherwise.
    expect(await form.getByRole('combobox', { name: 'Bid is for', exact: true }).inputValue()).toBe(
      'The whole lot',
    );
    await fillSubEvent(form, admin, {
      name: SUB,
      location: 'Bhiwadi',
      type: /^forward/,
      bidBasis: 'Per unit',
      quantity: '120',
      unit: 'MT',
      serialNo: '1',
      startValue: '29500',
      step: '100',
      rule: 'Highest rate per MT wins',
      specification: 'MS end cuttings, 0.5 to 1.5 m',
    });
    await form.getByRole('button', { name: 'Add Sub Event' }).click();
    await toast(admin, 'Sub-event added successfully!');

    const saved = (await allEvents()).find((e) => e.auctionName === EVENT);
    expect(saved?.subEvent).toEqual([
      expect.objectContaining({ name: SUB, bidBasis: 'unit', unit: 'MT', quantityOrTypesOfTrunk: '120' }),
    ]);
    const grid = admin.getByRole('table', { name: `Sub-events of ${EVENT}` });
    const row = grid.getByRole('row').filter({ hasText: SUB });
    await row.waitFor();
    // The grid folds 'Bid is for' with the other lot fields, as it does the EMD.
    await grid.getByRole('button', { name: `Show all fields of ${SUB}` }).click();
    await grid.getByText('Per unit (MT)').waitFor();
    await screenshot(admin, 'bid-basis-sub-event-form');
  });

  it('the demo room shows the per-tonne HMS lot in ₹/MT with the lot value, for bidder and guest', async () => {
    const buyer: RoomMember = await openRoomAs(browser, server.url, DEMO.buyer1, LIVE_EVENT_ID, {
      contexts,
      width: 1280,
    });
    const guest: RoomMember = await openRoomAs(browser, server.url, DEMO.guest, LIVE_EVENT_ID, {
      contexts,
      width: 1280,
    });
    await roomReady(buyer, HMS);
    await roomReady(guest, HMS);
    const b = buyer.page;
    const cell = (page: Page, id: string) => roomRow(page, HMS).getByTestId(id);
    await roomRow(b, HMS).getByTestId('bid-basis').getByText('Bid per MT').waitFor();

    // The words under the box: the rate per MT, the lot's 250 MT value, the words per MT.
    await cell(b, 'bid-amount').fill('32000');
    await expectText(
      cell(b, 'bid-amount-words'),
      '₹32,000/MT (lot ₹80,00,000) · Rupees Thirty Two Thousand Only per MT',
    );
    await roomRow(b, HMS).getByLabel('Bid amount (₹/MT)').waitFor();
    await roomRow(b, HMS)
      .getByRole('button', { name: /^Bid on/ })
      .click();
    await expectText(cell(b, 'row-message'), 'Bid Placed!');
    await expectText(cell(b, 'leading-amount'), '₹32,000/MT');
    await expectText(cell(b, 'leading-amount-lot-value'), 'lot ₹80,00,000');
    await expectText(cell(b, 'my-last-bid'), '₹32,000/MT');
    await expectText(cell(guest.page, 'rank-1'), '₹32,000/MT');
    await expectText(cell(guest.page, 'rank-1-lot-value'), 'lot ₹80,00,000');

    // A slip of a zero is asked about, in rates per MT and the lot's value.
    await cell(b, 'auto-amount').fill('330000');
    await roomRow(b, HMS)
      .getByRole('button', { name: /^Auto bid on/ })
      .click();
    const dialog = b.getByRole('dialog', { name: 'Confirm your bid' });
    await dialog.waitFor();
    const text = await dialog.getByTestId('confirm-bid-text').innerText();
    expect(text).toContain('₹3,30,000/MT (lot ₹8,25,00,000)');
    expect(text).toContain('₹32,100/MT');
    await screenshot(b, 'bid-basis-room-confirm', { fullPage: false });
    await dialog.getByRole('button', { name: 'Change amount' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await shoot(b, 'room-bidder', () => roomReady(buyer, HMS));
    await shoot(guest.page, 'room-guest', () => roomReady(guest, HMS));
  });
});
