import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickDateTime } from './support/admin-forms';
import { launchBrowser, screenshot } from './support/browser';
import { IST_MS, istParts } from './support/ist';
import { openRoomAs, roomReady, roomRow } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * The admin's and the seller's side of auction day, in Chromium against a real server: the
 * date-time picker keeps what is typed and says the time in words, and the grid's row edit
 * refuses an end before the start at once; the seller's Authorise asks first, naming the
 * winner and the amount, and lots awaiting a decision come first; the manage grid keeps
 * Active, name, times and Edit within a 1366 px screen, edits every field in a card on a 360 px
 * phone and says so when an event has no sub-events; Stagger closing previews ten lots' new closes
 * in serial order (also on a phone), saves them, and the live room takes them at once.
 */

const LIVE_EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0001';
const MINUTE = 60_000;
const stamp = Date.now().toString(36).slice(-5);
const EMPTY_EVENT = `Visakhapatnam Steel Slag ${stamp}`;
const DECIDE_EVENT = `Rourkela Mill Scale ${stamp}`;
const DECIDE_LOT = `Mill scale fines ${stamp}`;
const ASSIGN_EVENT = `Bokaro Cold Rolling Scrap ${stamp}`;
const ASSIGN_LOTS = [`CRNO coil ends ${stamp}`, `Galvanised trimmings ${stamp}`];

let server: RunningServer;
let browser: Browser;
let adminToken: string;
let emptyEventId: string;
let assignEventId: string;
let decideLotId: string;
let decideClosesAt: number;
const contexts: BrowserContext[] = [];

interface SubEventRow {
  _id: string;
  name: string;
  location: string;
  registeredBuyers: string[];
  eventStartsOn: string;
  eventEndsOn: string;
}
interface EventRow {
  _id: string;
  auctionName: string;
  subEvent: SubEventRow[];
}

const api = <T>(path: string, body: unknown, token = adminToken, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);
const apiGet = async <T>(path: string, token = adminToken): Promise<T> => {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const liveSubEvents = async () =>
  (await apiGet<{ data: EventRow[] }>('admin/getAllEvents')).data.find((e) => e._id === LIVE_EVENT_ID)!
    .subEvent;

async function pageAs(
  email: string,
  width = 1366,
  theme: 'light' | 'dark' = 'light',
  height = 900,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  contexts.push(context);
  await useSession(context, await apiLogin(server.url, email), theme);
  return context.newPage();
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

async function toast(page: Page, text: string | RegExp) {
  await page
    .locator('.mantine-Notification-root')
    .filter({ hasText: text })
    .first()
    .waitFor({ timeout: 15_000 });
}

/** The picker's dropdown (calendar and time boxes) that is open now. */
const pickerDropdown = (page: Page) =>
  page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.getByLabel('Hours') })
    .last();

/**
 * Opens a picker, chooses the day of `at`, and TYPES the time as a person does: into the hour
 * box, ':' and the minutes, in one go; then am/pm and Set.
 */
async function typeDateTime(trigger: Locator, page: Page, at: number) {
  const t = istParts(at);
  await trigger.click();
  const dropdown = pickerDropdown(page);
  await dropdown.waitFor();
  const day = dropdown.getByRole('button', { name: t.day, exact: true });
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await dropdown.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
  await dropdown.getByLabel('Hours').click();
  await page.keyboard.type(`${Number(t.hours)}:${t.minutes}`);
  await dropdown.getByLabel('AM or PM').selectOption(t.amPm);
  await dropdown.getByRole('button', { name: 'Set date and time' }).click();
  await dropdown.waitFor({ state: 'hidden' });
}

/** '11/24/2026 01:19 am': how the picker shows an instant (SPEC §2), in IST. */
function shown(at: number): string {
  const w = new Date(at + IST_MS);
  const t = istParts(at);
  const p2 = (n: number) => String(n).padStart(2, '0');
  return `${p2(w.getUTCMonth() + 1)}/${p2(w.getUTCDate())}/${w.getUTCFullYear()} ${t.hours}:${t.minutes} ${t.amPm}`;
}

/** The IST clock in the picker's words: '1:19 am IST'. */
const clockWords = (at: number) => {
  const t = istParts(at);
  return `${Number(t.hours)}:${t.minutes} ${t.amPm} IST`;
};

