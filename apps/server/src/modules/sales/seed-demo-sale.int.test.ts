import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { seedDemoData } from '../../seed-demo-data';
import { findUserByEmail } from '../users/user-queries';
import { sales } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the demo data', () => {
  it('has one closed lot awarded to buyer1 and awaiting payment, priced per MT, written once', async () => {
    const db = t.database.db;
    await seedDemoData(db);
    await seedDemoData(db);
    const all = await db.select().from(sales);
    expect(all).toHaveLength(1);
    const buyer1 = await findUserByEmail(db, 'buyer1@example.com');
    expect(all[0]).toMatchObject({
      status: 'awaiting_payment',
      buyerId: buyer1?.id,
      bidBasis: 'unit',
      unit: 'MT',
      quantityMilli: 120_000,
      bidAmount: 9_450_00,
      saleValue: 11_34_000_00,
    });
    expect(all[0].dueDate > new Date().toISOString().slice(0, 10)).toBe(true);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'buyer1@example.com', password: 'Demo@12345' },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/sales',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(mine.json().data).toHaveLength(1);
    expect(mine.json().data[0]).toMatchObject({ lotName: 'Mill scale and end cuttings', bidAmount: 9_450 });
  });

  it('shows that lot on My Lots as won by buyer1 and authorised, and lost by buyer2, never both', async () => {
    const token = async (email: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'Demo@12345' },
        })
      ).json().token as string;
    const get = async (url: string, email: string) =>
      (
        await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await token(email)}` } })
      ).json().data as { name: string; outcome?: string; decision?: string | null; myRank?: number | null }[];
    const mill = (list: { name: string }[]) => list.filter((l) => l.name === 'Mill scale and end cuttings');
    expect(mill(await get('/api/seller/wins', 'buyer1@example.com'))).toHaveLength(1);
    expect(mill(await get('/api/seller/bidLots', 'buyer1@example.com'))).toEqual([
      expect.objectContaining({
        outcome: 'won',
        decision: 'authorised',
        myRank: 1,
        myLastBid: 9_450,
        leadingAmount: 9_450,
      }),
    ]);
    expect(mill(await get('/api/seller/wins', 'buyer2@example.com'))).toEqual([]);
    expect(mill(await get('/api/seller/bidLots', 'buyer2@example.com'))).toEqual([
      expect.objectContaining({ outcome: 'lost', decision: null, myRank: 2, myLastBid: 9_300 }),
    ]);
  });
});
