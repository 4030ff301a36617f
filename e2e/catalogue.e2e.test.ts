import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  choose,
  fillEventNames,
  fillEventSchedule,
  fillSubEvent,
  pickDateTime,
  toast,
} from './support/admin-forms';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

/**
 * Catalogue and event administration (SPEC §2, §3), the browser story: the admin creates a
 * product, a lot, an event with two sub-events, edits a sub-event in the grid, toggles
 * Active, assigns the demo buyers and guest and posts a flash message — all through the
 * screens; then a buyer sees the event appear in the live list without a reload when its
 * start passes, and accepts its terms. Real server, database, Socket.IO and Chromium.
 */

const PASSWORD = 'Demo@12345';
const stamp = Date.now().toString(36).slice(-5);
const PRODUCT = `Ferro Silicon Slag ${stamp}`;
const LOT = `Forge shop turnings ${stamp}`;
const EVENT = `Rewari Plant Scrap Sale ${stamp}`;
const SUB_FORWARD = `MS turnings ${stamp}`;
const SUB_REVERSE = `Coke supply ${stamp}`;
const SUB_RENAMED = `MS turnings and borings ${stamp}`;
const FLASH = `Lifting starts Monday 9 am at gate 2 (${stamp})`;

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let admin: Page;
let adminToken: string;
/** The event's start (a whole minute), chosen far enough ahead for the admin's steps. */
let startsAt: Date;

async function login(email: string): Promise<{ token: string; user: { _id: string; role: string } }> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return res.json() as Promise<{ token: string; user: { _id: string; role: string } }>;
}

async function apiGet<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json() as Promise<T>;
}