const rightEdge = async (l: Locator) => {
  const box = await l.boundingBox();
  if (!box) throw new Error('not shown');
  return box.x + box.width;
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await apiLogin(server.url, DEMO.admin)).token;
  const seller = await apiLogin(server.url, DEMO.seller);
  const buyer = await apiLogin(server.url, DEMO.buyer1);
  const now = Date.now();
  const event = (body: Record<string, unknown>) =>
    api<{ data: { _id: string } }>('admin/createEvent', {
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Rashtriya Ispat Nigam',
      titleName: 'Forward e-auction',
      autoExtension: '1 Minute',
      inspectionDate: new Date(now + IST_MS).toISOString().slice(0, 10),
      address: 'Visakhapatnam Steel Plant, Andhra Pradesh 530031',
      totalLots: 1,
      termCondition: 'Bids cannot be withdrawn.',
      eventStart: new Date(now - 5 * MINUTE).toISOString(),
      eventEnd: new Date(now + 120 * MINUTE).toISOString(),
      requireTransactionPassword: false,
      maxExtensions: 0,
      ...body,
    });
  emptyEventId = (await event({ auctionName: EMPTY_EVENT })).data._id;
  assignEventId = (await event({ auctionName: ASSIGN_EVENT })).data._id;
  for (const [i, name] of ASSIGN_LOTS.entries()) {
    await api(`admin/addSubEvent/${assignEventId}`, {
      name,
      location: 'Bokaro',
      subEventType: 'forward',
      quantityOrTypesOfTrunk: '50',
      unit: 'MT',
      rule: 'Price per MT',
      serialNo: i + 1,
      startValue: 41_000,
      incrementOrDecrement: 100,
      eventStartsOn: new Date(now + 60 * MINUTE).toISOString(),
      eventEndsOn: new Date(now + 90 * MINUTE).toISOString(),
      specification: 'As is where is',
    });
  }

  // A lot of the demo seller that closes within a minute with buyer1's bid on it (item 6).
  const decideEventId = (await event({ auctionName: DECIDE_EVENT })).data._id;
  decideClosesAt = Date.now() + 55_000;
  decideLotId = (
    await api<{ data: { _id: string } }>(`admin/addSubEvent/${decideEventId}`, {
      name: DECIDE_LOT,
      location: 'Rourkela',
      subEventType: 'forward',
      quantityOrTypesOfTrunk: '300',
      unit: 'MT',
      rule: 'Price per MT',
      serialNo: 1,
      startValue: 3_20_000,
      incrementOrDecrement: 1000,
      eventStartsOn: new Date(now - 2 * MINUTE).toISOString(),
      eventEndsOn: new Date(decideClosesAt).toISOString(),
      specification: 'Dry, free of oil',
      ownerId: seller.user._id,
    })
  ).data._id;
  await api(
    `admin/updateSubEvent/${decideEventId}/${decideLotId}`,
    { registeredBuyers: [buyer.user._id] },
    adminToken,
    'PUT',
  );
  await api('general/termAccept', { eventId: decideEventId }, buyer.token);
  const room = await pageAs(DEMO.buyer1);
  await room.goto(`${server.url}/auction/auctionRoom?eventId=${decideEventId}`);
  const row = room.getByTestId('sub-event-row').filter({ hasText: DECIDE_LOT });
  await row.waitFor({ timeout: 30_000 });
  await row.getByRole('button', { name: /^Bid on/ }).click();
  await row.getByText('Bid Placed!').waitFor({ timeout: 15_000 });
  await room.context().close();
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

