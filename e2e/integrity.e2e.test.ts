import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { socketBidder } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * The integrity desk (API.md "Integrity desk"), in the browser: buyer1 and buyer2 log in from one
 * browser (one device id) and bid on one lot. Once it closes, the admin's desk shows the shared
 * device with its bids and says that a shared IP is a flag, never proof; the owner's Authorise is
 * answered by the server's request for a reason, the owner gives one, and the reason is printed in
 * the bid-log PDF. Real server, database, Socket.IO and Chromium.
 */

const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-e2e-integrity-'));
let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const EVENT = 'Jamshedpur plate cuttings — integrity review';
const LOT = 'MS plate cuttings, 40 MT';
const START = 1_50_000;
const DEVICE = 'e2e-one-browser-0001';
const REASON = 'Group companies under one roof, each with its own GSTIN and EMD; checked by phone.';
let eventId = '';
let subEventId = '';
let adminToken = '';
let buyer1Name = '';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const api = <T>(p: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, p, body, token, method);
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

/** Logs in through the API from the browser with this device id, as the web app's login does. */
async function loginFrom(email: string) {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': DEVICE },
    body: JSON.stringify({ email, password: DEMO.password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()) as { user: { _id: string; OrganizationIndividualName?: string }; token: string };
}

async function pageAs(email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  contexts.push(context);
  await useSession(context, await apiLogin(server.url, email));
  return context.newPage();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()]);
  adminToken = (await apiLogin(server.url, DEMO.admin)).token;
  const seller = await apiLogin(server.url, DEMO.seller);
  const b1 = await loginFrom(DEMO.buyer1);
  const b2 = await loginFrom(DEMO.buyer2);
  buyer1Name = (b1.user as { OrganizationIndividualName: string }).OrganizationIndividualName;
  const event = await api<{ data: { _id: string } }>(
    'admin/createEvent',
    {
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Tata Steel Downstream',
      auctionName: EVENT,
      titleName: 'Forward e-auction of plate cuttings',
      autoExtension: '1 Minute',
      inspectionDate: '2030-01-15',
      address: 'Adityapur Industrial Area, Jamshedpur 832109',
      totalLots: 1,
      termCondition: 'Highest bid wins, subject to the owner’s award.',
      requireTransactionPassword: false,
      eventStart: inMinutes(-5),
      eventEnd: inMinutes(60),
    },
    adminToken,
  );
  eventId = event.data._id;
  const sub = await api<{ data: { _id: string } }>(
    `admin/addSubEvent/${eventId}`,
    {
      name: LOT,
      location: 'Jamshedpur',
      subEventType: 'forward',
      quantityOrTypesOfTrunk: '40',
      unit: 'MT',
      rule: 'Highest bid wins',
      serialNo: 1,
      startValue: START,
      incrementOrDecrement: 1_000,
      emdAmount: 0,
      ownerId: seller.user._id,
      eventStartsOn: inMinutes(-5),
      eventEndsOn: inMinutes(1.2),
      specification: 'As is where is',
    },
    adminToken,
  );
  subEventId = sub.data._id;
  await api(
    `admin/updateSubEvent/${eventId}/${subEventId}`,
    { registeredBuyers: [b1.user._id, b2.user._id] },
    adminToken,
    'PUT',
  );
  const one = await socketBidder(server.url, b1.token, { eventId, subEventId });
  const two = await socketBidder(server.url, b2.token, { eventId, subEventId });
  await two.bid(START);
  await one.bid(START + 3_000);
  one.socket.close();
  two.socket.close();
  type Lot = { _id: string; status: string };
  let lot: Lot | undefined;
  for (const until = Date.now() + 240_000; lot?.status !== 'closed'; ) {
    if (Date.now() > until) throw new Error(`the lot did not close: ${JSON.stringify(lot)}`);
    await new Promise((r) => setTimeout(r, 2_000));
    const res = await fetch(`${server.url}/api/seller/subEvents`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    lot = ((await res.json()) as { data: Lot[] }).data.find((l) => l._id === subEventId);
  }
}, 360_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the integrity desk and the award of a flagged lot, in the browser', () => {
  it('shows the admin, on a phone, the shared device with its bids and the shared-IP note', async () => {
    const admin = await pageAs(DEMO.admin, 360);
    await admin.goto(`${server.url}/integrity?lot=${subEventId}`);
    await admin.getByRole('heading', { level: 1, name: 'Integrity desk' }).waitFor();
    const device = admin.locator('[data-testid="integrity-flag"][data-kind="shared_device"]');
    await device.waitFor();
    await expect(device.textContent()).resolves.toContain(buyer1Name);
    await admin.getByTestId('shared-ip-note').getByText('A shared IP is a flag, never proof').waitFor();
    expect(await admin.getByTestId('integrity-bidder').count()).toBe(2);
    // Each bidder's member record (wins, payments, liftings, standing) beside it.
    await admin.getByTestId('member-record-slot').nth(1).waitFor();
    expect(await admin.getByTestId('member-record-slot').count()).toBe(2);
    // Nothing wider than the phone.
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(admin, 'integrity-desk-360');
  });

  it('the owner is asked for a reason to award it, and the reason is printed in the bid-log PDF', async () => {
    const seller = await pageAs(DEMO.seller, 1280);
    await seller.goto(`${server.url}/seller/lots`);
    await seller.getByRole('heading', { level: 1, name: 'My Lots' }).waitFor();
    const lot = seller.getByTestId('seller-lot').filter({ hasText: LOT });
    const panel = lot.getByTestId('authorise-panel');
    await panel.getByRole('button', { name: 'Authorise', exact: true }).click();
    const dialog = seller.getByRole('dialog', { name: 'Authorise the winner?' });
    const escaped = buyer1Name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const confirm = dialog.getByRole('button', { name: new RegExp(`^Authorise ${escaped} at`) });
    await confirm.click();
    await dialog
      .getByTestId('integrity-review')
      .getByText('This lot is flagged on the integrity desk')
      .waitFor();
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('textbox', { name: /Reason for awarding this flagged lot/ }).fill(REASON);
    await screenshot(seller, 'integrity-reason-1280', { fullPage: false });
    await confirm.click();
    await eventually(() => panel.getByTestId('authorization-state').textContent()).toBe('Authorised');

    const res = await fetch(`${server.url}/api/report/bidLogReport/${eventId}/${subEventId}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    const file = path.join(dataDir, 'bid-log.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Integrity review');
    expect(text).toContain('each with its own GSTIN and EMD');
  });
});
