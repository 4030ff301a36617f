import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, sampleFiles } from '../../../test/helpers/files';
import { todayIst } from '../../../test/helpers/sale-lots';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoData } from '../../seed-demo-data';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  for (const who of ['buyer1', 'buyer2', 'seller']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `${who}@example.com`, password: 'Demo@12345' },
    });
    tokens[who] = res.json().token;
  }
});
afterAll(async () => {
  await t?.close();
});

const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` });
async function upload(who: string, filename: string): Promise<string> {
  const m = multipart({ data: sampleFiles.pdf, filename });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload/doc',
    payload: m.payload,
    headers: { ...m.headers, ...auth(who) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().fileUrl as string;
}
const read = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(who) });

describe("a sale's documents", () => {
  it('the proof of a payment is read by the owner of the lot too, and by no other member', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/sales', headers: auth('buyer1') });
    const sale = list.json().data[0] as { _id: string; outstanding: number };
    const proof = await upload('buyer1', 'rtgs-advice.pdf');
    const other = await upload('buyer1', 'pan-card.pdf');
    // Before the proof is attached to a payment, it is the buyer's own document only.
    expect((await read('seller', proof)).statusCode).toBe(404);

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sales/${sale._id}/payments`,
      headers: auth('buyer1'),
      payload: { amount: 1000, utr: 'UTIB5202611240001', paidOn: todayIst(), proofUrl: proof },
    });
    expect(paid.statusCode).toBe(201);

    const seen = await read('seller', proof);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await read('buyer1', proof)).statusCode).toBe(200);
    // A member who is not a party to the sale learns nothing; the buyer's other documents stay theirs.
    expect((await read('buyer2', proof)).statusCode).toBe(404);
    expect((await read('seller', other)).statusCode).toBe(404);
  });

  it("refuses a proof or a slip that is not the caller's own upload, so attaching grants nothing", async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/sales', headers: auth('buyer1') });
    const sale = list.json().data[0] as { _id: string };
    // buyer2's document, its URL learnt somehow: buyer1 may not attach it to its own payment.
    const foreign = await upload('buyer2', 'gst-certificate.pdf');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sales/${sale._id}/payments`,
      headers: auth('buyer1'),
      payload: { amount: 500, utr: 'UTIB5202611240002', paidOn: todayIst(), proofUrl: foreign },
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json().errors).toHaveProperty('proofUrl');
    const lifted = await t.app.inject({
      method: 'POST',
      url: `/api/sales/${sale._id}/liftings`,
      headers: auth('seller'),
      payload: { quantity: 1, vehicleNo: 'HR55AB1234', liftedOn: todayIst(), slipUrl: foreign },
    });
    expect(lifted.statusCode).toBe(400);
    expect(lifted.json().errors).toHaveProperty('slipUrl');
    // Nothing was written, and the document stays buyer2's alone.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/sales/${sale._id}`,
      headers: auth('buyer1'),
    });
    const utrs = (detail.json().sale.payments as { utr: string }[]).map((p) => p.utr);
    expect(utrs).not.toContain('UTIB5202611240002');
    expect(detail.json().sale.liftings).toHaveLength(0);
    expect((await read('buyer1', foreign)).statusCode).toBe(404);
    expect((await read('seller', foreign)).statusCode).toBe(404);
  });
});
