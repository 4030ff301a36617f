import { gunzipSync } from 'node:zlib';
import { bidMessages } from '@neelami/shared/bidding';
import { JOIN_ANSWER_ONLY, VIEWS_GZIP, VIEWS_GZIP_FROM } from '@neelami/shared/realtime';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { admit, makeSubEvent } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { bids } from './tables';

// API.md "Realtime": the fields the contract fixes beyond SPEC §7, each over real sockets. (The
// batch form of `new_bid` and the per-bid mode: live-room/room-fan-out.int.test.ts.)
const { app, db, user, connect, connectWith, auction } = useSocketTestApp();

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

describe('the views say what a bid is for', () => {
  it('join_auction and current_bid carry the lot’s bidBasis, quantity and unit', async () => {
    const [b1, guest] = [await user('Buyer'), await user('Guest/Client')];
    const { event, sub } = await auction([b1, guest], {
      startValue: 32000,
      step: 100,
      bidBasis: 'unit',
      quantity: '250',
      unit: 'MT',
    });
    const [c1, cg] = [await connect(b1), await connect(guest)];
    type Join = Answer & { subEvents: { subEvent: Record<string, unknown> }[] };
    for (const c of [c1, cg]) {
      const join = await c.ask<Join>('join_auction', { eventId: event.id });
      expect(join.subEvents[0]?.subEvent).toMatchObject({
        _id: sub.id,
        bidBasis: 'unit',
        quantityOrTypesOfTrunk: '250',
        unit: 'MT',
      });
    }
    expect((await c1.ask<Answer>('place_bid', bid(event, sub, 32000))).success).toBe(true);
    const view = await cg.waitFor<{ subEvent?: Record<string, unknown> }>('current_bid', (p) =>
      Boolean(p.subEvent),
    );
    expect(view.subEvent).toMatchObject({ bidBasis: 'unit', unit: 'MT' });

    // A lot priced as a whole says so too.
    const { event: e2 } = await auction([b1]);
    const lot = await c1.ask<Join>('join_auction', { eventId: e2.id });
    expect(lot.subEvents[0]?.subEvent.bidBasis).toBe('lot');
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
    (app().app.bidding as { answers: unknown }).answers = new (
      app().app.bidding.answers.constructor as new () => unknown
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
    const res = await app().app.inject({
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

describe('join_auction: the views of a room', () => {
  /** An event of `lots` lots, each assigned to the member. */
  async function bigRoom(member: { id: string }, lots: number) {
    const { event, sub } = await auction([member]);
    for (let i = 1; i < lots; i++) {
      const more = await makeSubEvent(db(), event.id);
      await admit(db(), { eventId: event.id, subEventId: more.id }, [member]);
    }
    return { event, sub };
  }

  it('repeats them as current_bid after the answer, unless the client takes the answer’s (auth.join)', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await bigRoom(b1, 3);
    await admit(db(), { eventId: event.id, subEventId: sub.id }, [b2]);
    const plain = await connect(b1);
    const joined = await plain.ask<Answer & { subEvents: unknown[] }>('join_auction', { eventId: event.id });
    expect(joined.subEvents).toHaveLength(3);
    // Whatever follows the join's answer is on the wire before the answer of a later question.
    await plain.ask('leave_auction', { eventId: event.id });
    expect(plain.of('current_bid')).toHaveLength(3);

    const lean = await connectWith(b2, { auth: { join: JOIN_ANSWER_ONLY } });
    const answer = await lean.ask<Answer & { subEvents: unknown[] }>('join_auction', { eventId: event.id });
    expect(answer.subEvents).toHaveLength(1);
    await lean.ask('leave_auction', { eventId: event.id });
    expect(lean.of('current_bid')).toHaveLength(0);
  });

  it('sends a big room’s views gzip-compressed to a client that asked (auth.pictures), the same views', async () => {
    const b1 = await user('Buyer');
    const { event } = await bigRoom(b1, 12);
    type Join = Answer & { subEvents?: { subEventId: string; seq: number }[]; subEventsGzip?: Buffer };
    const plain = await (await connect(b1)).ask<Join>('join_auction', { eventId: event.id });
    const gzip = await connectWith(b1, { auth: { join: JOIN_ANSWER_ONLY, pictures: VIEWS_GZIP } });
    const packed = await gzip.ask<Join>('join_auction', { eventId: event.id });
    expect(packed.subEvents).toBeUndefined();
    expect(Buffer.isBuffer(packed.subEventsGzip)).toBe(true);
    const inflated = gunzipSync(packed.subEventsGzip as Buffer).toString('utf8');
    expect(inflated.length).toBeGreaterThanOrEqual(VIEWS_GZIP_FROM);
    expect(packed.subEventsGzip?.length).toBeLessThan(inflated.length / 4);
    // The same views as the plain answer's, but for the clock's fields.
    const clockless = (views: unknown[]) =>
      views.map((v) => ({ ...(v as object), serverTime: 0, secondsLeft: 0 }));
    expect(clockless(JSON.parse(inflated))).toEqual(clockless(plain.subEvents ?? []));
    expect(plain.subEvents).toHaveLength(12);

    // A small room's answer stays as it is.
    const { event: small } = await bigRoom(b1, 1);
    const one = await gzip.ask<Join>('join_auction', { eventId: small.id });
    expect(one.subEvents).toHaveLength(1);
    expect(one.subEventsGzip).toBeUndefined();
  });
});