describe('the date-time picker keeps what is typed', () => {
  it('types 1:19 am into Add Event and shows and says exactly that', async () => {
    const admin = await pageAs(DEMO.admin);
    await open(admin, '/admin/createEvent', 'Add Event');
    const form = admin.getByRole('form', { name: 'Add event form' });
    const endButton = form.getByRole('button', { name: 'Event End', exact: true });

    // Tomorrow 1:19 am IST: the end the report's admin meant and did not get.
    const w = new Date(Date.now() + IST_MS + 24 * 60 * MINUTE);
    const end = Date.UTC(w.getUTCFullYear(), w.getUTCMonth(), w.getUTCDate(), 1, 19) - IST_MS;
    await typeDateTime(endButton, admin, end);
    await eventually(async () => (await endButton.innerText()).trim()).toBe(shown(end));
    const words = form.getByTestId('ist-words');
    await eventually(() => words.allInnerTexts()).toEqual([
      expect.stringMatching(/^ends in \d+ h( \d+ min)?, /),
    ]);
    expect((await words.allInnerTexts())[0]).toContain(clockWords(end));

    // The hour box shows "12" with the caret inside it: typing "1" gives 1 (it gave "02").
    await endButton.click();
    const dropdown = pickerDropdown(admin);
    const hours = dropdown.getByLabel('Hours');
    await hours.fill('12');
    // (Two digits move on to the minutes; come back and put the caret between the 1 and the 2.)
    await hours.evaluate((el: HTMLInputElement) => {
      el.focus();
      el.setSelectionRange(1, 1);
    });
    await admin.keyboard.type('1');
    expect(await hours.inputValue()).toMatch(/^0?1$/);
    await dropdown.getByLabel('Minutes').fill('30');
    await dropdown.getByLabel('AM or PM').selectOption('pm');
    // The dropdown says the time it is about to set before Set is pressed.
    await eventually(() => dropdown.getByTestId('ist-picker-preview').innerText()).toContain('1:30 pm IST');
    await screenshot(admin, 'day-admin-picker-open-1366-light');
    await dropdown.getByRole('button', { name: 'Set date and time' }).click();
    await eventually(async () => (await endButton.innerText()).trim()).toMatch(/ 01:30 pm$/);

    // A start two minutes ahead reads "starts in 2 min".
    const start = Date.now() + 2.5 * MINUTE;
    await typeDateTime(form.getByRole('button', { name: 'Event Start', exact: true }), admin, start);
    await eventually(() => form.getByTestId('ist-words').first().innerText()).toMatch(
      new RegExp(`^starts in [23] min, .*${clockWords(start)}$`),
    );
    await screenshot(admin, 'day-admin-picker-words-1366-light', { fullPage: false });
  });

  it("refuses an end before the start in the grid's row edit at once, with the spec's message", async () => {
    const admin = await pageAs(DEMO.admin);
    const [lot] = await liveSubEvents();
    await open(admin, `/admin/ManageSubEventGrid?eventId=${LIVE_EVENT_ID}`, 'Manage Sub Events');
    const grid = admin.getByRole('table', { name: /^Sub-events of / });
    await grid.getByRole('button', { name: `Edit ${lot.name}` }).click();
    const endPicker = grid.getByRole('button', { name: `Event Ends On: ${lot.name}`, exact: true });
    await typeDateTime(endPicker, admin, Date.parse(lot.eventStartsOn) - 60 * MINUTE);
    // Told at once, before Save, in the row being edited.
    await grid.getByText('End date must be after start date').waitFor();
    await grid.getByText('Start date must be before end date').waitFor();
    await grid.getByRole('button', { name: `Save ${lot.name}` }).click();
    await grid.getByRole('button', { name: `Save ${lot.name}` }).waitFor();
    const after = (await liveSubEvents()).find((s) => s._id === lot._id)!;
    expect(after.eventEndsOn).toBe(lot.eventEndsOn);
    await screenshot(admin, 'day-admin-grid-date-order-1366-light', { fullPage: false });
    await grid.getByRole('button', { name: `Cancel editing ${lot.name}` }).click();
  });
});

