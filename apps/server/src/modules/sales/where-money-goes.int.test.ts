import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BankAccount, PayeeAccount } from '@neelami/shared/bank-account';
import type { SaleDetailDto, SaleDto } from '@neelami/shared/sales';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { validSubEvent } from '../../../test/helpers/catalogue-fixtures';
import { closedLot, todayIst, utr } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { emdAccounts } from '../emd/tables';
import { payeeAccountDecisions, payeeAccounts, users } from '../users/tables';
import { saleTaxInvoices } from './tables';

// API.md "Where money goes, and what needs a member now": the platform's EMD account, each owner's
// payee account verified by Admin (a change hides it until verified again), the sale's payee on its
// answer, letter and delivery order, and the GST tax invoice.

let t: TestApp;
let admin: FixtureUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' });
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;
const mk = (role: FixtureUser['role'], name?: string) => makeUser(db(), t.config.jwtSecret, { role, name });
type Method = 'GET' | 'POST' | 'PUT';
const call = (u: FixtureUser, method: Method, url: string, payload?: object, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${u.token}`, ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload ? { payload } : {}),
  });

/** The text layer of a PDF as pdftotext reads it (poppler), row by row, spaces folded. */
function textOf(pdf: Buffer, name = 'doc.pdf'): string {
  const file = join(mkdtempSync(join(tmpdir(), 'money-')), name);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** A change the database refuses: the table's trigger names it append-only (the error's cause). */
async function refusedAsAppendOnly(change: Promise<unknown>) {
  const err = await change.then(
    () => null,
    (e: unknown) => e,
  );
  const messages: string[] = [];
  for (let e = err as { message?: string; cause?: unknown } | null; e; e = e.cause as typeof e)
    messages.push(String(e.message));
  expect(messages.join(' | ')).toMatch(/is append-only: (UPDATE|DELETE) refused/);
}

const account: BankAccount = {
  accountName: 'Neelami e-Auctions EMD Escrow',
  accountNo: '912020012345678',
  ifsc: 'UTIB0000123',
  bank: 'Axis Bank, Fort, Mumbai',
  upiId: 'neelami.emd@axisbank',
};

const payeeOf = (n: string): BankAccount => ({
  accountName: `Bhilai Steel ${n}`,
  accountNo: `5020001234${n}`.slice(0, 14),
  ifsc: 'HDFC0001234',
  bank: 'HDFC Bank, Bhilai',
  upiId: `bhilai${n}@hdfcbank`,
});

describe("the platform's EMD account", () => {
  it('is null until Admin sets it, then every member reads it; Admin alone sets it', async () => {
    const [buyer, seller, guest] = [await mk('Buyer'), await mk('Seller'), await mk('Guest/Client')];
    const before = await call(buyer, 'GET', '/api/general/emd-account');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ success: true, data: null });

    expect((await call(buyer, 'PUT', '/api/admin/settings/emd-account', account)).statusCode).toBe(403);
    expect((await call(seller, 'PUT', '/api/admin/settings/emd-account', account)).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/general/emd-account')).statusCode).toBe(403);

    // Spaces in the number and a lower-case IFSC are taken as the bank writes them.
    const res = await call(admin, 'PUT', '/api/admin/settings/emd-account', {
      ...account,
      accountNo: '9120 2001 2345 678',
      ifsc: ' utib0000123 ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: "The platform's EMD account is saved.",
      data: account,
    });
    for (const u of [buyer, seller, guest])
      expect((await call(u, 'GET', '/api/general/emd-account')).json().data).toEqual(account);
    expect((await call(admin, 'GET', '/api/admin/settings/emd-account')).json().data).toEqual(account);

    // A new setting is a row of its own, with who and when; the rows are never changed.
    const { upiId: _none, ...withoutUpi } = account;
    const again = await call(admin, 'PUT', '/api/admin/settings/emd-account', { ...withoutUpi, upiId: '' });
    expect(again.json().data).toEqual(withoutUpi);
    expect((await call(guest, 'GET', '/api/general/emd-account')).json().data).toEqual(withoutUpi);
    const rows = await db().select().from(emdAccounts);
    expect(rows.length).toBe(2);
    expect(rows.every((r) => r.setBy === admin.id)).toBe(true);
    await refusedAsAppendOnly(db().update(emdAccounts).set({ accountNo: '111111111' }));
  });

  it('refuses a malformed account field by field, in the language of the request, writing nothing', async () => {
    const count = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(emdAccounts))[0].n;
    const n = await count();
    const bad = {
      accountName: ' ',
      accountNo: '12345678',
      ifsc: 'SBIN1234567',
      bank: 'SBI',
      upiId: 'nobank',
    };
    const en = await call(admin, 'PUT', '/api/admin/settings/emd-account', bad);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
      errors: {
        accountName: 'This field is required',
        accountNo: 'Enter the account number: 9 to 18 digits',
        ifsc: 'Enter the IFSC: 11 characters, four letters, a zero, then six letters or digits (e.g. SBIN0001234)',
        upiId: 'Enter the UPI ID as name@bank, e.g. neelami@okaxis',
      },
    });
    const hi = await call(admin, 'PUT', '/api/admin/settings/emd-account', bad, 'hi');
    expect(hi.statusCode).toBe(400);
    expect(hi.json().errors).toMatchObject({
      accountNo: 'खाता संख्या लिखें: 9 से 18 अंक',
      upiId: 'UPI आईडी नाम@बैंक के रूप में लिखें, जैसे neelami@okaxis',
    });
    for (const accountNo of ['1234567890123456789', '12345abc90', '-123456789'])
      expect(
        (await call(admin, 'PUT', '/api/admin/settings/emd-account', { ...account, accountNo })).statusCode,
      ).toBe(400);
    const extra = await call(admin, 'PUT', '/api/admin/settings/emd-account', { ...account, branch: 'Fort' });
    expect(extra.statusCode).toBe(400);
    expect(await count()).toBe(n);
  });
});

describe("a seller's payee account", () => {
  it('is a seller’s alone to give, and waits for Admin', async () => {
    const buyer = await mk('Buyer');
    expect((await call(buyer, 'PUT', '/api/profile/payee-account', payeeOf('01'))).statusCode).toBe(403);
    expect((await call(buyer, 'GET', '/api/profile/payee-account')).statusCode).toBe(403);
    expect((await call(admin, 'PUT', '/api/profile/payee-account', payeeOf('01'))).statusCode).toBe(403);
    const seller = await mk('Seller');
    expect((await call(seller, 'GET', '/api/profile/payee-account')).json()).toEqual({
      success: true,
      data: null,
    });
    const bad = await call(
      seller,
      'PUT',
      '/api/profile/payee-account',
      { ...payeeOf('01'), ifsc: 'HDFC123' },
      'hi',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.ifsc).toMatch(/^IFSC लिखें/);
    const res = await call(seller, 'PUT', '/api/profile/payee-account', payeeOf('01'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Payee account saved. It is shown to buyers once an admin has verified it.',
      status: 'pending',
      data: { ...payeeOf('01'), status: 'pending', note: '', decidedAt: null },
    });
    // Admin's calls on it: only Admin; a member with none, or no member, is 404.
    const id = res.json().data._id as string;
    expect(
      (await call(seller, 'PUT', `/api/admin/users/${seller.id}/payee-account`, { status: 'verified' }))
        .statusCode,
    ).toBe(403);
    const none = await mk('Seller');
    const missing = await call(admin, 'PUT', `/api/admin/users/${none.id}/payee-account`, {
      status: 'verified',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This member has not given a payee account.');
    const stranger = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'GET', `/api/admin/users/${stranger}/payee-account`)).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', `/api/admin/users/${seller.id}/payee-account`, { status: 'maybe' }))
        .statusCode,
    ).toBe(400);
    const listed = (await call(admin, 'GET', '/api/admin/payee-accounts?status=pending')).json().data;
    expect(listed.find((p: { userId: string }) => p.userId === seller.id)).toMatchObject({
      _id: id,
      memberName: seller.name,
    });
  });

  it('reaches the sale only once verified; a change hides it until verified again (a stale decision is refused)', async () => {
    const [seller, buyer, rival] = [await mk('Seller', 'Bhilai Steel'), await mk('Buyer'), await mk('Buyer')];
    const lot = await closedLot(db(), seller, [
      [rival, 31_500],
      [buyer, 32_000],
    ]);
    const award = await call(seller, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
      bidId: lot.win.id,
      authorized: true,
      notify: [],
    });
    expect(award.statusCode, award.body).toBe(200);
    const saleId = ((await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[]).find(
      (s) => s.subEventId === lot.sub.id,
    )!._id;
    const sale = async (u = buyer) =>
      (await call(u, 'GET', `/api/sales/${saleId}`)).json().sale as SaleDetailDto;
    const letter = async () => {
      const res = await call(buyer, 'GET', `/api/seller/subEvents/${lot.sub.id}/letter`);
      expect(res.statusCode).toBe(200);
      return textOf(res.rawPayload);
    };
    expect((await sale()).payee).toBeNull();
    expect(await letter()).toContain(
      'The owner of the lot has no account verified by Neelami yet: do not pay',
    );

    const first = (await call(seller, 'PUT', '/api/profile/payee-account', payeeOf('11'))).json()
      .data as PayeeAccount;
    expect((await sale()).payee).toBeNull();
    const v = await call(admin, 'PUT', `/api/admin/users/${seller.id}/payee-account`, {
      status: 'verified',
      accountId: first._id,
    });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.json()).toMatchObject({ message: 'Payee account verified', status: 'verified' });
    expect((await sale()).payee).toEqual(payeeOf('11'));
    expect((await sale(seller)).payee).toEqual(payeeOf('11'));
    const list = (await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[];
    expect(list.find((s) => s._id === saleId)?.payee).toEqual(payeeOf('11'));
    const printed = await letter();
    expect(printed).toContain("Pay to: the owner's account, verified by Neelami");
    for (const value of Object.values(payeeOf('11'))) expect(printed).toContain(value);
    // Deciding twice is refused; sending the same account again changes nothing.
    expect(
      (await call(admin, 'PUT', `/api/admin/users/${seller.id}/payee-account`, { status: 'rejected' }))
        .statusCode,
    ).toBe(409);
    const same = await call(seller, 'PUT', '/api/profile/payee-account', payeeOf('11'));
    expect(same.json()).toMatchObject({
      message: 'This payee account is already on record; nothing changed.',
      status: 'verified',
    });

    // The change: no account is shown — not the old one either — until Admin verifies the new one.
    const second = (await call(seller, 'PUT', '/api/profile/payee-account', payeeOf('22'))).json()
      .data as PayeeAccount;
    expect(second.status).toBe('pending');
    expect((await sale()).payee).toBeNull();
    expect(await letter()).not.toContain(payeeOf('11').accountNo);
    const stale = await call(admin, 'PUT', `/api/admin/users/${seller.id}/payee-account`, {
      status: 'verified',
      accountId: first._id,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CONFLICT');
    const rejected = await call(
      admin,
      'PUT',
      `/api/admin/users/${seller.id}/payee-account`,
      { status: 'rejected', note: 'Name does not match the PAN', accountId: second._id },
      'hi',
    );
    expect(rejected.json()).toMatchObject({ message: 'भुगतान खाता अस्वीकृत', status: 'rejected' });
    expect((await call(seller, 'GET', '/api/profile/payee-account')).json().data).toMatchObject({
      _id: second._id,
      status: 'rejected',
      note: 'Name does not match the PAN',
    });
    expect((await sale()).payee).toBeNull();
    const third = (await call(seller, 'PUT', '/api/profile/payee-account', payeeOf('33'))).json()
      .data as PayeeAccount;
    await call(admin, 'PUT', `/api/admin/users/${seller.id}/payee-account`, {
      status: 'verified',
      accountId: third._id,
    });
    expect((await sale()).payee).toEqual(payeeOf('33'));
    expect(
      (await call(admin, 'GET', `/api/admin/users/${seller.id}/payee-account`)).json().data,
    ).toMatchObject({
      _id: third._id,
      status: 'verified',
    });

    // Every version and decision is kept, with who and when; none is ever changed.
    const versions = await db().select().from(payeeAccounts).where(eq(payeeAccounts.userId, seller.id));
    expect(versions.map((r) => r.accountNo)).toEqual(
      expect.arrayContaining([payeeOf('11'), payeeOf('22'), payeeOf('33')].map((p) => p.accountNo)),
    );
    expect(versions.every((r) => r.submittedBy === seller.id)).toBe(true);
    const decided = await db().select().from(payeeAccountDecisions);
    expect(decided.filter((d) => versions.some((x) => x.id === d.accountId)).map((d) => d.decidedBy)).toEqual(
      [admin.id, admin.id, admin.id],
    );
    await refusedAsAppendOnly(
      db().update(payeeAccounts).set({ accountNo: '999999999' }).where(eq(payeeAccounts.id, third._id)),
    );
    await refusedAsAppendOnly(db().delete(payeeAccountDecisions));
  });
});

describe('the GST tax invoice', () => {
  /** A lot of `seller` won by `buyer`, awarded, paid in full and confirmed: its sale. */
  async function paidSale(seller: FixtureUser, buyer: FixtureUser, opts: { unit?: boolean } = {}) {
    const rival = await mk('Buyer');
    const lot = await closedLot(
      db(),
      seller,
      [
        [rival, 31_500],
        [buyer, 32_000],
      ],
      opts,
    );
    await call(seller, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
      bidId: lot.win.id,
      authorized: true,
      notify: [],
    });
    const sale = ((await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[]).find(
      (s) => s.subEventId === lot.sub.id,
    )!;
    const paid = await call(buyer, 'POST', `/api/sales/${sale._id}/payments`, {
      amount: sale.outstanding,
      utr: utr(),
      paidOn: todayIst(),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const confirmed = await call(
      seller,
      'PUT',
      `/api/sales/${sale._id}/payments/${paid.json().payment._id}`,
      {
        status: 'confirmed',
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { sale, lot };
  }
  const setGst = (u: FixtureUser, gst: string, state: string, language: 'en' | 'hi' = 'en') =>
    db().update(users).set({ gst, state, language, city: 'Somewhere' }).where(eq(users.id, u.id));
  const invoice = (u: FixtureUser, saleId: string) => call(u, 'GET', `/api/sales/${saleId}/tax-invoice`);

  it('is refused before the sale is paid (409), to a stranger (403) and for no sale (404)', async () => {
    const [seller, buyer, rival, stranger] = [
      await mk('Seller'),
      await mk('Buyer'),
      await mk('Buyer'),
      await mk('Buyer'),
    ];
    const lot = await closedLot(db(), seller, [
      [rival, 31_500],
      [buyer, 32_000],
    ]);
    await call(seller, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
      bidId: lot.win.id,
      authorized: true,
      notify: [],
    });
    const sale = ((await call(buyer, 'GET', '/api/sales')).json().data as SaleDto[])[0]!;
    const early = await call(buyer, 'GET', `/api/sales/${sale._id}/tax-invoice`, undefined, 'hi');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'टैक्स इनवॉइस बिक्री का भुगतान पूरा होने पर जारी होता है।',
    });
    expect((await invoice(stranger, sale._id)).statusCode).toBe(403);
    expect((await invoice(buyer, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await invoice(buyer, 'not-a-sale')).statusCode).toBe(400);
    expect(await db().select().from(saleTaxInvoices).where(eq(saleTaxInvoices.saleId, sale._id))).toEqual([]);
  });

  it('charges CGST + SGST within one state, with both GSTINs, the HSN code, TCS and the total in words', async () => {
    const [seller, buyer] = [await mk('Seller', 'Mahalaxmi Metals'), await mk('Buyer', 'Pune Re-Rollers')];
    await setGst(seller, '27AAKCM1234F1ZO', '27');
    await setGst(buyer, '27AABCP9876K1ZN', '27');
    const { sale } = await paidSale(seller, buyer, { unit: true });
    const res = await invoice(buyer, sale._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const fy = res.headers['content-disposition'] as string;
    expect(fy).toMatch(/filename="tax-invoice-TI-\d{4}-\d{2}-00001\.pdf"/);
    const text = textOf(res.rawPayload);
    for (const words of [
      'Tax Invoice',
      'Mahalaxmi Metals',
      'Pune Re-Rollers',
      'GSTIN: 27AAKCM1234F1ZO',
      'GSTIN: 27AABCP9876K1ZN',
      'Maharashtra (code 27)',
      '7204',
      '250 MT',
      '₹32,000/MT',
      'Taxable value',
      '₹80,00,000',
      'CGST @ 9% ₹7,20,000',
      'SGST @ 9% ₹7,20,000',
      'TCS @ 1%',
      '₹94,400',
      '₹95,34,400',
      'Rupees Ninety Five Lakh Thirty Four Thousand Four Hundred Only',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain('IGST');
    // One invoice per sale: the owner and Admin download the same one, numbered once.
    for (const u of [seller, admin]) {
      const again = await invoice(u, sale._id);
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-disposition']).toBe(res.headers['content-disposition']);
    }
    const rows = await db().select().from(saleTaxInvoices).where(eq(saleTaxInvoices.saleId, sale._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      supplierGstin: '27AAKCM1234F1ZO',
      buyerState: '27',
      hsnCode: '7204',
      seq: 1,
    });
    await refusedAsAppendOnly(db().update(saleTaxInvoices).set({ hsnCode: '7404' }));
  });

  it('charges IGST between states (the states from the GSTINs), numbers the supplier’s next invoice, in Hindi for a Hindi buyer', async () => {
    const seller = await mk('Seller', 'Mahalaxmi Metals');
    await setGst(seller, '27AAKCM1234F1ZO', '27');
    const buyer = await mk('Buyer', 'Gujarat Castings');
    // The profile says Maharashtra, the GSTIN Gujarat: the GSTIN decides.
    await setGst(buyer, '24AAGCG4321B1ZA', '27');
    const first = await paidSale(seller, buyer);
    const second = await paidSale(seller, buyer);
    // The lot's HSN code (copper scrap), set before the invoice is issued.
    const hsn = await call(
      admin,
      'PUT',
      `/api/admin/updateSubEvent/${second.lot.event.id}/${second.lot.sub.id}`,
      {
        ...rowEditOf(second.lot.sub),
        hsnCode: '7404',
      },
    );
    expect(hsn.statusCode, hsn.body).toBe(200);
    const a = textOf((await invoice(buyer, first.sale._id)).rawPayload);
    expect(a).toContain('IGST @ 18%');
    expect(a).toContain('Gujarat (code 24)');
    expect(a).toContain('Maharashtra (code 27)');
    expect(a).not.toMatch(/CGST|SGST/);
    expect(a).toMatch(/TI\/\d{4}-\d{2}\/00001/);
    await db().update(users).set({ language: 'hi' }).where(eq(users.id, buyer.id));
    const b = textOf((await invoice(buyer, second.sale._id)).rawPayload);
    expect(b).toMatch(/TI\/\d{4}-\d{2}\/00002/);
    // (Words without an i-matra or a nasal sign: pdftotext reads those back in their visual place.)
    for (const words of [
      'कर बीजक',
      'IGST @ 18%',
      'गुजरात (कोड 24)',
      'महाराष्ट्र (कोड 27)',
      '7404',
      'कर योग्य मूल्य',
    ])
      expect(b, words).toContain(words);
    expect(b).not.toContain('Taxable value');
  });
});

describe("a lot's HSN code", () => {
  it('defaults to 7204 (ferrous scrap), takes 4, 6 or 8 digits, and refuses anything else by name', async () => {
    const event = await makeEvent(db());
    const add = (body: object, lang?: string) =>
      call(admin, 'POST', `/api/admin/addSubEvent/${event.id}`, body, lang);
    const plain = await add(validSubEvent());
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data.hsnCode).toBe('7204');
    expect((await add(validSubEvent({ hsnCode: '74040010' }))).json().data.hsnCode).toBe('74040010');
    for (const hsnCode of ['72', '72045', 'copper', '']) {
      const res = await add(validSubEvent({ hsnCode }), 'hi');
      expect(res.statusCode, hsnCode).toBe(400);
      expect(res.json().errors.hsnCode).toBe('HSN कोड लिखें: 4, 6 या 8 अंक, जैसे लोहे के स्क्रैप के लिए 7204');
    }
  });
});

/** The manage grid's row edit of a sub-event as it stands. */
function rowEditOf(s: {
  name: string;
  subEventType: string;
  serialNo: number;
  startValue: number;
  incrementOrDecrement: number;
  eventStartsOn: Date;
  eventEndsOn: Date;
}) {
  return {
    name: s.name,
    location: 'Bhilai',
    subEventType: s.subEventType,
    quantityOrTypesOfTrunk: 'Assorted',
    unit: 'Lot',
    rule: 'Highest bid wins',
    serialNo: s.serialNo,
    startValue: s.startValue / 100,
    incrementOrDecrement: s.incrementOrDecrement / 100,
    eventStartsOn: s.eventStartsOn.toISOString(),
    eventEndsOn: s.eventEndsOn.toISOString(),
    specification: 'As is where is',
    details: 'GST extra',
    isActive: true,
  };
}
