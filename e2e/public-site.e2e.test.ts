import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator('h1').first().waitFor({ state: 'visible' });
}

// SPEC §2 "Public routes".
const publicRoutes = [
  '/home',
  '/lander',
  '/term',
  '/bidProcess',
  '/auctionDocuments',
  '/companyProfile',
  '/gallery',
  '/contact',
  '/contactus',
  '/about',
];

describe('the public site', () => {
  it('renders a heading on every public route and never the 404 text', async () => {
    const page = await browser.newPage();
    for (const path of publicRoutes) {
      await open(page, path);
      const h1 = (await page.locator('h1').first().innerText()).trim();
      expect(h1.length, path).toBeGreaterThan(2);
      expect(await page.content(), path).not.toContain("Oops! The page you're looking for doesn't exist.");
    }
    await page.close();
  });

  it('redirects / to /home when no user is stored', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/home$/);
    await page.close();
  });

  it('shows the 404 text with a link home on an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/no/such/page`);
    await page.getByText("Oops! The page you're looking for doesn't exist.").waitFor();
    await page.getByRole('link', { name: /home/i }).first().click();
    await page.waitForURL(/\/(home)?$/);
    await page.close();
  });

  it('keeps the theme across a reload in the tab and starts light in a new session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await open(page, '/home');
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    expect(await scheme()).toBe('light');
    await screenshot(page, 'home-light');
    await page.getByTestId('theme-toggle').click();
    expect(await scheme()).toBe('dark');
    await page.reload();
    await page.locator('h1').first().waitFor();
    expect(await scheme()).toBe('dark');
    await screenshot(page, 'home-dark');
    await context.close();

    const fresh = await browser.newContext();
    const page2 = await fresh.newPage();
    await page2.goto(`${server.url}/home`);
    await page2.locator('h1').first().waitFor();
    expect(await page2.locator('html').getAttribute('data-mantine-color-scheme')).toBe('light');
    await fresh.close();
  });

  it('shows each contact validation message and saves a valid enquiry', async () => {
    const page = await browser.newPage();
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBeGreaterThanOrEqual(3);
    await page.getByLabel('Full Name').fill('Ravi Kumar');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Subject').fill('HMS scrap lots');
    await page.getByLabel('Message').fill('Please share the next auction calendar.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByLabel('Email').fill('ravi@steeltraders.in');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you for your query. We will update you soon!').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    await page.close();
  });
});
