import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bankAccountMessages } from '@neelami/shared/bank-account';
import type { SaleDto } from '@neelami/shared/sales';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchBrowser, SCREENSHOT_DIR, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * API.md "Where money goes", walked as the trader of issue "A trader's day" would: Admin sets the
 * platform's EMD account and the buyer finds it on My EMD with copy buttons and a UPI QR code; the
 * seller gives its payee account, Admin verifies it on Verify User Detail, and the buyer finds it
 * on My Purchases (nothing to pay into before); the sale paid, the buyer downloads its GST tax
 * invoice. In English and Hindi, at 1280 px and 360 px. Real server, database and browser.
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const LOT = 'Mill scale and end cuttings';
const EMD_ACCOUNT = {
  accountName: 'Neelami e-Auctions EMD Escrow',
  accountNo: '912020012345678',
  ifsc: 'UTIB0000123',
  bank: 'Axis Bank, Fort, Mumbai',
  upiId: 'neelami.emd@axisbank',
};
const PAYEE = {
  accountName: 'Haryana Forgings Ltd',
  accountNo: '50200012345678',
  ifsc: 'HDFC0001234',
  bank: 'HDFC Bank, Gurugram',
  upiId: 'haryanaforgings@hdfcbank',
};

/** The queries update on their own, on a shared, busy machine. */
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

/** A page logged in as `email`, at `width` px, in `language` and `theme`. */
async function pageAs(
  email: string,
  opts: { width?: number; language?: 'en' | 'hi'; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: 900 },
    acceptDownloads: true,
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  contexts.push(context);
  await useSession(context, await apiLogin(server.url, email), opts.theme);
  if (opts.language === 'hi') await context.addInitScript(() => localStorage.setItem('language', 'hi'));
  return context.newPage();
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

/** Fills a bank account form (the platform's EMD account, a payee account) and saves it. */
async function fillAccount(form: Locator, a: typeof EMD_ACCOUNT, save: string) {
  await form.getByLabel('Account name').fill(a.accountName);
  await form.getByLabel('Account number').fill(a.accountNo);
  await form.getByLabel('IFSC').fill(a.ifsc);
  await form.getByLabel('Bank and branch').fill(a.bank);
  await form.getByLabel('UPI ID (optional)').fill(a.upiId);
  await form.getByRole('button', { name: save }).click();
}

/** What the clipboard holds after the copy button of `label` is pressed. */
async function copied(page: Page, scope: Locator, label: string): Promise<string> {
  await scope.getByRole('button', { name: `Copy ${label}` }).click();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The demo lot's card. */
const card = (page: Page): Locator => page.getByTestId('sale-card').filter({ hasText: LOT });

/** The PDF at `file` as pdftotext reads it, row by row, spaces folded. */
const pdfText = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await browser?.close();
  await server?.stop();
});

