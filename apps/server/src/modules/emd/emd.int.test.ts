import { isoIstDate } from '@neelami/shared/ist';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { emdEntries } from './tables';

let t: TestApp;
let admin: FixtureUser;
let buyer: FixtureUser;
let other: FixtureUser;
let guest: FixtureUser;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const secret = t.config.jwtSecret;
  admin = await makeUser(db, secret, { role: 'Admin' });
  buyer = await makeUser(db, secret, { role: 'Buyer' });
  other = await makeUser(db, secret, { role: 'Seller' });
  guest = await makeUser(db, secret, { role: 'Guest/Client' });
});
afterAll(async () => {
  await t.close();
});

const auth = (u: FixtureUser) => ({ authorization: `Bearer ${u.token}` });
const rowCount = async () => (await t.database.db.select().from(emdEntries)).length;
const today = () => isoIstDate(new Date());
let utrSeq = 100_000;
const nextUtr = () => `NEFT${Date.now()}${utrSeq++}`;

async function report(u: FixtureUser, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/emd/deposits', headers: auth(u), payload: body });
}
async function ledger(u: FixtureUser) {
  const res = await t.app.inject({ method: 'GET', url: '/api/emd/ledger', headers: auth(u) });
  expect(res.statusCode).toBe(200);
  return res.json();
}
async function verify(id: string, status = 'verified', note?: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/emd/deposits/${id}`,
    headers: auth(admin),
    payload: { status, ...(note ? { note } : {}) },
  });
}
/** A verified deposit of `amount` rupees for `u`. */
async function fund(u: FixtureUser, amount: number) {
  const res = await report(u, { amount, utr: nextUtr(), paidOn: today(), bank: 'SBI' });
  expect(res.statusCode).toBe(201);
  expect((await verify(res.json().deposit._id)).statusCode).toBe(200);
}

describe('POST /api/emd/deposits', () => {
  it('records a pending deposit that does not count until verified', async () => {
    const utr = nextUtr();
    const res = await report(buyer, {
      amount: '25000.50',
      utr: utr.toLowerCase(),
      paidOn: today(),
      bank: 'HDFC Bank',
    });
    expect(res.statusCode).toBe(201);
    const { deposit } = res.json();
    expect(deposit).toMatchObject({
      userId: buyer.id,
      amount: 25000.5,
      utr,
      paidOn: today(),
      bank: 'HDFC Bank',
      status: 'pending',
      proofUrl: null,
      decidedAt: null,
    });
    const l = await ledger(buyer);
    expect(l.balance).toEqual({
      deposited: 0,
      held: 0,
      available: 0,
      adjusted: 0,
      forfeited: 0,
      refunded: 0,
    });
    expect(l.entries[0]).toMatchObject({
      _id: deposit._id,
      type: 'deposit',
      status: 'pending',
      amount: 25000.5,
    });
  });

  it('refuses bad amounts, a bad UTR, a future or missing date, and writes nothing', async () => {
    const before = await rowCount();
    const tomorrow = isoIstDate(new Date(Date.now() + 36 * 3600_000));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 0 }, 'amount', 'Must be more than 0'],
      [{ amount: -5 }, 'amount', 'Must be more than 0'],
      [{ amount: 10.005 }, 'amount', 'Enter an amount in rupees with at most two decimals (paise)'],
      [{ amount: '1.234' }, 'amount', 'Enter an amount in rupees with at most two decimals (paise)'],
      [{ amount: 'ten' }, 'amount', 'Enter a number'],
      [{ amount: 1e12 }, 'amount', 'This amount is too large'],
      [{ utr: 'AB 12!' }, 'utr', 'Enter the UTR: 6 to 30 letters and digits'],
      [{ paidOn: tomorrow }, 'paidOn', 'The payment date cannot be in the future'],
      [{ paidOn: '2025-02-30' }, 'paidOn', 'Enter a date'],
      [{ paidOn: undefined }, 'paidOn', 'This field is required'],
      [{ proofUrl: '/etc/passwd' }, 'proofUrl', 'Please select a valid file.'],
    ];
    for (const [change, field, message] of cases) {
      const res = await report(buyer, { amount: 1000, utr: nextUtr(), paidOn: today(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
      expect(res.json().errors[field], JSON.stringify(change)).toBe(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('answers 409 for a UTR already recorded (also by another member), and writes nothing', async () => {
    const utr = nextUtr();
    expect((await report(buyer, { amount: 500, utr, paidOn: today() })).statusCode).toBe(201);
    const before = await rowCount();
    for (const u of [buyer, other]) {
      const res = await report(u, { amount: 700, utr: utr.toLowerCase(), paidOn: today() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: 'This UTR has already been recorded.' });
    }
    expect(await rowCount()).toBe(before);
  });

  it("takes a proof the member uploaded itself, never another member's", async () => {
    const m = multipart({ data: sampleFiles.pdf, filename: 'utr-slip.pdf' });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload/doc',
      headers: { ...m.headers, ...auth(other) },
      payload: m.payload,
    });
    expect(up.statusCode).toBe(201);
    const { fileUrl } = up.json();
    const mine = await report(other, { amount: 100, utr: nextUtr(), paidOn: today(), proofUrl: fileUrl });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().deposit.proofUrl).toBe(fileUrl);
    const before = await rowCount();
    const theirs = await report(buyer, { amount: 100, utr: nextUtr(), paidOn: today(), proofUrl: fileUrl });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors.proofUrl).toBe('Please select a valid file.');
    expect(await rowCount()).toBe(before);
  });

  it('is for members only', async () => {
    const anon = await t.app.inject({ method: 'POST', url: '/api/emd/deposits', payload: { amount: 1 } });
    expect(anon.statusCode).toBe(401);
    const res = await report(admin, { amount: 100, utr: nextUtr(), paidOn: today() });
    expect(res.statusCode).toBe(403);
  });
});

describe('Admin decides deposits', () => {
  it('verifies a deposit once: the balance counts it, a second decision is 409 and writes nothing', async () => {
    const u = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Buyer' });
    const res = await report(u, { amount: 50_000, utr: nextUtr(), paidOn: today(), bank: 'SBI' });
    const id = res.json().deposit._id;
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emd/deposits?status=pending',
      headers: auth(admin),
    });
    expect(pending.json().data.map((d: { _id: string }) => d._id)).toContain(id);
    expect(pending.json().data.find((d: { _id: string }) => d._id === id)).toMatchObject({
      memberName: u.name,
      memberEmail: u.email,
    });
    const ok = await verify(id, 'verified', 'Matched with bank statement');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Deposit verified',
      deposit: { _id: id, status: 'verified', note: 'Matched with bank statement' },
    });
    expect((await ledger(u)).balance).toMatchObject({ deposited: 50_000, available: 50_000 });
    const before = await rowCount();
    for (const status of ['verified', 'rejected']) {
      const again = await verify(id, status);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'This deposit has already been verified or rejected.',
      });
    }
    expect(await rowCount()).toBe(before);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emd/deposits?status=pending',
      headers: auth(admin),
    });
    expect(after.json().data.map((d: { _id: string }) => d._id)).not.toContain(id);
    // The member hears of it: once in its notification centre (the 409s raise nothing), and by mail.
    const centre = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(u) });
    expect(centre.json().data).toEqual([
      expect.objectContaining({
        kind: 'deposit_decided',
        title: 'Deposit verified',
        body: 'Your EMD deposit of ₹50,000 is verified.',
        link: '/profile/emd',
        readAt: null,
      }),
    ]);
    const outbox = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: auth(admin) });
    expect(
      outbox
        .json()
        .data.some(
          (m: { recipient: string; purpose: string }) =>
            m.recipient === u.email && m.purpose === 'emd-deposit-verified',
        ),
    ).toBe(true);
  });

  it('rejects a deposit: it never counts', async () => {
    const u = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Buyer' });
    const id = (await report(u, { amount: 900, utr: nextUtr(), paidOn: today() })).json().deposit._id;
    const res = await verify(id, 'rejected', 'No such credit');
    expect(res.json().deposit).toMatchObject({ status: 'rejected', note: 'No such credit' });
    const l = await ledger(u);
    expect(l.balance.deposited).toBe(0);
    expect(l.entries[0]).toMatchObject({ type: 'deposit', status: 'rejected', note: 'No such credit' });
  });

  it('answers 404 for an unknown deposit, 400 for a bad status or id, 403 for a member', async () => {
    expect((await verify('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await verify('not-a-uuid')).statusCode).toBe(400);
    const u = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Buyer' });
    const id = (await report(u, { amount: 900, utr: nextUtr(), paidOn: today() })).json().deposit._id;
    expect((await verify(id, 'maybe')).statusCode).toBe(400);
    const asMember = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/emd/deposits/${id}`,
      headers: auth(u),
      payload: { status: 'verified' },
    });
    expect(asMember.statusCode).toBe(403);
    expect((await ledger(u)).balance.deposited).toBe(0);
  });
});

