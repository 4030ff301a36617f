import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpFrom, startSmtpServer, type TestSmtpServer } from '../apps/server/test/helpers/smtp-server';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// The accounts' browser story (SPEC §2, §4): register with a document, admin verifies, member logs in,
// changes password, logs out; forgot password with the OTP read from a real SMTP
// server; gallery upload and delete for Admin only; an expired session returns to /login.

let server: RunningServer;
let browser: Browser;
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: smtp.url }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await smtp?.close();
});

const DEMO_PASSWORD = 'Demo@12345';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode.'),
]);

const buyer = {
  org: 'Saurashtra Metal Traders',
  email: 'purchase@saurashtrametal.in',
  password: 'Saurashtra#2025',
  newPassword: 'Bhavnagar#2026',
  resetPassword: 'Alang#Yard2027',
};

/** A fresh browser context (own session storage) in the given theme. */
async function newPage(scheme: 'light' | 'dark' = 'light'): Promise<{ ctx: BrowserContext; page: Page }> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await ctx.addInitScript((s) => {
    if (!sessionStorage.getItem('neelami-color-scheme')) sessionStorage.setItem('neelami-color-scheme', s);
  }, scheme);
  return { ctx, page: await ctx.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.locator('h1').first().waitFor({ state: 'visible' });
}

