import { formatDateOnly, formatIst } from '@neelami/shared/ist';
import type { MemberHome } from '@neelami/shared/member-home-api-responses';
import { formatRupees } from '@neelami/shared/money';
import type { SaleDto } from '@neelami/shared/sales';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import {
  adminSocket,
  eventually,
  expectNoStringKeys,
  expectText,
  LIVE_EVENT_ID,
  openRoomAs,
  roomReady,
  roomRow,
} from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * A trader's day, walked again through the screens (the second walk's findings): a member lands on
 * "Needs you now" after login, with its dues, reported money apart from what is still to pay, its
 * decisions and deposits; My Lots never lists a lot both won and not won; in the live room an auto
 * bid beaten above its ceiling says it has ended, "Your bid" follows the auto bid, the outbid toast
 * follows the live amount and a late bid's extension is said on the row; a member assigned to
 * nothing is told why its room is empty; the admin's grid shows when a lot actually closed and
 * Assign tells a partial result as one. One real server with the demo data, a real Chromium.
 */

let server: RunningServer;
let browser: Browser;
let adminToken = '';
const contexts: BrowserContext[] = [];

const HMS = 'HMS 1&2';
const COPPER = 'Copper cable scrap';
const MILL = 'Mill scale and end cuttings';
const UTR = 'ICICR52026120155501234';
const DEPOSIT_UTR = 'SBINR52026120155507777';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A buyer who registers today: verified, but not yet assigned to any lot. */
const NEWCOMER = { org: 'Alang Ship Breakers', email: 'bids@alangships.in' };

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);
const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
/** Today's calendar date in IST, as a date input takes it. */
const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const cell = (page: Page, lot: string, testId: string) => roomRow(page, lot).getByTestId(testId);