describe('refunds', () => {
  it('takes a refund up to available, and Admin pays it once with its UTR', async () => {
    const u = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Seller' });
    await fund(u, 10_000);
    const before = await rowCount();
    const tooMuch = await t.app.inject({
      method: 'POST',
      url: '/api/emd/refunds',
      headers: auth(u),
      payload: { amount: 10_000.01 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'The refund is more than your available EMD by ₹0.01.',
    });
    for (const amount of [0, -1, 0.001]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/emd/refunds',
        headers: auth(u),
        payload: { amount },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(await rowCount()).toBe(before);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/emd/refunds',
      headers: auth(u),
      payload: { amount: 4_000 },
    });
    expect(res.statusCode).toBe(201);
    const { refund } = res.json();
    expect(refund).toMatchObject({ amount: 4_000, status: 'requested', userId: u.id });
    expect((await ledger(u)).balance).toMatchObject({ available: 6_000, refunded: 4_000 });

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emd/refunds?status=requested',
      headers: auth(admin),
    });
    expect(listed.json().data.map((r: { _id: string }) => r._id)).toContain(refund._id);

    const noUtr = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/emd/refunds/${refund._id}`,
      headers: auth(admin),
      payload: { status: 'paid' },
    });
    expect(noUtr.statusCode).toBe(400);
    expect(noUtr.json().errors.utr).toBe('Enter the UTR of the refund transfer');
    const utr = nextUtr();
    const paid = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/emd/refunds/${refund._id}`,
      headers: auth(admin),
      payload: { status: 'paid', utr },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().refund).toMatchObject({ status: 'paid', utr });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/emd/refunds/${refund._id}`,
      headers: auth(admin),
      payload: { status: 'rejected' },
    });
    expect(again.statusCode).toBe(409);
    const l = await ledger(u);
    expect(l.balance).toMatchObject({ deposited: 10_000, available: 6_000, refunded: 4_000 });
    expect(l.entries[0]).toMatchObject({ type: 'refund', status: 'paid', utr });
    const centre = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: auth(u) });
    expect(centre.json().data.filter((n: { kind: string }) => n.kind === 'refund_paid')).toEqual([
      expect.objectContaining({
        title: 'Refund paid',
        body: 'Your EMD refund of ₹4,000 was sent to your bank account.',
      }),
    ]);
  });

  it('gives a rejected refund back', async () => {
    const u = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Buyer' });
    await fund(u, 1_000);
    const { refund } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/emd/refunds',
        headers: auth(u),
        payload: { amount: 1_000 },
      })
    ).json();
    expect((await ledger(u)).balance.available).toBe(0);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/emd/refunds/${refund._id}`,
      headers: auth(admin),
      payload: { status: 'rejected', note: 'Bank details missing' },
    });
    expect(res.json().refund).toMatchObject({ status: 'rejected', note: 'Bank details missing' });
    expect((await ledger(u)).balance).toMatchObject({ available: 1_000, refunded: 0 });
  });
});

describe("a member's ledger", () => {
  it("is the caller's own; another member's is Admin's only (403)", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emd/ledger/${other.id}`,
      headers: auth(buyer),
    });
    expect(res.statusCode).toBe(403);
    const asAdmin = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emd/ledger/${other.id}`,
      headers: auth(admin),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().entries.every((e: { type: string }) => typeof e.type === 'string')).toBe(true);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/emd/ledger/00000000-0000-4000-8000-000000000000',
      headers: auth(admin),
    });
    expect(missing.statusCode).toBe(404);
    expect((await ledger(guest)).entries).toEqual([]);
  });
});

describe('the ledger table', () => {
  it('refuses UPDATE and DELETE of a row', async () => {
    const [row] = await t.database.db.select().from(emdEntries).limit(1);
    await expect(
      t.database.db.execute(sql`update emd_entries set amount = 1 where id = ${row.id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from emd_entries where id = ${row.id}`)).rejects.toThrow();
    const [same] = await t.database.db.select().from(emdEntries).where(sql`id = ${row.id}`);
    expect(same.amount).toBe(row.amount);
  });
});
