import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { istParts } from './support/ist';
import { expectNoStringKeys } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall } from './support/session';

/**
 * Live bidding (SPEC §5 "Bidding", §7 "Realtime"), the browser test: two buyers bid and auto-bid against each other
 * on the demo live forward sub-event, the guest sees the top three, the admin sees who bid,
 * broadcasts and moves the end time, and the countdown ends with the overlay. Everything
 * goes through the real server, database and Socket.IO; nothing is mocked.
 */

// The demo seed's live forward event (apps/server/src/modules/events/seed-demo-events.ts):
// 'HMS 1&2 (80:20) melting scrap' starts at ₹32,000 with a step of ₹100; 'Copper cable scrap'
// starts at ₹4,10,000. buyer1, buyer2, seller and guest are assigned; no transaction password.
const EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0001';
const HMS = 'HMS 1&2';
const COPPER = 'Copper cable scrap';
const PASSWORD = 'Demo@12345';
// The demo's live reverse event ('Shredded steel scrap supply'), used for the transaction password.
const REVERSE_EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0002';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

interface Member {
  page: Page;
  name: string;
}

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);

/**
 * A browser context logged in as `email`: the login answer is stored in sessionStorage as the
 * login page does (SPEC §3 Session), and the event's terms are accepted through the API the
 * terms popup calls (SPEC §4 entry flow; the popup itself is the live list's test).
 */
async function enterRoom(email: string, eventId = EVENT_ID): Promise<Member> {
  const member = await openRoom(email, eventId);
  await member.page
    .getByTestId('connection-state')
    .and(member.page.locator('[data-state="connected"]'))
    .waitFor();
  await row(member.page, HMS).waitFor();
  return member;
}

async function openRoom(email: string, eventId: string): Promise<Member> {
  const login = await api<{ token: string; user: { role: string; OrganizationIndividualName: string } }>(
    'auth/login',
    { email, password: PASSWORD },
  );
  if (login.user.role !== 'Admin') await api('general/termAccept', { eventId }, login.token);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  contexts.push(context);
  await context.addInitScript(
    ([user, token]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('user', user);
        sessionStorage.setItem('token', token);
      }
    },
    [JSON.stringify(login.user), login.token],
  );
  const page = await context.newPage();
  const path = login.user.role === 'Admin' ? '/admin/liveAuctionAdmin' : '/auction/auctionRoom';
  await page.goto(`${server.url}${path}?eventId=${eventId}`);
  await page.getByRole('heading', { level: 1, name: 'Live Auctions' }).waitFor();
  return { page, name: login.user.OrganizationIndividualName };
}

const row = (page: Page, lot: string): Locator => page.getByTestId('sub-event-row').filter({ hasText: lot });
const cell = (page: Page, lot: string, testId: string) => row(page, lot).getByTestId(testId);

/** Polls until the assertion holds: the rooms update over the socket, on a shared, busy machine. */
const eventually = <T>(fn: () => T | Promise<T>, timeout = 15_000) => expect.poll(fn, { timeout });

/** Waits until the locator's text is exactly `text` (the room updates by socket, not at once). */
async function expectText(locator: Locator, text: string) {
  await eventually(async () => (await locator.innerText()).trim()).toBe(text);
}

async function bid(page: Page, lot: string) {
  await row(page, lot)
    .getByRole('button', { name: /^Bid on/ })
    .click();
}

