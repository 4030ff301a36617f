import { pathsFor } from '@neelami/shared/web-paths';
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

// Every screen of the shared path table, as the people it is for (and a path that is none).
const publicRoutes = ['/home', ...pathsFor('public').filter((p) => p !== '/'), '/contactus', '/no-such-page'];
const member = [...pathsFor('public').filter((p) => p.startsWith('/auction/')), ...pathsFor('member')];

const plan: { who: keyof typeof DEMO | 'visitor'; routes: string[] }[] = [
  { who: 'visitor', routes: [...publicRoutes, ...pathsFor('visitor')] },
  { who: 'buyer1', routes: member },
  { who: 'guest', routes: ['/auction/liveAuctions', '/auction/auctionRoom'] },
  { who: 'seller', routes: ['/seller/lots'] },
  { who: 'admin', routes: pathsFor('admin') },
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
