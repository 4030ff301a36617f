import { readFile, stat } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { apiLogin, DEMO, useSession } from './support/session';

/**
 * Reports (SPEC §2, §7 "Reports"), the browser test: two demo buyers bid on the demo live
 * forward lot through the real Socket.IO protocol, then the admin opens each of
 * the five report screens, submits, sees the loading overlay and the table, and
 * downloads the PDF and the Excel file. Nothing is mocked except a delay (so the
 * overlay can be seen) and one refused download (so its message can be seen).
 */

// The demo seed's live forward event (apps/server/src/modules/events/seed-demo-events.ts).
const EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0001';
const EVENT_NAME = 'Haryana Forgings Scrap Sale';
const HMS = 'HMS 1&2 (80:20) melting scrap';

let server: RunningServer;
let browser: Browser;
let admin: Awaited<ReturnType<typeof apiLogin>>;
const contexts: BrowserContext[] = [];
const bids: number[] = [];

async function post(path: string, body: unknown, token: string) {
  const res = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** A buyer in the live room over Socket.IO, as the web app's live room talks to the server. */
async function buyer(email: string): Promise<{ socket: Socket; token: string; name: string }> {
  const login = await apiLogin(server.url, email);
  await post('general/termAccept', { eventId: EVENT_ID }, login.token);
  const socket = io(server.url, { auth: { token: login.token }, transports: ['websocket'] });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const joined = await socket
    .timeout(10_000)
    .emitWithAck('join_auction', { eventId: EVENT_ID, token: login.token });
  if (!joined.success) throw new Error(`join_auction: ${JSON.stringify(joined)}`);
  return {
    socket,
    token: login.token,
    name: (login.user as { OrganizationIndividualName?: string }).OrganizationIndividualName ?? email,
  };
}

async function bid(b: { socket: Socket; token: string }, subEventId: string, amount: number) {
  const answer = await b.socket.timeout(10_000).emitWithAck('place_bid', {
    eventId: EVENT_ID,
    subEventId,
    token: b.token,
    amount,
    clientBidId: `e2e-${amount}`,
  });
  if (!answer.success) throw new Error(`place_bid ${amount}: ${JSON.stringify(answer)}`);
  bids.push(amount);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  admin = await apiLogin(server.url, DEMO.admin);
  const events = (await (
    await fetch(`${server.url}/api/report/events`, { headers: { authorization: `Bearer ${admin.token}` } })
  ).json()) as { data: { _id: string; subEvent: { _id: string; name: string }[] }[] };
  const hms = events.data.find((e) => e._id === EVENT_ID)?.subEvent.find((s) => s.name === HMS);
  if (!hms) throw new Error('the demo live lot is missing');
  const b1 = await buyer(DEMO.buyer1);
  const b2 = await buyer(DEMO.buyer2);
  // ₹32,000 start, ₹100 step (the demo lot).
  await bid(b1, hms._id, 32_000);
  await bid(b2, hms._id, 32_100);
  await bid(b1, hms._id, 32_200);
  b1.socket.close();
  b2.socket.close();
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

async function adminPage(theme: 'light' | 'dark' = 'light', width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  await useSession(context, admin, theme);
  return context.newPage();
}

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Opens a report screen, chooses the event (and a sub-event), submits and waits for the table. */
async function runReport(page: Page, path: string, title: string, subEvent?: RegExp) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await choose(page, 'Event', EVENT_NAME);
  if (subEvent) await choose(page, 'Sub-event', subEvent);
  // Hold the report's answer a moment so that the loading overlay can be seen.
  await page.route(/\/api\/report\/(getReportData|genTermReport)/, async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByTestId('report-loading').waitFor({ state: 'visible' });
  await page.getByRole('table', { name: title }).waitFor();
  await page.getByTestId('report-loading').waitFor({ state: 'hidden' });
  await page.unroute(/\/api\/report\/(getReportData|genTermReport)/);
}

/** Clicks a download button and returns the saved file's name, size and first bytes. */
async function download(page: Page, button: 'Download PDF' | 'Export Excel') {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  const size = (await stat(path)).size;
  const head = (await readFile(path)).subarray(0, 4).toString('latin1');
  return { name: file.suggestedFilename(), size, head };
}

const cellsOf = async (page: Page, title: string) =>
  page.getByRole('table', { name: title }).locator('tbody tr').allInnerTexts();

describe('report screens', () => {
  it('bid log: the three bids in order, verified chain, PDF and Excel downloads', async () => {
    const page = await adminPage();
    await runReport(page, '/reports/bidLogReport', 'Bid Log Report', /HMS 1&2/);
    await page.getByText('Bid log integrity: verified — 3 bids').waitFor();
    const rows = await cellsOf(page, 'Bid Log Report');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('Gobind Steel Traders');
    expect(rows[0]).toContain('₹32,000.00');
    expect(rows[1]).toContain('Shree Metal Recyclers');
    expect(rows[2]).toContain('₹32,200.00');
    for (const r of rows) expect(r).toContain('Verified');
    await screenshot(page, 'reports-bid-log-light');
    const pdf = await download(page, 'Download PDF');
    expect(pdf).toMatchObject({ name: 'BidLogReport.pdf', head: '%PDF' });
    expect(pdf.size).toBeGreaterThan(5_000);
    const xlsx = await download(page, 'Export Excel');
    expect(xlsx).toMatchObject({ name: 'BidLogReport.xlsx', head: 'PK\u0003\u0004' });
    expect(xlsx.size).toBeGreaterThan(3_000);
  });

  it('rank-wise: H1 is the highest bidder; the table sorts by amount', async () => {
    const page = await adminPage();
    await runReport(page, '/reports/rankWiseReport', 'Rank Wise Report', /HMS 1&2/);
    const rows = await cellsOf(page, 'Rank Wise Report');
    expect(rows[0]).toMatch(/H1\s+Gobind Steel Traders[\s\S]*₹32,200\.00/);
    expect(rows[1]).toMatch(/H2\s+Shree Metal Recyclers[\s\S]*₹32,100\.00/);
    const sort = page.getByRole('button', { name: 'Sort by Best Bid (₹)' });
    await sort.click();
    expect((await cellsOf(page, 'Rank Wise Report'))[0]).toContain('Shree Metal Recyclers');
    await sort.click();
    expect((await cellsOf(page, 'Rank Wise Report'))[0]).toContain('Gobind Steel Traders');
    const pdf = await download(page, 'Download PDF');
    expect(pdf).toMatchObject({ name: 'RankWiseReport.pdf', head: '%PDF' });
    const xlsx = await download(page, 'Export Excel');
    expect(xlsx).toMatchObject({ name: 'RankWiseReport.xlsx', head: 'PK\u0003\u0004' });
    expect(pdf.size).toBeGreaterThan(5_000);
    expect(xlsx.size).toBeGreaterThan(3_000);
  });

  it('rank: the leader of the open lot, the seller’s decision pending, for the whole event', async () => {
    const page = await adminPage();
    await runReport(page, '/reports/rankReport', 'Rank Report');
    const rows = await cellsOf(page, 'Rank Report');
    const leader = rows.find((r) => r.includes('Leading (not closed)'));
    expect(leader).toContain('Gobind Steel Traders');
    expect(leader).toContain('Pending');
    expect(rows.some((r) => r.includes('No bids'))).toBe(true);
    await screenshot(page, 'reports-rank-light');
    const pdf = await download(page, 'Download PDF');
    expect(pdf).toMatchObject({ name: 'RankReport.pdf', head: '%PDF' });
    const xlsx = await download(page, 'Export Excel');
    expect(xlsx).toMatchObject({ name: 'RankReport.xlsx', head: 'PK\u0003\u0004' });
  });

  it('term: the buyers who accepted the terms', async () => {
    const page = await adminPage('dark');
    await runReport(page, '/reports/termReport', 'Term Report');
    const rows = await cellsOf(page, 'Term Report');
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain('buyer1@example.com');
    expect(rows.join('\n')).toContain('buyer2@example.com');
    await screenshot(page, 'reports-term-dark');
    const pdf = await download(page, 'Download PDF');
    expect(pdf).toMatchObject({ name: 'TermReport.pdf', head: '%PDF' });
    const xlsx = await download(page, 'Export Excel');
    expect(xlsx).toMatchObject({ name: 'TermReport.xlsx', head: 'PK\u0003\u0004' });
    expect(xlsx.size).toBeGreaterThan(3_000);
  });

  it('active participants: the assigned users, who bid and who did not, on a 360 px screen', async () => {
    const page = await adminPage('light', 360);
    await runReport(page, '/reports/activePartiReport', 'Active Participants Report', /HMS 1&2/);
    const rows = await cellsOf(page, 'Active Participants Report');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const gobind = rows.find((r) => r.includes('Gobind Steel Traders'));
    expect(gobind).toMatch(/Buyer/);
    expect(rows.some((r) => r.includes('Delhi Procurement Office'))).toBe(true);
    await screenshot(page, 'reports-active-360');
    const pdf = await download(page, 'Download PDF');
    expect(pdf).toMatchObject({ name: 'ActiveParticipantsReport.pdf', head: '%PDF' });
    const xlsx = await download(page, 'Export Excel');
    expect(xlsx).toMatchObject({ name: 'ActiveParticipantsReport.xlsx', head: 'PK\u0003\u0004' });
  });

  it('shows a message when a download fails, and an empty table says so', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/reports/bidLogReport`);
    await choose(page, 'Event', EVENT_NAME);
    await choose(page, 'Sub-event', /Copper cable scrap/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('No records found.').waitFor();
    await page.getByText('Bid log integrity: verified — 0 bids').waitFor();
    await page.route(/\/api\/report\/bidLogReport\//, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'The report service is busy.' }),
      }),
    );
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Download failed' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('The report service is busy.');
    await screenshot(page, 'reports-download-failed');
  });

  it('asks for an event before submitting', async () => {
    const page = await adminPage();
    await page.goto(`${server.url}/reports/rankReport`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please select an event').waitFor();
    expect(bids).toEqual([32_000, 32_100, 32_200]);
  });
});