async function login(page: Page, email: string, password: string) {
  await open(page, '/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

/** A text input by its accessible name (the label, without the required mark). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const toast = (page: Page, text: string) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('accounts in the browser', () => {
  it('registers a buyer with a PDF and a GST that fills the state, after showing each validation message', async () => {
    const { ctx, page } = await newPage();
    await open(page, '/register');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Please fill out the Email field',
      'Please fill out the Password field',
      'Please fill out the Role field',
      'Please fill out the Member Type field',
      'Please fill out the Organization / Individual Name field',
      'Please fill out the Type field',
      'Please fill out the PAN field',
      'Please fill out the GST field',
      'Please select at least one Product',
      'Please fill out the First Name field',
      'Please fill out the Cell Number field',
      'Please fill out the Address Line 1 field',
      'Please fill out the City field',
      'Please fill out the State field',
      'Please fill out the PIN field',
      'Please select at least one Document',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // Optional fields are marked and stay quiet.
    await expect.poll(() => page.getByText('Fax Number (optional)').count()).toBe(1);
    await expect.poll(() => page.getByText('Please fill out the Fax Number field').count()).toBe(0);

    await field(page, 'Email').fill('not-an-email');
    await field(page, 'PAN').fill('ABC12');
    await field(page, 'GST').fill('24AAJCS');
    await field(page, 'PIN').fill('3640');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of [
      'Enter a valid email address',
      'PAN must be exactly 10 characters',
      'GST must be exactly 15 characters',
      'PIN must be a 6-digit number',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The GST's first two digits already set the state: 24 is Gujarat.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'State', exact: true }).inputValue())
      .toBe('24 – Gujarat');
    await screenshot(page, 'accounts-register-errors');

    // Uploads: a text file is refused in the browser, a renamed executable by the server.
    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    await page.getByText('Only images and PDFs are allowed.', { exact: true }).waitFor();
    await fileInput.setInputFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: EXE });
    await toast(page, 'Upload failed.').waitFor();
    await page.getByText('Only images and PDFs are allowed.', { exact: true }).waitFor();
    await fileInput.setInputFiles({ name: 'gst-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await toast(page, 'Upload successful!').waitFor();
    await page.getByRole('button', { name: 'gst-certificate.pdf', exact: true }).waitFor();

    await field(page, 'Email').fill(buyer.email);
    await field(page, 'Password').fill(buyer.password);
    await pick(page, 'Role', 'Buyer');
    await pick(page, 'Member Type', 'GOLD MEMBERSHIP');
    await field(page, 'Organization / Individual Name').fill(buyer.org);
    await pick(page, 'Type', 'Organization');
    await field(page, 'PAN').fill('aabcs1234f');
    await field(page, 'GST').fill('27AABCS1234F1ZR');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'State', exact: true }).inputValue())
      .toBe('27 – Maharashtra');
    await field(page, 'GST').fill('24AABCS1234F1ZX');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'State', exact: true }).inputValue())
      .toBe('24 – Gujarat');
    await page.getByRole('combobox', { name: 'Products', exact: true }).click();
    await page.getByRole('option', { name: 'HMS 1&2 Scrap', exact: true }).click();
    await page.getByRole('option', { name: 'Brass Scrap', exact: true }).click();
    await page.keyboard.press('Escape');
    await field(page, 'First Name').fill('Kiran');
    await field(page, 'Last Name').fill('Desai');
    await field(page, 'Cell Number').fill('9824011223');
    await field(page, 'Address Line 1').fill('Plot 12, Ship Breaking Yard, Alang');
    await field(page, 'City').fill('Bhavnagar');
    await field(page, 'PIN').fill('364081');
    await screenshot(page, 'accounts-register-filled');
    await page.getByRole('button', { name: 'Register' }).click();
    await toast(page, 'Registration successful!').waitFor();
    // SPEC §8: the form resets.
    await expect.poll(() => field(page, 'Email').inputValue()).toBe('');
    await expect.poll(() => page.getByText('No document uploaded yet.').count()).toBe(1);
    await screenshot(page, 'accounts-register-done');

    await ctx.close();
  });

  it('lets the admin verify the new buyer on Verify User Detail', async () => {
    const { ctx, page } = await newPage('dark');
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await open(page, '/admin/registrationlist');
    await page
      .locator('label')
      .filter({ hasText: /^Unverified/ })
      .click();
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    await row.getByText('Unverified', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Edit ${buyer.org}` }).click();
    // Role choices show the old labels mapped to the real roles.
    await page.getByRole('combobox', { name: `Role: ${buyer.org}` }).click();
    await page.getByRole('option', { name: 'Guest/Client (Viewer)' }).waitFor();
    await page.getByRole('option', { name: 'Buyer (User)' }).click();
    // A field error shows in its cell and blocks the save.
    await page.getByRole('textbox', { name: `PIN: ${buyer.org}` }).fill('12');
    await page.getByRole('button', { name: `Save ${buyer.org}` }).click();
    await page.getByText('PIN must be a 6-digit number', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: `PIN: ${buyer.org}` }).fill('364081');
    await page.getByRole('switch', { name: `Verified: ${buyer.org}` }).check({ force: true });
    await screenshot(page, 'accounts-verify-editing-dark');
    await page.getByRole('button', { name: `Save ${buyer.org}` }).click();
    await toast(page, 'User updated successfully!').waitFor();
    await page.getByRole('switch', { name: `Verified: ${buyer.org}` }).waitFor({ state: 'detached' });
    await page
      .locator('label')
      .filter({ hasText: /^Verified$/ })
      .click();
    await page
      .getByRole('row')
      .filter({ hasText: buyer.email })
      .getByText('Verified', { exact: true })
      .waitFor();
    await screenshot(page, 'accounts-verify-done-dark');
    await ctx.close();
  });

  it('lets the buyer log in, see member menus, change the password and log out', async () => {
    const { ctx, page } = await newPage();
    // A wrong password first: the spec's toast.
    await open(page, '/login');
    await field(page, 'Email').fill(buyer.email);
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Failed to Login, please try again!').waitFor();

    await login(page, buyer.email, buyer.password);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'Auctions' }).waitFor();
    expect(await nav.getByRole('button', { name: 'Admin' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    // Guest-only pages send a logged-in user home.
    await page.goto(`${server.url}/register`);
    await page.waitForURL((u) => u.pathname === '/');

    await open(page, '/profile/details');
    await page.getByText(buyer.email).first().waitFor();
    await page.getByText('Verified', { exact: true }).waitFor();
    await screenshot(page, 'accounts-profile');

    await open(page, '/profile/changePassword');
    await field(page, 'Old Password').fill(buyer.password);
    await field(page, 'New Password').fill(buyer.newPassword);
    await field(page, 'Confirm Password').fill('Something#Else1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('New password and confirm password do not match').waitFor();
    await field(page, 'Confirm Password').fill(buyer.newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await toast(page, 'Password changed successfully!').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/home');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await login(page, buyer.email, buyer.newPassword);
    await ctx.close();
  });

  it('resets a forgotten password with the OTP from the e-mail', async () => {
    const { ctx, page } = await newPage('dark');
    await open(page, '/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL(/\/forgotPassword$/);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter an email', { exact: true }).waitFor();
    await field(page, 'Email').fill('someone@');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Please enter a valid email', { exact: true }).waitFor();
    await field(page, 'Email').fill(buyer.email);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const before = smtp.mails.length;
    await page.getByRole('button', { name: 'Send OTP', exact: true }).click();
    await toast(page, 'OTP sent to your email').waitFor();
    const mail = await smtp.waitFor((m) => m.to.includes(buyer.email) && smtp.mails.indexOf(m) >= before);
    const otp = otpFrom(mail);

    await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
    await page.getByText('Please enter the OTP', { exact: true }).waitFor();
    await field(page, 'OTP').fill(otp === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
    await page.getByText('Invalid or expired OTP', { exact: true }).first().waitFor();
    await field(page, 'OTP').fill(otp);
    await page.getByRole('button', { name: 'Verify OTP', exact: true }).click();
    await toast(page, 'OTP verified successfully').waitFor();
    await field(page, 'New Password').fill(buyer.resetPassword);
    await field(page, 'Confirm Password').fill(buyer.resetPassword);
    await screenshot(page, 'accounts-forgot-reset-dark');
    await page.getByRole('button', { name: 'Reset Password', exact: true }).click();
    await toast(page, 'Password reset successfully!').waitFor();
    await page.waitForURL(/\/login$/);
    await login(page, buyer.email, buyer.resetPassword);
    await ctx.close();
  });

  it('lets only the admin upload and delete gallery images', async () => {
    const admin = await newPage();
    await login(admin.page, 'admin@example.com', DEMO_PASSWORD);
    await open(admin.page, '/gallery');
    await admin.page.getByText('No images yet.').waitFor();
    await admin.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'yard.png', mimeType: 'image/png', buffer: PNG });
    await toast(admin.page, 'Upload successful!').waitFor();
    await admin.page.getByRole('img', { name: 'Gallery image 1' }).waitFor();
    await admin.page
      .locator('input[type=file]')
      .setInputFiles({ name: 'yard2.png', mimeType: 'image/png', buffer: PNG });
    await admin.page.getByRole('img', { name: 'Gallery image 2' }).waitFor();
    await screenshot(admin.page, 'accounts-gallery-admin');
    await admin.page.getByRole('button', { name: 'Open image 1' }).click();
    await admin.page.locator('.yarl__root').waitFor();
    await admin.page.keyboard.press('Escape');
    await admin.page.locator('.yarl__root').waitFor({ state: 'detached' });

    // The buyer sees the images but no upload or delete controls.
    const member = await newPage('dark');
    await login(member.page, buyer.email, buyer.resetPassword);
    await open(member.page, '/gallery');
    await member.page.getByRole('img', { name: 'Gallery image 2' }).waitFor();
    expect(await member.page.getByRole('button', { name: 'Upload image' }).count()).toBe(0);
    expect(await member.page.getByRole('button', { name: /Delete image/ }).count()).toBe(0);
    await screenshot(member.page, 'accounts-gallery-buyer-dark');
    await member.ctx.close();

    await admin.page.getByRole('button', { name: 'Delete image 1' }).click();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast(admin.page, 'Image deleted').waitFor();
    await expect.poll(() => admin.page.locator('[data-testid=gallery-item]').count()).toBe(1);
    await admin.ctx.close();
  });

  it('returns to /login when the stored token is no longer accepted', async () => {
    const { ctx, page } = await newPage();
    await login(page, 'buyer1@example.com', DEMO_PASSWORD);
    await page.evaluate(() => {
      const t = sessionStorage.getItem('token') ?? '';
      sessionStorage.setItem('token', `${t.slice(0, -4)}AAAA`);
    });
    await open(page, '/profile/details');
    await page.waitForURL(/\/login$/);
    await toast(page, 'Your session has expired, please log in again').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
    await ctx.close();
  });

  it('shows the admin the contact list and the outbox with the masked OTP mail', async () => {
    const { ctx, page } = await newPage();
    await page.request.post(`${server.url}/api/general/contactus`, {
      data: {
        name: 'Farhan Qureshi',
        email: 'farhan@qureshisteel.in',
        subject: 'Copper lots',
        message: 'Please call.',
      },
    });
    await login(page, 'admin@example.com', DEMO_PASSWORD);
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Admin' })
      .click();
    await page.getByRole('menuitem', { name: 'Contact Us Query' }).click();
    await page.getByRole('cell', { name: 'Farhan Qureshi' }).waitFor();
    await page.mouse.move(640, 800);
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await screenshot(page, 'accounts-contact-list');
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Admin' })
      .click();
    await page.getByRole('menuitem', { name: 'Outbox (mail and SMS)' }).click();
    const row = page.getByRole('row').filter({ hasText: 'password-reset' }).first();
    await row.getByText('Sent', { exact: true }).waitFor();
    expect(await row.innerText()).toContain('••••••');
    await page.mouse.move(640, 800);
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await screenshot(page, 'accounts-outbox');
    await ctx.close();
  });
});
