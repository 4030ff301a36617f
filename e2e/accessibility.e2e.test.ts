import { pathsFor } from '@neelami/shared/web-paths';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AxeViolation, seriousViolations } from './support/axe';
import { launchBrowser } from './support/browser';
import { type HtmlcsError, htmlcsErrors } from './support/htmlcs';
import { type RunningServer, startServer } from './support/server';
import { apiLogin, DEMO, useSession } from './support/session';

// Every route as each role, in both themes: axe-core finds no serious or critical violations,
// and HTML_CodeSniffer (pa11y's engine, WCAG 2 AA) no errors.
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

// Every screen of the shared path table, as the people it is for (and a path that is none).
const publicRoutes = ['/home', ...pathsFor('public').filter((p) => p !== '/'), '/contactus', '/no-such-page'];
const member = [...pathsFor('public').filter((p) => p.startsWith('/auction/')), ...pathsFor('member')];

const plan: { who: keyof typeof DEMO | 'visitor'; routes: string[] }[] = [
  { who: 'visitor', routes: [...publicRoutes, ...pathsFor('visitor')] },
  // '/': a member's landing page, "Needs you now" (a buyer's dues, a seller's decisions).
  { who: 'buyer1', routes: ['/', ...member] },
  { who: 'guest', routes: ['/auction/liveAuctions', '/auction/auctionRoom'] },
  { who: 'seller', routes: ['/', '/seller/lots', '/auction/mySales', '/auction/myPurchases'] },
  // The Sales screen also with the demo's past event chosen, whose lot is awarded and awaits payment.
  { who: 'admin', routes: [...pathsFor('admin'), `/admin/sales?eventId=${PAST_EVENT_ID}`] },
];

describe('accessibility (axe-core WCAG 2.1 A/AA, and pa11y HTML_CodeSniffer WCAG 2 AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical violations and no WCAG 2 AA errors on any route as any role (${theme})`, async () => {
      const found: Record<string, AxeViolation[]> = {};
      const htmlcsFound: Record<string, HtmlcsError[]> = {};
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
          const errors = await htmlcsErrors(page);
          if (errors.length) htmlcsFound[`${who} ${route} (${theme})`] = errors;
        }
        await context.close();
      }
      console.info(
        `axe (${theme}): ${checked} pages checked, ${Object.keys(found).length} with serious/critical issues; ` +
          `HTML_CodeSniffer: ${Object.keys(htmlcsFound).length} with errors`,
      );
      expect(found).toEqual({});
      expect(htmlcsFound).toEqual({});
    }, 600_000);
  }
});
