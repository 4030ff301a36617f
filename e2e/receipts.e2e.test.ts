import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { adminSocket, eventually, openRoomAs, roomReady, roomRow } from './support/room';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO } from './support/session';

/**
 * API.md "Bid receipts": a bidder bids in the live room, the lot closes, the bidder downloads its
 * receipts from the room and checks them on /verify against the lot's public chain, in the
 * browser: included, and the log intact up to its head. A receipt changed in the file fails.
 * Real server, sockets, database and browser.
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
const sockets: Socket[] = [];
const LOT = 'Receipts lot — HMS 1 bundles';

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

/** An open event with one lot (₹1,00,000, step ₹1,000) that both demo buyers may bid on. */
async function lotForBuyers() {
  const [admin, buyer1, buyer2] = await Promise.all(
    [DEMO.admin, DEMO.buyer1, DEMO.buyer2].map((e) => apiLogin(server.url, e)),
  );
  const at = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const event = await apiCall<{ data: { _id: string } }>(
    server.url,
    'admin/createEvent',
    {
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Jamshedpur Steel Works',
      auctionName: 'Jamshedpur Receipts Sale',
      titleName: 'Forward e-auction of HMS scrap',
      autoExtension: '1 Minute',
      inspectionDate: '2030-01-15',
      address: 'Adityapur Industrial Area, Jamshedpur',
      totalLots: 1,
      termCondition: 'Bids cannot be withdrawn.',
      requireTransactionPassword: false,
      eventStart: at(-5),
      eventEnd: at(180),
    },
    admin.token,
  );
  const eventId = event.data._id;
  const sub = await apiCall<{ data: { _id: string } }>(
    server.url,
    `admin/addSubEvent/${eventId}`,
    {
      name: LOT,
      location: 'Jamshedpur',
      subEventType: 'forward',
      quantityOrTypesOfTrunk: '40',
      unit: 'MT',
      rule: 'Highest bid',
      serialNo: 1,
      startValue: 100_000,
      incrementOrDecrement: 1_000,
      eventStartsOn: at(-5),
      eventEndsOn: at(120),
      specification: 'As is where is',
    },
    admin.token,
  );
  await apiCall(
    server.url,
    `admin/updateSubEvent/${eventId}/${sub.data._id}`,
    { registeredBuyers: [buyer1.user._id, buyer2.user._id] },
    admin.token,
    'PUT',
  );
  await apiCall(server.url, 'general/termAccept', { eventId }, buyer2.token);
  return { eventId, subEventId: sub.data._id, buyer2 };
}

async function rivalAutoBid(token: string, eventId: string, subEventId: string, ceiling: number) {
  const socket = io(server.url, { auth: { token }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  await socket.timeout(10_000).emitWithAck('join_auction', { eventId });
  const a = await socket
    .timeout(10_000)
    .emitWithAck('place_autobid', { eventId, subEventId, amount: ceiling });
  expect(a.success, JSON.stringify(a)).toBe(true);
}

describe('bid receipts', () => {
  it('a bidder downloads its receipts from the room after the close and verifies them on /verify', async () => {
    const { eventId, subEventId, buyer2 } = await lotForBuyers();
    // A rival's auto bid answers each of buyer 1's bids, so the lot's chain holds both bidders' bids.
    await rivalAutoBid(buyer2.token, eventId, subEventId, 150_000);

    const b1 = await openRoomAs(browser, server.url, DEMO.buyer1, eventId, { contexts });
    await roomReady(b1, LOT);
    const row = roomRow(b1.page, LOT);
    for (const amount of ['101000', '103000']) {
      await eventually(() => row.getByTestId('bid-amount').inputValue()).toBe(amount);
      await row.getByRole('button', { name: /^Bid on/ }).click();
      await eventually(async () => (await row.getByTestId('row-message').innerText()).trim()).toMatch(
        /Placed/,
      );
    }

    // The admin closes the lot in a few seconds; the room says it is over and offers the receipts.
    const admin = await adminSocket(server.url, eventId);
    sockets.push(admin);
    const closing = await admin.timeout(10_000).emitWithAck('extend_event_time', {
      eventId,
      subEventId,
      BidEndTime: new Date(Date.now() + 3_000).toISOString(),
    });
    expect(closing.success, JSON.stringify(closing)).toBe(true);
    await row.getByTestId('auction-over').waitFor({ timeout: 30_000 });
    const [download] = await Promise.all([
      b1.page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download my receipts' }).click(),
    ]);
    const dir = mkdtempSync(path.join(tmpdir(), 'receipts-'));
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      subEventId: string;
      receipts: { digest: string }[];
    };
    expect(saved.subEventId).toBe(subEventId);
    expect(saved.receipts).toHaveLength(2);
    await screenshot(b1.page, 'receipts-room-over');

    // /verify checks the file against the lot's public chain, in the browser.
    await b1.page.goto(`${server.url}/verify`);
    await b1.page.getByRole('heading', { level: 1, name: 'Verify bid receipts' }).waitFor();
    await b1.page.setInputFiles('#receipts-file', file);
    await eventually(() => b1.page.getByLabel('Lot', { exact: true }).inputValue()).toBe(subEventId);
    await b1.page.getByRole('button', { name: 'Verify', exact: true }).click();
    const result = b1.page.getByTestId('verify-result');
    await result.waitFor();
    expect(await result.innerText()).toContain(
      'All 2 receipts: included, and the log is intact up to its head.',
    );
    expect(await result.locator('[data-result="included"]').count()).toBe(2);
    await screenshot(b1.page, 'receipts-verify-included');

    // A receipt whose digest was changed in the file fails with its reason.
    const first = saved.receipts[0];
    first.digest = first.digest.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const altered = path.join(dir, 'altered.json');
    writeFileSync(altered, JSON.stringify(saved));
    await b1.page.setInputFiles('#receipts-file', altered);
    await b1.page.getByRole('button', { name: 'Verify', exact: true }).click();
    await result.waitFor();
    expect(await result.innerText()).toContain('1 of 2 receipts failed.');
    expect(await result.locator('[data-result="altered"]').innerText()).toContain(
      "This receipt does not match the lot's chain",
    );
  }, 180_000);
});
