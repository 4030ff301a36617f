import { bidMessages } from '@neelami/shared/bidding';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptTerms,
  assign,
  connectClient,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { bids } from './tables';

// API.md "Realtime": the fields the contract fixes beyond SPEC §7, each over real sockets.
let t: TestApp;
let url: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  url = await t.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

const db = () => t.database.db;
const user = (role: FixtureUser['role']) => makeUser(db(), t.config.jwtSecret, { role });
const connect = async (u: FixtureUser) => {
  const c = await connectClient(url, u.token);
  clients.push(c);
  return c;
};

async function auction(members: FixtureUser[], opts: Parameters<typeof makeSubEvent>[2] = {}) {
  const event = await makeEvent(db());
  const sub = await makeSubEvent(db(), event.id, opts);
  await assign(
    db(),
    sub.id,
    members.map((m) => m.id),
  );
  await acceptTerms(
    db(),
    event.id,
    members.map((m) => m.id),
  );
  return { event, sub };
}

type Answer = { success: boolean; message?: string; [k: string]: unknown };
const isIso = (s: unknown) => typeof s === 'string' && !Number.isNaN(Date.parse(s));
const bid = (event: { id: string }, sub: { id: string }, amount: number) => ({
  eventId: event.id,
  subEventId: sub.id,
  amount,
});

describe('bid_error and admin_message carry seq and serverTime', () => {
  it('bid_error names the sub-event’s current seq and the server time', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], { startValue: 100000, step: 1000 });
    const [c1, c2] = [await connect(b1), await connect(b2)];
    expect((await c1.ask<Answer>('place_bid', bid(event, sub, 100000))).seq).toBe(1);
    expect((await c2.ask<Answer>('place_bid', bid(event, sub, 101000))).seq).toBe(2);

    const refused = await c1.ask<Answer>('place_bid', bid(event, sub, 101000));
    expect(refused.success).toBe(false);
    const err = await c1.waitFor<Record<string, unknown>>('bid_error');
    expect(err).toMatchObject({ subEventId: sub.id, message: refused.message, seq: 2 });
    expect(isIso(err.serverTime)).toBe(true);

    // A refusal before the engine (auto bidding switched off) names the seq too.
    const { event: e2, sub: s2 } = await auction([b2], { autoBidEnabled: false });
    await c2.ask<Answer>('place_autobid', bid(e2, s2, 200000));
    const off = await c2.waitFor<Record<string, unknown>>(
      'bid_error',
      (e) => e.message === bidMessages.autoBidDisabled,
    );
    expect(off).toMatchObject({ subEventId: s2.id, seq: 0 });
    expect(isIso(off.serverTime)).toBe(true);
  });

  it('admin_message to one sub-event names its current seq and the server time', async () => {
    const [b1, admin] = [await user('Buyer'), await user('Admin')];
    const { event, sub } = await auction([b1]);
    const [c1, ca] = [await connect(b1), await connect(admin)];
    for (const c of [c1, ca]) await c.ask('join_auction', { eventId: event.id });
    await c1.ask<Answer>('place_bid', bid(event, sub, 100000));
    await ca.ask('admin_broadcast', { eventId: event.id, subEventId: sub.id, message: 'Last call' });
    const m = await c1.waitFor<Record<string, unknown>>('admin_message');
    expect(m).toMatchObject({ eventId: event.id, subEventId: sub.id, message: 'Last call', seq: 1 });
    expect(isIso(m.serverTime)).toBe(true);
  });
});

describe('the place_autobid acknowledgement', () => {
  it('names the bid it placed `amount` and the limit `ceiling` (forward)', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1], { startValue: 100000, step: 1000 });
    const c = await connect(b1);
    const auto = await c.ask<Answer>('place_autobid', bid(event, sub, 150000));
    expect(auto).toMatchObject({ success: true, amount: 100000, ceiling: 150000 });
    const [row] = await db()
      .select()
      .from(bids)
      .where(eq(bids.id, auto.bidId as string));
    expect(row.amount).toBe(100000_00);
  });

  it('answers the bid actually placed for a reverse auto bid with a ₹1 floor', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], { type: 'reverse', startValue: 100000, step: 1000 });
    const [c1, c2] = [await connect(b1), await connect(b2)];
    expect((await c2.ask<Answer>('place_bid', bid(event, sub, 90000))).success).toBe(true);
    const auto = await c1.ask<Answer>('place_autobid', bid(event, sub, 1));
    expect(auto).toMatchObject({ success: true, amount: 89000, ceiling: 1 });
    const rows = await db().select().from(bids).where(eq(bids.subEventId, sub.id)).orderBy(asc(bids.serial));
    expect(rows.map((r) => r.amount / 100)).toEqual([90000, 89000]);
  });

  it('answers a repeated clientBidId with the same amount and ceiling', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1], { startValue: 100000, step: 1000 });
    const c = await connect(b1);
    const payload = { ...bid(event, sub, 150000), clientBidId: 'auto-once' };
    expect(await c.ask<Answer>('place_autobid', payload)).toMatchObject({ amount: 100000, ceiling: 150000 });
    // A fresh memory, as after a restart: the stored rows answer.
    (t.app.bidding as { answers: unknown }).answers = new (
      t.app.bidding.answers.constructor as new () => unknown
    )();
    expect(await c.ask<Answer>('place_autobid', payload)).toMatchObject({
      duplicate: true,
      amount: 100000,
      ceiling: 150000,
    });
  });
});

describe('the bid log report’s JSON', () => {
  it('gives "Time (IST)" in Indian time (ISO-8601 at +05:30), the instant each bid was stored', async () => {
    const [b1, admin] = [await user('Buyer'), await user('Admin')];
    const { event, sub } = await auction([b1]);
    const c = await connect(b1);
    expect((await c.ask<Answer>('place_bid', bid(event, sub, 100000))).success).toBe(true);
    const [row] = await db().select().from(bids).where(eq(bids.subEventId, sub.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/report/bidLogReport/${event.id}/${sub.id}?format=json`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const col = body.data[0].indexOf('Time (IST)');
    const cell = body.data[1][col] as string;
    expect(cell).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:30$/);
    expect(Date.parse(cell)).toBe(row.createdAt.getTime());
  });
});