async function pageAs(email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  contexts.push(context);
  await useSession(context, await apiLogin(server.url, email));
  return context.newPage();
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Whether the page scrolls sideways (a phone's screen must not). */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

/** Registers the newcomer through the API (its KYC PDF uploaded first); the admin verifies it. */
async function registerNewcomer(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'gst-certificate.pdf');
  const up = (await (await fetch(`${server.url}/api/upload/doc`, { method: 'POST', body: form })).json()) as {
    fileUrl: string;
    uploadKey: string;
  };
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-upload-key': up.uploadKey },
    body: JSON.stringify({
      OrganizationIndividualName: NEWCOMER.org,
      type: 'Organization',
      role: 'Buyer',
      pan: 'AAFCA4455K',
      gst: '24AAFCA4455K1ZN',
      productId: ['Copper'],
      category: 'Ferrous',
      seller_admin: 'Mr Vaghela',
      membertype: 'GOLD MEMBERSHIP',
      email: NEWCOMER.email,
      password: DEMO.password,
      firstName: 'Hitesh',
      lastName: 'Vaghela',
      designation: 'Partner',
      cellNumber: '9824012345',
      faxNumber: '',
      addressLine1: 'Plot 88, Ship Breaking Yard',
      addressLine2: 'Alang',
      city: 'Bhavnagar',
      country: 'India',
      currency: 'INR',
      pin: '364081',
      uploadedDocuments: [up.fileUrl],
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const users = await get<{ data: ({ _id: string; email: string } & Record<string, unknown>)[] }>(
    'admin/getUserListByRoleType/Buyer',
    adminToken,
  );
  const user = users.data.find((u) => u.email === NEWCOMER.email);
  if (!user) throw new Error('the newcomer is not listed');
  const { _id, isLoggedIn, hasTransactionPassword, createdAt, ...fields } = user;
  await api(`admin/verifyUser/${_id}`, { ...fields, isVerified: true }, adminToken, 'PUT');
  return _id;
}

/** A bidder in the live event's room over Socket.IO, as the web app's room talks to the server. */
async function bidder(email: string): Promise<{ socket: Socket; token: string }> {
  const login = await apiLogin(server.url, email);
  await api('general/termAccept', { eventId: LIVE_EVENT_ID }, login.token);
  const socket = io(server.url, { auth: { token: login.token }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = await socket
    .timeout(10_000)
    .emitWithAck('join_auction', { eventId: LIVE_EVENT_ID, token: login.token });
  if (!joined.success) throw new Error(`join_auction: ${JSON.stringify(joined)}`);
  return { socket, token: login.token };
}

async function bid(b: { socket: Socket; token: string }, subEventId: string, amount: number) {
  const answer = await b.socket.timeout(10_000).emitWithAck('place_bid', {
    eventId: LIVE_EVENT_ID,
    subEventId,
    token: b.token,
    amount,
    clientBidId: `trader-day-${amount}`,
  });
  if (!answer.success) throw new Error(`place_bid ${amount}: ${JSON.stringify(answer)}`);
}

/** The live event's lots by name (the room's own list). */
async function liveLots(token: string): Promise<{ _id: string; name: string }[]> {
  return (
    await get<{ data: { subEvent: { _id: string; name: string }[] } }>(
      `general/event/${LIVE_EVENT_ID}`,
      token,
    )
  ).data.subEvent;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = (await apiLogin(server.url, DEMO.admin)).token;
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('a trader’s day, second walk', () => {
  let newcomerId = '';

  it('a buyer lands on "Needs you now": its balance and date, reported money apart, its deposits — in Hindi and on a phone', async () => {
    const { token } = await apiLogin(server.url, DEMO.buyer1);
    const sale = (await get<{ data: SaleDto[] }>('sales', token)).data.find((s) => s.lotName === MILL);
    if (!sale) throw new Error('the demo sale is missing');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await open(page, '/login', 'Login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.buyer1);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // Logged in, the member lands on what needs it, not the marketing page.
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Needs you now' }).waitFor();
    const due = page.getByTestId('needs-dues').getByTestId('needs-item').filter({ hasText: MILL });
    await due.waitFor();
    expect(await due.innerText()).toContain(
      `Balance due ${formatRupees(sale.balanceDue)}, pay by ${formatDateOnly(sale.dueDate)}`,
    );
    expect(await due.getByTestId('needs-to-pay').innerText()).toBe(
      `Still to pay: ${formatRupees(sale.toPay)}`,
    );
    await screenshot(page, 'trader-day-needs-you-now-1280-light');

    // To the place to act: the buyer reports the whole balance on My Purchases.
    await due.getByRole('link', { name: 'Pay on My Purchases' }).click();
    await page.getByRole('heading', { level: 1, name: 'My Purchases' }).waitFor();
    const card = page.getByTestId('sale-card').filter({ hasText: MILL });
    const pay = card.getByRole('form', { name: `Report a payment for ${MILL}` });
    expect(await pay.getByLabel('Amount (₹)').inputValue()).toBe(sale.balanceDue.toLocaleString('en-IN'));
    await pay.getByLabel('UTR / transaction reference').fill(UTR);
    await pay.getByLabel('Paid on').fill(todayIst());
    await pay.getByRole('button', { name: 'Report payment' }).click();
    // Reported money is shown as such; the form does not offer the same amount again.
    const reported = card.getByTestId('payment-reported');
    await reported.waitFor();
    expect(await reported.innerText()).toContain(
      `${formatRupees(sale.balanceDue)} reported, awaiting confirmation`,
    );
    await eventually(() => pay.count()).toBe(0);
    expect(await card.innerText()).not.toContain(`Still to pay: ${formatRupees(sale.balanceDue)}`);
    await screenshot(page, 'trader-day-purchases-reported-1280-light');

    // Back on "Needs you now" from the menu: the money is on its way, nothing more is asked.
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('link', { name: 'Needs you now' })
      .click();
    await page.waitForURL((u) => u.pathname === '/');
    await expectText(
      due.getByTestId('needs-reported'),
      `${formatRupees(sale.balanceDue)} reported, awaiting confirmation`,
    );
    expect(await due.getByTestId('needs-to-pay').innerText()).toBe(
      'Nothing more to pay now: the owner is checking what you reported.',
    );

    // An EMD deposit reported is listed until Admin decides it; the lots opening today are the API's.
    await api('emd/deposits', { amount: 5000, utr: DEPOSIT_UTR, paidOn: todayIst() }, token);
    await page.reload();
    await page
      .getByTestId('needs-deposits')
      .getByTestId('needs-item')
      .filter({ hasText: DEPOSIT_UTR })
      .waitFor();
    const home = await get<MemberHome>('member/home', token);
    const opening = page.getByTestId('needs-opening').getByTestId('needs-item');
    expect(await opening.count()).toBe(home.openingToday.length);
    if (home.openingToday.length > 0) {
      const href = await opening.first().getByRole('link', { name: 'Enter the room' }).getAttribute('href');
      expect(href).toBe(`/auction/auctionRoom?eventId=${home.openingToday[0].eventId}`);
    }
    await screenshot(page, 'trader-day-needs-you-now-all-1280-light');
    await page.getByTestId('theme-toggle').click();
    await screenshot(page, 'trader-day-needs-you-now-1280-dark');

    // On a 360 px phone, in Hindi: nothing scrolls sideways, every text is Hindi.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'trader-day-needs-you-now-360-dark');
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('button', { name: /Switch to Hindi/ }).click();
    await page.getByRole('heading', { level: 1, name: 'अभी ज़रूरी' }).waitFor();
    await page.getByRole('heading', { name: 'बकाया भुगतान' }).waitFor();
    await expectNoStringKeys(page);
    expect(await due.getByTestId('needs-reported').innerText()).toContain('की सूचना दी, पुष्टि का इंतज़ार');
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'trader-day-needs-you-now-360-hi');
    await page.getByRole('button', { name: /Switch to English/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Needs you now' }).waitFor();

    // The owner lands on the payment to confirm, and goes to confirm it on My Sales.
    const owner = await pageAs(DEMO.seller);
    await owner.goto(`${server.url}/`);
    const decision = owner.getByTestId('needs-decisions').getByTestId('needs-item').filter({ hasText: MILL });
    await decision.waitFor();
    expect(await decision.innerText()).toContain(
      `Gobind Steel Traders reported ${formatRupees(sale.balanceDue)}`,
    );
    await screenshot(owner, 'trader-day-needs-you-now-owner-1280-light');
    await decision.getByRole('link', { name: 'Confirm in My Sales' }).click();
    await owner.getByRole('heading', { level: 1, name: 'My Sales' }).waitFor();

    // Admin keeps the home page at /.
    const admin = await pageAs(DEMO.admin);
    await admin.goto(`${server.url}/`);
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await admin.getByRole('heading', { level: 1, name: 'Needs you now' }).count()).toBe(0);
  }, 120_000);

  it('My Lots lists the awarded lot as won and authorised, and not also as not won', async () => {
    const page = await pageAs(DEMO.buyer1);
    await open(page, '/seller/lots', 'My Lots');
    const won = page.getByTestId('won-lot').filter({ hasText: MILL });
    await won.waitFor();
    expect(await won.getByTestId('won-lot-state').textContent()).toBe('Authorised');
    const bidOn = page.getByTestId('bid-lot').filter({ hasText: MILL });
    await bidOn.waitFor();
    expect(await bidOn.innerText()).not.toContain('Not won');
    expect(await bidOn.getByTestId('bid-lot-outcome').innerText()).toBe(
      'Won at ₹9,450/MT — authorised by the seller.',
    );
    await screenshot(page, 'trader-day-my-lots-1280-light');
  });

  it('a member assigned to none of the lots who accepts the terms is told why the room is empty and how to be assigned', async () => {
    newcomerId = await registerNewcomer();
    const member = await openRoomAs(browser, server.url, NEWCOMER.email, LIVE_EVENT_ID, {
      contexts,
      width: 360,
      height: 800,
    });
    const why = member.page.getByTestId('not-assigned');
    await why.waitFor();
    expect(await why.innerText()).toContain('You are not assigned to any lot of this auction');
    expect(await why.innerText()).toContain('Ask the auctioneer to assign you');
    await why.getByRole('link', { name: 'My EMD: deposit and balance' }).waitFor();
    expect(await scrollsSideways(member.page)).toBe(false);
    await screenshot(member.page, 'trader-day-room-not-assigned-360-light');
    await member.page.context().close();
  });

  it('in the room: an auto bid beaten above its ceiling says it ended, "Your bid" and the outbid toast follow the live figures, an extension is said', async () => {
    // The newcomer gets its EMD verified and is assigned to the HMS lot: a third bidder.
    const [hms] = (await liveLots(adminToken)).filter((s) => s.name.startsWith(HMS));
    const newcomer = await apiLogin(server.url, NEWCOMER.email);
    const { deposit } = await api<{ deposit: { _id: string } }>(
      'emd/deposits',
      { amount: 25_000, utr: 'HDFCR52026120155509999', paidOn: todayIst() },
      newcomer.token,
    );
    await api(`admin/emd/deposits/${deposit._id}`, { status: 'verified' }, adminToken, 'PUT');
    await api(
      `admin/updateSubEvent/${LIVE_EVENT_ID}/${hms._id}`,
      { registeredBuyers: [newcomerId] },
      adminToken,
      'PUT',
    );

    const b1 = await openRoomAs(browser, server.url, DEMO.buyer1, LIVE_EVENT_ID, { contexts });
    await roomReady(b1, HMS);
    const b2 = await bidder(DEMO.buyer2);
    const b3 = await bidder(NEWCOMER.email);
    try {
      // Buyer 1 sets an auto bid up to ₹32,400/MT: it bids the start value.
      await cell(b1.page, HMS, 'auto-amount').fill('32400');
      await roomRow(b1.page, HMS)
        .getByRole('button', { name: /^Auto bid on/ })
        .click();
      await expectText(
        cell(b1.page, HMS, 'auto-message'),
        'Auto bid set up to ₹32,400/MT. Your bid: ₹32,000/MT.',
      );
      // Buyer 2 bids; the auto bid raises buyer 1's bid, and "Your bid" says so.
      await bid(b2, hms._id, 32_100);
      await expectText(cell(b1.page, HMS, 'my-last-bid'), '₹32,200/MT');
      await expectText(
        cell(b1.page, HMS, 'auto-message'),
        'Auto bid set up to ₹32,400/MT. Your bid: ₹32,200/MT.',
      );

      // Buyer 2 goes above the ceiling: the auto bid has ended, and the row says it.
      await bid(b2, hms._id, 32_500);
      await expectText(
        cell(b1.page, HMS, 'my-auto-limit'),
        'Auto bid up to ₹32,400/MT has ended: outbid above it',
      );
      const outbid = toast(b1.page, 'you were outbid');
      await eventually(() => outbid.innerText()).toContain('The leading bid is now ₹32,500/MT');
      // A third bidder raises the lead: the toast follows it, never an old amount beside the new.
      await bid(b3, hms._id, 32_600);
      await expectText(cell(b1.page, HMS, 'leading-amount'), '₹32,600/MT');
      await eventually(() => outbid.innerText()).toContain('The leading bid is now ₹32,600/MT');
      expect(await outbid.innerText()).not.toContain('₹32,500');
      await screenshot(b1.page, 'trader-day-auto-bid-ended-1366-light', { fullPage: false });

      // The lot nears its close; a leading bid in the last minutes extends it, and the row says so.
      const admin = await adminSocket(server.url, LIVE_EVENT_ID);
      try {
        const moved = await admin.timeout(10_000).emitWithAck('extend_event_time', {
          eventId: LIVE_EVENT_ID,
          subEventId: hms._id,
          BidEndTime: new Date(Date.now() + 100_000).toISOString(),
        });
        expect(moved.success, JSON.stringify(moved)).toBe(true);
      } finally {
        admin.close();
      }
      await eventually(async () => {
        const [h, m] = (await cell(b1.page, HMS, 'time-left').innerText()).trim().split(':').map(Number);
        return h === 0 && m < 2;
      }).toBe(true);
      expect(await cell(b1.page, HMS, 'extended').count()).toBe(0);
      await bid(b2, hms._id, 32_700);
      await expectText(cell(b1.page, HMS, 'extended'), 'Extended by 3 min — a bid in the last minutes');
      await screenshot(b1.page, 'trader-day-extended-1366-light', { fullPage: false });
    } finally {
      b2.socket.close();
      b3.socket.close();
    }
  }, 120_000);

  it('the admin’s grid shows when a lot actually closed; Assign tells a partial result as one', async () => {
    // The copper lot's end is moved to a few seconds from now in the room; it closes then.
    const copper = (await liveLots(adminToken)).find((s) => s.name === COPPER);
    if (!copper) throw new Error('the demo copper lot is missing');
    const admin = await adminSocket(server.url, LIVE_EVENT_ID);
    try {
      const moved = await admin.timeout(10_000).emitWithAck('extend_event_time', {
        eventId: LIVE_EVENT_ID,
        subEventId: copper._id,
        BidEndTime: new Date(Date.now() + 4_000).toISOString(),
      });
      expect(moved.success, JSON.stringify(moved)).toBe(true);
    } finally {
      admin.close();
    }
    type Row = { _id: string; status: string; closesAt: string; eventEndsOn: string };
    const closed = async () =>
      (await get<{ data: Row[] }>('admin/getAllSubEvents', adminToken)).data.find(
        (s) => s._id === copper._id,
      );
    await eventually(async () => (await closed())?.status, 30_000).toBe('closed');
    const row = (await closed()) as Row;
    expect(row.closesAt).not.toBe(row.eventEndsOn);

    const page = await pageAs(DEMO.admin);
    await open(page, `/admin/ManageSubEventGrid?eventId=${LIVE_EVENT_ID}`, 'Manage Sub Events');
    const ends = page.getByRole('row').filter({ hasText: COPPER }).getByTestId('sub-event-ends');
    await expectText(ends, `Closed ${formatIst(row.closesAt)}\nPlanned end ${formatIst(row.eventEndsOn)}`);
    await screenshot(page, 'trader-day-grid-closed-1280-light');

    // Assign the guest (no EMD to hold) and buyer 1 (short of the transformers' ₹2,00,000 EMD).
    await open(page, '/admin/assignBuyerSeller', 'Assign Buyers and Sellers');
    await page.getByRole('combobox', { name: 'Event', exact: true }).click();
    await page.getByRole('option', { name: 'Transformer and Cast Iron Sale' }).click();
    await page.getByRole('checkbox', { name: 'Choose Used distribution transformers' }).check();
    await page.getByRole('checkbox', { name: 'Gobind Steel Traders' }).check();
    await page.getByRole('checkbox', { name: 'Delhi Procurement Office' }).check();
    await page.getByRole('button', { name: 'Save Assignment' }).click();
    await expectText(page.getByTestId('assign-summary'), '1 of 2 assigned; 1 not assigned: EMD short.');
    await toast(page, '1 of 2 assigned').waitFor();
    expect(await toast(page, 'assigned successfully').count()).toBe(0);
    await screenshot(page, 'trader-day-assign-partly-1280-light');
  }, 90_000);
});
