import { emdMessages } from '@neelami/shared/emd';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { apiCall, apiLogin, DEMO, useSession } from './support/session';

/**
 * Earnest money (API.md "Earnest money (EMD)"), the browser test: a new buyer reports a deposit on My EMD, the admin
 * verifies it on the EMD screen, assigns the buyer to a lot with an EMD (refused before the
 * verification, accepted after), the buyer bids, buyer1 outbids it, the lot closes, the loser's
 * hold is released and shows in My EMD, and the EMD report downloads. Real server, database and
 * Socket.IO; nothing is mocked.
 */

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];
let adminToken = '';
let eventId = '';
let subEventId = '';
let newcomerId = '';

const PASSWORD = 'Kutch#Metals2026';
const newcomer = { org: 'Kutch Ferro Alloys', email: 'emd@kutchferro.in' };
const LOT = 'Ferro-manganese slag, 40 MT';
const EMD = 10_000;
const DEPOSIT = 25_000;
const UTR = 'KKBKR52026112399887766';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const api = <T>(path: string, body: unknown, token?: string, method = 'POST') =>
  apiCall<T>(server.url, path, body, token, method);
const get = async <T>(path: string, token: string): Promise<T> => {
  const res = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
/** Today's calendar date in IST, as a date input takes it. */
const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
/** The socket and the queries update on their own, on a shared, busy machine. */
const eventually = <T>(fn: () => T | Promise<T>, timeout = 20_000) => expect.poll(fn, { timeout });

/** Registers the newcomer through the API (anonymous KYC upload with its key), then the admin verifies it. */
async function registerNewcomer() {
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'gst-certificate.pdf');
  const up = (await (await fetch(`${server.url}/api/upload/doc`, { method: 'POST', body: form })).json()) as {
    fileUrl: string;
    uploadKey: string;
  };
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-upload-key': up.uploadKey },
    body: JSON.stringify({
      OrganizationIndividualName: newcomer.org,
      type: 'Organization',
      role: 'Buyer',
      pan: 'AAKCK7788F',
      gst: '24AAKCK7788F1Z1',
      productId: ['Copper'],
      category: 'Ferrous',
      seller_admin: 'Mr Jadeja',
      membertype: 'GOLD MEMBERSHIP',
      email: newcomer.email,
      password: PASSWORD,
      firstName: 'Kiran',
      lastName: 'Jadeja',
      designation: 'Proprietor',
      cellNumber: '9825098250',
      faxNumber: '',
      addressLine1: 'Plot 12, GIDC',
      addressLine2: 'Gandhidham',
      city: 'Gandhidham',
      country: 'India',
      currency: 'INR',
      pin: '370201',
      uploadedDocuments: [up.fileUrl],
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  const users = await get<{ data: ({ _id: string; email: string } & Record<string, unknown>)[] }>(
    'admin/getUserListByRoleType/Buyer',
    adminToken,
  );
  const user = users.data.find((u) => u.email === newcomer.email);
  if (!user) throw new Error('the newcomer is not listed');
  const { _id, isLoggedIn, hasTransactionPassword, createdAt, ...fields } = user;
  await api(`admin/verifyUser/${_id}`, { ...fields, isVerified: true }, adminToken, 'PUT');
  newcomerId = _id;
}

/** A browser page logged in as `email` (the session the login page stores). */
async function pageAs(email: string, password: string = DEMO.password): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  contexts.push(context);
  await useSession(context, await apiLogin(server.url, email, password));
  return context.newPage();
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor({ timeout: 20_000 });

/** Picks `option` in the Mantine select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const lotRow = (page: Page): Locator => page.getByTestId('sub-event-row').filter({ hasText: LOT });

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = (await apiLogin(server.url, DEMO.admin)).token;
  const event = await api<{ data: { _id: string } }>(
    'admin/createEvent',
    {
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Gujarat Ferro Works',
      auctionName: 'Kandla slag and scrap — EMD lots',
      titleName: 'Forward e-auction with earnest money',
      // The shortest anti-sniping window, so the bids below push the closing by a minute at most.
      autoExtension: '1 Minute',
      inspectionDate: '2030-01-15',
      address: 'Kandla Port, Gujarat 370210',
      totalLots: 1,
      termCondition: 'An EMD of ₹10,000 per lot is held while you are assigned.',
      requireTransactionPassword: false,
      eventStart: inMinutes(-5),
      eventEnd: inMinutes(60),
    },
    adminToken,
  );
  eventId = event.data._id;
  const sub = await api<{ data: { _id: string } }>(
    `admin/addSubEvent/${eventId}`,
    {
      name: LOT,
      location: 'Kandla',
      subEventType: 'forward',
      quantityOrTypesOfTrunk: '40',
      unit: 'MT',
      rule: 'Highest bid wins',
      serialNo: 1,
      startValue: 50_000,
      incrementOrDecrement: 500,
      emdAmount: EMD,
      eventStartsOn: inMinutes(-5),
      // It closes while the test runs: the steps before the closing take well under a minute.
      eventEndsOn: inMinutes(2.5),
      specification: 'As is where is',
    },
    adminToken,
  );
  subEventId = sub.data._id;
  await registerNewcomer();
  // buyer1, the other bidder, covers the lot's EMD with a verified deposit of its own.
  const buyer1 = await apiLogin(server.url, DEMO.buyer1);
  const dep = await api<{ deposit: { _id: string } }>(
    'emd/deposits',
    { amount: 50_000, utr: 'SBINR52026112311112222', paidOn: todayIst(), bank: 'State Bank of India' },
    buyer1.token,
  );
  await api(`admin/emd/deposits/${dep.deposit._id}`, { status: 'verified' }, adminToken, 'PUT');
  await api(
    `admin/updateSubEvent/${eventId}/${subEventId}`,
    { registeredBuyers: [buyer1.user._id] },
    adminToken,
    'PUT',
  );
}, 240_000);

afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
  await server?.stop();
});

describe('earnest money (EMD), in the browser', () => {
  let buyer: Page;
  let admin: Page;

  it('the new buyer reports a deposit with a proof on My EMD', async () => {
    buyer = await pageAs(newcomer.email, PASSWORD);
    await open(buyer, '/profile/emd', 'My EMD');
    await expect.poll(() => buyer.getByTestId('emd-available').innerText()).toBe('₹0');
    const form = buyer.getByRole('form', { name: 'Report a deposit' });
    // A future date and a short UTR are told apart before anything is sent.
    await form.getByRole('textbox', { name: /Amount/ }).fill(String(DEPOSIT));
    await form.getByRole('textbox', { name: /UTR/ }).fill('AB12');
    await form.locator('input[type=date]').fill('2099-01-01');
    await form.getByRole('button', { name: 'Report deposit' }).click();
    await form.getByText(emdMessages.utr).waitFor();
    await form.getByText(emdMessages.futureDate).waitFor();
    await form.getByRole('textbox', { name: /UTR/ }).fill(UTR.toLowerCase());
    await form.locator('input[type=date]').fill(todayIst());
    await form.getByRole('textbox', { name: /Bank/ }).fill('Kotak Mahindra Bank');
    await form
      .locator('input[type=file]')
      .setInputFiles({ name: 'neft-advice.png', mimeType: 'image/png', buffer: PNG });
    await toast(buyer, 'Upload successful!');
    await form.getByText('neft-advice.png').waitFor();
    await form.getByRole('button', { name: 'Report deposit' }).click();
    await toast(buyer, emdMessages.depositReported);
    const ledger = buyer.getByRole('table', { name: 'EMD ledger' });
    await ledger.getByRole('row').filter({ hasText: UTR }).filter({ hasText: 'pending' }).waitFor();
    await screenshot(buyer, 'emd-01-deposit-reported');
    // The same UTR again is refused by the server (409) with its message.
    await form.getByRole('textbox', { name: /Amount/ }).fill('5000');
    await form.getByRole('textbox', { name: /UTR/ }).fill(UTR);
    await form.locator('input[type=date]').fill(todayIst());
    await form.getByRole('button', { name: 'Report deposit' }).click();
    await toast(buyer, emdMessages.utrUsed);
  });

  it('assigning the buyer to a lot with an EMD is refused until the deposit is verified', async () => {
    admin = await pageAs(DEMO.admin);
    await open(admin, '/admin/assignBuyerSeller', 'Assign Buyers and Sellers');
    await choose(admin, 'Event', 'Kandla slag and scrap — EMD lots');
    await admin.getByRole('checkbox', { name: `Choose ${LOT}` }).check();
    const box = admin.getByRole('checkbox', { name: newcomer.org });
    await box.check();
    await eventually(() => admin.getByText(/EMD available ₹0 \(short by ₹10,000\)/).count()).toBe(1);
    await admin.getByRole('button', { name: 'Save Assignment' }).click();
    const refusal = emdMessages.holdShort(newcomer.org, EMD * 100);
    await admin.getByRole('alert').filter({ hasText: refusal }).waitFor({ timeout: 20_000 });
    await screenshot(admin, 'emd-02-assign-refused');
  });

  it('the admin verifies the deposit on the EMD screen, with its proof', async () => {
    await open(admin, '/admin/emd', 'EMD');
    const row = admin
      .getByRole('table', { name: 'Reported deposits' })
      .getByRole('row')
      .filter({ hasText: UTR });
    await row.waitFor();
    await expect(row.getByRole('button', { name: /Proof of/ }).count()).resolves.toBe(1);
    await screenshot(admin, 'emd-03-pending-deposit');
    await row.getByRole('button', { name: `Verify deposit ${UTR}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Verify deposit' });
    await dialog.getByRole('textbox', { name: /Note/ }).fill('Credited to the EMD account');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await toast(admin, emdMessages.depositVerified);
    await eventually(() => row.count()).toBe(0);
  });

  it('then the assignment goes through and holds the EMD', async () => {
    await open(admin, '/admin/assignBuyerSeller', 'Assign Buyers and Sellers');
    await choose(admin, 'Event', 'Kandla slag and scrap — EMD lots');
    await admin.getByRole('checkbox', { name: `Choose ${LOT}` }).check();
    await eventually(() => admin.getByText(/EMD available ₹25,000$/).count()).toBe(1);
    await admin.getByRole('checkbox', { name: newcomer.org }).check();
    await admin.getByRole('button', { name: 'Save Assignment' }).click();
    await toast(admin, 'Buyers assigned successfully.');
    const ledger = await get<{ balance: { held: number; available: number } }>(
      `admin/emd/ledger/${newcomerId}`,
      adminToken,
    );
    expect(ledger.balance).toMatchObject({ held: EMD, available: DEPOSIT - EMD });
  });

  it('the buyer sees the hold in the room and bids; buyer1 outbids it', async () => {
    const login = await apiLogin(server.url, newcomer.email, PASSWORD);
    await api('general/termAccept', { eventId }, login.token);
    await buyer.goto(`${server.url}/auction/auctionRoom?eventId=${eventId}`);
    const row = lotRow(buyer);
    await row.waitFor({ timeout: 30_000 });
    await eventually(() => row.getByTestId('emd-line').getAttribute('data-emd-state')).toBe('held');
    await expect(row.getByTestId('emd-line').innerText()).resolves.toContain('EMD ₹10,000 · held');
    await row.getByRole('button', { name: /^Bid on/ }).click();
    await eventually(() => row.getByTestId('leading-amount').innerText()).toBe('₹50,000');
    await screenshot(buyer, 'emd-04-room-held');

    const buyer1 = await apiLogin(server.url, DEMO.buyer1);
    await api('general/termAccept', { eventId }, buyer1.token);
    const other = await pageAs(DEMO.buyer1);
    await other.goto(`${server.url}/auction/auctionRoom?eventId=${eventId}`);
    const otherRow = lotRow(other);
    await otherRow.waitFor({ timeout: 30_000 });
    await eventually(() => otherRow.getByTestId('leading-amount').innerText()).toBe('₹50,000');
    await otherRow.getByRole('button', { name: /^Bid on/ }).click();
    await eventually(() => row.getByTestId('leading-amount').innerText()).toBe('₹50,500');
  });

  it("the lot closes: the loser's hold is released and shows in My EMD", async () => {
    // The lot closes on the server's clock (its end was set 2.5 minutes after the start of the test).
    await eventually(async () => {
      const l = await get<{ balance: { held: number; available: number } }>(
        `admin/emd/ledger/${newcomerId}`,
        adminToken,
      );
      return l.balance;
    }, 300_000).toMatchObject({ held: 0, available: DEPOSIT });

    await open(buyer, '/profile/emd', 'My EMD');
    await eventually(() => buyer.getByTestId('emd-available').innerText()).toBe('₹25,000');
    const ledger = buyer.getByRole('table', { name: 'EMD ledger' });
    await ledger
      .getByRole('row')
      .filter({ hasText: /Released/ })
      .filter({ hasText: LOT })
      .first()
      .waitFor();
    await ledger.getByRole('row').filter({ hasText: 'Hold' }).filter({ hasText: 'released' }).waitFor();
    await screenshot(buyer, 'emd-05-hold-released');
  }, 420_000);

  it('the EMD report downloads', async () => {
    await open(admin, '/reports/emdReport', 'EMD Report');
    await choose(admin, 'Event', 'Kandla slag and scrap — EMD lots');
    await admin.getByRole('button', { name: 'Submit' }).click();
    await admin.getByRole('table', { name: 'EMD Report' }).getByText(newcomer.org).first().waitFor();
    await screenshot(admin, 'emd-06-report');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