/** A page logged in as `email` (the login answer in sessionStorage, as the login page keeps it). */
async function pageAs(
  email: string,
  scheme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; token: string }> {
  const { token, user } = await login(email);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  await context.addInitScript(
    ([u, t, s]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('user', u);
        sessionStorage.setItem('token', t);
        sessionStorage.setItem('neelami-color-scheme', s);
      }
    },
    [JSON.stringify(user), token, scheme],
  );
  return { page: await context.newPage(), token };
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const a = await pageAs('admin@example.com');
  admin = a.page;
  adminToken = a.token;
  // The admin needs about a minute and a half for the story; the buyer then waits for the start.
  startsAt = new Date(Math.ceil((Date.now() + 150_000) / 60_000) * 60_000);
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe('catalogue and event administration in the browser', () => {
  it('admin adds a product (blank refused with the SPEC §5 message)', async () => {
    await open(admin, '/admin/addProducts', 'Add Product');
    const form = admin.getByRole('form', { name: 'Add product form' });
    await form.getByRole('button', { name: 'Add Product' }).click();
    await form.getByText('This field is required').waitFor();
    await form.getByLabel('Product Name').fill(PRODUCT);
    await form.getByRole('button', { name: 'Add Product' }).click();
    await toast(admin, 'Product saved successfully!');
    await admin
      .getByRole('table', { name: 'Products' })
      .getByRole('cell', { name: PRODUCT, exact: true })
      .waitFor();
    await screenshot(admin, 'catalogue-01-add-product');
  });

  it('admin adds a lot of the demo seller', async () => {
    await open(admin, '/admin/addLot', 'Add Lot');
    const form = admin.getByRole('form', { name: 'Add lot form' });
    await form.getByLabel('Lot Name').fill(LOT);
    await choose(form, admin, 'Seller', /Haryana Forgings Ltd/);
    await form.getByLabel('Quantity').fill('42.5');
    await form.getByLabel('Unit').fill('MT');
    await form.getByLabel('Description').fill('Mild steel turnings from the forge shop, oil-free.');
    await form.getByRole('button', { name: 'Add Lot' }).click();
    await toast(admin, 'Lot saved successfully!');
    const row = admin.getByRole('table', { name: 'Lots' }).getByRole('row').filter({ hasText: LOT });
    await row.waitFor();
    expect(await row.innerText()).toContain('Haryana Forgings Ltd');
    await screenshot(admin, 'catalogue-02-add-lot');
  });

  it('admin creates an event, after the form refused an empty and a backwards one', async () => {
    await open(admin, '/admin/createEvent', 'Add Event');
    const form = admin.getByRole('form', { name: 'Add event form' });
    await form.getByRole('button', { name: 'Add Event' }).click();
    await toast(admin, 'Please fix the errors in the form');
    expect(await form.getByText('This field is required').count()).toBeGreaterThanOrEqual(10);

    await fillEventNames(form, admin, {
      onBehalfOf: 'Haryana Forgings Ltd',
      name: EVENT,
      title: 'Forward e-auction of forge shop scrap',
    });
    // End before start: both SPEC §5 date-order messages.
    await pickDateTime(form, admin, 'Event Start', new Date(startsAt.getTime() + 60 * 60_000));
    await pickDateTime(form, admin, 'Event End', startsAt);
    await form.getByRole('button', { name: 'Add Event' }).click();
    await form.getByText('Start date must be before end date').waitFor();
    await form.getByText('End date must be after start date').waitFor();

    await fillEventSchedule(form, admin, {
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 60 * 60_000),
      totalLots: '2',
      address: 'Plot 7, Sector 3, Dharuhera, Rewari, Haryana 123106',
      terms: 'Bids cannot be withdrawn.\nLifting within 15 days.',
    });
    await form.getByRole('switch', { name: /transaction password/ }).uncheck({ force: true });
    await form.getByRole('button', { name: 'Add Event' }).click();
    await toast(admin, 'Event created successfully');
    await admin.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: EVENT }).waitFor();
    await screenshot(admin, 'catalogue-03-add-event');
  });

  it('admin adds a forward and a reverse sub-event', async () => {
    await open(admin, '/admin/createSubEvent', 'Add Sub Event');
    const form = admin.getByRole('form', { name: 'Add sub-event form' });
    await form.getByRole('button', { name: 'Add Sub Event' }).click();
    await toast(admin, 'Please fix the errors in the form');
    await choose(form, admin, 'Event', EVENT);
    const add = async (name: string, type: RegExp, start: string, step: string, serial: string) => {
      await fillSubEvent(form, admin, {
        name,
        location: 'Dharuhera',
        type,
        quantity: '40',
        unit: 'MT',
        serialNo: serial,
        startValue: start,
        step,
        rule: 'Price per MT',
        specification: 'As is where is',
      });
      await form.getByRole('button', { name: 'Add Sub Event' }).click();
      await toast(admin, 'Sub-event added successfully!');
    };
    await add(SUB_FORWARD, /^forward/, '28000', '100', '1');
    await add(SUB_REVERSE, /^reverse/, '31000', '50', '2');
    const grid = admin.getByRole('table', { name: `Sub-events of ${EVENT}` });
    await grid.getByRole('row').filter({ hasText: SUB_FORWARD }).waitFor();
    await grid.getByRole('row').filter({ hasText: SUB_REVERSE }).waitFor();
    await screenshot(admin, 'catalogue-04-add-sub-events');
  });

  it('admin opens the grid from Add Event, edits a row and toggles Active', async () => {
    await open(admin, '/admin/createEvent', 'Add Event');
    await admin.getByRole('button', { name: `Edit Sub-Event of ${EVENT}` }).click();
    await admin.waitForURL(/\/admin\/ManageSubEventGrid\?eventId=/);
    const grid = admin.getByRole('table', { name: `Sub-events of ${EVENT}` });
    await grid.getByRole('row').filter({ hasText: SUB_REVERSE }).waitFor();

    await grid.getByRole('button', { name: `Edit ${SUB_FORWARD}` }).click();
    await grid.getByLabel(`Name: ${SUB_FORWARD}`).fill(SUB_RENAMED);
    // SPEC §5 "Sub-event row edit: all inputs required": details was left empty at creation.
    await grid.getByRole('button', { name: `Save ${SUB_FORWARD}` }).click();
    await grid.getByText('This field is required').waitFor();
    await grid.getByLabel(`Details: ${SUB_FORWARD}`).fill('GST extra as applicable');
    await grid.getByRole('button', { name: `Save ${SUB_FORWARD}` }).click();
    await toast(admin, 'Sub-event updated successfully!');
    await grid.getByRole('cell', { name: SUB_RENAMED, exact: true }).waitFor();

    const active = grid.getByRole('checkbox', { name: `Active: ${SUB_REVERSE}` });
    expect(await active.isChecked()).toBe(true);
    await active.uncheck();
    await expect.poll(() => active.isChecked(), { timeout: 10_000 }).toBe(false);
    const events = await apiGet<{
      data: { auctionName: string; subEvent: { name: string; isActive: boolean }[] }[];
    }>('admin/getAllEvents', adminToken);
    const saved = events.data.find((e) => e.auctionName === EVENT)!;
    expect(saved.subEvent.find((s) => s.name === SUB_REVERSE)?.isActive).toBe(false);
    expect(saved.subEvent.map((s) => s.name).sort()).toEqual([SUB_RENAMED, SUB_REVERSE].sort());
    await screenshot(admin, 'catalogue-05-manage-grid');
    await active.check();
    await expect.poll(() => active.isChecked(), { timeout: 10_000 }).toBe(true);
  });

  it('admin assigns the demo buyers and the guest; the selection clears', async () => {
    await open(admin, '/admin/assignBuyerSeller', 'Assign Buyers and Sellers');
    await admin.getByRole('button', { name: 'Save Assignment' }).click();
    await toast(admin, 'Please select a sub-event and buyers.');
    await choose(admin, admin, 'Event', EVENT);
    for (const name of ['Gobind Steel Traders', 'Shree Metal Recyclers', 'Delhi Procurement Office']) {
      await admin.getByRole('checkbox', { name }).check();
    }
    await admin.getByRole('checkbox', { name: `Choose ${SUB_RENAMED}` }).check();
    await screenshot(admin, 'catalogue-06-assign');
    await admin.getByRole('button', { name: 'Save Assignment' }).click();
    await toast(admin, 'Buyers assigned successfully.');
    await expect
      .poll(() => admin.getByRole('checkbox', { name: 'Gobind Steel Traders' }).isChecked())
      .toBe(false);
    expect(await admin.getByRole('checkbox', { name: `Choose ${SUB_RENAMED}` }).isChecked()).toBe(false);

    const events = await apiGet<{
      data: { auctionName: string; subEvent: { name: string; registeredBuyers: string[] }[] }[];
    }>('admin/getAllEvents', adminToken);
    const sub = events.data
      .find((e) => e.auctionName === EVENT)!
      .subEvent.find((s) => s.name === SUB_RENAMED)!;
    const ids = await Promise.all(
      ['buyer1@example.com', 'buyer2@example.com', 'guest@example.com'].map(
        async (e) => (await login(e)).user._id,
      ),
    );
    expect([...sub.registeredBuyers].sort()).toEqual(ids.sort());
  });

  it('admin posts a flash message', async () => {
    await open(admin, '/admin/flashMessage', 'Flash Message');
    const form = admin.getByRole('form', { name: 'Flash message form' });
    await choose(form, admin, 'Event', EVENT);
    await form.getByLabel('Message').fill(FLASH);
    await form.getByRole('button', { name: 'Save Flash Message' }).click();
    await toast(admin, 'Flash Saved successfully!');
    const row = admin
      .getByRole('table', { name: 'Flash messages' })
      .getByRole('row')
      .filter({ hasText: FLASH });
    await row.waitFor();
    expect(await row.innerText()).toContain(EVENT);
    await screenshot(admin, 'catalogue-07-flash');
  });

  it('a buyer sees the event appear in the live list without reload when it starts, and accepts its terms', async () => {
    const { page: buyer, token } = await pageAs('buyer1@example.com', 'dark');
    await open(buyer, '/auction/liveAuctions', 'Live Auctions');
    await buyer.getByText('Updating live').waitFor();
    const table = buyer.getByRole('table', { name: 'Live auctions' });
    const row = table.getByRole('row').filter({ hasText: EVENT });
    // Not live yet: the list holds the demo's live events but not this one.
    expect(startsAt.getTime()).toBeGreaterThan(Date.now());
    expect(await row.count()).toBe(0);
    await screenshot(buyer, 'catalogue-08-live-list-before-start');
    // No reload from here on: the server pushes the list when the start passes.
    await row.waitFor({ timeout: startsAt.getTime() - Date.now() + 30_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt.getTime() - 2_000);
    await screenshot(buyer, 'catalogue-09-live-list-after-start');

    await row.getByRole('button', { name: `Auctions: ${EVENT}` }).click();
    const dialog = buyer.getByRole('dialog');
    await dialog.getByText('Bids cannot be withdrawn.').waitFor();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await toast(buyer, 'Please accept the terms and conditions.');
    await screenshot(buyer, 'catalogue-10-terms-popup');
    await dialog.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await buyer.waitForURL(/\/auction\/auctionRoom\?eventId=[0-9a-f-]{36}$/);
    const eventId = new URL(buyer.url()).searchParams.get('eventId')!;
    const room = await apiGet<{ data: { auctionName: string; termsAccepted: boolean } }>(
      `general/event/${eventId}`,
      token,
    );
    expect(room.data).toMatchObject({ auctionName: EVENT, termsAccepted: true });
  }, 300_000);
});
