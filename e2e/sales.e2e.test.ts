import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatRupees } from '@neelami/shared/money';
import { type SaleDto, saleMessages } from '@neelami/shared/sales';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * API.md "After the award", the browser chain on the demo's awarded lot: the buyer sees the
 * figures on My Purchases and reports a payment of the whole balance with a proof (a UTR already
 * used is refused with the server's message; once reported, the money shows as reported and nothing
 * more is asked); the owner (the demo seller) confirms the payment on
 * My Sales; the sale is paid and its delivery order issued, and the buyer downloads the PDF; the
 * owner's lifting of more than the quantity is refused, two liftings lift the quantity, and the
 * sale is completed on both pages. On a second server the owner rejects a payment with a note and
 * closes a sale short with a reason. Real server, database and uploads; nothing is mocked.
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let sale: SaleDto;

const LOT = 'Mill scale and end cuttings';
const UTR = 'HDFCR52026112455501234';
/** A transfer the buyer reported as an EMD deposit: not a payment of the sale too. */
const USED_UTR = 'SBIN42026112455509876';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Today's calendar date in IST, as a date input takes it. */
const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
/** The queries update on their own, on a shared, busy machine. */
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

/** A browser page logged in as `email`, in `theme`, at `width` px. */
async function pageAs(email: string, theme: 'light' | 'dark' = 'light', width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  await useSession(context, await apiLogin(server.url, email), theme);
  return context.newPage();
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

/** The demo lot's card. */
const card = (page: Page): Locator => page.getByTestId('sale-card').filter({ hasText: LOT });
/** A figure of the card: the value in the row named `label`. */
const figure = (page: Page, label: string | RegExp) =>
  card(page)
    .getByTestId('sale-figures')
    .getByRole('row')
    .filter({ hasText: label })
    .getByRole('cell')
    .innerText();
const status = async (page: Page) => (await card(page).getByTestId('sale-status').textContent())?.trim();

/** The figures of the demo sale as the buyer's API answers them. */
async function buyersSale(): Promise<SaleDto> {
  const { token } = await apiLogin(server.url, DEMO.buyer1);
  const res = await fetch(`${server.url}/api/sales`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: SaleDto[] };
  const found = body.data.find((s) => s.lotName === LOT && s.role === 'buyer');
  if (!found) throw new Error(`buyer1 has no sale of ${LOT}: ${JSON.stringify(body)}`);
  return found;
}

/** Fills and sends the owner's lifting form. */
async function lift(page: Page, quantity: string, vehicle: string) {
  const form = card(page).getByRole('form', { name: `Record a lifting for ${LOT}` });
  await form.getByLabel('Quantity (MT)').fill(quantity);
  await form.getByLabel('Vehicle number').fill(vehicle);
  await form.getByLabel('Lifted on').fill(todayIst());
  await form.getByRole('button', { name: 'Record lifting' }).click();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  sale = await buyersSale();
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('after the award: My Purchases and My Sales', () => {
  it('the buyer pays, the owner confirms, the delivery order downloads, two liftings complete the sale', async () => {
    expect(sale.status).toBe('awaiting_payment');
    expect(sale.balanceDue).toBeGreaterThan(0);
    const buyer = await pageAs(DEMO.buyer1);
    const owner = await pageAs(DEMO.seller);

    // The buyer finds My Purchases in the Auctions menu, and the lot with its figures.
    await open(buyer, '/auction/liveAuctions', 'Live Auctions');
    await buyer
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Auctions' })
      .click();
    await buyer.getByRole('menuitem', { name: 'My Purchases' }).click();
    await buyer.getByRole('heading', { level: 1, name: 'My Purchases' }).waitFor();
    await buyer.keyboard.press('Escape');
    // Under load the menu's closing transition can outlast the navigation; the checks below want it gone.
    await buyer.getByRole('menu').waitFor({ state: 'hidden' });
    await card(buyer).waitFor();
    expect(await status(buyer)).toBe('Awaiting payment');
    expect(await figure(buyer, 'Sale value')).toBe(formatRupees(sale.saleValue));
    expect(await figure(buyer, `GST (${sale.gstRate}%)`)).toBe(formatRupees(sale.gst));
    expect(await figure(buyer, `TCS (${sale.tcsRate}%)`)).toBe(formatRupees(sale.tcs));
    expect(await figure(buyer, /^Total/)).toBe(formatRupees(sale.total));
    expect(await figure(buyer, 'Balance due')).toBe(formatRupees(sale.balanceDue));
    expect(await figure(buyer, 'Quantity')).toBe('120 MT');
    // The demo lot's bid is ₹ per MT: the rate says so, the sale value is the lot's.
    expect(sale.bidBasis).toBe('unit');
    expect(await figure(buyer, 'Winning bid')).toBe(`${formatRupees(sale.bidAmount)}/MT × 120 MT`);
    await screenshot(buyer, 'sales-purchases-awaiting-1280-light');

    // The buyer reports the whole balance (the amount offered) with a proof. A UTR already recorded
    // as other money (here the buyer's own EMD deposit) is refused with the server's message first.
    const { token: buyerToken } = await apiLogin(server.url, DEMO.buyer1);
    await apiCall(
      server.url,
      'emd/deposits',
      { amount: 1000, utr: USED_UTR, paidOn: todayIst() },
      buyerToken,
    );
    const pay = card(buyer).getByRole('form', { name: `Report a payment for ${LOT}` });
    expect(await pay.getByLabel('Amount (₹)').inputValue()).toBe(sale.balanceDue.toLocaleString('en-IN'));
    await pay.getByLabel('UTR / transaction reference').fill(USED_UTR.toLowerCase());
    await pay.getByLabel('Paid on').fill(todayIst());
    await pay.getByRole('button', { name: 'Report payment' }).click();
    await toast(buyer, saleMessages.utrUsed);
    await pay.getByText(saleMessages.utrUsed, { exact: true }).waitFor();
    await screenshot(buyer, 'sales-purchases-utr-used-1280-light');
    expect(await card(buyer).getByTestId('sale-payment').count()).toBe(0);
    await pay.getByLabel('UTR / transaction reference').fill(UTR);
    await pay.getByLabel('Paid on').fill(todayIst());
    await pay
      .getByLabel('Choose the proof of payment to upload')
      .setInputFiles({ name: 'rtgs-advice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await toast(buyer, 'Upload successful!');
    await pay.getByRole('button', { name: 'rtgs-advice.pdf' }).waitFor();
    await pay.getByRole('button', { name: 'Report payment' }).click();
    await toast(buyer, saleMessages.paymentReported);
    const payment = card(buyer).getByTestId('sale-payment').filter({ hasText: UTR });
    await payment.getByText('Awaiting confirmation').waitFor();
    expect(await payment.innerText()).toContain(formatRupees(sale.balanceDue));

    // The whole balance reported, nothing more is asked: the money is shown as reported, and no
    // form offers the same amount again.
    await card(buyer)
      .getByTestId('payment-reported')
      .getByText(`${formatRupees(sale.balanceDue)} reported, awaiting confirmation`, { exact: false })
      .waitFor();
    expect(await pay.count()).toBe(0);
    expect(await figure(buyer, 'Reported, awaiting confirmation')).toBe(formatRupees(sale.balanceDue));
    expect(await figure(buyer, 'Still to pay')).toBe(formatRupees(0));
    expect(await card(buyer).getByTestId('sale-payment').count()).toBe(1);

    // The owner finds My Sales beside My Lots, sees the pending payment and confirms it.
    await open(owner, '/seller/lots', 'My Lots');
    await owner
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Auctions' })
      .click();
    await owner.getByRole('menuitem', { name: 'My Sales' }).click();
    await owner.getByRole('heading', { level: 1, name: 'My Sales' }).waitFor();
    // The header's menus open on hover too, so a pointer left over the menu can hold it open: it
    // leaves, as a user's would, before Escape.
    await owner.mouse.move(640, 700);
    await owner.keyboard.press('Escape');
    // Under load the menu's closing transition can outlast the navigation; the checks below want it gone.
    await owner.getByRole('menu').waitFor({ state: 'hidden' });
    const pending = card(owner).getByTestId('sale-payment').filter({ hasText: UTR });
    await pending.getByText('Awaiting confirmation').waitFor();
    expect(await card(owner).innerText()).toContain('Buyer: ');
    await screenshot(owner, 'sales-my-sales-pending-1280-light');
    // The owner's payment row with its buttons is checked like every route (axe, serious or critical).
    expect(await seriousViolations(owner)).toEqual([]);
    // The owner opens the buyer's proof before confirming (a document shared by the sale).
    const [proofAnswer] = await Promise.all([
      owner.waitForResponse((r) => r.url().includes('/api/upload/files/')),
      pending.getByRole('button', { name: 'View proof' }).click(),
    ]);
    expect(proofAnswer.status()).toBe(200);
    for (const tab of owner.context().pages()) if (tab !== owner) await tab.close();
    await pending.getByRole('button', { name: 'Confirm' }).click();
    const ask = owner.getByRole('dialog', { name: 'Confirm this payment?' });
    await ask.getByText(UTR).waitFor();
    await ask.getByRole('button', { name: 'Confirm' }).click();
    await toast(owner, saleMessages.paymentConfirmed);
    await eventually(() => status(owner)).toBe('Delivery order issued');
    await pending.getByText('Confirmed').waitFor();
    expect(await figure(owner, 'Still to pay')).toBe(formatRupees(0));

    // The buyer sees it paid and downloads the delivery order.
    await buyer.reload();
    await eventually(() => status(buyer)).toBe('Delivery order issued');
    expect(
      await card(buyer)
        .getByRole('form', { name: `Report a payment for ${LOT}` })
        .count(),
    ).toBe(0);
    const history = await card(buyer)
      .getByRole('table', { name: `History of ${LOT}` })
      .innerText();
    expect(history).toContain('Awaiting payment → Paid');
    expect(history).toContain('Paid → Delivery order issued');
    await screenshot(buyer, 'sales-purchases-do-issued-1280-light');
    expect(await seriousViolations(buyer)).toEqual([]);
    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      card(buyer).getByRole('button', { name: 'Download delivery order' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const dir = mkdtempSync(path.join(tmpdir(), 'neelami-do-'));
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(SCREENSHOT_DIR, 'sales-delivery-order'),
    ]);
    expect(readFileSync(path.join(SCREENSHOT_DIR, 'sales-delivery-order.png')).length).toBeGreaterThan(1000);

    // The owner: more than the quantity is refused with the server's message; 70 + 50 MT lift it all.
    await owner.reload();
    await card(owner)
      .getByRole('form', { name: `Record a lifting for ${LOT}` })
      .waitFor();
    await lift(owner, '121', 'HR55AB1234');
    const refused = saleMessages.liftAboveSold('120');
    await toast(owner, refused);
    // …and under the quantity, where it is to be corrected.
    await card(owner).getByText(refused, { exact: true }).first().waitFor();
    await screenshot(owner, 'sales-my-sales-lift-refused-1280-light');
    expect(await card(owner).getByTestId('sale-lifting').count()).toBe(0);

    const form = card(owner).getByRole('form', { name: `Record a lifting for ${LOT}` });
    await form
      .getByLabel('Choose the weighbridge slip to upload')
      .setInputFiles({ name: 'weighbridge-1.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'weighbridge-1.png' }).waitFor();
    await lift(owner, '70', 'hr55ab1234');
    await toast(owner, saleMessages.liftingRecorded);
    await eventually(() => status(owner)).toBe('Lifting');
    await card(owner)
      .getByTestId('sale-lifting')
      .filter({ hasText: 'HR55AB1234' })
      .getByText('View slip')
      .waitFor();
    expect(await figure(owner, 'Lifted')).toBe('70 of 120 MT');
    await screenshot(owner, 'sales-my-sales-lifting-1280-light');
    expect(await seriousViolations(owner)).toEqual([]);

    await lift(owner, '50', 'PB10CX7788');
    await eventually(() => status(owner)).toBe('Completed');
    expect(await card(owner).getByTestId('sale-lifting').count()).toBe(2);
    expect(await figure(owner, 'Lifted')).toBe('120 of 120 MT');
    expect(
      await card(owner)
        .getByRole('form', { name: `Record a lifting for ${LOT}` })
        .count(),
    ).toBe(0);

    await buyer.reload();
    await eventually(() => status(buyer)).toBe('Completed');
    await eventually(() => card(buyer).getByTestId('sale-lifting').count()).toBe(2);
    await screenshot(buyer, 'sales-purchases-completed-1280-light');
  }, 240_000);

  it('shows both pages in light and dark, at 360 and 1280 px, without sideways scrolling', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [360, 1280]) {
        for (const [who, route, heading, name] of [
          [DEMO.buyer1, '/auction/myPurchases', 'My Purchases', 'purchases'],
          [DEMO.seller, '/auction/mySales', 'My Sales', 'my-sales'],
        ] as const) {
          const page = await pageAs(who, theme, width);
          await open(page, route, heading);
          await card(page)
            .getByRole('table', { name: `History of ${LOT}` })
            .waitFor();
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, `${name} ${width} ${theme}`).toBeLessThanOrEqual(0);
          await screenshot(page, `sales-${name}-${width}-${theme}`);
          await page.context().close();
        }
      }
    }
  }, 240_000);

  it('reads in Hindi: the headings, the status in words and the figures', async () => {
    for (const [who, route, heading, name] of [
      [DEMO.buyer1, '/auction/myPurchases', 'मेरी ख़रीद', 'purchases'],
      [DEMO.seller, '/auction/mySales', 'मेरी बिक्री', 'my-sales'],
    ] as const) {
      const page = await pageAs(who);
      await page.context().addInitScript(() => localStorage.setItem('language', 'hi'));
      await open(page, route, heading);
      await card(page)
        .getByRole('table', { name: `${LOT} का इतिहास` })
        .waitFor();
      expect(await status(page)).toBe('पूरी हुई');
      expect(await figure(page, 'बिक्री मूल्य')).toBe(formatRupees(sale.saleValue));
      await screenshot(page, `sales-${name}-1280-hindi`);
      await page.context().close();
    }
  }, 120_000);

  it('the owner rejects a payment with a note, and closes a sale short with a reason (a fresh server)', async () => {
    const fresh = await startServer();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const buyerLogin = await apiLogin(fresh.url, DEMO.buyer1);
      const ownerLogin = await apiLogin(fresh.url, DEMO.seller);
      const list = await (
        await fetch(`${fresh.url}/api/sales`, { headers: { authorization: `Bearer ${buyerLogin.token}` } })
      ).json();
      const s = (list as { data: SaleDto[] }).data[0];
      const report = (amount: number, utr: string) =>
        apiCall<{ payment: { _id: string } }>(
          fresh.url,
          `sales/${s._id}/payments`,
          { amount, utr, paidOn: todayIst() },
          buyerLogin.token,
        );
      const wrong = await report(1000, 'SBINR52026112400000066');
      const right = await report(s.balanceDue, 'SBINR52026112400000077');

      // The owner rejects the payment that never arrived, telling the buyer why.
      await useSession(context, ownerLogin);
      const page = await context.newPage();
      await page.goto(`${fresh.url}/auction/mySales`);
      await page.getByRole('heading', { level: 1, name: 'My Sales' }).waitFor();
      const row = card(page).getByTestId('sale-payment').filter({ hasText: 'SBINR52026112400000066' });
      await row.getByRole('button', { name: 'Reject' }).click();
      const reject = page.getByRole('dialog', { name: 'Reject this payment?' });
      await reject.getByRole('button', { name: 'Reject' }).click();
      await reject.getByText('This field is required').waitFor();
      await reject.getByLabel('Reason for the buyer').fill('No such credit in our account statement.');
      await reject.getByRole('button', { name: 'Reject' }).click();
      await toast(page, saleMessages.paymentRejected);
      await row.getByText('Rejected').waitFor();
      await row.getByText('No such credit in our account statement.', { exact: false }).waitFor();
      expect(wrong.payment._id).not.toBe(right.payment._id);

      await apiCall(
        fresh.url,
        `sales/${s._id}/payments/${right.payment._id}`,
        { status: 'confirmed' },
        ownerLogin.token,
        'PUT',
      );
      await apiCall(
        fresh.url,
        `sales/${s._id}/liftings`,
        { quantity: 100, vehicleNo: 'HR55AB1234', liftedOn: todayIst() },
        ownerLogin.token,
      );
      await page.reload();
      await eventually(() => status(page)).toBe('Lifting');
      await card(page).getByRole('button', { name: 'Close sale short' }).click();
      const ask = page.getByRole('dialog', { name: 'Close this sale short?' });
      await ask.getByText('100 of 120 MT lifted').waitFor();
      // A reason is required before anything is sent.
      await ask.getByRole('button', { name: 'Close sale' }).click();
      await ask.getByText('This field is required').waitFor();
      await screenshot(page, 'sales-my-sales-close-short-1280-light', { fullPage: false });
      await ask.getByLabel('Reason').fill('The last 20 MT was rusted through; the buyer agreed to leave it.');
      await ask.getByRole('button', { name: 'Close sale' }).click();
      await toast(page, saleMessages.closedShort);
      await eventually(() => status(page)).toBe('Completed');
      await card(page)
        .getByText('Closed short: The last 20 MT was rusted through; the buyer agreed to leave it.')
        .waitFor();
      expect(
        await card(page)
          .getByRole('form', { name: `Record a lifting for ${LOT}` })
          .count(),
      ).toBe(0);
      expect(await figure(page, 'Lifted')).toBe('100 of 120 MT');
    } finally {
      await context.close();
      await fresh.stop();
    }
  }, 180_000);

  it('an EMD that covers the whole sale: the owner authorises, and the sale goes straight to its delivery order (a fresh server)', async () => {
    const fresh = await startServer();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const covered = 'Copper cable offcuts, one bag';
    const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
    try {
      const admin = await apiLogin(fresh.url, DEMO.admin);
      const owner = await apiLogin(fresh.url, DEMO.seller);
      const buyer = await apiLogin(fresh.url, DEMO.buyer1);
      const call = <T>(p: string, body: unknown, token: string, method = 'POST') =>
        apiCall<T>(fresh.url, p, body, token, method);
      const event = await call<{ data: { _id: string } }>(
        'admin/createEvent',
        {
          auctionType: 'Forward Auction',
          auctionBehaviour: 'Normal Auction',
          onBehalfOf: 'Ludhiana Wires',
          auctionName: 'Ludhiana offcuts — EMD covers the sale',
          titleName: 'Forward e-auction of one small lot',
          autoExtension: '1 Minute',
          inspectionDate: '2030-01-15',
          address: 'Focal Point, Ludhiana 141010',
          totalLots: 1,
          termCondition: 'EMD ₹5,000; the EMD is adjusted against the sale.',
          requireTransactionPassword: false,
          eventStart: inMinutes(-5),
          eventEnd: inMinutes(60),
        },
        admin.token,
      );
      const eventId = event.data._id;
      const sub = await call<{ data: { _id: string } }>(
        `admin/addSubEvent/${eventId}`,
        {
          name: covered,
          location: 'Ludhiana',
          subEventType: 'forward',
          quantityOrTypesOfTrunk: '1 bag',
          unit: 'Lot',
          rule: 'Highest bid wins',
          serialNo: 1,
          startValue: 100,
          incrementOrDecrement: 1,
          emdAmount: 5_000,
          ownerId: owner.user._id,
          eventStartsOn: inMinutes(-5),
          eventEndsOn: inMinutes(1.5),
          specification: 'As is where is',
        },
        admin.token,
      );
      const subEventId = sub.data._id;
      const dep = await call<{ deposit: { _id: string } }>(
        'emd/deposits',
        { amount: 5_000, utr: `PUNB${Date.now()}`, paidOn: todayIst(), bank: 'Punjab National Bank' },
        buyer.token,
      );
      await call(`admin/emd/deposits/${dep.deposit._id}`, { status: 'verified' }, admin.token, 'PUT');
      await call(
        `admin/updateSubEvent/${eventId}/${subEventId}`,
        { registeredBuyers: [buyer.user._id] },
        admin.token,
        'PUT',
      );
      await call('general/termAccept', { eventId }, buyer.token);
      const socket: Socket = io(fresh.url, { auth: { token: buyer.token }, transports: ['websocket'] });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const joined = await socket
          .timeout(10_000)
          .emitWithAck('join_auction', { eventId, token: buyer.token });
        expect(joined.success, JSON.stringify(joined)).toBe(true);
        const bid = await socket.timeout(10_000).emitWithAck('place_bid', {
          eventId,
          subEventId,
          token: buyer.token,
          amount: 101,
          clientBidId: 'covered-101',
        });
        expect(bid.success, JSON.stringify(bid)).toBe(true);
      } finally {
        socket.close();
      }

      // The owner authorises on My Lots once the lot has closed.
      await useSession(context, owner);
      const page = await context.newPage();
      const lot = page.getByTestId('seller-lot').filter({ hasText: covered });
      const panel = lot.getByTestId('authorise-panel');
      await expect
        .poll(
          async () => {
            await page.goto(`${fresh.url}/seller/lots`);
            await page.getByRole('heading', { level: 1, name: 'My Lots' }).waitFor();
            return panel.getByRole('button', { name: 'Authorise', exact: true }).count();
          },
          { timeout: 200_000, interval: 5_000 },
        )
        .toBe(1);
      await panel.getByRole('button', { name: 'Authorise', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Authorise the winner?' });
      await dialog.getByRole('button', { name: /^Authorise .+ at ₹101$/ }).click();
      await toast(page, /authori[sz]ed/i);
      await panel.getByTestId('award-stands').waitFor();

      // The buyer owes nothing: no payment form, the delivery order is issued and downloads.
      const buyerContext = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        acceptDownloads: true,
      });
      contexts.push(buyerContext);
      await useSession(buyerContext, buyer);
      const mine = await buyerContext.newPage();
      await mine.goto(`${fresh.url}/auction/myPurchases`);
      await mine.getByRole('heading', { level: 1, name: 'My Purchases' }).waitFor();
      const coveredCard = mine.getByTestId('sale-card').filter({ hasText: covered });
      await eventually(async () => (await coveredCard.getByTestId('sale-status').textContent())?.trim()).toBe(
        'Delivery order issued',
      );
      const row = (label: string | RegExp) =>
        coveredCard
          .getByTestId('sale-figures')
          .getByRole('row')
          .filter({ hasText: label })
          .getByRole('cell')
          .innerText();
      expect(await row(/^Total/)).toBe(formatRupees(120));
      expect(await row('EMD adjusted')).toBe(`− ${formatRupees(120)}`);
      expect(await row('Balance due')).toBe(formatRupees(0));
      expect(await coveredCard.getByRole('form', { name: `Report a payment for ${covered}` }).count()).toBe(
        0,
      );
      const history = await coveredCard.getByRole('table', { name: `History of ${covered}` }).innerText();
      expect(history).toContain('Awaiting payment → Paid');
      expect(history).toContain('The EMD covers the total: paid at once');
      await screenshot(mine, 'sales-purchases-emd-covered-1280-light');
      const [download] = await Promise.all([
        mine.waitForEvent('download'),
        coveredCard.getByRole('button', { name: 'Download delivery order' }).click(),
      ]);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'neelami-do-')), download.suggestedFilename());
      await download.saveAs(file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      // What the EMD did not need is free again: ₹5,000 held, ₹120 adjusted, ₹4,880 back.
      const ledger = await (
        await fetch(`${fresh.url}/api/emd/ledger`, { headers: { authorization: `Bearer ${buyer.token}` } })
      ).json();
      expect(ledger.balance).toMatchObject({ adjusted: 120, held: expect.any(Number) });
      expect(
        ledger.entries
          .filter((e: { type: string }) => e.type === 'release')
          .map((e: { amount: number }) => e.amount),
      ).toContain(4_880);
    } finally {
      await context.close();
      await fresh.stop();
    }
  }, 300_000);
});
