import { COUNTDOWN_SPARSE, type CountdownPayload } from '@neelami/shared/realtime';
import { describe, expect, it } from 'vitest';
import { acceptTerms, assign, type TestClient } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';

// The room fan-out over real sockets (API.md "Realtime"). A tick of a second, so the bids a test
// sends right after another are sure to fall within one.
const { db, user, connect, connectWith, auction } = useSocketTestApp({ fanOutTickMs: 1000 });

type Answer = { success: boolean; message?: string; [k: string]: unknown };
const isIso = (s: unknown) => typeof s === 'string' && !Number.isNaN(Date.parse(s));
const bid = (event: { id: string }, sub: { id: string }, amount: number) => ({
  eventId: event.id,
  subEventId: sub.id,
  amount,
});

describe('new_bid: the bids of a tick in one message, or one per bid on request', () => {
  type NewBid = {
    viewer: string;
    subEventId: string;
    seqFrom: number;
    seq: number;
    serverTime: string;
    endsAt: string;
    extended: boolean;
    leadingAmount?: number | null;
    top?: { rank: number; amount: number | null }[];
    bids: Record<string, unknown>[];
  };

  it('carries the bids of a tick in one new_bid (seqFrom…seq), each role its own form', async () => {
    const bidders = await Promise.all([1, 2, 3, 4].map(() => user('Buyer')));
    const [guest, admin] = [await user('Guest/Client'), await user('Admin')];
    const { event, sub } = await auction([...bidders, guest], { startValue: 100000, step: 1000 });
    const cs = await Promise.all(bidders.map(connect));
    const [cg, ca] = [await connect(guest), await connect(admin)];
    await connectWith(guest, { auth: { bids: 'each' } });
    // The per-bid client takes the guest's room over (one live-room socket per account): a second guest.
    const guest2 = await user('Guest/Client');
    await assign(db(), sub.id, [guest2.id]);
    await acceptTerms(db(), event.id, [guest2.id]);
    const c2 = await connectWith(guest2, { auth: { bids: 'each' } });
    for (const c of [...cs, cg, ca, c2])
      expect((await c.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);

    // A quiet lot's room hears its first bid at once, alone.
    const first = await cs[0].ask<Answer & { seq: number }>('place_bid', bid(event, sub, 100000));
    expect(first).toMatchObject({ success: true, seq: 1 });
    expect(await cg.waitFor<NewBid>('new_bid', (p) => p.seq === 1, 900)).toMatchObject({
      seqFrom: 1,
      seq: 1,
    });
    // Three more within the tick that follows: one message.
    const answers = await Promise.all(
      cs
        .slice(1)
        .map((c, i) => c.ask<Answer & { seq: number }>('place_bid', bid(event, sub, 101000 + i * 1000))),
    );
    expect(answers.every((a) => a.success)).toBe(true);
    const last = Math.max(...answers.map((a) => a.seq));
    expect(last).toBe(4);
    const g = await cg.waitFor<NewBid>('new_bid', (p) => p.seq === last);
    expect(g).toMatchObject({ viewer: 'guest', subEventId: sub.id, seqFrom: 2, seq: 4, extended: false });
    expect(isIso(g.serverTime) && isIso(g.endsAt)).toBe(true);
    expect(g.top?.[0]).toEqual({ rank: 1, amount: 103000 });
    expect(g.bids).toEqual([2, 3, 4].map((seq) => ({ seq, amount: expect.any(Number), extended: false })));
    expect(cg.of<NewBid>('new_bid').map((p) => [p.seqFrom, p.seq])).toEqual([
      [1, 1],
      [2, 4],
    ]);
    // Each bidder: the same messages, the leading amount and no identity.
    for (const c of cs) {
      const b = await c.waitFor<NewBid>('new_bid', (p) => p.seq === last);
      expect(b).toMatchObject({ viewer: 'bidder', seqFrom: 2, seq: 4, leadingAmount: 103000 });
      expect(c.of('new_bid')).toHaveLength(2);
    }
    // Admin: the rows with identities.
    const a = await ca.waitFor<NewBid>('new_bid', (p) => p.seq === last);
    expect(a).toMatchObject({ viewer: 'admin', seqFrom: 2, seq: 4, leadingAmount: 103000 });
    expect(a.bids.map((r) => (r.bidder as { _id: string })._id).sort()).toEqual(
      bidders
        .slice(1)
        .map((b) => b.id)
        .sort(),
    );
    // One new_bid per bid for the client that asked.
    await c2.waitFor<NewBid>('new_bid', (p) => p.seq === last);
    const one = c2.of<NewBid>('new_bid');
    expect(one.map((p) => [p.seqFrom, p.seq, p.bids.length])).toEqual([
      [1, 1, 1],
      [2, 2, 1],
      [3, 3, 1],
      [4, 4, 1],
    ]);
  });

  it('acknowledges a bid before the room hears of it, and a change that is not a bid follows its bids', async () => {
    const [b1, b2, admin] = [await user('Buyer'), await user('Buyer'), await user('Admin')];
    const { event, sub } = await auction([b1, b2], { startValue: 100000, step: 1000 });
    const [c1, c2, ca] = [await connect(b1), await connect(b2), await connect(admin)];
    for (const c of [c1, c2, ca]) await c.ask('join_auction', { eventId: event.id });
    const a = await c1.ask<Answer & { seq: number }>('place_bid', bid(event, sub, 100000));
    // The bidder's answer came first, the room's new_bid after it.
    await c1.waitFor<NewBid>('new_bid', (p) => p.seq === a.seq);
    const answeredFirst = c1.received
      .map((r) => r.event)
      .filter((e) => e === 'ack:place_bid' || e === 'new_bid');
    expect(answeredFirst).toEqual(['ack:place_bid', 'new_bid']);
    // A bid, then at once the admin's new closing time: the bid's new_bid comes before the
    // view of the extension, whose seq follows it.
    const b = await c2.ask<Answer & { seq: number }>('place_bid', bid(event, sub, 101000));
    const endsAt = new Date(Date.now() + 3600_000 * 3).toISOString();
    const ext = await ca.ask<Answer & { seq: number }>('extend_event_time', {
      eventId: event.id,
      subEventId: sub.id,
      BidEndTime: endsAt,
    });
    expect(ext).toMatchObject({ success: true, seq: b.seq + 1 });
    await c1.waitFor<{ seq: number }>('current_bid', (p) => p.seq === ext.seq);
    const order = c1.received
      .filter((r) => r.event === 'new_bid' || r.event === 'current_bid')
      .map((r) => `${r.event}:${(r.payload as { seq: number }).seq}`);
    expect(order.indexOf(`new_bid:${b.seq}`)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(`new_bid:${b.seq}`)).toBeLessThan(order.indexOf(`current_bid:${ext.seq}`));
  });
});

describe('countdown', () => {
  it('sends a countdown once a second with the server time', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1], { endsInMs: 120_000 });
    const c = await connect(b1);
    await c.ask('join_auction', { eventId: event.id });
    const first = await c.waitFor<CountdownPayload>('countdown', (p) => p.subEventId === sub.id, 5000);
    await c.waitFor<CountdownPayload>('countdown', (p) => p.serverTime > first.serverTime, 5000);
    expect(first).toMatchObject({ subEventId: sub.id, status: 'open', endsAt: sub.closesAt.toISOString() });
    const expected = Math.ceil((sub.closesAt.getTime() - Date.parse(first.serverTime)) / 1000);
    expect(first.secondsLeft).toBe(expected);
  });

  it("sends every tenth countdown only to a client that asked for 'sparse' ones, the others every second", async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], { endsInMs: 120_000 });
    const every = await connect(b1);
    const sparse = await connectWith(b2, { auth: { countdown: COUNTDOWN_SPARSE } });
    await every.ask('join_auction', { eventId: event.id });
    await sparse.ask('join_auction', { eventId: event.id });
    const mine = (c: TestClient) =>
      c.of<CountdownPayload>('countdown').filter((p) => p.subEventId === sub.id).length;
    // Twelve seconds of countdowns: the every-second client got each, the sparse one one or two
    // (the tenth seconds), each still with the seq that reveals a missed change.
    await expect.poll(() => mine(every), { timeout: 20_000 }).toBeGreaterThanOrEqual(12);
    const sparseOnes = sparse.of<CountdownPayload>('countdown').filter((p) => p.subEventId === sub.id);
    expect(sparseOnes.length).toBeGreaterThanOrEqual(1);
    expect(sparseOnes.length).toBeLessThanOrEqual(2);
    expect(sparseOnes[0]).toMatchObject({
      subEventId: sub.id,
      status: 'open',
      endsAt: sub.closesAt.toISOString(),
    });
    expect(typeof sparseOnes[0].seq).toBe('number');
  });
});
