// `npm run bench:web`: how fast the web app is on a budget phone.
//
// 1. Lighthouse (mobile profile, simulated Slow 4G and 4× CPU slowdown) on the public pages, the
//    guest's live list and a buyer's live room, driving Debian's Chromium.
// 2. The live room on a 360 px phone with Chrome's "Slow 4G" network profile and a 4× CPU
//    slowdown applied for real: the time from navigation until the first lot's Bid button can be
//    clicked, with the demo's 2 lots and with 200; and the guest's live list on that phone: its
//    first paint, its largest paint and the time until its first event can be opened.
//
// It starts the built product (`npm run build` first) on a fresh data directory with the demo
// data, prints one JSON object and exits (`npm run bench:web -- --pages home,register` for some
// pages only, `-- --rooms-only` for the room timings alone, `-- --lhr-dir DIR` to keep Lighthouse's
// reports, `-- --devtools-throttling` for Lighthouse to load the pages throttled for real and report
// what it observed instead of its simulation). A benchmark, not a test: figures go to
// bench/RESULTS.md beside the machine's load at the time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { ROOM_EVENT_DATA_ID, SHELL_DATA_ID } from '@neelami/shared/prerender';
import lighthouse from 'lighthouse';
import { type Browser, chromium as playwright } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import { createManyLotEvent } from '../../e2e/support/many-lots';
import { type RunningServer, startServer } from '../../e2e/support/server';
import { apiLogin, DEMO } from '../../e2e/support/session';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const GOALS = { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.05, tbtMs: 150 };
const ROOM_GOALS_MS = { lots2: 3_000, lots200: 5_000 };
/** Chrome DevTools' "Slow 4G" preset (the network Lighthouse's mobile profile simulates). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};

type Session = { user: unknown; token: string };

interface PageTarget {
  name: string;
  path: string;
  session?: Session;
  publicPage: boolean;
}

/** A script that puts the web app's session (sessionStorage 'user' and 'token') into a page. */
function sessionScript(session: Session | undefined): string {
  if (!session) return '';
  return `sessionStorage.setItem('user', ${JSON.stringify(JSON.stringify(session.user))});
sessionStorage.setItem('token', ${JSON.stringify(session.token)});`;
}

async function lighthouseRun(baseUrl: string, target: PageTarget) {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const page = await browser.newPage();
    const script = sessionScript(target.session);
    if (script) await page.evaluateOnNewDocument(script);
    const result = await lighthouse(
      `${baseUrl}${target.path}`,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableStorageReset: Boolean(script),
        // `--devtools-throttling`: the page loaded on the throttled link and CPU themselves (the
        // metrics observed), instead of Lighthouse's default: loaded at full speed, then simulated.
        ...(process.argv.includes('--devtools-throttling') && { throttlingMethod: 'devtools' as const }),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`lighthouse gave no result for ${target.path}`);
    const dir = reportDir();
    const slug = target.name.replace(/\W+/g, '-').replace(/-$/, '');
    if (dir) writeFileSync(path.join(dir, `${slug}.json`), JSON.stringify(result.lhr));
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id);
    const figures = {
      page: target.name,
      path: target.path,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(numeric('largest-contentful-paint')),
      tbtMs: Math.round(numeric('total-blocking-time')),
      cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
      failingAudits: failing,
      // The main thread's work of the load (simulated, as TBT is), and Lighthouse's own measure of
      // this machine's CPU (higher is quicker): the machines differ, and TBT follows them.
      mainThreadMs: Math.round(numeric('mainthread-work-breakdown')),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      // Why Lighthouse could not measure the page (its scores are then 0), e.g. NO_FCP.
      ...(result.lhr.runtimeError && { runtimeError: result.lhr.runtimeError.code }),
    };
    const met =
      figures.performance >= GOALS.performance &&
      figures.accessibility >= GOALS.accessibility &&
      figures.bestPractices >= GOALS.bestPractices &&
      (!target.publicPage || figures.seo >= GOALS.seo) &&
      figures.cls <= GOALS.cls &&
      figures.tbtMs <= GOALS.tbtMs;
    return { ...figures, met };
  } finally {
    await browser.close();
  }
}