describe('the manage grid fits the screen', () => {
  it('keeps Active, name, times and Edit within 1366 px and folds the other fields under the row', async () => {
    const admin = await pageAs(DEMO.admin);
    const [lot] = await liveSubEvents();
    await open(admin, `/admin/ManageSubEventGrid?eventId=${LIVE_EVENT_ID}`, 'Manage Sub Events');
    const grid = admin.getByRole('table', { name: /^Sub-events of / });
    await grid.getByRole('cell', { name: lot.name, exact: true }).waitFor();
    const within = 1366;
    expect(await rightEdge(grid.getByRole('checkbox', { name: `Active: ${lot.name}` }))).toBeLessThanOrEqual(
      within,
    );
    expect(await rightEdge(grid.getByRole('button', { name: `Edit ${lot.name}` }))).toBeLessThanOrEqual(
      within,
    );
    expect(await rightEdge(grid.getByRole('cell', { name: lot.name, exact: true }))).toBeLessThanOrEqual(
      within,
    );
    for (const h of ['Event Starts On', 'Event Ends On']) {
      expect(await rightEdge(grid.getByRole('columnheader', { name: h }))).toBeLessThanOrEqual(within);
    }
    // Nothing scrolls sideways: not the page, not the grid.
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(await rightEdge(grid)).toBeLessThanOrEqual(within);

    // The other fields open under the row …
    await grid.getByRole('button', { name: `Show all fields of ${lot.name}` }).click();
    await grid.getByText(lot.location, { exact: true }).first().waitFor();
    await grid.getByText('Specification', { exact: true }).waitFor();
    await screenshot(admin, 'day-admin-grid-1366-light');
    // … and an edited row shows every input, each within the screen.
    await grid.getByRole('button', { name: `Hide all fields of ${lot.name}` }).click();
    await grid.getByRole('button', { name: `Edit ${lot.name}` }).click();
    for (const f of ['Name', 'Location', 'Sub-Event Type', 'Unit', 'Rule', 'Specification', 'Details']) {
      expect(await rightEdge(grid.getByLabel(`${f}: ${lot.name}`, { exact: true }))).toBeLessThanOrEqual(
        within,
      );
    }
    await screenshot(admin, 'day-admin-grid-edit-1366-light');
    await grid.getByRole('button', { name: `Cancel editing ${lot.name}` }).click();

    const dark = await pageAs(DEMO.admin, 1366, 'dark');
    await open(dark, `/admin/ManageSubEventGrid?eventId=${LIVE_EVENT_ID}`, 'Manage Sub Events');
    await dark.getByRole('cell', { name: lot.name, exact: true }).waitFor();
    await dark.getByRole('button', { name: `Show all fields of ${lot.name}` }).click();
    await screenshot(dark, 'day-admin-grid-1366-dark');
  });

  it('gives a 360 px phone a card editor with every field, and saves from it', async () => {
    const admin = await pageAs(DEMO.admin, 360, 'light', 800);
    const [lot] = await liveSubEvents();
    await open(admin, `/admin/ManageSubEventGrid?eventId=${LIVE_EVENT_ID}`, 'Manage Sub Events');
    const card = admin.getByRole('listitem', { name: lot.name, exact: true });
    await card.waitFor();
    await card.getByText(lot.location, { exact: true }).waitFor();
    await screenshot(admin, 'day-admin-grid-360-light');
    await card.getByRole('button', { name: `Edit ${lot.name}` }).click();
    const fields = [
      'Name',
      'Location',
      'Sub-Event Type',
      'Quantity / Types of Trunk',
      'Unit',
      'Rule',
      'Serial No',
      'Start Value',
      'Increment / Decrement',
      'Details',
      'Specification',
    ];
    for (const f of fields) {
      const input = card.getByLabel(`${f}: ${lot.name}`, { exact: true });
      await input.waitFor();
      expect(await rightEdge(input), f).toBeLessThanOrEqual(360);
    }
    for (const f of ['Event Starts On', 'Event Ends On']) {
      expect(
        await rightEdge(card.getByRole('button', { name: `${f}: ${lot.name}`, exact: true })),
      ).toBeLessThanOrEqual(360);
    }
    const location = card.getByLabel(`Location: ${lot.name}`, { exact: true });
    await location.fill('Bawal, Rewari');
    await screenshot(admin, 'day-admin-grid-edit-360-light');
    await card.getByRole('button', { name: `Save ${lot.name}` }).click();
    await toast(admin, 'Sub-event updated successfully!');
    await card.getByText('Bawal, Rewari', { exact: true }).waitFor();
    expect((await liveSubEvents()).find((s) => s._id === lot._id)?.location).toBe('Bawal, Rewari');

    const dark = await pageAs(DEMO.admin, 360, 'dark', 800);
    await open(dark, `/admin/ManageSubEventGrid?eventId=${LIVE_EVENT_ID}`, 'Manage Sub Events');
    await dark.getByRole('listitem', { name: lot.name, exact: true }).waitFor();
    await screenshot(dark, 'day-admin-grid-360-dark');
  });

  it('says so, in view, when the event has no sub-events', async () => {
    for (const width of [1366, 360]) {
      const admin = await pageAs(DEMO.admin, width);
      await open(admin, `/admin/ManageSubEventGrid?eventId=${emptyEventId}`, 'Manage Sub Events');
      const empty = admin.getByText(`${EMPTY_EVENT} has no sub-events yet`, { exact: false });
      await empty.waitFor();
      expect(await rightEdge(empty)).toBeLessThanOrEqual(width);
      await screenshot(admin, `day-admin-grid-empty-${width}-light`, { fullPage: false });
    }
  });
});

