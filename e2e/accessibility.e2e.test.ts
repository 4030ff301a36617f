import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { apiLogin, DEMO, useSession } from './support/session';

// Issue "A newcomer's whole journey" §2: axe-core on every route as each role, in
// both themes: no serious or critical violations.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const publicRoutes = [
  '/home',
  '/term',
  '/bidProcess',
  '/auctionDocuments',
  '/companyProfile',
  '/gallery',
  '/contact',
  '/contactus',
  '/about',
  '/no-such-page',
];
const guestOnly = ['/login', '/register', '/forgotPassword'];
const member = [
  '/auction/liveAuctions',
  '/auction/upcomingAuctions',
  '/auction/pastAuctions',
  '/auction/auctionRoom',
  '/profile/details',
  '/profile/changePassword',
];
const admin = [
  '/admin/registrationlist',
  '/admin/addProducts',
  '/admin/addLot',
  '/admin/auctionPage',
  '/admin/createEvent',
  '/admin/createSubEvent',
  '/admin/ManageSubEventGrid',
  '/admin/assignBuyerSeller',
  '/admin/flashMessage',
  '/admin/eventsRoomAdmin',
  '/admin/liveAuctionAdmin',
  '/admin/membership',
  '/admin/contactUsList',
  '/reports/termReport',
  '/reports/rankWiseReport',
  '/reports/rankReport',
  '/reports/activePartiReport',
  '/reports/bidLogReport',
];

const plan: { who: keyof typeof DEMO | 'visitor'; routes: string[] }[] = [
  { who: 'visitor', routes: [...publicRoutes, ...guestOnly] },
  { who: 'buyer1', routes: [...member, '/seller/lots'] },
  { who: 'guest', routes: ['/auction/liveAuctions', '/auction/auctionRoom'] },
  { who: 'seller', routes: ['/seller/lots'] },
  { who: 'admin', routes: admin },
];

describe('accessibility (axe-core, WCAG 2.1 A/AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical violations on any route as any role (${theme})`, async () => {
      const found: Record<string, AxeViolation[]> = {};
      let checked = 0;
      for (const { who, routes } of plan) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const session = who === 'visitor' ? null : await apiLogin(server.url, DEMO[who]);
        await useSession(context, session, theme);
        const page = await context.newPage();
        for (const route of routes) {
          await page.goto(`${server.url}${route}`);
          await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
          // Let queries settle so that loaded content is checked too.
          await page.waitForLoadState('networkidle').catch(() => {});
          const v = await seriousViolations(page);
          checked++;
          if (v.length) found[`${who} ${route} (${theme})`] = v;
        }
        await context.close();
      }
      console.info(
        `axe (${theme}): ${checked} pages checked, ${Object.keys(found).length} with serious/critical issues`,
      );
      expect(found).toEqual({});
    }, 600_000);
  }
});
