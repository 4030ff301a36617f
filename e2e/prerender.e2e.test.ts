import { createHash } from 'node:crypto';
import {
  FIRST_PAINT_SCRIPT,
  ROOM_EVENT_DATA_ID,
  SHELL_DATA_ID,
  SHELL_PATHS,
  SHELL_SCRIPT,
  type ShellListPath,
} from '@neelami/shared/prerender';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { createManyLotEvent } from './support/many-lots';
import { type RunningServer, startServer } from './support/server';
import { apiLogin, DEMO, useSession } from './support/session';

// /login and /register come with their first render as HTML (@neelami/shared/prerender): painted
// before any JavaScript, taken over by React (hydrated) for an English-speaking guest in the light
// theme, rendered afresh for anyone else. The member lists (SHELL_PATHS) come with their first
// render before any data in English and Hindi, which the app renders over.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SCREENS = [
  { path: '/login', heading: 'Login', heading_hi: 'लॉग इन' },
  { path: '/register', heading: 'Registration', heading_hi: null },
] as const;

/** The page's errors: console errors and uncaught exceptions (React's hydration errors are either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/** Keeps the prerendered form element as soon as the parser makes it, to tell hydration from a new render. */
async function rememberFirstForm(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { firstForm?: Element };
    new MutationObserver((_, observer) => {
      const form = document.querySelector('#root form');
      if (form) {
        w.firstForm = form;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Whether the form on screen is the one the page arrived with (React hydrated it, not replaced it). */
const keptFirstForm = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { firstForm?: Element };
    return w.firstForm !== undefined && w.firstForm === document.querySelector('#root form');
  });

/** Whether React has taken over the form on screen (its handlers are on the element). */
const formIsReacts = (page: Page) =>
  page.evaluate(() => {
    const form = document.querySelector('#root form');
    return form !== null && Object.keys(form).some((k) => k.startsWith('__reactProps$'));
  });

/**
 * The theme switch answers a click once React has taken the page over (a click before that does
 * nothing, so it is clicked until it answers), then is switched back.
 */
async function waitForReact(page: Page) {
  const toggle = page.getByTestId('theme-toggle');
  const before = await toggle.getAttribute('data-scheme');
  await expect
    .poll(
      async () => {
        await toggle.click();
        return toggle.getAttribute('data-scheme');
      },
      { timeout: 20_000, interval: 250 },
    )
    .not.toBe(before);
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('data-scheme'), { timeout: 5_000 }).toBe(before);
}

/**
 * What the live room's page records of itself (the room test's init script): frames with and
 * without the event's line once it was shown, the largest paints (time, whether the line) and when
 * the app's first render was committed.
 */
type RoomPaints = {
  framesWith: number;
  framesWithout: number;
  largest: { at: number; line: boolean }[];
  tookOverAt?: number;
};

/**
 * Holds every script of the app on its way to `target` (a page or all of a context's pages) until
 * `release()`: the page is seen, or used, before any of the app's code has run, however slow the
 * machine.
 */
async function holdScripts(target: Page | BrowserContext): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

describe('prerendered public screens', () => {
  it('send their form as HTML, the preload links and a CSP that allows only the inline script by hash', async () => {
    const hash = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;
    for (const { path, heading } of SCREENS) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(root, path).toContain('<form');
      expect(root, path).toContain(`>${heading}</h1>`);
      expect(html, path).toContain('<link rel="modulepreload"');
      expect(html, path).toContain(`<script>${FIRST_PAINT_SCRIPT}</script>`);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).toContain(hash);
      expect(scriptSrc, path).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
    // Other pages are unchanged: the app's empty root, no inline script.
    for (const path of ['/no/such/page', '/forgotPassword']) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(FIRST_PAINT_SCRIPT);
    }
  });

  it('are hydrated for an English guest without any error in the console', async () => {
    const context = await browser.newContext();
    await rememberFirstForm(context);
    for (const { path, heading } of SCREENS) {
      const page = await context.newPage();
      const errors = collectErrors(page);
      await page.goto(`${server.url}${path}`);
      // The screen is taken over first (a click on the theme switch while it is being taken over
      // would make React render it afresh).
      await expect.poll(() => formIsReacts(page), { timeout: 20_000 }).toBe(true);
      expect(await keptFirstForm(page), path).toBe(true);
      await waitForReact(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
      // Idle: the lazy parts (below the fold, fonts) are in and nothing more is logged.
      await page.waitForLoadState('networkidle');
      expect(errors, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('are rendered afresh in the dark theme when the tab chose it, the markup never shown', async () => {
    const context = await browser.newContext();
    await rememberFirstForm(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The tab chose the dark theme (kept in the tab's session storage) on an earlier visit.
    await page.goto(`${server.url}/login`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => sessionStorage.setItem('neelami-color-scheme', 'dark'));
    // The app's code is held until the page has been seen before it has run (a fixed delay raced
    // the checks on a loaded machine).
    const held = await holdScripts(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
    // The theme is on the page before any of the app's JavaScript has run; the markup is hidden.
    expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    held.release();
    // The app's code loads once released; on a loaded machine that takes more than a second.
    await expect
      .poll(() => page.getByTestId('theme-toggle').getAttribute('data-scheme'), { timeout: 20_000 })
      .toBe('dark');
    await expect
      .poll(() => page.locator('#root').evaluate((el) => getComputedStyle(el).visibility), {
        timeout: 20_000,
      })
      .toBe('visible');
    await waitForReact(page);
    expect(await keptFirstForm(page)).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('are rendered in Hindi for a visitor who chose it, the English markup never shown', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('language', 'hi'));
    await rememberFirstForm(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const held = await holdScripts(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    held.release();
    await page.getByRole('heading', { level: 1, name: SCREENS[0].heading_hi }).waitFor();
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    expect(await keptFirstForm(page)).toBe(false);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never send a password in the address when Enter is pressed before the app has run', async () => {
    const context = await browser.newContext();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="email"]').fill('buyer1@example.com');
    await page.locator('input[name="password"]').fill('Secret@123');
    await page.locator('input[name="password"]').press('Enter');
    await page.waitForTimeout(500);
    expect(page.url()).toBe(`${server.url}/login`);
    await context.close();
  });

  it('keep what was typed and sent before the app had run, and log in with it', async () => {
    const context = await browser.newContext();
    // The app's code waits until the form is filled in and sent.
    const held = await holdScripts(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'domcontentloaded' });
    await page.locator('input[name="email"]').fill(DEMO.buyer1);
    await page.locator('input[name="password"]').fill(DEMO.password);
    await page.getByRole('button', { name: 'Login' }).click();
    expect(page.url()).toBe(`${server.url}/login`);
    held.release();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keep no form once the app has taken over: a form sent on one screen is not sent on the next', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectErrors(page);
    let logins = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/auth/login')) logins += 1;
    });
    await page.goto(`${server.url}/register`);
    await waitForReact(page);
    // The registration form, sent half filled in: it stays, showing what is missing.
    await page.locator('#root form input[name="email"]').fill(DEMO.buyer1);
    await page.locator('#root form input[name="password"]').fill(DEMO.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.locator('[aria-invalid="true"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // On to the login screen in the app: its form starts empty and is not sent by itself.
    await page.getByRole('link', { name: 'Log in' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForTimeout(1000);
    expect(await page.locator('#root form input[name="email"]').inputValue()).toBe('');
    expect(await page.locator('#root form input[name="password"]').inputValue()).toBe('');
    expect(logins).toBe(0);
    expect(await page.locator('[aria-invalid="true"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('send a logged-in member on to the start page', async () => {
    const context = await browser.newContext();
    await useSession(context, await apiLogin(server.url, DEMO.buyer1));
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/login`);
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => page.locator('#root').evaluate((el) => getComputedStyle(el).visibility))
      .toBe('visible');
    expect(await page.locator('#root form').count()).toBe(0);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await context.close();
  });
});

const LIST_HEADINGS: Record<(typeof SHELL_PATHS)[number], { en: string; hi: string }> = {
  '/auction/liveAuctions': { en: 'Live Auctions', hi: 'लाइव नीलामियाँ' },
  '/auction/upcomingAuctions': { en: 'Upcoming Auctions', hi: 'आने वाली नीलामियाँ' },
  '/auction/pastAuctions': { en: 'Past Auctions', hi: 'पिछली नीलामियाँ' },
  '/auction/auctionRoom': { en: 'Live Auctions', hi: 'लाइव नीलामियाँ' },
};

/**
 * Waits until the server's page of a member list carries its list: the server renders it in a thread
 * that starts at the first page after a change, and a page does not wait long for that render.
 */
async function untilListRendered(path: ShellListPath) {
  await expect
    .poll(async () => (await (await fetch(`${server.url}${path}`)).text()).includes(SHELL_DATA_ID), {
      timeout: 20_000,
    })
    .toBe(true);
}

/** Adds up the layout shifts of every page of `context` from its start (read with layoutShift). */
const observeLayoutShift = (context: BrowserContext) =>
  context.addInitScript(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shift: number }).shift);

/** The headings a person sees (in the copy shown, not in the hidden one). */
const visibleHeadings = (page: Page) => page.locator('#root h1:visible').allInnerTexts();

describe("member lists' first render", () => {
  it('comes as HTML in both languages, with the entry script held in a template and its CSP hash', async () => {
    const hash = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`;
    for (const path of SHELL_PATHS) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<script>${SHELL_SCRIPT}</script>`);
      const en = /<div data-shell="en">([\s\S]*?)<\/div><div data-shell="hi"/.exec(html)?.[1] ?? '';
      const hi = /<div data-shell="hi" lang="hi-IN">([\s\S]*)<\/div><\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
      expect(en, path).toContain(`>${LIST_HEADINGS[path].en}</h1>`);
      expect(hi, path).toContain(`>${LIST_HEADINGS[path].hi}</h1>`);
      // The role's menus and the member's name are not in it: it is the same page for every member.
      expect(en, path).not.toMatch(/Logout|Delhi Procurement|Admin/);
      // The entry script runs from the template once the page has painted, and every page paints
      // with the main styles in the page (no round trip for them). The room's code is preloaded
      // from the start at low priority, and its early start (its socket and join) is a script of
      // its own; a list's page is the list itself, its code in the template too, so the paint
      // never shares the link with it.
      const template = /<template id="neelami-app-code">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
      expect(template, path).toMatch(/<script type="module"[^>]*><\/script>$/);
      const outside = html.replace(template, '');
      const outsideScripts = outside.match(/<script type="module"[^>]*>/g) ?? [];
      if (path === '/auction/auctionRoom') {
        expect(outsideScripts, path).toEqual([
          expect.stringMatching(
            /^<script type="module" async crossorigin data-room-start src="\/assets\/room-boot-[\w-]+\.js">$/,
          ),
        ]);
        expect(template, path).not.toContain('modulepreload');
        expect(outside, path).toContain('<link fetchpriority="low" rel="modulepreload"');
      } else {
        expect(outsideScripts, path).toEqual([]);
        expect(template, path).toMatch(/^(<link rel="modulepreload"[^>]*>)+<script/);
        expect(outside, path).not.toContain('modulepreload');
      }
      expect(html, path).toMatch(/<style data-main-styles>[^<]{1000,}<\/style>/);
      // The screen's own styles in the page too, each file's link beside them disabled (never
      // fetched); nothing fetched before the paint but the room's early start.
      const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
      expect(links.length, path).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, path).toMatch(/ disabled>$/);
        expect(html, path).toMatch(new RegExp(`<style>[^<]{100,}</style>${link}`));
      }
      expect(html, path).not.toContain('as="style"');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(/script-src ([^;]*)/.exec(csp)?.[1] ?? '', path).toContain(hash);
    }
  });

  it('is painted before the app has run, in the language and theme the member chose', async () => {
    const buyer = await apiLogin(server.url, DEMO.buyer1);
    const live = (await (await fetch(`${server.url}/api/general/getTodaysAuctions`)).json()) as {
      data: { auctionName: string }[];
    };
    expect(live.data.length).toBeGreaterThan(0);
    await untilListRendered('/auction/liveAuctions');
    const cases = [
      { language: 'en', theme: 'light' },
      { language: 'hi', theme: 'dark' },
    ] as const;
    for (const { language, theme } of cases) {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
      await useSession(context, buyer, theme);
      await context.addInitScript((l) => localStorage.setItem('language', l), language);
      // No JavaScript of the app at all: what is on screen is the page's own HTML.
      await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
      const page = await context.newPage();
      for (const path of SHELL_PATHS) {
        await page.goto(`${server.url}${path}`);
        expect(await visibleHeadings(page), `${path} ${language}`).toEqual([LIST_HEADINGS[path][language]]);
        expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe(theme);
        expect(await page.locator('html').getAttribute('lang')).toBe(language === 'hi' ? 'hi-IN' : 'en-IN');
        expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
      }
      // The server renders the live list with its events: on a phone, one card per event.
      await page.goto(`${server.url}/auction/liveAuctions`);
      const names = live.data.map((e) => e.auctionName);
      for (const name of names) {
        expect(await page.getByText(name, { exact: true }).filter({ visible: true }).count(), name).toBe(1);
      }
      // Each with its Auctions button (in the copy of the member's language only).
      expect(await page.locator('#root [data-auctions-event]:visible').count()).toBe(names.length);
      await context.close();
    }
  });

  it("asks for the app's code only once the page is on screen (its first contentful paint)", async () => {
    await untilListRendered('/auction/liveAuctions');
    // A member's list page, and the public pages an English guest's app takes over (their code is
    // held in the template too).
    const cases = [
      { member: true, paths: ['/auction/liveAuctions', '/auction/liveAuctions'] },
      { member: false, paths: ['/login', '/register'] },
    ];
    for (const { member, paths } of cases) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      if (member) await useSession(context, await apiLogin(server.url, DEMO.guest));
      const page = await context.newPage();
      const errors = collectErrors(page);
      for (const path of paths) {
        await page.goto(`${server.url}${path}`);
        await page.waitForFunction(
          () => (window as unknown as { neelamiTookOver?: boolean }).neelamiTookOver === true,
        );
        const times = await page.evaluate(() => ({
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          code: performance
            .getEntriesByType('resource')
            .find((e) => /\/assets\/index-[^/]*\.js$/.test(e.name))?.startTime,
        }));
        expect(times.paint, path).not.toBeNull();
        expect(times.code, path).toBeGreaterThanOrEqual(times.paint ?? Number.POSITIVE_INFINITY);
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("acts on a tap on a live event's Auctions button made before the app had taken the page over", async () => {
    await untilListRendered('/auction/liveAuctions');
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await useSession(context, await apiLogin(server.url, DEMO.buyer1));
    const page = await context.newPage();
    const errors = collectErrors(page);
    // The app's code is held back until the member has tapped.
    const held = await holdScripts(page);
    await page.goto(`${server.url}/auction/liveAuctions`, { waitUntil: 'domcontentloaded' });
    const first = page.locator('#root [data-auctions-event]:visible').first();
    const eventId = await first.getAttribute('data-auctions-event');
    await first.click();
    expect(
      await page.evaluate(() => (window as unknown as { neelamiTookOver?: boolean }).neelamiTookOver),
    ).toBeFalsy();
    held.release();
    // The terms popup of that event, or its room once its terms were accepted.
    await expect
      .poll(
        async () =>
          page.url().includes(`eventId=${eventId}`) ||
          (await page
            .getByRole('dialog')
            .getByText(/accept the terms/i)
            .count()) > 0,
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not shown to a visitor who is not logged in, whom the app sends on', async () => {
    const context = await browser.newContext();
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${server.url}/auction/liveAuctions`);
    expect(await page.locator('#root').evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    await context.close();
  });

  it('is replaced by the app, which shows the list, with nothing moved and no error', async () => {
    await untilListRendered('/auction/liveAuctions');
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    await useSession(context, await apiLogin(server.url, DEMO.buyer1));
    await observeLayoutShift(context);
    const page = await context.newPage();
    const errors = collectErrors(page);
    // Every frame, whether the list's Auctions buttons are on screen: once they are, no frame may
    // be without them (the app must not put its loader over the page's list while its code comes).
    await page.addInitScript(() => {
      const w = window as unknown as { framesWithout?: number; framesWith?: number };
      w.framesWith = 0;
      w.framesWithout = 0;
      const frame = () => {
        const shown = document.querySelectorAll('#root button[aria-label^="Auctions:"]').length > 0;
        if (shown) w.framesWith = (w.framesWith ?? 0) + 1;
        else if (w.framesWith) w.framesWithout = (w.framesWithout ?? 0) + 1;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    // The app's code comes late, so its first render is seen replacing the page's; the screen's own
    // files come later than the main bundle.
    await page.route(/\/assets\/.*\.js$/, (route) => {
      const main = /\/assets\/(index|react)-[^/]*\.js$/.test(route.request().url());
      setTimeout(() => void route.continue(), main ? 800 : 1600);
    });
    await page.goto(`${server.url}/auction/liveAuctions`, { waitUntil: 'domcontentloaded' });
    expect(await visibleHeadings(page)).toEqual(['Live Auctions']);
    // The page's own list is on screen before the app has run; then the app's replaces it.
    expect(await page.locator('#root [data-shell] [data-auctions-event]:visible').count()).toBeGreaterThan(0);
    await page.waitForFunction(
      () => (window as unknown as { neelamiTookOver?: boolean }).neelamiTookOver === true,
      null,
      {
        timeout: 20_000,
      },
    );
    await page
      .getByRole('button', { name: /^Auctions: / })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await page.locator('[data-shell]').count()).toBe(0);
    expect(await page.locator('#root h1').allInnerTexts()).toEqual(['Live Auctions']);
    // The member's own menus are in the header now.
    await waitForReact(page);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.05);
    const frames = await page.evaluate(() => {
      const w = window as unknown as { framesWithout?: number; framesWith?: number };
      return { with: w.framesWith, without: w.framesWithout };
    });
    expect(frames.with).toBeGreaterThan(0);
    expect(frames.without).toBe(0);
    // Nothing was tapped: the page stays the list.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/auction/liveAuctions');
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each([
    [360, 'cards'],
    [1280, 'table'],
  ] as const)(
    "is replaced at %i px by the list's %s alone: the app's first render reads the width",
    async (width, form) => {
      await untilListRendered('/auction/liveAuctions');
      const context = await browser.newContext({ viewport: { width, height: 740 } });
      await useSession(context, await apiLogin(server.url, DEMO.buyer1));
      const page = await context.newPage();
      // The tables and event cards the app builds: the page's own markup (both forms, one shown by
      // its CSS) is parsed before DOMContentLoaded, and the app's code is held back until well after
      // it. Counted as they are made, for a form built and replaced in one task never shows in the page.
      await page.addInitScript(() => {
        const w = window as unknown as { added: { table: number; cards: number } };
        w.added = { table: 0, cards: 0 };
        let parsed = false;
        document.addEventListener('DOMContentLoaded', () => {
          parsed = true;
        });
        const create = Document.prototype.createElement;
        Document.prototype.createElement = function (
          this: Document,
          tag: string,
          options?: ElementCreationOptions,
        ) {
          const el = create.call(this, tag, options);
          if (parsed && tag.toLowerCase() === 'table') w.added.table++;
          return el;
        } as typeof create;
        const setAttribute = Element.prototype.setAttribute;
        Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
          // A card is a block of its own; the table's rows carry the event's id too.
          if (parsed && name === 'data-event-id' && this.tagName !== 'TR') w.added.cards++;
          setAttribute.call(this, name, value);
        };
      });
      await page.route(/\/assets\/.*\.js$/, (route) => setTimeout(() => void route.continue(), 800));
      await page.goto(`${server.url}/auction/liveAuctions`, { waitUntil: 'domcontentloaded' });
      await page.waitForFunction(
        () => (window as unknown as { neelamiTookOver?: boolean }).neelamiTookOver === true,
        null,
        { timeout: 20_000 },
      );
      await page
        .getByRole('button', { name: /^Auctions: / })
        .first()
        .waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const added = await page.evaluate(
        () => (window as unknown as { added: { table: number; cards: number } }).added,
      );
      // A phone's first render built the whole table, and replaced it with the cards in the same task.
      if (form === 'cards') expect(added.table).toBe(0);
      else expect(added.cards).toBe(0);
      expect(added[form]).toBeGreaterThan(0);
      await context.close();
    },
  );

  it.each([360, 1280])(
    'paints the live room as it opens, naming its event, before the app has run; the room replaces it with nothing moved (%i px)',
    async (width) => {
      const buyer = await apiLogin(server.url, DEMO.buyer1);
      const eventId = await createManyLotEvent(server.url, {
        lots: 2,
        auctionName: `Room first render ${width}`,
        buyer,
      });
      const live = (await (await fetch(`${server.url}/api/general/getTodaysAuctions`)).json()) as {
        data: { _id: string; auctionName: string; titleName: string }[];
      };
      const event = live.data.find((e) => e._id === eventId)!;
      const line = `${event.auctionName} — ${event.titleName} (Forward Auction, Normal Auction)`;
      // The server renders the room's page naming a live event (at once once its render is warm).
      const roomPath = `/auction/auctionRoom?eventId=${eventId}`;
      await expect
        .poll(
          async () => (await (await fetch(`${server.url}${roomPath}`)).text()).includes(ROOM_EVENT_DATA_ID),
          {
            timeout: 20_000,
          },
        )
        .toBe(true);
      const context = await browser.newContext({ viewport: { width, height: 740 } });
      await useSession(context, buyer);
      await observeLayoutShift(context);
      // Every frame, whether the event's line is on screen: once it is, no frame may be without it
      // (the app's first render must neither put its loader over it nor wait for the event's answer).
      // And the page's largest paints, as the browser reports them.
      await context.addInitScript(() => {
        const w = window as unknown as RoomPaints;
        Object.assign(w, { framesWith: 0, framesWithout: 0, largest: [] });
        // When the app's first render is committed (it marks the page taken over before the browser
        // paints it): a largest paint after it is the app's.
        let tookOver: boolean | undefined;
        Object.defineProperty(window, 'neelamiTookOver', {
          configurable: true,
          get: () => tookOver,
          set: (value: boolean) => {
            if (value && w.tookOverAt === undefined) w.tookOverAt = performance.now();
            tookOver = value;
          },
        });
        const frame = () => {
          const shown = [...document.querySelectorAll('[data-testid="room-event-name"]')].some(
            (el) => el.getClientRects().length > 0,
          );
          if (shown) w.framesWith++;
          else if (w.framesWith) w.framesWithout++;
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) {
            const element = (e as PerformanceEntry & { element?: Element | null }).element;
            w.largest.push({
              at: e.startTime,
              line: element?.getAttribute('data-testid') === 'room-event-name',
            });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const stylesheets: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('.css')) stylesheets.push(new URL(r.url()).pathname);
      });
      // The app's code comes late, the room's own files later than the main bundle.
      await page.route(/\/assets\/.*\.js$/, (route) => {
        const main = /\/assets\/(index|react)-[^/]*\.js$/.test(route.request().url());
        setTimeout(() => void route.continue(), main ? 800 : 1600);
      });
      await page.goto(`${server.url}${roomPath}`, { waitUntil: 'domcontentloaded' });
      // Before any of the app's code has run: the room's title, its connection badge, the event's
      // line, the lots' place.
      expect(await page.locator('[data-shell]').count()).toBe(2);
      expect(await visibleHeadings(page)).toEqual(['Live Auctions']);
      expect(
        await page.locator('[data-shell] [data-testid="room-event-name"]:visible').allInnerTexts(),
      ).toEqual([line]);
      await expect
        .poll(() => page.getByText('Entering the auction room…').filter({ visible: true }).count())
        .toBe(1);
      expect(await page.locator('#root [data-testid="connection-state"]:visible').count()).toBe(1);
      await page.waitForFunction(
        () => (window as unknown as { neelamiTookOver?: boolean }).neelamiTookOver === true,
        null,
        { timeout: 20_000 },
      );
      await page
        .getByRole('button', { name: /^Bid on/ })
        .first()
        .waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-shell]').count()).toBe(0);
      expect(await page.locator('#root h1').allInnerTexts()).toEqual(['Live Auctions']);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThan(0.05);
      expect(await page.locator('[data-testid="room-event-name"]:visible').allInnerTexts()).toEqual([line]);
      const seen = await page.evaluate(() => {
        const w = window as unknown as RoomPaints;
        return { with: w.framesWith, without: w.framesWithout, largest: w.largest, tookOverAt: w.tookOverAt };
      });
      expect(seen.with).toBeGreaterThan(0);
      expect(seen.without).toBe(0);
      // The room's own styles came with the page: neither the browser nor the app's loader fetched
      // the files it names (the room rendered with them, nothing moved: above).
      const inPage = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"][disabled]')].map((l) => l.getAttribute('href')),
      );
      expect(inPage.length).toBeGreaterThan(0);
      expect(stylesheets.filter((f) => inPage.includes(f))).toEqual([]);
      // On a phone the page's own paint of the line stays the largest: the room's is no larger (its
      // width does not depend on the connection badge's word). Every largest paint is the page's own,
      // painted before the app's first render (the browser may paint the header a frame before the
      // line as it parses the page, later on a loaded machine), and the last is the line.
      if (width === 360) {
        expect(seen.tookOverAt).toBeGreaterThan(0);
        expect(seen.largest.length).toBeGreaterThan(0);
        expect(seen.largest.filter((e) => e.at >= seen.tookOverAt!)).toEqual([]);
        expect(seen.largest.at(-1)?.line).toBe(true);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

describe("a member list's Catalogue button", () => {
  it('tells a member without a membership why the catalogue is refused, beside the button, which keeps the focus', async () => {
    const buyer = await apiLogin(server.url, DEMO.buyer1);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // The stored user has no membership: the app knows the answer without asking the server.
    await useSession(context, { ...buyer, user: { ...(buyer.user as object), membertype: '' } });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${server.url}/auction/liveAuctions`);
    await page.waitForFunction(
      () => (window as unknown as { neelamiTookOver?: boolean }).neelamiTookOver === true,
    );
    const button = page.getByRole('button', { name: /^Download catalogue of / }).first();
    await button.click();
    const reason = page.getByRole('alert').filter({ hasText: 'your account has no membership yet' });
    await reason.waitFor();
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
    // Below the button, and across it.
    const [b, r] = [await button.boundingBox(), await reason.boundingBox()];
    expect(r!.y).toBeGreaterThan(b!.y + b!.height - 1);
    expect(r!.x).toBeLessThan(b!.x + b!.width);
    expect(r!.x + r!.width).toBeGreaterThan(b!.x);
    // A click elsewhere closes it; the button is as it was.
    await page.getByRole('heading', { name: 'Live Auctions' }).click();
    await reason.waitFor({ state: 'detached' });
    expect(await button.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
