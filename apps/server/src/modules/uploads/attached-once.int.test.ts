import type { SaleDto } from '@neelami/shared/sales';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeUser } from '../../../test/helpers/bidding-fixtures';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { closedLot, todayIst, utr } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { emdEntries } from '../emd/tables';
import { salePayments } from '../sales/tables';

// API.md "A UTR is one bank transfer": one transfer, one proof. An uploaded document is the proof
// of one money row only (an EMD deposit, a sale payment, a lifting's weighbridge slip).

const TAKEN =
  'This file is already the proof of another deposit or payment: upload the proof of this transfer.';
const TAKEN_HI = 'यह फ़ाइल पहले से किसी दूसरी जमा राशि या भुगतान का प्रमाण है: इस ट्रांसफ़र का प्रमाण अपलोड करें।';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const mk = (role: FixtureUser['role']) => makeUser(t.database.db, t.config.jwtSecret, { role });
const call = (u: FixtureUser, method: 'POST' | 'PUT', url: string, payload: object, language = 'en') =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { authorization: `Bearer ${u.token}`, 'accept-language': language },
  });
async function proofOf(u: FixtureUser): Promise<string> {
  const m = multipart({ data: sampleFiles.pdf, filename: 'neft-slip.pdf' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/doc',
    payload: m.payload,
    headers: { ...m.headers, authorization: `Bearer ${u.token}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().fileUrl;
}
const deposit = (u: FixtureUser, proofUrl: string, ref = utr(), language = 'en') =>
  call(u, 'POST', '/api/emd/deposits', { amount: 50_000, utr: ref, paidOn: todayIst(), proofUrl }, language);

/** A sale awaiting the buyer's payment: a closed lot `buyer` won, authorised by `seller`. */
async function saleOf(seller: FixtureUser, buyer: FixtureUser): Promise<SaleDto> {
  const lot = await closedLot(t.database.db, seller, [
    [await mk('Buyer'), 31_000],
    [buyer, 32_000],
  ]);
  const awarded = await call(seller, 'POST', `/api/seller/subEvents/${lot.sub.id}/authorize`, {
    bidId: lot.win.id,
    authorized: true,
    notify: [],
  });
  expect(awarded.statusCode, awarded.body).toBe(200);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/sales',
    headers: { authorization: `Bearer ${buyer.token}` },
  });
  return (list.json().data as SaleDto[]).find((s) => s.subEventId === lot.sub.id)!;
}
const payment = (buyer: FixtureUser, sale: SaleDto, amount: number, proofUrl: string) =>
  call(buyer, 'POST', `/api/sales/${sale._id}/payments`, {
    amount,
    utr: utr(),
    paidOn: todayIst(),
    proofUrl,
  });

describe('finding 3: one proof file backs one money row', () => {
  it('refuses a second EMD deposit with the same proof (409 CONFLICT, English and Hindi), writing nothing', async () => {
    const buyer = await mk('Buyer');
    const proof = await proofOf(buyer);
    expect((await deposit(buyer, proof)).statusCode).toBe(201);

    const refUtr = utr();
    const again = await deposit(buyer, proof, refUtr);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: TAKEN, errors: { proofUrl: TAKEN } });
    const hindi = await deposit(buyer, proof, utr(), 'hi');
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toBe(TAKEN_HI);
    // The refused report left nothing behind: its UTR is still free for the real proof.
    expect((await deposit(buyer, await proofOf(buyer), refUtr)).statusCode).toBe(201);
    const rows = await t.database.db.select().from(emdEntries).where(eq(emdEntries.proofUrl, proof));
    expect(rows).toHaveLength(1);
  });

  it("refuses a deposit's proof for a sale payment, one payment's proof for another, and one slip for two liftings", async () => {
    const [seller, buyer] = [await mk('Seller'), await mk('Buyer')];
    const sale = await saleOf(seller, buyer);
    const pay = (amount: number, proofUrl: string) => payment(buyer, sale, amount, proofUrl);

    const depositProof = await proofOf(buyer);
    expect((await deposit(buyer, depositProof)).statusCode).toBe(201);
    const reused = await pay(1000, depositProof);
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'CONFLICT', errors: { proofUrl: TAKEN } });

    const paymentProof = await proofOf(buyer);
    const first = await pay(sale.outstanding, paymentProof);
    expect(first.statusCode, first.body).toBe(201);
    expect((await pay(1000, paymentProof)).statusCode).toBe(409);
    const confirmed = await call(
      seller,
      'PUT',
      `/api/sales/${sale._id}/payments/${first.json().payment._id}`,
      {
        status: 'confirmed',
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const slip = await proofOf(seller);
    const lift = () =>
      call(seller, 'POST', `/api/sales/${sale._id}/liftings`, {
        quantity: 0.25,
        vehicleNo: 'CG04AB1234',
        liftedOn: todayIst(),
        slipUrl: slip,
      });
    expect((await lift()).statusCode).toBe(200);
    const twice = await lift();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', errors: { slipUrl: TAKEN } });
  });

  it('lets exactly one of parallel deposits and payments with one file win (PostgreSQL: across connections)', async () => {
    // Deposits serialise on the member's ledger and payments on the sale: between the two, only
    // the claim of the file decides.
    const [seller, buyer] = [await mk('Seller'), await mk('Buyer')];
    const sale = await saleOf(seller, buyer);
    const proof = await proofOf(buyer);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 ? deposit(buyer, proof) : payment(buyer, sale, 1000, proof),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe('CONFLICT');
    const deposits = await t.database.db.select().from(emdEntries).where(eq(emdEntries.proofUrl, proof));
    const payments = await t.database.db.select().from(salePayments).where(eq(salePayments.proofUrl, proof));
    expect(deposits.length + payments.length).toBe(1);
  });
});