/**
 * A page of a 360 px phone with the member's session, Chrome's "Slow 4G" and a 4× CPU slowdown;
 * `init` runs in each of its documents first.
 *
 * The session is in the tab's storage before the page is asked for, as a member's is (the login
 * stored it): written there on a page of the site that is none of the app's (robots.txt: nothing
 * of the app is loaded or cached), not by a script run in each new document. Written so, in the
 * throttled document's start, it held the page's first requests back by ~200 ms (bench/RESULTS.md).
 */
async function throttledPhone(
  browser: Browser,
  baseUrl: string,
  session: Session,
  init?: (() => void) | string,
) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/robots.txt`);
  await page.evaluate(sessionScript(session));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

/**
 * Run in the room's page: `window.neelamiBidUsableMs`, the page's time (ms from navigation) of the
 * frame that first shows a Bid button enabled, as the room renders it (a MutationObserver sees the
 * button come or become enabled; the next animation frame paints it); `window.neelamiPageScripts`,
 * the scripts its HTML names (those in the document when it has been parsed, before the app adds
 * any). A string, not a function: the script runs as written in the page.
 */
const BID_USABLE_SCRIPT = `new MutationObserver((_, observer) => {
  const usable = [...document.querySelectorAll('button[aria-label^="Bid on"]')].some(
    (b) => !b.disabled && b.getClientRects().length > 0,
  );
  if (!usable) return;
  observer.disconnect();
  requestAnimationFrame(() => { window.neelamiBidUsableMs = performance.now(); });
}).observe(document, { subtree: true, childList: true, attributes: true });
document.addEventListener('DOMContentLoaded', () => {
  window.neelamiPageScripts = [...document.querySelectorAll('link[rel="modulepreload"], script[src]')]
    .map((e) => e.href || e.src);
});`;

/**
 * Asks for `url` until its page holds `text` (20 s at most), in the encodings a browser accepts: the
 * server compresses a page it made once per encoding, at the first request for it, and keeps it.
 */
async function untilPageHas(url: string, text: string) {
  const t0 = Date.now();
  const headers = { 'accept-encoding': 'gzip, deflate, br' };
  while (!(await (await fetch(url, { headers })).text()).includes(text)) {
    if (Date.now() - t0 > 20_000) throw new Error(`${url} never held ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Navigation → the first Bid button visible and enabled, on a throttled 360 px phone; and the
 * page's first paint.
 */
