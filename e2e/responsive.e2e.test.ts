import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { apiLogin, DEMO, useSession } from './support/session';

/**
 * The main screens at 360 px (a trader's phone) and 1280 px (an office screen).
 * At 360 px nothing may scroll sideways: the page is never wider than the viewport.
 * Screenshots: e2e/artifacts/screenshots/responsive-<screen>-<width>.png.
 */

// The demo seed's live forward event (apps/server/src/modules/events/seed-demo-events.ts).
const LIVE_EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0001';
// The demo's past event: its lot is awarded and its sale awaits payment.
const PAST_EVENT_ID = '5e6d0a10-0000-4000-8000-0000000e0004';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Screen {
  name: string;
  as: string | null;
  path: string;
  heading: string;
  /** Something that shows the screen has its data, not only its heading. */
  ready?: (page: Page) => Promise<unknown>;
}

const screens: Screen[] = [
  {
    name: 'home',
    as: null,
    path: '/',
    heading: '',
  },
  {
    name: 'live-auctions',
    as: DEMO.buyer1,
    path: '/auction/liveAuctions',
    heading: 'Live Auctions',
    ready: (p) => p.getByRole('table', { name: 'Live auctions' }).getByRole('row').nth(1).waitFor(),
  },
  {
    name: 'live-room-buyer',
    as: DEMO.buyer1,
    path: `/auction/auctionRoom?eventId=${LIVE_EVENT_ID}`,
    heading: 'Live Auctions',
    ready: (p) => p.getByTestId('sub-event-row').first().waitFor(),
  },
  {
    name: 'admin-verify-users',
    as: DEMO.admin,
    path: '/admin/registrationlist',
    heading: 'Verify User Detail',
    ready: (p) => p.getByRole('row').filter({ hasText: 'buyer1@example.com' }).first().waitFor(),
  },
  {
    name: 'admin-sub-event-grid',
    as: DEMO.admin,
    path: `/admin/ManageSubEventGrid?eventId=${LIVE_EVENT_ID}`,
    heading: '',
    // A table from 48em up, a list of cards on a phone; both are named 'Sub-events of …'.
    ready: (p) => p.locator('[aria-label^="Sub-events of"]').first().waitFor(),
  },
  {
    name: 'my-emd',
    as: DEMO.buyer1,
    path: '/profile/emd',
    heading: 'My EMD',
    ready: (p) => p.getByRole('table', { name: 'EMD ledger' }).waitFor(),
  },
  {
    name: 'my-purchases',
    as: DEMO.buyer1,
    path: '/auction/myPurchases',
    heading: 'My Purchases',
    ready: (p) => p.getByRole('table', { name: 'History of Mill scale and end cuttings' }).waitFor(),
  },
  {
    name: 'my-sales',
    as: DEMO.seller,
    path: '/auction/mySales',
    heading: 'My Sales',
    ready: (p) => p.getByRole('table', { name: 'History of Mill scale and end cuttings' }).waitFor(),
  },
  {
    name: 'admin-emd',
    as: DEMO.admin,
    path: '/admin/emd',
    heading: 'EMD',
    ready: (p) => p.getByRole('table', { name: 'Reported deposits' }).waitFor(),
  },
  {
    name: 'admin-sales',
    as: DEMO.admin,
    path: `/admin/sales?eventId=${PAST_EVENT_ID}`,
    heading: 'Sales',
    ready: (p) => p.getByRole('table', { name: 'Sales of the event' }).waitFor(),
  },
  {
    name: 'report-sales',
    as: DEMO.admin,
    path: '/reports/salesReport',
    heading: 'Sales Report',
  },
  {
    name: 'report-rank-wise',
    as: DEMO.admin,
    path: '/reports/rankWiseReport',
    heading: 'Rank Wise Report',
  },
];

/** How far the page is wider than the viewport (0 when nothing scrolls sideways). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements sticking out past the right edge, for a readable failure message. */
const wideElements = (page: Page) =>
  page.evaluate(() => {
    const limit = document.documentElement.clientWidth + 1;
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > limit && r.width > 0) {
        const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
        out.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} right=${Math.round(r.right)}`);
      }
      if (out.length >= 8) break;
    }
    return out;
  });

describe('main screens at 360 and 1280 px', () => {
  it('on a phone the burger opens the menu drawer (loaded on first press), which navigates and closes', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      await page.locator('h1').first().waitFor();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Login' }).waitFor();
      await screenshot(page, 'responsive-menu-360');
      await drawer.getByRole('link', { name: 'Login' }).click();
      await page.waitForURL(/\/login$/);
      await drawer.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  for (const screen of screens) {
    it(`${screen.name} fits a 360 px phone and a 1280 px screen`, async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        let session = null;
        if (screen.as) {
          session = await apiLogin(server.url, screen.as);
          if (screen.name === 'live-room-buyer') {
            await fetch(`${server.url}/api/general/termAccept`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
              body: JSON.stringify({ eventId: LIVE_EVENT_ID }),
            });
          }
        }
        await useSession(context, session);
        const page = await context.newPage();
        await page.goto(`${server.url}${screen.path}`);
        const h1 = screen.heading
          ? page.getByRole('heading', { level: 1, name: screen.heading })
          : page.locator('h1').first();
        await h1.waitFor();
        await screen.ready?.(page);
        await page.mouse.move(0, 0);
        await screenshot(page, `responsive-${screen.name}-1280`);

        await page.setViewportSize({ width: 360, height: 800 });
        // Let layout-dependent parts (cards instead of rows, burger menu) settle.
        await page.waitForTimeout(300);
        await h1.waitFor();
        await screenshot(page, `responsive-${screen.name}-360`);
        const extra = await overflow(page);
        const culprits = extra > 1 ? await wideElements(page) : [];
        expect({ extra: extra > 1 ? extra : 0, culprits }).toEqual({ extra: 0, culprits: [] });
      } finally {
        await context.close();
      }
    });
  }
});