describe("the seller's decision is confirmed", () => {
  it('lists the lot awaiting a decision first and asks before authorising, naming the winner and the amount', async () => {
    const buyer = await apiLogin(server.url, DEMO.buyer1);
    const buyerName = (buyer.user as unknown as { OrganizationIndividualName: string })
      .OrganizationIndividualName;
    const sellerToken = (await apiLogin(server.url, DEMO.seller)).token;
    await eventually(
      async () =>
        (
          await apiGet<{ data: { _id: string; status: string }[] }>('seller/subEvents', sellerToken)
        ).data.find((l) => l._id === decideLotId)?.status,
      Math.max(15_000, decideClosesAt - Date.now() + 30_000),
    ).toBe('closed');

    const seller = await pageAs(DEMO.seller);
    await open(seller, '/seller/lots', 'My Lots');
    const lots = seller.getByTestId('seller-lot');
    await lots.first().waitFor();
    // Open demo lots of the same seller exist; the one awaiting a decision comes first.
    expect(await lots.count()).toBeGreaterThan(1);
    await eventually(() => lots.first().getAttribute('aria-label')).toContain(DECIDE_LOT);
    const lot = lots.filter({ hasText: DECIDE_LOT });
    await lot.getByTestId('awaiting-decision').waitFor();
    const panel = lot.getByTestId('authorise-panel');

    let posted = 0;
    seller.on('request', (r) => {
      if (r.url().includes('/authorize') && r.method() === 'POST') posted += 1;
    });
    await panel.getByRole('button', { name: 'Authorise', exact: true }).click();
    const dialog = seller.getByRole('dialog', { name: 'Authorise the winner?' });
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(buyerName);
    expect(text).toContain('₹3,20,000');
    expect(text).toContain(DECIDE_LOT);
    await screenshot(seller, 'day-admin-authorise-confirm-1366-light', { fullPage: false });
    // Back decides nothing.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(posted).toBe(0);
    await eventually(() => panel.getByTestId('authorization-state').textContent()).toBe('No decision yet');

    // On a phone, before the decision: the refusal asks for confirmation too.
    const phone = await pageAs(DEMO.seller, 360, 'dark', 800);
    await open(phone, '/seller/lots', 'My Lots');
    const phoneLot = phone.getByTestId('seller-lot').filter({ hasText: DECIDE_LOT });
    await phoneLot.getByTestId('authorise-panel').getByRole('button', { name: 'Unauthorise' }).click();
    await phone.getByRole('dialog', { name: 'Refuse the winning bid?' }).waitFor();
    await phone.waitForTimeout(400); // the dialog's fade-in
    await screenshot(phone, 'day-admin-authorise-confirm-360-dark', { fullPage: false });
    await phone.getByRole('dialog').getByRole('button', { name: 'Back' }).click();

    await panel.getByRole('button', { name: 'Authorise', exact: true }).click();
    await dialog.getByRole('button', { name: `Authorise ${buyerName} at ₹3,20,000` }).click();
    await toast(seller, /authori[sz]ed/i);
    await eventually(() => panel.getByTestId('authorization-state').textContent()).toBe('Authorised');
    expect(posted).toBe(1);
    // Decided, it no longer waits first.
    await eventually(async () => (await lot.getByTestId('awaiting-decision').count()) === 0).toBe(true);

    // API.md "One sale per award": the award stands with its sale; neither decision is offered again.
    await panel.getByTestId('award-stands').waitFor();
    expect(await panel.getByRole('button', { name: 'Unauthorise' }).count()).toBe(0);
  }, 150_000);
});