async function autoBid(page: Page, lot: string, amount: string) {
  await cell(page, lot, 'auto-amount').fill(amount);
  await row(page, lot)
    .getByRole('button', { name: /^Auto bid on/ })
    .click();
  // A limit more than five steps above the next bid is confirmed first (a likely typo otherwise).
  const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
  await dialog.getByRole('button', { name: /^Yes/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Screenshots of a room: light and dark at 1366 px and at 360 px (rows become cards). */
async function shoot(page: Page, name: string) {
  await expectNoStringKeys(page);
  await page.mouse.move(0, 400);
  await screenshot(page, `live-room-${name}-light`);
  await page.getByTestId('theme-toggle').click();
  await page.mouse.move(0, 400);
  await eventually(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  await screenshot(page, `live-room-${name}-dark`);
  await page.setViewportSize({ width: 360, height: 800 });
  await eventually(() => page.locator('article[data-testid="sub-event-row"]').count()).toBeGreaterThan(0);
  await screenshot(page, `live-room-${name}-360-dark`);
  await page.getByTestId('theme-toggle').click();
  await page.mouse.move(0, 400);
  await screenshot(page, `live-room-${name}-360-light`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await eventually(() => page.locator('tr[data-testid="sub-event-row"]').count()).toBeGreaterThan(0);
}

/** Sets a lot's end with the admin's 'Select Bid Time' dialog (date and time picker, then Yes). */
async function selectBidTime(admin: Page, lot: string, at: number) {
  const { day, h24, hours: hour12, minutes: minute } = istParts(at);
  await row(admin, lot).getByRole('button', { name: 'Select Bid Time' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Select Bid Time' });
  await dialog.waitFor();
  await dialog.getByTestId('bid-time-picker').click();
  const dropdown = admin.locator('[data-dates-dropdown]');
  await dropdown.waitFor();
  await dropdown.getByRole('button', { name: day, exact: true }).click();
  // Home sets a time field to its least value and ArrowUp steps it (typing digits over an equal
  // value is ambiguous in the spin fields).
  const setField = async (field: Locator, steps: number) => {
    await field.click();
    await admin.keyboard.press('Home');
    for (let i = 0; i < steps; i++) await admin.keyboard.press('ArrowUp');
  };
  await setField(dropdown.getByRole('spinbutton').nth(0), Number(hour12) - 1);
  await setField(dropdown.getByRole('spinbutton').nth(1), Number(minute));
  await dropdown.locator('select[data-am-pm]').selectOption(h24 < 12 ? 'AM' : 'PM');
  await dropdown.locator('.mantine-DateTimePicker-submitButton').click();
  await eventually(() => dialog.getByTestId('bid-time-picker').innerText()).toContain(
    `${hour12}:${minute} ${h24 < 12 ? 'AM' : 'PM'}`,
  );
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** A 360 px phone's browser context logged in as buyer2, who has accepted the demo event's terms. */
async function buyerOnPhone(): Promise<BrowserContext> {
  const login = await api<{ token: string; user: unknown }>('auth/login', {
    email: 'buyer2@example.com',
    password: PASSWORD,
  });
  await api('general/termAccept', { eventId: EVENT_ID }, login.token);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
  await context.addInitScript(
    ([user, token]) => {
      sessionStorage.setItem('user', user);
      sessionStorage.setItem('token', token);
    },
    [JSON.stringify(login.user), login.token],
  );
  return context;
}

describe('the live room on a phone', () => {
  it('keeps its layout while the event’s details arrive after the first paint', async () => {
    const context = await buyerOnPhone();
    await context.addInitScript(() => {
      const w = window as unknown as { shifts: number[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    try {
      const page = await context.newPage();
      // The event's details come late: the title and the connection badge are painted before them.
      await page.route(/\/api\/general\/event\//, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(`${server.url}/auction/auctionRoom?eventId=${EVENT_ID}`);
      await page.getByRole('heading', { level: 1, name: 'Live Auctions' }).waitFor();
      await row(page, HMS).waitFor();
      await page.getByTestId('room-event-name').waitFor();
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      // Lighthouse's limit for a good page is 0.1; the room's goal 0.05 (it was 0.32 before).
      expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.05);
    } finally {
      await context.close();
    }
  });
});

describe("the live room's early start", () => {
  it('joins the room and asks for its event and EMD ledger while React and the main bundle are on their way, once; the rows come complete', async () => {
    const context = await buyerOnPhone();
    // Each lot's Bid button as it first appears: enabled or not, and its lot's EMD line then. The
    // rows render once, from what the early start brought: a bidder whose EMD is held is not
    // shown "EMD needed" for a moment (the ledger used to come after the first render). And a
    // row's inputs keep the ids they were rendered with (Mantine swapped each for a random one
    // after mount, rendering every row again: vite.config.ts mantineStableIds).
    await context.addInitScript(() => {
      const w = window as unknown as {
        firstBids: Record<string, { enabled: boolean; emd: string | null }>;
        inputIdChanges: string[];
      };
      w.firstBids = {};
      w.inputIdChanges = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target as Element;
          if (r.attributeName === 'id' && r.oldValue && el.matches('[data-testid="sub-event-row"] input'))
            w.inputIdChanges.push(`${r.oldValue} → ${el.id}`);
        }
        for (const b of document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Bid on"]')) {
          const name = b.getAttribute('aria-label') ?? '';
          if (name in w.firstBids) continue;
          const emd = b.closest('[data-testid="sub-event-row"]')?.querySelector('[data-testid="emd-line"]');
          w.firstBids[name] = { enabled: !b.disabled, emd: emd?.getAttribute('data-emd-state') ?? null };
        }
      }).observe(document, { subtree: true, childList: true, attributes: true, attributeOldValue: true });
    });
    try {
      const page = await context.newPage();
      const joins: string[] = [];
      // Each GET of the room's event and of the ledger: whether React and the main bundle were still held then.
      const gets: Record<'event' | 'ledger', ('held' | 'released')[]> = { event: [], ledger: [] };
      let released = false;
      const early = { event: false, ledger: false, join: false };
      let allIn!: () => void;
      const allAnswered = new Promise<void>((resolve) => {
        allIn = resolve;
      });
      const answered = (what: keyof typeof early) => {
        early[what] = true;
        if (early.event && early.ledger && early.join) allIn();
      };
      const kindOf = (url: string) => {
        const path = new URL(url).pathname;
        return path === `/api/general/event/${EVENT_ID}`
          ? 'event'
          : path === '/api/emd/ledger'
            ? 'ledger'
            : null;
      };
      page.on('request', (r) => {
        const kind = kindOf(r.url());
        if (kind) gets[kind].push(released ? 'released' : 'held');
      });
      page.on('requestfinished', (r) => {
        const kind = kindOf(r.url());
        if (kind) answered(kind);
      });
      let sockets = 0;
      page.on('websocket', (ws) => {
        sockets += 1;
        ws.on('framesent', (f) => {
          if (String(f.payload).includes('"join_auction"')) joins.push(String(f.payload));
        });
        // Socket.IO's acknowledgement of the join (the first emit with one): "430[{…"eventId"…".
        ws.on('framereceived', (f) => {
          if (String(f.payload).startsWith('430') && String(f.payload).includes('"eventId"'))
            answered('join');
        });
      });
      // React and the main bundle are held until the room has been joined and the event and the
      // ledger have come (10 s at most).
      let inBeforeMain = false;
      const held = Promise.race([
        allAnswered.then(() => {
          inBeforeMain = true;
        }),
        new Promise((resolve) => setTimeout(resolve, 10_000)),
      ]);
      await page.route(/\/assets\/(index|react)-[^/]*\.js$/, async (route) => {
        await held;
        released = true;
        await route.continue();
      });
      await page.goto(`${server.url}/auction/auctionRoom?eventId=${EVENT_ID}`, { waitUntil: 'commit' });
      await held;
      expect(early).toEqual({ event: true, ledger: true, join: true });
      expect(inBeforeMain).toBe(true);
      // The room, once its code has come, takes that join and those answers instead of asking again.
      const bid = row(page, HMS).getByRole('button', { name: /^Bid on/ });
      await bid.waitFor();
      await expect.poll(() => bid.isEnabled()).toBe(true);
      await row(page, HMS).getByTestId('emd-line').and(page.locator('[data-emd-state="held"]')).waitFor();
      expect(joins).toHaveLength(1);
      expect(gets).toEqual({ event: ['held'], ledger: ['held'] });
      // The header's bell, which came after the room's first paint, hears the member's alerts over
      // the room's own connection: still one socket.
      await page
        .locator('header')
        .getByRole('button', { name: /^Notifications/ })
        .waitFor();
      expect(sockets).toBe(1);
      // Each lot's row came at once ready to bid, with the member's hold on its EMD.
      const firstBids = await page.evaluate(() => (window as unknown as { firstBids: object }).firstBids);
      expect(Object.values(firstBids).length).toBeGreaterThan(0);
      for (const first of Object.values(firstBids)) expect(first).toEqual({ enabled: true, emd: 'held' });
      const idChanges = await page.evaluate(
        () => (window as unknown as { inputIdChanges: string[] }).inputIdChanges,
      );
      expect(idChanges).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the live room', () => {
  let buyer1: Member;
  let buyer2: Member;
  let guest: Member;
  let admin: Member;

  it('asks for the transaction password when the event requires it and shows the server refusal', async () => {
    // SPEC §6 terms: the admin turns the rule on for the reverse event; the seller has set a
    // transaction password on its profile.
    const adminLogin = await api<{ token: string }>('auth/login', {
      email: 'admin@example.com',
      password: PASSWORD,
    });
    const sellerLogin = await api<{ token: string }>('auth/login', {
      email: 'seller@example.com',
      password: PASSWORD,
    });
    await api('profile/transaction-password', { password: 'Txn@2468' }, sellerLogin.token);
    const events = await (
      await fetch(`${server.url}/api/admin/getAllEvents`, {
        headers: { authorization: `Bearer ${adminLogin.token}` },
      })
    ).json();
    const ev = (events as { data: Record<string, unknown>[] }).data.find((e) => e._id === REVERSE_EVENT_ID);
    if (!ev) throw new Error('demo reverse event missing');
    const fields = [
      'auctionType',
      'auctionBehaviour',
      'onBehalfOf',
      'auctionName',
      'titleName',
      'autoExtension',
    ];
    const more = [
      'inspectionDate',
      'address',
      'totalLots',
      'termCondition',
      'eventStart',
      'eventEnd',
      'currency',
    ];
    const body: Record<string, unknown> = { requireTransactionPassword: true, maxExtensions: null };
    for (const k of [...fields, ...more, 'description']) body[k] = ev[k];
    await api(`admin/updateEvent/${REVERSE_EVENT_ID}`, body, adminLogin.token, 'PUT');

    const seller = await openRoom('seller@example.com', REVERSE_EVENT_ID);
    const dialog = seller.page.getByRole('dialog', { name: 'Transaction password' });
    await dialog.getByText('Please enter your transaction password to enter the auction room.').waitFor();
    await dialog.getByLabel('Transaction password').fill('wrong-one');
    await dialog.getByRole('button', { name: 'Enter the room' }).click();
    await dialog.getByText(/^Wrong transaction password\. \d+ tries left\.$/).waitFor();
    await screenshot(seller.page, 'live-room-transaction-password');
    await dialog.getByLabel('Transaction password').fill('Txn@2468');
    await dialog.getByRole('button', { name: 'Enter the room' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(seller.page, 'Shredded steel scrap supply').waitFor();
    // The owner of the lot watches its own reverse auction but is refused a bid.
    await bid(seller.page, 'Shredded steel scrap supply');
    await expectText(
      cell(seller.page, 'Shredded steel scrap supply', 'row-message'),
      'You cannot bid on your own lot.',
    );
    await seller.page.context().close();
  });

  it('lets two buyers bid and auto-bid against each other while the guest and the admin watch', async () => {
    [buyer1, buyer2, guest, admin] = await Promise.all([
      enterRoom('buyer1@example.com'),
      enterRoom('buyer2@example.com'),
      enterRoom('guest@example.com'),
      enterRoom('admin@example.com'),
    ]);
    const b1 = buyer1.page;
    const b2 = buyer2.page;

    // Before any bid the field is prefilled with the start value (SPEC §4).
    await expectText(cell(b1, HMS, 'leading-amount'), 'No bids yet');
    expect(await cell(b1, HMS, 'bid-amount').inputValue()).toBe('32000');

    // Keyboard: tab into the amount field and press Enter to bid.
    await cell(b1, HMS, 'bid-amount').focus();
    await b1.keyboard.press('Enter');
    await expectText(cell(b1, HMS, 'row-message'), 'Bid Placed!');
    await expectText(cell(b1, HMS, 'my-rank'), '1');
    await expectText(cell(b1, HMS, 'needed-for-rank-1'), 'You lead');
    await expectText(cell(b1, COPPER, 'row-message'), '');
    // The 'Leading' badge is read whole in its narrow column at 1366 px, not cut to 'LEA…'.
    const badge = row(b1, HMS).locator('[data-cell="rank"] .mantine-Badge-label');
    await badge.waitFor();
    expect(await badge.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);

    // Buyer 2 sees the new leading amount and the next step prefilled.
    await expectText(cell(b2, HMS, 'leading-amount'), '₹32,000/MT');
    await expectText(cell(b2, HMS, 'needed-for-rank-1'), '₹32,100/MT');
    await eventually(() => cell(b2, HMS, 'bid-amount').inputValue()).toBe('32100');

    // Digits only: anything else is refused with 'Enter valid bid', in that row only.
    await cell(b2, HMS, 'bid-amount').fill('');
    await cell(b2, HMS, 'bid-amount').pressSequentially('32,1a00');
    expect(await cell(b2, HMS, 'bid-amount').inputValue()).toBe('32100');
    await expectText(cell(b2, HMS, 'row-message'), 'Enter valid bid');
    await expectText(cell(b2, COPPER, 'row-message'), '');
    // Empty amount: 'Please enter Amount.'; empty auto bid: 'Please enter number.'
    await cell(b2, HMS, 'bid-amount').fill('');
    await bid(b2, HMS);
    await expectText(cell(b2, HMS, 'row-message'), 'Please enter Amount.');
    await row(b2, HMS)
      .getByRole('button', { name: /^Auto bid on/ })
      .click();
    // The auto-bid box's own error shows under it, not under the Bid box.
    await expectText(cell(b2, HMS, 'auto-message'), 'Please enter number.');

    await cell(b2, HMS, 'bid-amount').fill('32100');
    await bid(b2, HMS);
    await expectText(cell(b2, HMS, 'row-message'), 'Bid Placed!');
    await expectText(cell(b1, HMS, 'my-rank'), '2');
    await expectText(cell(b1, HMS, 'needed-for-rank-1'), '₹32,200/MT');

    // A bid the server refuses (not above the leading bid) shows the server's message in that row.
    await cell(b1, HMS, 'bid-amount').fill('32100');
    await bid(b1, HMS);
    await expectText(cell(b1, HMS, 'row-message'), 'Bid must be at least ₹32,200.');
    await expectText(cell(b1, COPPER, 'row-message'), '');
    await expectText(cell(b1, HMS, 'my-rank'), '2');

    // Buyer 1 sets an auto bid up to ₹33,000: it answers buyer 2 at once with one step more.
    await autoBid(b1, HMS, '33000');
    await expectText(cell(b1, HMS, 'my-auto-limit'), 'Auto bid up to ₹33,000/MT');
    await expectText(cell(b1, HMS, 'leading-amount'), '₹32,200/MT');
    await expectText(cell(b1, HMS, 'my-rank'), '1');

    // Buyer 2 bids the prefilled next step; buyer 1's auto bid answers again.
    await eventually(() => cell(b2, HMS, 'bid-amount').inputValue()).toBe('32300');
    await bid(b2, HMS);
    await expectText(cell(b2, HMS, 'leading-amount'), '₹32,400/MT');
    await expectText(cell(b2, HMS, 'my-rank'), '2');
    await expectText(cell(b2, HMS, 'my-last-bid'), '₹32,300/MT');

    // Buyer 2's auto bid up to ₹34,000 beats buyer 1's ceiling: the price goes to ₹33,000 + ₹100.
    await autoBid(b2, HMS, '34000');
    await expectText(cell(b2, HMS, 'leading-amount'), '₹33,100/MT');
    await expectText(cell(b2, HMS, 'my-rank'), '1');
    await expectText(cell(b1, HMS, 'leading-amount'), '₹33,100/MT');
    await expectText(cell(b1, HMS, 'my-rank'), '2');
    await expectText(cell(b1, HMS, 'my-last-bid'), '₹33,000/MT');
    await expectText(cell(b1, HMS, 'needed-for-rank-1'), '₹33,200/MT');

    // The guest sees the top amounts as Rank 1, 2, 3 and nothing else.
    await expectText(cell(guest.page, HMS, 'rank-1'), '₹33,100/MT');
    await expectText(cell(guest.page, HMS, 'rank-2'), '₹33,000/MT');
    await expectText(cell(guest.page, HMS, 'rank-3'), '—');
    expect(await guest.page.getByRole('button', { name: /^Bid on/ }).count()).toBe(0);

    // The admin sees who bid last, with phone and e-mail, and cannot bid.
    const last = cell(admin.page, HMS, 'last-bidder');
    await eventually(() => last.innerText()).toContain('₹33,100');
    expect(await last.innerText()).toContain(buyer2.name);
    expect(await last.innerText()).toContain('buyer2@example.com');
    expect(await admin.page.getByRole('button', { name: /^Bid on/ }).count()).toBe(0);
    await eventually(() => row(admin.page, HMS).getByTestId('participant').count()).toBeGreaterThanOrEqual(3);
    expect(await row(admin.page, HMS).getByTestId('login-flag').allInnerTexts()).toContain('LOGIN');

    // Nobody but the admin learns who another bidder is.
    for (const [page, other] of [
      [b1, buyer2],
      [b2, buyer1],
      [guest.page, buyer1],
      [guest.page, buyer2],
    ] as const) {
      const text = await page.locator('main').innerText();
      expect(text).not.toContain(other.name);
      expect(text).not.toMatch(/buyer[12]@example\.com/);
    }

    await shoot(b1, 'buyer');
    await shoot(guest.page, 'guest');
    await shoot(admin.page, 'admin');
  });

  it('shows the admin broadcast as a banner in every room', async () => {
    const message = 'Lot 1 closes soon: final call for bids.';
    await admin.page.getByLabel('Message to the room').fill(message);
    await admin.page.getByRole('button', { name: 'Broadcast' }).click();
    for (const page of [buyer1.page, buyer2.page, guest.page]) {
      await page.getByTestId('room-banners').getByText(message).waitFor();
    }
  });

  it('tells a bidder when the room is not live and catches up after the connection returns', async () => {
    const b1 = buyer1.page;
    const b2 = buyer2.page;
    await b2.context().setOffline(true);
    await b2.getByTestId('connection-state').and(b2.locator('[data-state="offline"]')).waitFor();
    await b2
      .getByRole('alert')
      .filter({ hasText: 'The room is not live' })
      .getByText(/^No network connection\. Bids are paused/)
      .waitFor();
    expect(
      await row(b2, HMS)
        .getByRole('button', { name: /^Bid on/ })
        .isDisabled(),
    ).toBe(true);
    await screenshot(b2, 'live-room-buyer-offline');

    // While buyer 2 is away, buyer 1 bids; buyer 2's auto bid answers on the server.
    await cell(b1, HMS, 'bid-amount').fill('33200');
    await bid(b1, HMS);
    await expectText(cell(b1, HMS, 'leading-amount'), '₹33,300/MT');
    await expectText(cell(b1, HMS, 'my-rank'), '2');
    expect((await cell(b2, HMS, 'leading-amount').innerText()).trim()).toBe('₹33,100/MT');

    await b2.context().setOffline(false);
    await b2
      .getByTestId('connection-state')
      .and(b2.locator('[data-state="connected"]'))
      .waitFor({ timeout: 20_000 });
    // On reconnect the room joins again and takes fresh views.
    await expectText(cell(b2, HMS, 'leading-amount'), '₹33,300/MT');
    await expectText(cell(b2, HMS, 'my-last-bid'), '₹33,300/MT');
    await expectText(cell(b2, HMS, 'my-rank'), '1');
    expect(
      await row(b2, HMS)
        .getByRole('button', { name: /^Bid on/ })
        .isDisabled(),
    ).toBe(false);
  });

  it('keeps one live window per account: a second entry takes over and the first is told why', async () => {
    const b1 = buyer1.page;
    const second = await enterRoom('buyer1@example.com');
    const leftAlert = (page: Page) =>
      page.getByRole('alert').filter({ hasText: 'This window left the room' });
    await leftAlert(b1)
      .getByText(/entered the auction room from another window or device/)
      .waitFor();
    expect(
      await row(b1, HMS)
        .getByRole('button', { name: /^Bid on/ })
        .isDisabled(),
    ).toBe(true);
    await screenshot(b1, 'live-room-buyer-taken-over');

    await leftAlert(b1).getByRole('button', { name: 'Bid from this window' }).click();
    await b1.getByTestId('connection-state').and(b1.locator('[data-state="connected"]')).waitFor();
    await leftAlert(b1).waitFor({ state: 'detached' });
    await eventually(() =>
      row(b1, HMS)
        .getByRole('button', { name: /^Bid on/ })
        .isDisabled(),
    ).toBe(false);
    await leftAlert(second.page).waitFor();
    await second.page.context().close();
  });

  it('extends on a late bid, ends both lots at the admin-set time with the overlay; OK empties the room', async () => {
    // The picker has minutes only: the next whole minute at least 40 s ahead.
    const at = Math.ceil((Date.now() + 40_000) / 60_000) * 60_000;
    await selectBidTime(admin.page, COPPER, at);
    await selectBidTime(admin.page, HMS, at);
    const secondsShown = async (page: Page, lot: string) => {
      const [h, m, sec] = (await cell(page, lot, 'time-left').innerText()).trim().split(':').map(Number);
      return h * 3600 + m * 60 + sec;
    };
    await eventually(() => secondsShown(guest.page, COPPER)).toBeLessThanOrEqual(100);

    // Anti-sniping (SPEC §4, terms): a new leading bid in the last 3 minutes moves the close on by
    // 3 minutes, and every room sees it.
    await bid(buyer2.page, COPPER);
    await expectText(cell(buyer2.page, COPPER, 'row-message'), 'Bid Placed!');
    for (const page of [guest.page, buyer1.page]) {
      await eventually(() => secondsShown(page, COPPER)).toBeGreaterThan(150);
    }
    await expectText(cell(buyer1.page, COPPER, 'leading-amount'), '₹4,10,000/MT');
    // The admin can still set the end explicitly.
    await selectBidTime(admin.page, COPPER, at);
    // Every room follows the new end at once (the countdown is the server's).
    for (const page of [buyer1.page, guest.page]) {
      await eventually(async () => (await cell(page, COPPER, 'time-left').innerText()).trim()).toMatch(
        /^00:0[01]:\d\d$/,
      );
    }
    await screenshot(buyer1.page, 'live-room-buyer-ending');

    const b1 = buyer1.page;
    await row(b1, COPPER).getByTestId('auction-over').waitFor({ timeout: 120_000 });
    await row(b1, HMS).getByTestId('auction-over').waitFor({ timeout: 10_000 });
    await expectText(
      row(b1, COPPER).getByTestId('auction-over').locator('p').first(),
      `#2 ${COPPER}: Auction Over. Thank you for participation.`,
    );
    await row(guest.page, HMS).getByTestId('auction-over').waitFor({ timeout: 10_000 });
    // With every lot over, the header no longer says 'Live' (textContent: the badge is upper-cased by CSS).
    const state = b1.getByTestId('connection-state');
    await eventually(() => state.textContent()).toBe('Bidding ended');
    expect(await state.getAttribute('data-ended')).toBe('true');
    // Both layouts and themes: on a phone the notice lies over the lot's card.
    await shoot(b1, 'buyer-over');

    await row(b1, COPPER).getByRole('button', { name: /^OK/ }).click();
    await row(b1, COPPER).waitFor({ state: 'detached' });
    await row(b1, HMS).getByRole('button', { name: /^OK/ }).click();
    await b1.getByTestId('empty-room').getByText('No Auction SubEvent Available').waitFor();
    expect(await b1.getByTestId('connection-state').getAttribute('data-ended')).toBe('true');
    await screenshot(b1, 'live-room-buyer-empty');
  }, 240_000);

  it("lets the lot's owner authorise the highest bidder after closing and download the letter of acceptance", async () => {
    const seller = await openRoom('seller@example.com', EVENT_ID);
    const page = seller.page;
    await page.goto(`${server.url}/seller/lots`);
    await page.getByRole('heading', { level: 1, name: 'My Lots' }).waitFor();
    const lot = page.getByTestId('seller-lot').filter({ hasText: HMS });
    await expectText(lot.getByTestId('seller-leading'), '₹33,300/MT');
    await expectText(lot.getByTestId('seller-leading-lot-value'), 'lot ₹83,25,000');
    await lot.getByText('Closed', { exact: true }).waitFor();
    const panel = lot.getByTestId('authorise-panel');
    // After closing the owner learns who the highest bidder is.
    await panel.getByText(buyer2.name, { exact: false }).waitFor();
    await eventually(() => panel.getByTestId('authorization-state').textContent()).toBe('No decision yet');
    await panel.getByLabel('Notify by SMS').check();
    await panel.getByRole('button', { name: 'Authorise', exact: true }).click();
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/authorize') && r.request().method() === 'POST'),
      page
        .getByRole('dialog', { name: 'Authorise the winner?' })
        .getByRole('button', { name: /^Authorise .* at ₹33,300\/MT$/ })
        .click(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    await eventually(() => panel.getByTestId('authorization-state').textContent()).toBe('Authorised');
    await panel.getByText(/told by e-mail and SMS/).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Letter of acceptance' }).click(),
    ]);
    const pdf = await download.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c));
          stream.on('end', () => resolve(Buffer.concat(parts)));
          stream.on('error', reject);
        }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await lot.getByRole('button', { name: /Show bids/ }).click();
    await eventually(() => lot.getByTestId('seller-bid').count()).toBeGreaterThan(3);
    await page.mouse.move(0, 400);
    await screenshot(page, 'seller-lots-light');
    await page.getByTestId('theme-toggle').click();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.mouse.move(0, 400);
    await screenshot(page, 'seller-lots-360-dark');

    // A buyer who owns no lots and lost still finds the lot it bid on, with its outcome.
    await buyer1.page.goto(`${server.url}/seller/lots`);
    const bidOn = buyer1.page.getByTestId('bid-lot').filter({ hasText: HMS });
    await eventually(() => bidOn.innerText()).toContain('You finished 2nd');
    expect(await buyer1.page.getByTestId('no-lots').count()).toBe(0);
  });
});