async function roomReadyMs(baseUrl: string, eventId: string, session: Session, expectedLots: number) {
  // The room's page as members get it: the server renders it naming a live event at its first
  // request and keeps it (a page asked for before that render is done goes without the name).
  await untilPageHas(`${baseUrl}/auction/auctionRoom?eventId=${eventId}`, ROOM_EVENT_DATA_ID);
  const browser = await playwright.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const { page, cdp } = await throttledPhone(browser, baseUrl, session, BID_USABLE_SCRIPT);
    const t0 = Date.now();
    // In ms from navigation, from the browser's own timing: the socket's creation and opening, the
    // room's `join_auction` and its answer (with the answer's size as the page receives it). With
    // --lhr-dir, the page's CPU profile up to the usable Bid button goes there as well, and its
    // requests as a waterfall: asked for, sent (a request over HTTP/1.1 waits for one of a host's
    // six connections), headers in, done, bytes on the wire.
    const dir = reportDir();
    type Request = {
      url: string;
      askedMs: number;
      sentMs?: number;
      headersMs?: number;
      doneMs?: number;
      bytes?: number;
    };
    const requests = new Map<string, Request>();
    const socket: {
      createdMs?: number;
      openMs?: number;
      joinSentMs?: number;
      joinAnsweredMs?: number;
      joinAnswerBytes?: number;
    } = {};
    let navigationAt = 0; // the browser's monotonic seconds at the first request
    const ms = (seconds: number) => Math.round((seconds - navigationAt) * 1000);
    cdp.on('Network.requestWillBeSent', (e) => {
      navigationAt ||= e.timestamp;
      requests.set(e.requestId, { url: e.request.url.replace(baseUrl, ''), askedMs: ms(e.timestamp) });
    });
    cdp.on('Network.webSocketWillSendHandshakeRequest', (e) => {
      socket.createdMs ??= ms(e.timestamp);
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
      socket.openMs ??= ms(e.timestamp);
    });
    cdp.on('Network.webSocketFrameSent', (e) => {
      if (e.response.payloadData.startsWith('420["join_auction"')) socket.joinSentMs ??= ms(e.timestamp);
    });
    // The join's answer as a binary acknowledgement (its pictures gzip-compressed): its text part,
    // complete once its attachment (the next binary frame) has arrived.
    let binaryAnswer: number | null = null;
    cdp.on('Network.webSocketFrameReceived', (e) => {
      // Socket.IO's acknowledgement of the first emit with an ack, the room's join: "430[{…eventId…",
      // or "461-0[{…eventId…" and one binary frame.
      const data = e.response.payloadData;
      if (socket.joinAnsweredMs !== undefined) return;
      if (data.startsWith('430') && data.includes('"eventId"')) {
        socket.joinAnsweredMs = ms(e.timestamp);
        socket.joinAnswerBytes = Buffer.byteLength(data);
      } else if (data.startsWith('461-0') && data.includes('"eventId"')) {
        binaryAnswer = Buffer.byteLength(data);
      } else if (binaryAnswer !== null && e.response.opcode === 2) {
        socket.joinAnsweredMs = ms(e.timestamp);
        socket.joinAnswerBytes = binaryAnswer + Buffer.from(data, 'base64').length;
      }
    });
    if (dir) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
      // The browser's own trace of the load (open it in DevTools' Performance panel).
      await browser.startTracing(page, { path: path.join(dir, `room-${expectedLots}-lots.trace.json`) });
      cdp.on('Network.responseReceived', (e) => {
        const r = requests.get(e.requestId);
        const t = e.response.timing;
        if (!r || !t) return;
        r.sentMs = ms(t.requestTime + t.sendStart / 1000);
        r.headersMs = ms(t.requestTime + t.receiveHeadersEnd / 1000);
      });
      cdp.on('Network.loadingFinished', (e) => {
        const r = requests.get(e.requestId);
        if (r) Object.assign(r, { doneMs: ms(e.timestamp), bytes: e.encodedDataLength });
      });
    }
    await page.goto(`${baseUrl}/auction/auctionRoom?eventId=${eventId}`, { timeout: 60_000 });
    // The page marks the moment itself; the harness only looks for the mark, seldom: its own
    // checks are tasks on the page's throttled main thread (Playwright's role queries, polled every
    // 20 ms, took ~50 ms of it before the Bid button was there).
    await page.waitForFunction(() => 'neelamiBidUsableMs' in window, null, { timeout: 60_000, polling: 250 });
    const readyMs = Date.now() - t0;
    const bidUsableMs = Math.round(
      await page.evaluate(() => (window as unknown as { neelamiBidUsableMs: number }).neelamiBidUsableMs),
    );
    if (dir) {
      const { profile } = await cdp.send('Profiler.stop');
      await browser.stopTracing();
      writeFileSync(path.join(dir, `room-${expectedLots}-lots.cpuprofile`), JSON.stringify(profile));
      const waterfall = { readyMs, socket, requests: [...requests.values()] };
      writeFileSync(
        path.join(dir, `room-${expectedLots}-lots.requests.json`),
        JSON.stringify(waterfall, null, 1),
      );
    }
    // The rows after the first screenful are rendered a few at a time: the time until all are there.
    const rows = page.locator('[data-testid="sub-event-row"]');
    while ((await rows.count()) < expectedLots) await page.waitForTimeout(100);
    const allRowsMs = Date.now() - t0;
    const lots = await rows.count();
    // The room's first paint (its page carries the room as it opens: title, badge, the lots' place).
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    // When the last of the scripts the page names in its HTML had arrived (Resource Timing, the
    // page's time): what is after it is the CPU's (the code's evaluation, React's render), what is
    // before it mostly the link's.
    const codeInMs = await page.evaluate(() => {
      const named = new Set((window as unknown as { neelamiPageScripts: string[] }).neelamiPageScripts);
      return Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => named.has(e.name))
          .map((e) => (e as PerformanceResourceTiming).responseEnd),
      );
    });
    return {
      // From navigation to the frame that shows the Bid button enabled, in the page's own time.
      ms: bidUsableMs,
      codeInMs: Math.round(codeInMs),
      // The same seen from here: from before the navigation until the harness, looking every
      // 250 ms, saw the page's mark.
      harnessMs: readyMs,
      firstPaintMs: fcp === null ? null : Math.round(fcp),
      socket,
      allRowsMs,
      lots,
      expectedLots,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The guest's live list on the same throttled 360 px phone: when the screen first paints (the
 * browser's first contentful paint), when its largest text or picture is painted (largest
 * contentful paint, as the browser reports it once the list is shown), when the list's first event
 * is shown (its Auctions button visible) and when the app has taken the page over (a tap before
 * then is kept and acted on at that moment), all from navigation.
 */
