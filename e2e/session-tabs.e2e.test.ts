import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { DEMO } from './support/session';

// Issue "a trader's day", point 15: the session lives in session storage (SPEC §3), yet a new tab of
// the same browser is logged in as the open one (with its theme), and a deep link opened logged out
// goes to /login and, after the login, back to where it pointed.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function login(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

describe('the session across tabs and deep links', () => {
  it('sends a logged-out deep link to /login and back to it after the login', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await ctx.newPage();
    await page.goto(`${server.url}/auction/myPurchases?tab=due`);
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/auction/myPurchases?tab=due');
    await login(page, DEMO.buyer1);
    await page.waitForURL((u) => u.pathname === '/auction/myPurchases' && u.search === '?tab=due');
    await heading(page, 'My Purchases');
    // A link to another site is never followed after the login.
    const other = await ctx.newPage();
    await other.goto(`${server.url}/login?next=//evil.example/x`);
    await login(other, DEMO.buyer2);
    await other.waitForURL((u) => u.origin === server.url && !u.pathname.startsWith('/login'));
    await ctx.close();
  });

  it('gives a new tab of the same browser the open tab’s session and theme', async () => {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const first = await ctx.newPage();
    await first.goto(`${server.url}/login`);
    await login(first, DEMO.buyer1);
    await first.waitForURL((u) => !u.pathname.startsWith('/login'));
    await first.evaluate(() => sessionStorage.setItem('neelami-color-scheme', 'dark'));

    const second = await ctx.newPage();
    await second.goto(`${server.url}/auction/myPurchases`);
    await heading(second, 'My Purchases');
    expect(second.url()).toBe(`${server.url}/auction/myPurchases`);
    expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBe(
      await first.evaluate(() => sessionStorage.getItem('token')),
    );
    expect(
      await second.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme')),
    ).toBe('dark');

    // A tab opened on the login screen is for another account: it asks no one.
    const third = await ctx.newPage();
    await third.goto(`${server.url}/login`);
    await third.getByRole('button', { name: 'Login' }).waitFor();
    await third.waitForTimeout(500);
    expect(await third.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await ctx.close();
  });
});
