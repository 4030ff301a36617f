import { isoIstDate } from '@neelami/shared/ist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureUser, makeEvent, makeSubEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { subEvents } from '../events/tables';
import { emdEntries } from './tables';

// Movements racing on one balance (exactly one wins). On PostgreSQL (TEST_DATABASE_URL)
// the requests run on separate connections at the same time; on PGlite they are serialised by
// the single connection, and the test still holds the outcome.

let t: TestApp;
let admins: FixtureUser[];
const ROUNDS = 5;

beforeAll(async () => {
  t = await createTestApp();
  admins = [
    await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' }),
    await makeUser(t.database.db, t.config.jwtSecret, { role: 'Admin' }),
  ];
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const auth = (u: FixtureUser) => ({ authorization: `Bearer ${u.token}` });
let utrSeq = 0;

async function reportDeposit(u: FixtureUser, amount: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/emd/deposits',
    headers: auth(u),
    payload: { amount, utr: `RACE${Date.now()}${utrSeq++}`, paidOn: isoIstDate(new Date()) },
  });
  expect(res.statusCode).toBe(201);
  return res.json().deposit._id;
}
const decide = (admin: FixtureUser, id: string, status: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/emd/deposits/${id}`,
    headers: auth(admin),
    payload: { status },
  });
const ledgerOf = async (u: FixtureUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/emd/ledger', headers: auth(u) })).json();

describe(`EMD races (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two admins deciding one deposit at once: exactly one decision is written', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const u = await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' });
      const id = await reportDeposit(u, 1_000);
      const answers = await Promise.all([
        decide(admins[0], id, 'verified'),
        decide(admins[1], id, round % 2 ? 'rejected' : 'verified'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const decisions = await db().select().from(emdEntries).where(eq(emdEntries.refId, id));
      expect(decisions).toHaveLength(1);
      const deposited = decisions[0].kind === 'deposit_verified' ? 1_000 : 0;
      expect((await ledgerOf(u)).balance.deposited).toBe(deposited);
    }
  });

  it('two holds racing for the last rupees: one is placed, the other assignment is refused', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const u = await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' });
      const id = await reportDeposit(u, 1_000);
      expect((await decide(admins[0], id, 'verified')).statusCode).toBe(200);
      const event = await makeEvent(db());
      const lots = [await makeSubEvent(db(), event.id), await makeSubEvent(db(), event.id)];
      for (const lot of lots)
        await db().update(subEvents).set({ emdAmount: 800_00 }).where(eq(subEvents.id, lot.id));
      const answers = await Promise.all(
        lots.map((lot, i) =>
          t.app.inject({
            method: 'PUT',
            url: `/api/admin/updateSubEvent/${event.id}/${lot.id}`,
            headers: auth(admins[i]),
            payload: { registeredBuyers: [u.id] },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)?.json().code).toBe('EMD_REQUIRED');
      const l = await ledgerOf(u);
      expect(l.balance).toMatchObject({ deposited: 1_000, held: 800, available: 200 });
    }
  });

  it('two refunds racing for one balance: only what is available is refunded', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const u = await makeUser(db(), t.config.jwtSecret, { role: 'Seller' });
      const id = await reportDeposit(u, 1_000);
      expect((await decide(admins[0], id, 'verified')).statusCode).toBe(200);
      const answers = await Promise.all(
        [0, 1].map(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/emd/refunds',
            headers: auth(u),
            payload: { amount: 600 },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
      expect((await ledgerOf(u)).balance).toMatchObject({ refunded: 600, available: 400 });
    }
  });
});