async function liveListMs(baseUrl: string, session: Session) {
  const browser = await playwright.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  try {
    const { page } = await throttledPhone(browser, baseUrl, session, () => {
      const w = window as unknown as { lcpMs?: number; tookOverMs?: number };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.lcpMs = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      // The app marks the moment its first render replaced the page's (main.tsx, lib/early-form.ts).
      const tookOver: { value?: boolean } = {};
      Object.defineProperty(window, 'neelamiTookOver', {
        get() {
          return tookOver.value;
        },
        set(v: boolean) {
          tookOver.value = v;
          w.tookOverMs ??= performance.now();
        },
      });
    });
    // Not waiting for the load event: the list is timed from when it is on screen.
    await page.goto(`${baseUrl}/auction/liveAuctions`, { timeout: 60_000, waitUntil: 'commit' });
    await page
      .getByRole('button', { name: /^Auctions: / })
      .first()
      .waitFor({ timeout: 60_000 });
    const listInPageMs = await page.evaluate(() => performance.now());
    // On screen once painted: the buttons may be in the page before its first paint.
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    const fcpMs = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    const listShownMs = Math.max(listInPageMs, fcpMs ?? 0);
    // The list may come in the page itself (the server renders it), before the app can act on a tap.
    await page.waitForFunction(
      () => (window as unknown as { tookOverMs?: number }).tookOverMs !== undefined,
      null,
      {
        timeout: 60_000,
      },
    );
    await page
      .getByRole('button', { name: /^Auctions: / })
      .first()
      .waitFor({ timeout: 60_000 });
    const { lcpMs, tookOverMs } = await page.evaluate(() => {
      const w = window as unknown as { lcpMs?: number; tookOverMs?: number };
      return { lcpMs: w.lcpMs, tookOverMs: w.tookOverMs };
    });
    const round = (n: number | null | undefined) => (n == null ? null : Math.round(n));
    return {
      fcpMs: round(fcpMs),
      lcpMs: round(lcpMs),
      listShownMs: round(listShownMs),
      appTookOverMs: round(tookOverMs),
    };
  } finally {
    await browser.close();
  }
}

