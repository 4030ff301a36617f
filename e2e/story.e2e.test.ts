import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../apps/server/test/helpers/smtp-server';
import { choose, fillEventNames, fillEventSchedule, fillSubEvent, toast } from './support/admin-forms';
import { launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser';
import { istParts } from './support/ist';
import { type RunningServer, startServer } from './support/server';
import { apiLogin, DEMO, useSession } from './support/session';

/**
 * A newcomer's whole journey as ONE story on a fresh server, through the real
 * screens (clicks and typing) in Chromium, with a real SMTP server catching the mail:
 * a visitor reads the home page and the terms → registers as a buyer with a KYC PDF → the admin
 * verifies them, creates an event (auto-extension '1 Minute') with a forward and a reverse
 * sub-event starting within a minute and assigns the new buyer, buyer1, the seller and the guest →
 * both buyers accept the terms and bid live (manual and auto), the guest sees the top three, the
 * admin extends the reverse lot's time and broadcasts → a bid in the last minute extends the
 * forward lot's closing → both close with the overlay → the seller authorises the winner, who
 * receives the letter of acceptance by e-mail → the admin downloads all five reports.
 * Screenshots: e2e/artifacts/screenshots/story-NN-*.png.
 */

const MINUTE = 60_000;
const stamp = Date.now().toString(36).slice(-5);
const EVENT = `Mandi Gobindgarh Rolling Mill Scrap ${stamp}`;
const FORWARD = `Rolling mill end cuts ${stamp}`;
const REVERSE = `Furnace coke supply ${stamp}`;
const BROADCAST = 'Final call: the reverse lot now closes a minute later.';
const newcomer = {
  org: `Punjab Re-Rollers ${stamp}`,
  email: `purchase.${stamp}@punjabrerollers.in`,
  password: 'Gobindgarh#2026',
};
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtpServer;
const contexts: BrowserContext[] = [];
let shot = 0;
/** Numbered screenshots in story order. */
const snap = (page: Page, step: string) => {
  shot += 1;
  return screenshot(page, `story-${String(shot).padStart(2, '0')}-${step}`);
};

async function newPage(session: { user: unknown; token: string } | null = null): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  await useSession(context, session);
  return context.newPage();
}

async function pageAs(email: string): Promise<Page> {
  return newPage(await apiLogin(server.url, email));
}

async function open(page: Page, path: string, heading?: string) {
  await page.goto(`${server.url}${path}`);
  if (heading) await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  else await page.locator('h1').first().waitFor();
}

const field = (page: Page | Locator, name: string) => page.getByRole('textbox', { name, exact: true });

