import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Folder where the browser tests write their screenshots. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/** Debian's Chromium, headless, with the flags this workplace needs (no downloads, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Saves a screenshot under e2e/artifacts/screenshots: the full page, or only what is in view. */
export async function screenshot(page: Page, name: string, opts: { fullPage?: boolean } = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: opts.fullPage ?? true });
}