/**
 * The server renders a member list into its page when the list has changed and keeps that page for
 * every member after; a page waits for that render a quarter of a second at most. Timed from here
 * (unthrottled): the first page after a change (the bench's new event), and then the pages until
 * one carries the list (at most 20 s), with how long the render took to come. The pages measured
 * after it are the kept one, as members get it.
 */
async function listPageMs(baseUrl: string) {
  const t0 = performance.now();
  const timed = async () => {
    const t = performance.now();
    const html = await (await fetch(`${baseUrl}/auction/liveAuctions`)).text();
    return { ms: Math.round(performance.now() - t), withList: html.includes(SHELL_DATA_ID) };
  };
  const afterChange = await timed();
  let page = afterChange;
  while (!page.withList && performance.now() - t0 < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    page = await timed();
  }
  return {
    afterChange,
    listInPageAfterMs: page.withList ? Math.round(performance.now() - t0) : null,
    kept: await timed(),
  };
}

/** An event of `lots` live forward lots with buyer1 assigned and the terms accepted. */
function bigEvent(server: RunningServer, lots: number, buyer: Session & { user: { _id: string } }) {
  return createManyLotEvent(server.url, { lots, auctionName: `Plant dismantling — ${lots} lots`, buyer });
}

/** `--lhr-dir DIR`: Lighthouse's whole report of each page goes there as JSON (diagnostics, waterfall). */
function reportDir(): string | null {
  const i = process.argv.indexOf('--lhr-dir');
  const dir = i > 0 ? process.argv[i + 1] : undefined;
  if (!dir) return null;
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** `--pages home,register`: only those Lighthouse pages (first word of their name), no room timing. */
function onlyPages(): string[] | null {
  const i = process.argv.indexOf('--pages');
  return i > 0 ? (process.argv[i + 1] ?? '').split(',') : null;
}

async function main() {
  const only = onlyPages();
  const loadBefore = loadavg();
  const server = await startServer();
  try {
    const buyer = await apiLogin(server.url, DEMO.buyer1);
    const guest = await apiLogin(server.url, DEMO.guest);
    const small = await bigEvent(server, 2, buyer);
    const listPage = await listPageMs(server.url);
    const targets: PageTarget[] = [
      { name: 'home', path: '/home', publicPage: true },
      { name: 'login', path: '/login', publicPage: true },
      { name: 'register', path: '/register', publicPage: true },
      { name: 'live list (guest)', path: '/auction/liveAuctions', session: guest, publicPage: false },
      {
        name: 'live room (buyer, 2 lots)',
        path: `/auction/auctionRoom?eventId=${small}`,
        session: buyer,
        publicPage: false,
      },
    ];
    await untilPageHas(`${server.url}/auction/auctionRoom?eventId=${small}`, ROOM_EVENT_DATA_ID);
    const pages = [];
    const roomsOnly = process.argv.includes('--rooms-only');
    for (const target of targets.filter(
      (t) => !roomsOnly && (!only || only.includes(t.name.split(' ')[0])),
    )) {
      pages.push(await lighthouseRun(server.url, target));
    }
    const list = only ? null : await liveListMs(server.url, guest);
    const room2 = only ? null : await roomReadyMs(server.url, small, buyer, 2);
    const room200 = only
      ? null
      : await roomReadyMs(server.url, await bigEvent(server, 200, buyer), buyer, 200);
    const result = {
      bench: 'web',
      date: new Date().toISOString(),
      machine: { cpus: cpus().length, loadavgBefore: loadBefore, loadavgAfter: loadavg() },
      goals: { lighthouse: GOALS, roomReadyMs: ROOM_GOALS_MS },
      lighthouse: pages,
      liveListPageMs: listPage,
      liveListSlow4G360px: list,
      liveRoomSlow4G360px: {
        lots2: room2 && { ...room2, met: room2.ms <= ROOM_GOALS_MS.lots2 },
        lots200: room200 && { ...room200, met: room200.ms <= ROOM_GOALS_MS.lots200 },
      },
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