describe('where money goes', () => {
  it('Admin sets the EMD account; the buyer sees it on My EMD with copy buttons and a UPI QR code', async () => {
    const admin = await pageAs(DEMO.admin);
    await open(admin, '/admin/emdAccount', 'EMD account');
    const form = admin.getByRole('form', { name: "The platform's EMD account" });
    // A malformed IFSC is told under its field, before anything is sent.
    await fillAccount(form, { ...EMD_ACCOUNT, ifsc: 'UTIB123' }, 'Save the EMD account');
    await form.getByText(bankAccountMessages.ifsc).waitFor();
    await form.getByLabel('IFSC').fill(EMD_ACCOUNT.ifsc.toLowerCase());
    await form.getByRole('button', { name: 'Save the EMD account' }).click();
    await toast(admin, bankAccountMessages.emdAccountSaved);
    await admin.getByTestId('emd-account-preview').getByText(EMD_ACCOUNT.ifsc, { exact: true }).waitFor();
    await screenshot(admin, 'money-admin-emd-account-1280');

    const buyer = await pageAs(DEMO.buyer1);
    await open(buyer, '/profile/emd', 'My EMD');
    const shown = buyer.getByTestId('emd-account');
    await shown.getByText(EMD_ACCOUNT.accountNo, { exact: true }).waitFor();
    expect(await copied(buyer, shown, 'Account number')).toBe(EMD_ACCOUNT.accountNo);
    expect(await copied(buyer, shown, 'IFSC')).toBe(EMD_ACCOUNT.ifsc);
    const qr = shown.getByRole('img', { name: `UPI QR code to pay ${EMD_ACCOUNT.accountName}` });
    expect(await qr.getAttribute('data-upi')).toBe(
      'upi://pay?pa=neelami.emd@axisbank&pn=Neelami%20e-Auctions%20EMD%20Escrow&cu=INR',
    );
    await screenshot(buyer, 'money-my-emd-1280');
    expect(await seriousViolations(buyer)).toEqual([]);

    // On a phone, in Hindi and the dark theme: the same account, its copy buttons, and the link a
    // UPI app opens.
    const phone = await pageAs(DEMO.buyer1, { width: 360, language: 'hi', theme: 'dark' });
    await open(phone, '/profile/emd', 'मेरी बयाना राशि (EMD)');
    await phone.getByTestId('emd-account').getByText(EMD_ACCOUNT.accountNo, { exact: true }).waitFor();
    await phone.getByRole('heading', { name: 'अपनी EMD यहाँ भेजें' }).waitFor();
    await phone.getByRole('link', { name: 'इस फ़ोन के UPI ऐप से भुगतान करें' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'money-my-emd-360-hi-dark');
    expect(await seriousViolations(phone)).toEqual([]);
  });

  it('the seller gives its payee account, Admin verifies it, the buyer pays into it and downloads the tax invoice', async () => {
    const buyer = await pageAs(DEMO.buyer1);
    await open(buyer, '/auction/myPurchases', 'My Purchases');
    // No verified account yet: the buyer is told not to pay.
    await card(buyer).getByTestId('payee-missing').waitFor();

    const seller = await pageAs(DEMO.seller);
    await open(seller, '/profile/details', 'Profile Details');
    await fillAccount(
      seller.getByRole('form', { name: 'Your payee account' }),
      PAYEE,
      'Save for verification',
    );
    await toast(seller, bankAccountMessages.payeeSubmitted);
    await eventually(() => seller.getByTestId('payee-status').textContent()).toBe('Awaiting verification');
    await screenshot(seller, 'money-seller-payee-pending-1280');

    // Still pending: the buyer's page says so, and shows no account.
    await buyer.reload();
    await card(buyer).getByTestId('payee-missing').waitFor();

    const admin = await pageAs(DEMO.admin);
    await open(admin, '/admin/registrationlist', 'Verify User Detail');
    const payee = admin.getByRole('article', { name: 'Payee account of Haryana Forgings Ltd' });
    await payee.getByText(PAYEE.accountNo, { exact: true }).waitFor();
    await screenshot(admin, 'money-admin-payee-pending-1280', { fullPage: false });
    await payee.getByRole('button', { name: 'Verify the payee account of Haryana Forgings Ltd' }).click();
    await toast(admin, bankAccountMessages.payeeVerified);

    await seller.reload();
    await eventually(() => seller.getByTestId('payee-status').textContent()).toBe('Verified');

    // The buyer now sees where to pay, copies the account, and the QR code fills in the amount.
    const { token } = await apiLogin(server.url, DEMO.buyer1);
    const sales = (await (
      await fetch(`${server.url}/api/sales`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: SaleDto[] };
    const sale = sales.data.find((s) => s.lotName === LOT && s.role === 'buyer')!;
    expect(sale.payee).toEqual(PAYEE);
    await buyer.reload();
    const pay = card(buyer).getByTestId('sale-payee');
    await pay.getByText(PAYEE.accountNo, { exact: true }).waitFor();
    expect(await copied(buyer, pay, 'Account number')).toBe(PAYEE.accountNo);
    expect(await copied(buyer, pay, 'IFSC')).toBe(PAYEE.ifsc);
    const upi = await pay
      .getByRole('img', { name: `UPI QR code to pay ${PAYEE.accountName}` })
      .getAttribute('data-upi');
    expect(upi).toContain('pa=haryanaforgings@hdfcbank');
    expect(upi).toContain(`am=${sale.outstanding.toFixed(2)}`);
    expect(upi).toMatch(new RegExp(`tn=NEELAMI-${sale.auctionNo}-[0-9A-F]{8}`));
    await screenshot(buyer, 'money-purchases-payee-1280');
    expect(await seriousViolations(buyer)).toEqual([]);

    // The same at 360 px in Hindi and the dark theme, with nothing wider than the phone.
    const phone = await pageAs(DEMO.buyer1, { width: 360, language: 'hi', theme: 'dark' });
    await open(phone, '/auction/myPurchases', 'मेरी ख़रीद');
    await card(phone).getByTestId('sale-payee').getByText(PAYEE.accountNo, { exact: true }).waitFor();
    await card(phone).getByRole('heading', { name: 'भुगतान यहाँ करें' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await screenshot(phone, 'money-purchases-payee-360-hi-dark');
    expect(await seriousViolations(phone)).toEqual([]);

    // Paid into it and confirmed by the owner: the tax invoice downloads.
    const owner = await apiLogin(server.url, DEMO.seller);
    const reported = await apiCall<{ payment: { _id: string } }>(
      server.url,
      `sales/${sale._id}/payments`,
      { amount: sale.outstanding, utr: 'HDFCR52026112999901234', paidOn: new Date().toISOString() },
      token,
    );
    await apiCall(
      server.url,
      `sales/${sale._id}/payments/${reported.payment._id}`,
      { status: 'confirmed' },
      owner.token,
      'PUT',
    );
    await buyer.reload();
    const button = card(buyer).getByRole('button', { name: 'Download tax invoice' });
    await button.waitFor();
    const [download] = await Promise.all([buyer.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^tax-invoice-TI-\d{4}-\d{2}-00001\.pdf$/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'neelami-ti-')), download.suggestedFilename());
    await download.saveAs(file);
    const text = pdfText(file);
    // The demo seller is in Haryana (06), buyer1 in Punjab (03): IGST.
    for (const words of [
      'Tax Invoice',
      'GSTIN: 06AABCH4321Q1ZH',
      'GSTIN: 03ABCPS1234K1ZW',
      'Haryana (code 06)',
      'Punjab (code 03)',
      '7204',
      'IGST @ 18%',
      PAYEE.accountNo,
    ])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/CGST|SGST/);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-singlefile',
      file,
      path.join(SCREENSHOT_DIR, 'money-tax-invoice'),
    ]);
    expect(readFileSync(path.join(SCREENSHOT_DIR, 'money-tax-invoice.png')).length).toBeGreaterThan(1000);
  });
});