/** The admin room's 'Select Bid Time' dialog for one lot (date, then time by arrow keys, Yes). */
async function selectBidTime(admin: Page, lot: string, at: number) {
  const t = istParts(at);
  await row(admin, lot).getByRole('button', { name: 'Select Bid Time' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Select Bid Time' });
  await dialog.waitFor();
  await dialog.getByTestId('bid-time-picker').click();
  const dropdown = admin.locator('[data-dates-dropdown]');
  await dropdown.waitFor();
  await dropdown.getByRole('button', { name: t.day, exact: true }).click();
  const setField = async (f: Locator, steps: number) => {
    await f.click();
    await admin.keyboard.press('Home');
    for (let i = 0; i < steps; i++) await admin.keyboard.press('ArrowUp');
  };
  await setField(dropdown.getByRole('spinbutton').nth(0), Number(t.hours) - 1);
  await setField(dropdown.getByRole('spinbutton').nth(1), Number(t.minutes));
  await dropdown.locator('select[data-am-pm]').selectOption(t.h24 < 12 ? 'AM' : 'PM');
  await dropdown.locator('.mantine-DateTimePicker-submitButton').click();
  const ampm = t.h24 < 12 ? 'AM' : 'PM';
  await expect
    .poll(() => dialog.getByTestId('bid-time-picker').innerText(), { timeout: 10_000 })
    .toContain(`${t.hours}:${t.minutes} ${ampm}`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const row = (page: Page, lot: string): Locator => page.getByTestId('sub-event-row').filter({ hasText: lot });
const cell = (page: Page, lot: string, testId: string) => row(page, lot).getByTestId(testId);

async function expectText(locator: Locator, text: string, timeout = 15_000) {
  await expect.poll(async () => (await locator.innerText()).trim(), { timeout }).toBe(text);
}

/** The countdown of a lot in seconds (hh:mm:ss). */
async function secondsLeft(page: Page, lot: string): Promise<number> {
  const [h, m, s] = (await cell(page, lot, 'time-left').innerText()).trim().split(':').map(Number);
  return h * 3600 + m * 60 + s;
}

async function bid(page: Page, lot: string) {
  await row(page, lot)
    .getByRole('button', { name: /^Bid on/ })
    .click();
}

/** An amount far above what is needed (a likely typo) is confirmed before it is sent. */
async function confirmBid(page: Page, amount: string) {
  const dialog = page.getByRole('dialog', { name: 'Confirm your bid' });
  await dialog.getByText(amount, { exact: false }).first().waitFor();
  await dialog.getByRole('button', { name: /^Yes/ }).click();
  await dialog.waitFor({ state: 'hidden' });
}

async function bytesOf(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

/** From the live list: the event's terms popup, the tick box, Accept → the room. */
async function acceptTermsAndEnter(page: Page) {
  await open(page, '/auction/liveAuctions', 'Live Auctions');
  const listRow = page
    .getByRole('table', { name: 'Live auctions' })
    .getByRole('row')
    .filter({ hasText: EVENT });
  await listRow.waitFor({ timeout: 90_000 });
  await listRow.getByRole('button', { name: `Auctions: ${EVENT}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Bids cannot be withdrawn.').waitFor();
  await dialog.getByRole('checkbox', { name: 'I have read and accept the terms and conditions' }).check();
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await page.waitForURL(/\/auction\/auctionRoom\?eventId=[0-9a-f-]{36}$/);
  await page.getByTestId('connection-state').and(page.locator('[data-state="connected"]')).waitFor();
  await row(page, FORWARD).waitFor();
  await row(page, REVERSE).waitFor();
}

beforeAll(async () => {
  // The folder shows one run of the story: earlier story-NN files are removed first.
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const f of readdirSync(SCREENSHOT_DIR)) {
    if (/^story-\d\d-/.test(f)) rmSync(path.join(SCREENSHOT_DIR, f));
  }
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }), launchBrowser()]);
});
afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

describe("a newcomer's whole journey", () => {
  let visitor: Page;
  let admin: Page;
  let adminToken: string;
  let newBuyer: Page;
  let buyer1: Page;
  let guest: Page;
  let adminRoom: Page;
  let eventId: string;
  /** The event's start and end (whole minutes, IST pickers). */
  let startsAt: number;
  let endsAt: number;

  it('a visitor reads the home page and the terms', async () => {
    visitor = await newPage();
    await open(visitor, '/');
    await snap(visitor, 'home');
    await visitor.getByRole('link', { name: /Terms/ }).first().click();
    await visitor.waitForURL(/\/term$/);
    await visitor.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
    await snap(visitor, 'terms');
  });

  it('registers as a buyer with a KYC PDF', async () => {
    await open(visitor, '/register');
    await visitor.locator('input[type=file]').setInputFiles({
      name: 'gst-certificate.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await toast(visitor, 'Upload successful!');
    await field(visitor, 'Email').fill(newcomer.email);
    await field(visitor, 'Password').fill(newcomer.password);
    await choose(visitor, visitor, 'Role', 'Buyer');
    await choose(visitor, visitor, 'Member Type', 'GOLD MEMBERSHIP');
    await field(visitor, 'Organization / Individual Name').fill(newcomer.org);
    await choose(visitor, visitor, 'Type', 'Organization');
    await field(visitor, 'PAN').fill('AAKCP4321R');
    await field(visitor, 'GST').fill('03AAKCP4321R1Z4');
    await expect
      .poll(() => visitor.getByRole('combobox', { name: 'State', exact: true }).inputValue(), {
        timeout: 10_000,
      })
      .toBe('03 – Punjab');
    await visitor.getByRole('combobox', { name: 'Products', exact: true }).click();
    await visitor.getByRole('option', { name: 'HMS 1&2 Scrap', exact: true }).click();
    await visitor.keyboard.press('Escape');
    await field(visitor, 'First Name').fill('Harpreet');
    await field(visitor, 'Last Name').fill('Sandhu');
    await field(visitor, 'Cell Number').fill('9815022334');
    await field(visitor, 'Address Line 1').fill('G.T. Road, Focal Point');
    await field(visitor, 'City').fill('Mandi Gobindgarh');
    await field(visitor, 'PIN').fill('147301');
    await snap(visitor, 'register-filled');
    await visitor.getByRole('button', { name: 'Register' }).click();
    await toast(visitor, 'Registration successful!');
    await snap(visitor, 'register-done');
  });

  it('the admin verifies the newcomer on Verify User Detail', async () => {
    const login = await apiLogin(server.url, DEMO.admin);
    adminToken = login.token;
    admin = await newPage(login);
    await open(admin, '/admin/registrationlist');
    await admin
      .locator('label')
      .filter({ hasText: /^Unverified/ })
      .click();
    await admin.getByRole('row').filter({ hasText: newcomer.email }).waitFor();
    await admin.getByRole('button', { name: `Edit ${newcomer.org}` }).click();
    await admin.getByRole('switch', { name: `Verified: ${newcomer.org}` }).check({ force: true });
    await snap(admin, 'admin-verify');
    await admin.getByRole('button', { name: `Save ${newcomer.org}` }).click();
    await toast(admin, 'User updated successfully!');
    await admin.getByRole('switch', { name: `Verified: ${newcomer.org}` }).waitFor({ state: 'detached' });
    await admin
      .locator('label')
      .filter({ hasText: /^Verified$/ })
      .click();
    await admin
      .getByRole('row')
      .filter({ hasText: newcomer.email })
      .getByText('Verified', { exact: true })
      .waitFor();
    await snap(admin, 'admin-verified');
  });

  it('the admin creates the event (auto-extension 1 minute) starting within a minute', async () => {
    await open(admin, '/admin/createEvent', 'Add Event');
    const form = admin.getByRole('form', { name: 'Add event form' });
    // The pickers take whole minutes: the first one at least 20 s ahead (the rooms are entered once
    // it has passed). The lots close 2 minutes later; the last minute is the anti-sniping window, and
    // the bids before it take well under a minute.
    startsAt = Math.ceil((Date.now() + 20_000) / MINUTE) * MINUTE;
    endsAt = startsAt + 2 * MINUTE;
    await fillEventNames(form, admin, {
      onBehalfOf: 'Haryana Forgings Ltd',
      name: EVENT,
      title: 'Rolling mill end cuts and furnace coke',
      autoExtension: '1 Minute',
    });
    await fillEventSchedule(form, admin, {
      startsAt,
      endsAt,
      totalLots: '2',
      address: 'Rolling mill yard, G.T. Road, Mandi Gobindgarh, Punjab 147301',
      terms: 'Bids cannot be withdrawn.\nLifting within 15 days.',
    });
    await form.getByRole('switch', { name: /transaction password/ }).uncheck({ force: true });
    await form.getByRole('button', { name: 'Add Event' }).click();
    await toast(admin, 'Event created successfully');
    await admin.getByRole('table', { name: 'Events' }).getByRole('row').filter({ hasText: EVENT }).waitFor();
    await snap(admin, 'admin-event');

    await open(admin, '/admin/createSubEvent', 'Add Sub Event');
    const sub = admin.getByRole('form', { name: 'Add sub-event form' });
    await choose(sub, admin, 'Event', EVENT);
    const add = async (name: string, type: RegExp, start: string, step: string, serial: string) => {
      await fillSubEvent(sub, admin, {
        name,
        location: 'Mandi Gobindgarh',
        type,
        quantity: '60',
        unit: 'MT',
        serialNo: serial,
        startValue: start,
        step,
        owner: /Haryana Forgings Ltd/,
        rule: 'Price per MT',
        specification: 'As is where is',
      });
      await sub.getByRole('button', { name: 'Add Sub Event' }).click();
      await toast(admin, 'Sub-event added successfully!');
    };
    await add(FORWARD, /^forward/, '28000', '100', '1');
    await add(REVERSE, /^reverse/, '31000', '50', '2');
    const grid = admin.getByRole('table', { name: `Sub-events of ${EVENT}` });
    await grid.getByRole('row').filter({ hasText: REVERSE }).waitFor();
    await snap(admin, 'admin-sub-events');
  });

  it('the admin assigns the newcomer, buyer1, the seller and the guest to both lots', async () => {
    await open(admin, '/admin/assignBuyerSeller', 'Assign Buyers and Sellers');
    await choose(admin, admin, 'Event', EVENT);
    for (const lot of [FORWARD, REVERSE]) {
      for (const name of [
        newcomer.org,
        'Gobind Steel Traders',
        'Haryana Forgings Ltd',
        'Delhi Procurement Office',
      ]) {
        await admin.getByRole('checkbox', { name }).check();
      }
      await admin.getByRole('checkbox', { name: `Choose ${lot}` }).check();
      if (lot === FORWARD) await snap(admin, 'admin-assign');
      await admin.getByRole('button', { name: 'Save Assignment' }).click();
      await toast(admin, 'Buyers assigned successfully.');
      await expect
        .poll(() => admin.getByRole('checkbox', { name: newcomer.org }).isChecked(), { timeout: 10_000 })
        .toBe(false);
    }
    const events = (await (
      await fetch(`${server.url}/api/admin/getAllEvents`, {
        headers: { authorization: `Bearer ${adminToken}` },
      })
    ).json()) as { data: { _id: string; auctionName: string; subEvent: { registeredBuyers: string[] }[] }[] };
    const ev = events.data.find((e) => e.auctionName === EVENT)!;
    eventId = ev._id;
    expect(ev.subEvent.map((s) => s.registeredBuyers.length)).toEqual([4, 4]);
  });

  it('both buyers and the guest accept the terms once the event is live; the admin opens its room', async () => {
    // The newcomer logs in through the login page.
    newBuyer = await newPage();
    await open(newBuyer, '/login');
    await field(newBuyer, 'Email').fill(newcomer.email);
    await field(newBuyer, 'Password').fill(newcomer.password);
    await newBuyer.getByRole('button', { name: 'Login' }).click();
    await newBuyer.waitForURL((u) => !u.pathname.startsWith('/login'));
    [buyer1, guest] = await Promise.all([pageAs(DEMO.buyer1), pageAs(DEMO.guest)]);
    await acceptTermsAndEnter(newBuyer);
    await snap(newBuyer, 'newcomer-room');
    await acceptTermsAndEnter(buyer1);
    await acceptTermsAndEnter(guest);
    adminRoom = admin;
    await open(adminRoom, `/admin/liveAuctionAdmin?eventId=${eventId}`, 'Live Auctions');
    await row(adminRoom, FORWARD).waitFor();
    expect(Date.now()).toBeGreaterThanOrEqual(startsAt - 2_000);
  }, 150_000);

  it('they bid live, by hand and by auto bid; the guest sees the top three, the admin who bid', async () => {
    // The newcomer bids the prefilled start value.
    await expect
      .poll(() => cell(newBuyer, FORWARD, 'bid-amount').inputValue(), { timeout: 10_000 })
      .toBe('28000');
    await bid(newBuyer, FORWARD);
    await expectText(cell(newBuyer, FORWARD, 'row-message'), 'Bid Placed!');
    await expectText(cell(newBuyer, FORWARD, 'my-rank'), '1');
    // buyer1 sets an auto bid up to ₹29,000: it answers at once with one step more.
    await cell(buyer1, FORWARD, 'auto-amount').fill('29000');
    await row(buyer1, FORWARD)
      .getByRole('button', { name: /^Auto bid on/ })
      .click();
    await confirmBid(buyer1, '₹29,000');
    await expectText(cell(buyer1, FORWARD, 'my-auto-limit'), 'Auto bid up to ₹29,000');
    await expectText(cell(buyer1, FORWARD, 'leading-amount'), '₹28,100');
    await expectText(cell(newBuyer, FORWARD, 'my-rank'), '2');
    // The newcomer bids the next step by typing; the auto bid answers again.
    await cell(newBuyer, FORWARD, 'bid-amount').fill('');
    await cell(newBuyer, FORWARD, 'bid-amount').pressSequentially('28200');
    await bid(newBuyer, FORWARD);
    await expectText(cell(newBuyer, FORWARD, 'leading-amount'), '₹28,300');
    await expectText(cell(buyer1, FORWARD, 'my-rank'), '1');
    // Reverse lot: buyer1 offers the prefilled start value, the newcomer undercuts by typing.
    await bid(buyer1, REVERSE);
    await expectText(cell(buyer1, REVERSE, 'row-message'), 'Bid Placed!');
    await cell(newBuyer, REVERSE, 'bid-amount').fill('30900');
    await bid(newBuyer, REVERSE);
    await expectText(cell(newBuyer, REVERSE, 'row-message'), 'Bid Placed!', 30_000);
    await expectText(cell(newBuyer, REVERSE, 'my-rank'), '1', 30_000);
    await expectText(cell(buyer1, REVERSE, 'leading-amount'), '₹30,900');
    await snap(newBuyer, 'newcomer-bidding');

    // The guest sees the top three amounts and no bid controls.
    await expectText(cell(guest, FORWARD, 'rank-1'), '₹28,300');
    await expectText(cell(guest, FORWARD, 'rank-2'), '₹28,200');
    await expectText(cell(guest, FORWARD, 'rank-3'), '—');
    expect(await guest.getByRole('button', { name: /^Bid on/ }).count()).toBe(0);
    await snap(guest, 'guest-top-three');
    // The admin sees who leads.
    await expect
      .poll(() => cell(adminRoom, FORWARD, 'last-bidder').innerText(), { timeout: 10_000 })
      .toContain('buyer1@example.com');
    await snap(adminRoom, 'admin-room');
  });

  it('the admin extends the reverse lot by a minute and broadcasts to every room', async () => {
    // Every bid so far came before the last minute: the closing is still the event's end.
    expect(Date.now()).toBeLessThan(endsAt - MINUTE);
    await selectBidTime(adminRoom, REVERSE, endsAt + MINUTE);
    for (const page of [guest, buyer1, newBuyer]) {
      await expect
        .poll(async () => (await secondsLeft(page, REVERSE)) - (await secondsLeft(page, FORWARD)), {
          timeout: 10_000,
        })
        .toBeGreaterThanOrEqual(58);
    }
    await adminRoom.getByLabel('Message to the room').fill(BROADCAST);
    await adminRoom.getByRole('button', { name: 'Broadcast' }).click();
    for (const page of [buyer1, newBuyer, guest]) {
      await page.getByTestId('room-banners').getByText(BROADCAST).waitFor();
    }
    await snap(buyer1, 'buyer1-broadcast');
  }, 60_000);

  it('a leading bid in the last minute extends the forward lot by a minute', async () => {
    await expect
      .poll(() => secondsLeft(newBuyer, FORWARD), { timeout: 90_000, interval: 500 })
      .toBeLessThanOrEqual(55);
    const before = await secondsLeft(guest, FORWARD);
    expect(before).toBeGreaterThan(5);
    // Above buyer1's auto-bid ceiling: the newcomer leads and the closing moves on by a minute.
    await cell(newBuyer, FORWARD, 'bid-amount').fill('29500');
    await bid(newBuyer, FORWARD);
    await confirmBid(newBuyer, '₹29,500');
    await expectText(cell(newBuyer, FORWARD, 'row-message'), 'Bid Placed!');
    for (const page of [guest, buyer1]) {
      await expect.poll(() => secondsLeft(page, FORWARD), { timeout: 10_000 }).toBeGreaterThan(before + 50);
    }
    await expectText(cell(buyer1, FORWARD, 'leading-amount'), '₹29,500');
    await expectText(cell(buyer1, FORWARD, 'my-rank'), '2');
    await snap(guest, 'guest-extended');
  }, 120_000);

  it('both lots close with the overlay', async () => {
    for (const lot of [FORWARD, REVERSE]) {
      await row(newBuyer, lot).getByTestId('auction-over').waitFor({ timeout: 150_000 });
      await expect
        .poll(async () => (await row(newBuyer, lot).getByTestId('auction-over').innerText()).trim(), {
          timeout: 10_000,
        })
        .toContain(`${lot}: Auction Over. Thank you for participation.`);
    }
    await row(guest, FORWARD).getByTestId('auction-over').waitFor({ timeout: 10_000 });
    await snap(newBuyer, 'auction-over');
  }, 200_000);

  it('the seller authorises the winner, who receives the letter of acceptance by e-mail', async () => {
    const seller = await pageAs(DEMO.seller);
    await open(seller, '/seller/lots', 'My Lots');
    const lot = seller.getByTestId('seller-lot').filter({ hasText: FORWARD });
    await expectText(lot.getByTestId('seller-leading'), '₹29,500');
    const panel = lot.getByTestId('authorise-panel');
    await panel.getByText(newcomer.org, { exact: false }).waitFor();
    await panel.getByRole('button', { name: 'Authorise', exact: true }).click();
    await seller
      .getByRole('dialog', { name: 'Authorise the winner?' })
      .getByRole('button', { name: /^Authorise .* at ₹29,500$/ })
      .click();
    // The state badge is upper-cased by CSS; its text is 'Authorised'.
    await expect
      .poll(() => panel.getByTestId('authorization-state').textContent(), { timeout: 15_000 })
      .toMatch(/^\s*Authorised\s*$/);
    await snap(seller, 'seller-authorised');
    const mail = await smtp.waitFor(
      (m) => m.to.includes(newcomer.email) && /application\/pdf/i.test(m.raw),
      20_000,
    );
    expect(mail.raw).toMatch(/Content-Disposition: attachment;[\s\S]{0,80}filename=[^\n]*\.pdf/i);
    // The attachment is a real PDF (base64 of '%PDF-' starts with 'JVBERi0').
    expect(mail.raw).toContain('JVBERi0');

    // The winner finds the lot and the same letter in their account.
    await open(newBuyer, '/seller/lots', 'My Lots');
    const won = newBuyer.getByTestId('won-lot').filter({ hasText: FORWARD });
    await expect
      .poll(() => won.getByTestId('won-lot-state').textContent(), { timeout: 15_000 })
      .toMatch(/^\s*Authorised\s*$/);
    await won.getByText('₹29,500', { exact: true }).waitFor();
    const [letter] = await Promise.all([
      newBuyer.waitForEvent('download'),
      won.getByRole('button', { name: 'Letter of acceptance' }).click(),
    ]);
    expect((await bytesOf(letter)).subarray(0, 5).toString()).toBe('%PDF-');
    await snap(newBuyer, 'winner-letter');
  });

  it('the admin downloads all five reports', async () => {
    const reports = [
      ['/reports/termReport', 'Term Report', 'TermReport'],
      ['/reports/rankWiseReport', 'Rank Wise Report', 'RankWiseReport'],
      ['/reports/rankReport', 'Rank Report', 'RankReport'],
      ['/reports/activePartiReport', 'Active Participants Report', 'ActiveParticipantsReport'],
      ['/reports/bidLogReport', 'Bid Log Report', 'BidLogReport'],
    ] as const;
    const sizes: Record<string, number> = {};
    for (const [path, title, file] of reports) {
      await open(admin, path, title);
      await choose(admin, admin, 'Event', EVENT);
      await choose(admin, admin, 'Sub-event', FORWARD);
      await admin.getByRole('button', { name: 'Submit' }).click();
      await admin.getByTestId('report-loading').waitFor({ state: 'hidden' });
      // Every report names the newcomer (terms accepted, bids, rank, participation).
      await admin.getByRole('table', { name: title }).getByText(newcomer.org).first().waitFor();
      const [pdf] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      const bytes = await bytesOf(pdf);
      expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${file}.*\\.pdf$`));
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(1000);
      const [xlsx] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: 'Export Excel' }).click(),
      ]);
      const sheet = await bytesOf(xlsx);
      expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
      expect(sheet.subarray(0, 2).toString()).toBe('PK');
      expect(sheet.length).toBeGreaterThan(1000);
      sizes[`${file}.pdf`] = bytes.length;
      sizes[`${file}.xlsx`] = sheet.length;
      await snap(admin, `report-${file}`);
    }
    console.info('story report sizes (bytes):', sizes);
  }, 120_000);
});