describe('assigning members to several sub-events at once', () => {
  it('ticks two sub-events and saves the same members to both with one press', async () => {
    const admin = await pageAs(DEMO.admin);
    await open(admin, '/admin/assignBuyerSeller', 'Assign Buyers and Sellers');
    await admin.getByRole('combobox', { name: 'Event', exact: true }).click();
    await admin.getByRole('option', { name: ASSIGN_EVENT }).first().click();
    for (const name of ['Gobind Steel Traders', 'Shree Metal Recyclers']) {
      await admin.getByRole('checkbox', { name }).check();
    }
    await admin.getByRole('checkbox', { name: 'Choose every sub-event' }).check();
    for (const lot of ASSIGN_LOTS) {
      expect(await admin.getByRole('checkbox', { name: `Choose ${lot}` }).isChecked()).toBe(true);
    }
    await screenshot(admin, 'day-admin-assign-several-1366-light');
    await admin.getByRole('button', { name: 'Save Assignment' }).click();
    await toast(admin, 'Buyers assigned successfully.');
    // Toasts sit below the 64 px header, clear of Logout and the theme switch.
    const box = await admin.locator('.mantine-Notification-root').first().boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(64);
    await eventually(() =>
      admin.getByRole('checkbox', { name: `Choose ${ASSIGN_LOTS[0]}` }).isChecked(),
    ).toBe(false);
    const ids = await Promise.all(
      [DEMO.buyer1, DEMO.buyer2].map(async (e) => (await apiLogin(server.url, e)).user._id),
    );
    const saved = (await apiGet<{ data: EventRow[] }>('admin/getAllEvents')).data.find(
      (e) => e._id === assignEventId,
    )!;
    expect(saved.subEvent.map((s) => [...s.registeredBuyers].sort())).toEqual([ids.sort(), ids.sort()]);
  });
});

describe('staggered closing (API.md "Staggered closing")', () => {
  const STAGGER_EVENT = `Bhilai Rail Mill Scrap ${stamp}`;
  /** Serial number → lot name; the lots are added in another order than their serial numbers. */
  const lotName = (serial: number) => `Rail crop ends ${serial} ${stamp}`;
  const ADD_ORDER = [7, 2, 10, 4, 1, 9, 3, 6, 8, 5];
  const INACTIVE = `Rail crop ends 0 idle ${stamp}`;
  let eventId: string;
  let inactiveId: string;

  interface StaggerLotRow extends SubEventRow {
    closesAt: string;
    status: string;
  }
  const lotsOfEvent = async () =>
    (await apiGet<{ data: { _id: string; subEvent: StaggerLotRow[] }[] }>('admin/getAllEvents')).data.find(
      (e) => e._id === eventId,
    )!.subEvent;

  beforeAll(async () => {
    const now = Date.now();
    eventId = (
      await api<{ data: { _id: string } }>('admin/createEvent', {
        auctionType: 'Forward Auction',
        auctionBehaviour: 'Normal Auction',
        onBehalfOf: 'Bhilai Steel Plant',
        auctionName: STAGGER_EVENT,
        titleName: 'Forward e-auction of rail mill scrap',
        autoExtension: '1 Minute',
        inspectionDate: new Date(now + IST_MS).toISOString().slice(0, 10),
        address: 'Bhilai Steel Plant, Chhattisgarh 490001',
        totalLots: 11,
        termCondition: 'Bids cannot be withdrawn.',
        eventStart: new Date(now - 5 * MINUTE).toISOString(),
        eventEnd: new Date(now + 180 * MINUTE).toISOString(),
        requireTransactionPassword: false,
      })
    ).data._id;
    const lot = (name: string, serialNo: number, isActive = true) =>
      api<{ data: { _id: string } }>(`admin/addSubEvent/${eventId}`, {
        name,
        location: 'Bhilai',
        subEventType: 'forward',
        quantityOrTypesOfTrunk: '40',
        unit: 'MT',
        rule: 'Price per MT',
        serialNo,
        startValue: 38_000,
        incrementOrDecrement: 100,
        eventStartsOn: new Date(now - 5 * MINUTE).toISOString(),
        eventEndsOn: new Date(now + 150 * MINUTE).toISOString(),
        specification: 'As is where is',
        isActive,
      });
    for (const serial of ADD_ORDER) await lot(lotName(serial), serial);
    inactiveId = (await lot(INACTIVE, 0, false)).data._id;
  });

  it('previews the ten active lots’ new closes in serial order on a 360 px phone, and refuses 0 minutes', async () => {
    const phone = await pageAs(DEMO.admin, 360, 'dark', 800);
    await open(phone, `/admin/ManageSubEventGrid?eventId=${eventId}`, 'Manage Sub Events');
    await phone.getByRole('button', { name: `Stagger closing: ${STAGGER_EVENT}` }).click();
    const dialog = phone.getByRole('dialog', { name: 'Stagger closing' });
    await dialog.getByText('Choose the first close and the minutes between lots').waitFor();
    const first = Math.ceil((Date.now() + 30 * MINUTE) / MINUTE) * MINUTE;
    await pickDateTime(dialog, phone, 'First close', first);
    await dialog.getByLabel('Minutes between lots').fill('0');
    await dialog.getByText('Must be 1 or more').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Minutes between lots').fill('3');
    const rows = dialog.getByTestId('stagger-row');
    await eventually(() => rows.count()).toBe(10);
    const texts = await rows.allInnerTexts();
    for (const [k, text] of texts.entries()) {
      expect(text).toContain(lotName(k + 1));
      expect(text).toContain(clockWords(first + k * 3 * MINUTE));
    }
    expect(texts.join('\n')).not.toContain(INACTIVE);
    // Nothing scrolls sideways on the phone.
    expect(
      await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(await rightEdge(dialog.getByRole('button', { name: 'Save' }))).toBeLessThanOrEqual(360);
    await screenshot(phone, 'day-admin-stagger-preview-360-dark', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Nothing was saved.
    expect((await lotsOfEvent()).every((s) => Date.parse(s.eventEndsOn) > first + 60 * MINUTE)).toBe(true);
  });

  it('saves a stagger from the screen: each active lot ends minutes after the one before, by serial number', async () => {
    const admin = await pageAs(DEMO.admin);
    await open(admin, `/admin/ManageSubEventGrid?eventId=${eventId}`, 'Manage Sub Events');
    await admin.getByRole('button', { name: `Stagger closing: ${STAGGER_EVENT}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Stagger closing' });
    const first = Math.ceil((Date.now() + 20 * MINUTE) / MINUTE) * MINUTE;
    await pickDateTime(dialog, admin, 'First close', first);
    await dialog.getByLabel('Minutes between lots').fill('2');
    await eventually(() => dialog.getByTestId('stagger-row').count()).toBe(10);
    await dialog.getByText('10 lots will close one after another').waitFor();
    await screenshot(admin, 'day-admin-stagger-preview-1366-light', { fullPage: false });
    const before = (await lotsOfEvent()).find((s) => s._id === inactiveId)!;
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(admin, 'Closing times staggered in serial order.');
    await dialog.waitFor({ state: 'hidden' });

    const lots = await lotsOfEvent();
    for (let serial = 1; serial <= 10; serial++) {
      const s = lots.find((l) => l.name === lotName(serial))!;
      const at = new Date(first + (serial - 1) * 2 * MINUTE).toISOString();
      expect([serial, s.eventEndsOn, s.closesAt]).toEqual([serial, at, at]);
    }
    const idle = lots.find((s) => s._id === inactiveId)!;
    expect([idle.eventEndsOn, idle.closesAt]).toEqual([before.eventEndsOn, before.closesAt]);
    // The grid shows the new ends (the last lot's, 18 minutes after the first).
    const grid = admin.getByRole('table', { name: /^Sub-events of / });
    await grid
      .getByRole('row')
      .filter({ hasText: lotName(10) })
      .getByText(clockWords(first + 9 * 2 * MINUTE))
      .waitFor();
  });

  it('the live room takes the new closes at once, and the first lot by serial number closes first', async () => {
    const room = await openRoomAs(browser, server.url, DEMO.admin, eventId, { contexts });
    await roomReady(room, lotName(10));
    // Seconds ahead (the API takes any instant; the screen's picker takes whole minutes).
    const first = Date.now() + 6000;
    await api(`admin/events/${eventId}/stagger`, { firstEndsOn: new Date(first).toISOString(), minutes: 1 });
    const row = (serial: number) => roomRow(room.page, lotName(serial));
    await eventually(() => row(1).getAttribute('data-over'), 20_000).toBe('true');
    // The others are open, each closing a minute after the one before (the room's countdowns).
    const left: number[] = [];
    for (let serial = 2; serial <= 10; serial++) {
      expect(await row(serial).getAttribute('data-over')).toBe('false');
      const [h, m, s] = (await row(serial).getByTestId('time-left').innerText())
        .trim()
        .split(':')
        .map(Number);
      left.push(h * 3600 + m * 60 + s);
    }
    for (const [k, secs] of left.entries()) {
      expect(Math.abs(secs - (first + (k + 1) * MINUTE - Date.now()) / 1000)).toBeLessThan(10);
    }
    await screenshot(room.page, 'day-admin-stagger-room-1366-light', { fullPage: false });
    // The server closed serial 1 (the room shows a lot over from its last second) and no other.
    const closed = async () => (await lotsOfEvent()).filter((s) => s.status === 'closed').map((s) => s.name);
    await eventually(closed).toEqual([lotName(1)]);
  });
});
