import { randomUUID } from 'node:crypto';
import type { AdminView, BidderView, GuestView, ParticipantView } from '@neelami/shared/bidding';
import { bidMessages } from '@neelami/shared/bidding';
import type { BidderNewBid, GuestNewBid, NewBidView } from '@neelami/shared/realtime';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  acceptTerms,
  admit,
  assign,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  newBidSeqs,
  newToken,
  sleep,
  type TestClient,
} from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { subEventParticipants, subEvents } from '../events/tables';
import { applySubEventJobs } from './apply-sub-event-jobs';
import { verifyChain } from './bid-hash';
import type { SubEventJob } from './sub-event-jobs';
import { bids } from './tables';

// As behind a reverse proxy on this host: X-Forwarded-For from loopback is believed (TRUST_PROXY).
const { app, db, user, connect, connectWith, auction } = useSocketTestApp({ trustProxy: ['loopback'] });

type Answer = { success: boolean; message?: string; code?: string; [k: string]: unknown };

async function chainOf(subEventId: string) {
  const rows = await db()
    .select()
    .from(bids)
    .where(eq(bids.subEventId, subEventId))
    .orderBy(asc(bids.seq), asc(bids.createdAt), asc(bids.id));
  return verifyChain(rows);
}

const bidPayload = (event: { id: string }, sub: { id: string }, amount: unknown, extra: object = {}) => ({
  eventId: event.id,
  subEventId: sub.id,
  amount,
  ...extra,
});

/** Sends a bid that must be refused: ack { success: false, message } and bid_error on that socket. */
async function expectRefused(
  c: TestClient,
  event: 'place_bid' | 'place_autobid',
  payload: unknown,
  message: string | RegExp,
) {
  const before = c.of('bid_error').length;
  const answer = await c.ask<Answer>(event, payload);
  expect(answer.success).toBe(false);
  if (typeof message === 'string') expect(answer.message).toBe(message);
  else expect(answer.message).toMatch(message);
  await c.waitFor('bid_error', () => c.of('bid_error').length > before);
  const err = c.of<{ subEventId: string; message: string }>('bid_error')[before];
  expect(err.message).toBe(answer.message);
  const se = (payload as { subEventId?: unknown } | null)?.subEventId;
  expect(err.subEventId).toBe(typeof se === 'string' ? se : '');
  return answer;
}

async function subEventRow(id: string) {
  const [row] = await db().select().from(subEvents).where(eq(subEvents.id, id));
  return row;
}

async function bidCount(subEventId: string) {
  return (await db().select({ id: bids.id }).from(bids).where(eq(bids.subEventId, subEventId))).length;
}

describe('placing bids over the socket', () => {
  it('accepts a first bid at the start value, acks after commit and stores a chained bid row', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1]);
    const c = await connect(b1);
    const join = await c.ask<Answer>('join_auction', { eventId: event.id });
    expect(join.success).toBe(true);
    const answer = await c.ask<Answer & { view: BidderView; seq: number; bidId: string }>(
      'place_bid',
      bidPayload(event, sub, 100000),
    );
    expect(answer).toMatchObject({ success: true, message: bidMessages.bidPlaced, amount: 100000, seq: 1 });
    expect(answer.view).toMatchObject({ viewer: 'bidder', myRank: 1, leadingAmount: 100000, isLeader: true });
    const [row] = await db().select().from(bids).where(eq(bids.id, answer.bidId));
    expect(row).toMatchObject({ bidderId: b1.id, amount: 100000_00, kind: 'manual', seq: 1, serial: 1 });
    expect(await chainOf(sub.id)).toEqual({ ok: true, count: 1 });
    expect(await subEventRow(sub.id)).toMatchObject({
      seq: 1,
      leadingAmount: 100000_00,
      leaderId: b1.id,
      leadingBidId: answer.bidId,
    });
  });

  it('refuses every engine rule with the rule’s message in the ack and in bid_error, and stores nothing', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], { startValue: 100000, step: 1000 });
    const [c1, c2] = [await connect(b1), await connect(b2)];
    await expectRefused(
      c1,
      'place_bid',
      bidPayload(event, sub, 99999),
      'Bid must be at least ₹1,00,000 (the start value).',
    );
    expect((await c1.ask<Answer>('place_bid', bidPayload(event, sub, 100000))).success).toBe(true);
    // SPEC §5 no self-outbidding; step rule; auto bid two steps; auto bid never lowered.
    await expectRefused(c1, 'place_bid', bidPayload(event, sub, 105000), /cannot outbid yourself/);
    const step = await expectRefused(
      c2,
      'place_bid',
      bidPayload(event, sub, 100500),
      'Bid must be at least ₹1,01,000.',
    );
    expect(step.needed).toBe(101000);
    await expectRefused(
      c2,
      'place_autobid',
      bidPayload(event, sub, 101500),
      'Auto bid cannot be set below two increments from the prevailing bid: set at least ₹1,02,000.',
    );
    expect((await c2.ask<Answer>('place_autobid', bidPayload(event, sub, 110000))).success).toBe(true);
    await expectRefused(c2, 'place_autobid', bidPayload(event, sub, 110000), /can only be raised/);
    expect(await bidCount(sub.id)).toBe(2);
    expect((await subEventRow(sub.id)).seq).toBe(2);
    expect(await chainOf(sub.id)).toEqual({ ok: true, count: 2 });
  });

  it('refuses bids before the opening, after the closing, on an inactive or closed lot', async () => {
    const b1 = await user('Buyer');
    const early = await auction([b1], { startsInMs: 3600_000, endsInMs: 7200_000 });
    const late = await auction([b1], { startsInMs: -7200_000, endsInMs: -1000 });
    const inactive = await auction([b1], { isActive: false });
    const closed = await auction([b1]);
    await db()
      .update(subEvents)
      .set({ status: 'closed', closedAt: new Date() })
      .where(eq(subEvents.id, closed.sub.id));
    const c = await connect(b1);
    await expectRefused(
      c,
      'place_bid',
      bidPayload(early.event, early.sub, 100000),
      /^Bidding on this lot opens at /,
    );
    await expectRefused(
      c,
      'place_bid',
      bidPayload(late.event, late.sub, 100000),
      /^Bidding on this lot (has ended|is closed)\.$/ /* the scheduler may already have closed it */,
    );
    await expectRefused(
      c,
      'place_bid',
      bidPayload(inactive.event, inactive.sub, 100000),
      'This lot is not open for bidding at the moment.',
    );
    await expectRefused(
      c,
      'place_bid',
      bidPayload(closed.event, closed.sub, 100000),
      'Bidding on this lot is closed.',
    );
    for (const a of [early, late, inactive, closed]) expect(await bidCount(a.sub.id)).toBe(0);
  });

  it('refuses who may not bid: admin, guest, unverified, unassigned, no terms, the lot’s owner, anonymous', async () => {
    const admin = await user('Admin');
    const guest = await user('Guest/Client');
    const unverified = await user('Buyer', { verified: false });
    const stranger = await user('Buyer');
    const noTerms = await user('Buyer');
    const seller = await user('Seller');
    const { event, sub } = await auction([admin, guest, unverified, seller], { ownerId: seller.id });
    await assign(db(), sub.id, [noTerms.id]);
    const cases: [FixtureUser | null, string][] = [
      [admin, bidMessages.cannotBid],
      [guest, bidMessages.cannotBid],
      [unverified, bidMessages.notVerified],
      [stranger, bidMessages.notAssigned],
      [noTerms, bidMessages.termsNotAccepted],
      [seller, bidMessages.ownLot],
      [null, bidMessages.loginRequired],
    ];
    for (const [u, message] of cases) {
      const c = await connect(u);
      const bid = await expectRefused(c, 'place_bid', bidPayload(event, sub, 100000), message);
      const auto = await expectRefused(c, 'place_autobid', bidPayload(event, sub, 200000), message);
      // A client shows the terms on this code (API.md: clients branch on the code, not the text).
      if (u === noTerms) expect([bid.code, auto.code]).toEqual(['TERMS_NOT_ACCEPTED', 'TERMS_NOT_ACCEPTED']);
    }
    expect(await bidCount(sub.id)).toBe(0);
  });

  it('lets a Seller bid on a lot it does not own', async () => {
    const seller = await user('Seller');
    const { event, sub } = await auction([seller]);
    const c = await connect(seller);
    expect((await c.ask<Answer>('place_bid', bidPayload(event, sub, 100000))).success).toBe(true);
  });

  it('refuses bad input: wrong amounts, missing fields, unknown sub-events and a sub-event of another event', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1]);
    const other = await auction([b1]);
    const c = await connect(b1);
    const invalid = [
      'abc',
      -5,
      '-5',
      100000.5,
      '100000.5',
      1e20,
      '99999999999999999999',
      0,
      '1e5',
      '12 34',
      true,
      {},
      [],
    ];
    for (const amount of invalid) {
      await expectRefused(c, 'place_bid', bidPayload(event, sub, amount), bidMessages.invalidBid);
    }
    await expectRefused(c, 'place_bid', bidPayload(event, sub, ''), bidMessages.enterAmount);
    await expectRefused(c, 'place_bid', { eventId: event.id, subEventId: sub.id }, bidMessages.enterAmount);
    await expectRefused(c, 'place_autobid', bidPayload(event, sub, ''), bidMessages.enterNumber);
    await expectRefused(c, 'place_bid', { eventId: event.id, amount: 100000 }, 'Unknown sub-event');
    await expectRefused(c, 'place_bid', bidPayload(event, { id: 'not-a-uuid' }, 100000), 'Unknown sub-event');
    await expectRefused(
      c,
      'place_bid',
      bidPayload(event, { id: randomUUID() }, 100000),
      bidMessages.unknownSubEvent,
    );
    await expectRefused(c, 'place_bid', bidPayload(event, other.sub, 100000), bidMessages.unknownSubEvent);
    await expectRefused(
      c,
      'place_bid',
      bidPayload(event, sub, 100000, { clientBidId: 'x'.repeat(65) }),
      bidMessages.invalidClientBidId,
    );
    for (const junk of [null, 'bid', 42, [1, 2]]) {
      const answer = await c.ask<Answer>('place_bid', junk);
      expect(answer.success).toBe(false);
      expect(typeof answer.message).toBe('string');
    }
    expect(await bidCount(sub.id)).toBe(0);
    expect((await c.ask<Answer>('place_bid', bidPayload(event, sub, '100000'))).success).toBe(true);
  });

  it('refuses auto bids where the admin switched auto bidding off', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1], { autoBidEnabled: false });
    const c = await connect(b1);
    await expectRefused(c, 'place_autobid', bidPayload(event, sub, 200000), bidMessages.autoBidDisabled);
  });
});

describe('auto bids (SPEC §1, §5)', () => {
  it('answers a rival with one step more up to the ceiling, and a manual bid equal to the ceiling prevails', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], { startValue: 100000, step: 1000 });
    const [c1, c2] = [await connect(b1), await connect(b2)];
    const auto = await c1.ask<Answer & { view: BidderView; ceiling: number }>(
      'place_autobid',
      bidPayload(event, sub, 150000),
    );
    expect(auto).toMatchObject({ success: true, ceiling: 150000, amount: 100000 });
    expect(auto.view).toMatchObject({ leadingAmount: 100000, isLeader: true, myAutoBidLimit: 150000 });
    const rival = await c2.ask<Answer & { view: BidderView }>('place_bid', bidPayload(event, sub, 120000));
    expect(rival.success).toBe(true);
    expect(rival.view).toMatchObject({
      leadingAmount: 121000,
      myRank: 2,
      myLastBid: 120000,
      isLeader: false,
    });
    expect(rival.view.amountNeededForRank1).toBe(122000);
    const equal = await c2.ask<Answer & { view: BidderView }>('place_bid', bidPayload(event, sub, 150000));
    expect(equal.view).toMatchObject({ leadingAmount: 150000, myRank: 1, isLeader: true });
    const rows = await db().select().from(bids).where(eq(bids.subEventId, sub.id)).orderBy(asc(bids.serial));
    expect(rows.map((r) => [r.bidderId === b1.id ? 'b1' : 'b2', r.amount / 100, r.kind])).toEqual([
      ['b1', 100000, 'auto'],
      ['b2', 120000, 'manual'],
      ['b1', 121000, 'proxy'],
      ['b2', 150000, 'manual'],
    ]);
    expect(await chainOf(sub.id)).toEqual({ ok: true, count: 4 });
    expect(await subEventRow(sub.id)).toMatchObject({ leaderId: b2.id, leadingAmount: 150000_00 });
  });

  it('goes down in a reverse auction: lowest wins and the auto bid is a floor', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], { type: 'reverse', startValue: 100000, step: 1000 });
    const [c1, c2] = [await connect(b1), await connect(b2)];
    await expectRefused(
      c1,
      'place_bid',
      bidPayload(event, sub, 100001),
      'Bid must be at most ₹1,00,000 (the start value).',
    );
    expect((await c1.ask<Answer>('place_autobid', bidPayload(event, sub, 90000))).success).toBe(true);
    const r = await c2.ask<Answer & { view: BidderView }>('place_bid', bidPayload(event, sub, 95000));
    expect(r.view).toMatchObject({ leadingAmount: 94000, myRank: 2, nextBidAmount: 93000 });
  });
});

describe('what each viewer receives (SPEC §6, API.md)', () => {
  it('gives each role its own view, and a buyer never learns who another bidder is', async () => {
    const buyers = [
      await user('Buyer', { name: 'Alpha Metals' }),
      await user('Buyer', { name: 'Bravo Steel' }),
      await user('Buyer', { name: 'Charlie Scrap' }),
      await user('Seller', { name: 'Delta Traders' }),
    ];
    const admin = await user('Admin');
    const guest = await user('Guest/Client', { name: 'Echo Watcher' });
    const { event, sub } = await auction([...buyers, guest], { startValue: 100000, step: 1000 });
    const sockets = await Promise.all(buyers.map(connect));
    const [ca, cg] = [await connect(admin), await connect(guest)];
    for (const c of [...sockets, ca, cg])
      expect((await c.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);

    expect((await sockets[0].ask<Answer>('place_autobid', bidPayload(event, sub, 130000))).success).toBe(
      true,
    );
    expect((await sockets[1].ask<Answer>('place_bid', bidPayload(event, sub, 110000))).success).toBe(true);
    expect((await sockets[2].ask<Answer>('place_bid', bidPayload(event, sub, 125000))).success).toBe(true);
    const last = await sockets[3].ask<Answer & { seq: number }>('place_bid', bidPayload(event, sub, 140000));
    expect(last.success).toBe(true);
    const seq = last.seq;
    const upTo = (c: TestClient, ev: string) => c.waitFor<{ seq: number }>(ev, (p) => p.seq >= seq);
    for (const c of [...sockets, ca, cg]) await upTo(c, 'new_bid');
    // Each bidder's own figures changed with these bids: each gets its own view; the admin's
    // follows within a second.
    for (const c of [...sockets, ca]) await upTo(c, 'current_bid');

    // Buyers: their own rank, last bid, leading amount and amount for rank 1; no identities.
    const views = sockets.map((c) => c.of<BidderView>('current_bid').at(-1) as BidderView);
    expect(views.map((v) => [v.myRank, v.myLastBid, v.leadingAmount, v.amountNeededForRank1])).toEqual([
      // Alpha's auto bid answered Charlie (₹1,26,000) but cannot beat Delta's ₹1,40,000 (its ceiling is ₹1,30,000).
      [2, 126000, 140000, 141000],
      [4, 110000, 140000, 141000],
      [3, 125000, 140000, 141000],
      [1, 140000, 140000, null],
    ]);
    for (const [i, c] of sockets.entries()) {
      // Every event and every answer this buyer's socket received.
      expect(c.received.some((r) => r.event === 'ack:join_auction')).toBe(true);
      const text = JSON.stringify(c.received);
      for (const [j, other] of [...buyers, guest].entries()) {
        if (j === i) continue;
        for (const secret of [other.id, other.name, other.email]) expect(text).not.toContain(secret);
      }
      for (const p of c.of<BidderNewBid>('new_bid')) {
        expect(Object.keys(p).sort()).toEqual([
          'bids',
          'endsAt',
          'extended',
          'leadingAmount',
          'reserveMet',
          'seq',
          'seqFrom',
          'serverTime',
          'subEventId',
          'viewer',
        ]);
        for (const b of p.bids) expect(Object.keys(b).sort()).toEqual(['amount', 'extended', 'seq']);
      }
    }
    // Guest: the top three amounts (with the bids, not a view of its own), no identity at all.
    const g = cg.of<GuestNewBid>('new_bid').at(-1) as GuestNewBid;
    for (const p of cg.of<GuestNewBid>('new_bid'))
      for (const b of p.bids) expect(Object.keys(b).sort()).toEqual(['amount', 'extended', 'seq']);
    expect(g.top).toEqual([
      { rank: 1, amount: 140000 },
      { rank: 2, amount: 126000 },
      { rank: 3, amount: 125000 },
    ]);
    const guestText = JSON.stringify(cg.received);
    for (const b of buyers)
      for (const secret of [b.id, b.name, b.email]) expect(guestText).not.toContain(secret);
    // Admin: identities and participants.
    const a = ca.of<AdminView>('current_bid').at(-1) as AdminView;
    expect(a.lastBid?.bidder).toMatchObject({
      _id: buyers[3].id,
      name: 'Delta Traders',
      email: buyers[3].email,
    });
    expect(a.lastBid?.amount).toBe(140000);
    expect(a.bids.length).toBeGreaterThanOrEqual(5);
    expect(a.participants.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'Alpha Metals',
        'Bravo Steel',
        'Charlie Scrap',
        'Delta Traders',
        'Echo Watcher',
      ]),
    );
    const adminNew = ca.of<NewBidView>('new_bid').at(-1);
    expect(adminNew).toMatchObject({ viewer: 'admin', seq });
    // Every sub-event event carries seq and serverTime.
    for (const c of [...sockets, ca, cg]) {
      for (const r of c.received) {
        if (['new_bid', 'current_bid', 'countdown'].includes(r.event)) {
          expect(r.payload).toMatchObject({
            subEventId: sub.id,
            seq: expect.any(Number),
            serverTime: expect.any(String),
          });
        }
      }
    }
  });

  it('shows bidders only their rank in a Rank auction', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], {}, { auctionBehaviour: 'Rank Auction' });
    const [c1, c2] = [await connect(b1), await connect(b2)];
    for (const c of [c1, c2]) await c.ask('join_auction', { eventId: event.id });
    await c1.ask('place_bid', bidPayload(event, sub, 100000));
    const r = await c2.ask<Answer & { view: BidderView }>('place_bid', bidPayload(event, sub, 105000));
    expect(r.view).toMatchObject({ myRank: 1, leadingAmount: null });
    const v1 = await c1.waitFor<BidderView>('current_bid', (p) => p.myRank === 2);
    expect(v1.leadingAmount).toBeNull();
    for (const p of c1.of<NewBidView>('new_bid')) expect(p).toMatchObject({ leadingAmount: null });
  });

  it('sends current_bid only to viewers whose own view changed; new_bid carries every seq to all', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2]);
    const [c1, c2] = [await connect(b1), await connect(b2)];
    for (const c of [c1, c2]) await c.ask('join_auction', { eventId: event.id });
    await c2.ask('place_bid', bidPayload(event, sub, 100000));
    const first = await c1.ask<Answer & { seq: number }>('place_autobid', bidPayload(event, sub, 150000));
    await c2.waitFor('current_bid', (p: { seq: number }) => p.seq === first.seq);
    // b1 leads and raises its own ceiling: the price does not move, b2's view does not change.
    const raise = await c1.ask<Answer & { seq: number; bidId: string | null }>(
      'place_autobid',
      bidPayload(event, sub, 160000),
    );
    expect(raise).toMatchObject({ success: true, bidId: null, seq: first.seq + 1 });
    await c2.waitFor('new_bid', (p: { seq: number }) => p.seq === raise.seq);
    await c1.waitFor('current_bid', (p: BidderView) => p.myAutoBidLimit === 160000);
    await sleep(300);
    expect(c2.of<{ seq: number }>('current_bid').some((p) => p.seq === raise.seq)).toBe(false);
    // new_bid seqs are strictly increasing without gaps.
    const seqs = newBidSeqs(c2);
    expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
  });
});

describe('idempotent client bid ids', () => {
  it('applies a repeated clientBidId once and answers the first answer again', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2]);
    const c = await connect(b1);
    const payload = bidPayload(event, sub, 100000, { clientBidId: 'bid-1' });
    const [a, b] = await Promise.all([
      c.ask<Answer>('place_bid', payload),
      c.ask<Answer>('place_bid', payload),
    ]);
    const again = await c.ask<Answer>('place_bid', payload);
    expect(a).toMatchObject({ success: true });
    for (const x of [b, again])
      expect(x).toMatchObject({ success: true, bidId: a.bidId, seq: a.seq, duplicate: true });
    // A refused bid answers its refusal again.
    const low = bidPayload(event, sub, 100, { clientBidId: 'bid-2' });
    const r1 = await c.ask<Answer>('place_bid', low);
    expect(await c.ask<Answer>('place_bid', low)).toEqual(r1);
    // The same id from another bidder is another bid.
    const c2 = await connect(b2);
    expect(
      await c2.ask<Answer>('place_bid', bidPayload(event, sub, 101000, { clientBidId: 'bid-1' })),
    ).toMatchObject({
      success: true,
    });
    expect(await bidCount(sub.id)).toBe(2);
  });

  it('finds the first answer in the database when the memory has forgotten it', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1]);
    const c = await connect(b1);
    const first = await c.ask<Answer>('place_bid', bidPayload(event, sub, 100000, { clientBidId: 'db-1' }));
    // A fresh memory, as after a restart: the stored bid row answers.
    (app().app.bidding as { answers: unknown }).answers = new (
      app().app.bidding.answers.constructor as new () => unknown
    )();
    const again = await c.ask<Answer>('place_bid', bidPayload(event, sub, 100000, { clientBidId: 'db-1' }));
    expect(again).toMatchObject({ success: true, bidId: first.bidId, seq: first.seq, duplicate: true });
    expect(await bidCount(sub.id)).toBe(1);
  });

  it('matches each stored id to its own bidder within a batch of several bidders', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2]);
    const job = (u: FixtureUser, rupees: number, clientBidId: string): SubEventJob => ({
      type: 'bid',
      amount: rupees * 100,
      bidderId: u.id,
      sessionId: u.sessionId,
      eventId: event.id,
      clientBidId,
      ip: '127.0.0.1',
    });
    const [x1, x2] = (await applySubEventJobs(db(), sub.id, [job(b1, 100000, 'k1'), job(b2, 101000, 'k2')]))
      .outcomes;
    // One batch with both stored pairs again, then one with each id from the other bidder (new bids).
    const again = await applySubEventJobs(db(), sub.id, [job(b1, 100000, 'k1'), job(b2, 101000, 'k2')]);
    const crossed = await applySubEventJobs(db(), sub.id, [job(b1, 102000, 'k2'), job(b2, 103000, 'k1')]);
    const outcomes = [...again.outcomes, ...crossed.outcomes];
    expect(outcomes[0]).toMatchObject({
      ok: true,
      duplicate: true,
      bidId: x1.ok ? x1.bidId : 'x',
      amount: 10000000,
    });
    expect(outcomes[1]).toMatchObject({
      ok: true,
      duplicate: true,
      bidId: x2.ok ? x2.bidId : 'x',
      amount: 10100000,
    });
    expect(outcomes[2]).toMatchObject({ ok: true, duplicate: false, amount: 10200000 });
    expect(outcomes[3]).toMatchObject({ ok: true, duplicate: false, amount: 10300000 });
    expect(await bidCount(sub.id)).toBe(4);
  });
});

describe('entering the live room', () => {
  it('lets the admin see every active sub-event, a member only its own, and refuses the rest', async () => {
    const [b1, admin, guest] = [await user('Buyer'), await user('Admin'), await user('Guest/Client')];
    const event = await makeEvent(db());
    const mine = await makeSubEvent(db(), event.id);
    const notMine = await makeSubEvent(db(), event.id);
    await makeSubEvent(db(), event.id, { isActive: false });
    const other = await auction([b1]);
    await assign(db(), mine.id, [b1.id, guest.id]);
    await acceptTerms(db(), event.id, [b1.id, guest.id]);
    const [cb, ca, cg, anon] = [
      await connect(b1),
      await connect(admin),
      await connect(guest),
      await connect(null),
    ];
    const jb = await cb.ask<Answer & { subEvents: BidderView[] }>('join_auction', { eventId: event.id });
    expect(jb.subEvents.map((v) => [v.subEventId, v.viewer])).toEqual([[mine.id, 'bidder']]);
    const ja = await ca.ask<Answer & { subEvents: AdminView[] }>('join_auction', { eventId: event.id });
    expect(ja.subEvents.map((v) => v.subEventId).sort()).toEqual([mine.id, notMine.id].sort());
    expect(ja.subEvents.every((v) => v.viewer === 'admin')).toBe(true);
    const jg = await cg.ask<Answer & { subEvents: GuestView[] }>('join_auction', {
      eventId: event.id,
      subEventId: mine.id,
    });
    expect(jg.subEvents.map((v) => v.viewer)).toEqual(['guest']);
    await cb.waitFor('current_bid', (p: { subEventId: string }) => p.subEventId === mine.id);
    expect(await cb.ask<Answer>('join_auction', { eventId: event.id, subEventId: notMine.id })).toMatchObject(
      {
        success: false,
        message: bidMessages.notAssigned,
      },
    );
    expect(
      await cb.ask<Answer>('join_auction', { eventId: event.id, subEventId: other.sub.id }),
    ).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect(await cb.ask<Answer>('join_auction', { eventId: randomUUID() })).toMatchObject({
      success: false,
      code: 'NOT_FOUND',
    });
    expect(await cb.ask<Answer>('join_auction', { eventId: 'nope' })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
    });
    expect(await anon.ask<Answer>('join_auction', { eventId: event.id })).toMatchObject({
      success: false,
      message: bidMessages.loginRequired,
    });
    const noTerms = await user('Buyer');
    await assign(db(), mine.id, [noTerms.id]);
    expect(await (await connect(noTerms)).ask<Answer>('join_auction', { eventId: event.id })).toMatchObject({
      success: false,
      code: 'TERMS_NOT_ACCEPTED',
      message: bidMessages.termsNotAccepted,
    });
  });

  it('asks bidders (not guests) for the transaction password once per login session, with a limited number of tries', async () => {
    const b1 = await user('Buyer', { transactionPassword: 'Txn@2468' });
    const noPassword = await user('Buyer');
    const guest = await user('Guest/Client');
    const { event, sub } = await auction([b1, noPassword, guest], {}, { requireTransactionPassword: true });
    // The guest only watches: it is not asked for a transaction password, and still cannot bid.
    const watcher = await connect(guest);
    const watching = await watcher.ask<Answer & { subEvents?: unknown[] }>('join_auction', {
      eventId: event.id,
    });
    expect(watching.success).toBe(true);
    expect(watching.subEvents).toHaveLength(1);
    expect((await watcher.ask<Answer>('place_bid', bidPayload(event, sub, 100000))).success).toBe(false);
    const c = await connect(b1);
    expect(await c.ask<Answer>('join_auction', { eventId: event.id })).toMatchObject({
      success: false,
      code: 'TRANSACTION_PASSWORD_REQUIRED',
      message: bidMessages.transactionPasswordRequired,
    });
    // Bidding without entering the room is refused too.
    await expectRefused(
      c,
      'place_bid',
      bidPayload(event, sub, 100000),
      bidMessages.transactionPasswordRequired,
    );
    expect(
      await c.ask<Answer>('join_auction', { eventId: event.id, transactionPassword: 'wrong' }),
    ).toMatchObject({
      success: false,
      code: 'TRANSACTION_PASSWORD_WRONG',
      message: 'Wrong transaction password. 4 tries left.',
    });
    expect(
      (await c.ask<Answer>('join_auction', { eventId: event.id, transactionPassword: 'Txn@2468' })).success,
    ).toBe(true);
    // Once per session: a new socket of the same session is not asked again, and may bid.
    const again = await connect(b1);
    expect((await again.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);
    expect((await again.ask<Answer>('place_bid', bidPayload(event, sub, 100000))).success).toBe(true);
    // A new login session is asked again.
    const other = await newToken(db(), app().config.jwtSecret, b1.id);
    const c3 = await connect({ ...b1, token: other.token });
    expect(await c3.ask<Answer>('join_auction', { eventId: event.id })).toMatchObject({
      code: 'TRANSACTION_PASSWORD_REQUIRED',
    });
    for (let i = 0; i < 4; i++)
      await c3.ask('join_auction', { eventId: event.id, transactionPassword: `bad${i}` });
    expect(
      await c3.ask<Answer>('join_auction', { eventId: event.id, transactionPassword: 'bad4' }),
    ).toMatchObject({
      success: false,
      code: 'TOO_MANY_TRIES',
    });
    // Blocked for a while, even with the right password.
    expect(
      await c3.ask<Answer>('join_auction', { eventId: event.id, transactionPassword: 'Txn@2468' }),
    ).toMatchObject({
      success: false,
      code: 'TOO_MANY_TRIES',
    });
    expect(
      await (await connect(noPassword)).ask<Answer>('join_auction', { eventId: event.id }),
    ).toMatchObject({
      success: false,
      code: 'TRANSACTION_PASSWORD_NOT_SET',
    });
  });

  it('keeps one live-room socket per account: a second entry takes over and the first is told why', async () => {
    const b1 = await user('Buyer');
    const { event } = await auction([b1]);
    const first = await connect(b1);
    await first.ask('join_auction', { eventId: event.id });
    const second = await connect(b1);
    expect((await second.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);
    const notice = await first.waitFor<{ message: string }>('session_taken_over');
    expect(notice.message).toBe(bidMessages.sessionTakenOver);
    await new Promise<void>((resolve) =>
      first.socket.connected ? first.socket.once('disconnect', () => resolve()) : resolve(),
    );
    expect(first.socket.connected).toBe(false);
    expect(second.socket.connected).toBe(true);
  });

  it('limits a flood of events from one socket and keeps working afterwards', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1]);
    const c = await connect(b1);
    const answers = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        c.ask<Answer>('place_bid', bidPayload(event, sub, 100000 + i * 1000)),
      ),
    );
    const limited = answers.filter((a) => a.code === 'RATE_LIMITED');
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0].message).toBe(bidMessages.tooFast);
    expect(c.of<{ message: string }>('bid_error').some((e) => e.message === bidMessages.tooFast)).toBe(true);
    await sleep(2500);
    expect(await c.ask<Answer>('join_auction', { eventId: event.id })).toMatchObject({ success: true });
  });
});

describe('a room of many lots', () => {
  it("answers every lot's committed view and records the member on each, again on a second join", async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2]);
    const lots = [sub];
    for (let i = 0; i < 11; i++) {
      const more = await makeSubEvent(db(), event.id);
      await admit(db(), { eventId: event.id, subEventId: more.id }, [b1, b2]);
      lots.push(more);
    }
    // A bid on the fifth lot before the join: its view carries it.
    const c2 = await connect(b2);
    await c2.ask('join_auction', { eventId: event.id });
    expect(await c2.ask<Answer>('place_bid', bidPayload(event, lots[4], 100000))).toMatchObject({
      success: true,
    });
    const c1 = await connectWith(b1, { headers: { 'x-forwarded-for': '203.0.113.50' } });
    const answer = await c1.ask<Answer & { subEvents: BidderView[] }>('join_auction', { eventId: event.id });
    expect(answer.success).toBe(true);
    expect(answer.subEvents.map((v) => v.subEventId).sort()).toEqual(lots.map((l) => l.id).sort());
    const fifth = answer.subEvents.find((v) => v.subEventId === lots[4].id);
    expect(fifth).toMatchObject({ seq: 1, leadingAmount: 100000 });
    const rows = async () =>
      db().select().from(subEventParticipants).where(eq(subEventParticipants.userId, b1.id));
    const first = await rows();
    expect(first.map((r) => r.subEventId).sort()).toEqual(lots.map((l) => l.id).sort());
    for (const r of first) expect(r).toMatchObject({ lastIp: '203.0.113.50' });
    await sleep(20);
    await c1.ask('join_auction', { eventId: event.id });
    const again = await rows();
    expect(again).toHaveLength(lots.length);
    for (const r of again) {
      const before = first.find((f) => f.subEventId === r.subEventId);
      expect(r.firstJoinedAt).toEqual(before?.firstJoinedAt);
      expect(r.lastSeenAt.getTime()).toBeGreaterThan(before?.lastSeenAt.getTime() ?? Infinity);
    }
  });
});

describe('the admin in the room', () => {
  it('lists the participants with login status, who is in the room, and flags shared IPs', async () => {
    const [b1, b2, b3, admin] = [
      await user('Buyer'),
      await user('Buyer'),
      await user('Buyer'),
      await user('Admin'),
    ];
    const { event, sub } = await auction([b1, b2, b3]);
    const office = { 'x-forwarded-for': '203.0.113.7' };
    const c1 = await connectWith(b1, { headers: office });
    const c2 = await connectWith(b2, { headers: office });
    const c3 = await connectWith(b3, { headers: { 'x-forwarded-for': '198.51.100.9' } });
    for (const c of [c1, c2]) await c.ask('join_auction', { eventId: event.id });
    await c1.ask('place_bid', bidPayload(event, sub, 100000));
    await c2.ask('place_bid', bidPayload(event, sub, 101000));
    await c3.ask('place_bid', bidPayload(event, sub, 102000));
    const ca = await connect(admin);
    await ca.ask('join_auction', { eventId: event.id });
    const answer = await ca.ask<Answer & { users: ParticipantView[] }>('get_active_users', {
      subEventId: sub.id,
    });
    expect(answer.success).toBe(true);
    const list = await ca.waitFor<{ subEventId: string; seq: number; users: ParticipantView[] }>(
      'active_users_list',
    );
    expect(list).toMatchObject({
      subEventId: sub.id,
      seq: expect.any(Number),
      serverTime: expect.any(String),
    });
    const byId = new Map(list.users.map((u) => [u.userId, u]));
    expect(byId.get(b1.id)).toMatchObject({ isLoggedIn: true, inRoom: true, sharedIp: true });
    expect(byId.get(b2.id)).toMatchObject({ inRoom: true, sharedIp: true });
    expect(byId.get(b3.id)).toMatchObject({ inRoom: false, sharedIp: false });
    expect(await c1.ask<Answer>('get_active_users', { subEventId: sub.id })).toMatchObject({
      success: false,
      message: bidMessages.adminOnly,
    });
    expect(await ca.ask<Answer>('get_active_users', { subEventId: 'x' })).toMatchObject({
      success: false,
      code: 'INVALID_INPUT',
    });
  });

  it('broadcasts a live message to the event’s room; only the admin may', async () => {
    const [b1, guest, admin] = [await user('Buyer'), await user('Guest/Client'), await user('Admin')];
    const { event, sub } = await auction([b1, guest]);
    const [c1, cg, ca] = [await connect(b1), await connect(guest), await connect(admin)];
    for (const c of [c1, cg, ca]) await c.ask('join_auction', { eventId: event.id });
    expect(
      await ca.ask<Answer>('admin_broadcast', { eventId: event.id, message: 'Lot 3 closes early' }),
    ).toMatchObject({
      success: true,
    });
    for (const c of [c1, cg]) {
      expect(await c.waitFor('admin_message')).toMatchObject({
        eventId: event.id,
        message: 'Lot 3 closes early',
        kind: 'admin',
        serverTime: expect.any(String),
      });
    }
    await ca.ask('admin_broadcast', { eventId: event.id, subEventId: sub.id, message: 'Last call' });
    expect(
      await c1.waitFor('admin_message', (p: { message: string }) => p.message === 'Last call'),
    ).toMatchObject({
      subEventId: sub.id,
    });
    expect(await c1.ask<Answer>('admin_broadcast', { eventId: event.id, message: 'hi' })).toMatchObject({
      success: false,
      message: bidMessages.adminOnly,
    });
    expect(await ca.ask<Answer>('admin_broadcast', { eventId: event.id, message: '  ' })).toMatchObject({
      success: false,
      message: 'Please enter a message',
    });
  });

  it('sets a new closing time for everyone; refuses a time in the past and non-admins', async () => {
    const [b1, admin] = [await user('Buyer'), await user('Admin')];
    const { event, sub } = await auction([b1]);
    const [c1, ca] = [await connect(b1), await connect(admin)];
    for (const c of [c1, ca]) await c.ask('join_auction', { eventId: event.id });
    const endsAt = new Date(Date.now() + 2 * 3600_000);
    endsAt.setMilliseconds(0);
    const answer = await ca.ask<Answer & { endsAt: string; seq: number }>('extend_event_time', {
      eventId: event.id,
      subEventId: sub.id,
      BidEndTime: endsAt.toISOString(),
    });
    expect(answer).toMatchObject({ success: true, endsAt: endsAt.toISOString() });
    const seen = await c1.waitFor<BidderView>('current_bid', (p) => p.seq === answer.seq);
    expect(seen.endsAt).toBe(endsAt.toISOString());
    expect(seen.subEvent.closesAt).toBe(endsAt.toISOString());
    expect((await subEventRow(sub.id)).closesAt.toISOString()).toBe(endsAt.toISOString());
    const past = await ca.ask<Answer>('extend_event_time', {
      eventId: event.id,
      subEventId: sub.id,
      BidEndTime: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past).toMatchObject({ success: false, message: expect.stringMatching(/must be later than now/) });
    expect(
      await c1.ask<Answer>('extend_event_time', {
        eventId: event.id,
        subEventId: sub.id,
        BidEndTime: endsAt.toISOString(),
      }),
    ).toMatchObject({ success: false, message: bidMessages.adminOnly });
    expect(
      await ca.ask<Answer>('extend_event_time', {
        eventId: event.id,
        subEventId: sub.id,
        BidEndTime: 'tomorrow',
      }),
    ).toMatchObject({ success: false, message: 'Please select a valid date and time' });
  });

  it('pushes a fresh view when the admin unticks Active, after which bids are refused', async () => {
    const [b1, admin] = [await user('Buyer'), await user('Admin')];
    const { event, sub } = await auction([b1]);
    const c1 = await connect(b1);
    await c1.ask('join_auction', { eventId: event.id });
    const res = await app().app.inject({
      method: 'PUT',
      url: `/api/admin/updateSubEvent/${event.id}/${sub.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    const view = await c1.waitFor<BidderView>('current_bid', (p) => p.subEvent.isActive === false);
    expect(view.seq).toBe((await subEventRow(sub.id)).seq);
    await expectRefused(
      c1,
      'place_bid',
      bidPayload(event, sub, 100000),
      'This lot is not open for bidding at the moment.',
    );
  });
  it('takes an admin’s edit as a command of the sub-event’s queue, ordered with the bids', async () => {
    const [b1, b2, admin] = [await user('Buyer'), await user('Buyer'), await user('Admin')];
    const { event, sub } = await auction([b1, b2]);
    const [c1, c2] = [await connect(b1), await connect(b2)];
    for (const c of [c1, c2]) await c.ask('join_auction', { eventId: event.id });
    const first = await c1.ask<Answer & { seq: number }>('place_bid', bidPayload(event, sub, 100000));
    expect(first.success).toBe(true);
    const jobs = app().app.bidding.stats.jobs;
    const res = await app().app.inject({
      method: 'POST',
      url: `/api/admin/enableAutoBid/${event.id}/${sub.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { enabled: false },
    });
    expect(res.statusCode).toBe(200);
    // One job of the queue, taking the next seq after the bid's.
    expect(app().app.bidding.stats.jobs).toBe(jobs + 1);
    expect((await subEventRow(sub.id)).seq).toBe(first.seq + 1);
    await c1.waitFor<BidderView>('current_bid', (p) => p.seq === first.seq + 1);
    const next = await c2.ask<Answer & { seq: number }>('place_bid', bidPayload(event, sub, 101000));
    expect(next.seq).toBe(first.seq + 2);
    await c1.waitFor('new_bid', (p: { seq: number }) => p.seq === next.seq);
    await sleep(300);
    // The room hears the edit once, in seq order with the bids.
    const seqs = [...c1.of<{ seq: number }>('current_bid'), ...c1.of<{ seq: number }>('new_bid')].map(
      (p) => p.seq,
    );
    expect(seqs.filter((q) => q === first.seq + 1)).toHaveLength(1);
  });
});

describe('assignment changes', () => {
  it('takes an unassigned member out of the sub-event’s room and refuses its bids', async () => {
    const [b1, b2, admin] = [await user('Buyer'), await user('Buyer'), await user('Admin')];
    const { event, sub } = await auction([b1, b2]);
    const [c1, c2] = [await connect(b1), await connect(b2)];
    for (const c of [c1, c2]) await c.ask('join_auction', { eventId: event.id });
    const res = await app().app.inject({
      method: 'PUT',
      url: `/api/admin/updateSubEvent/${event.id}/${sub.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { registeredBuyers: [b2.id], mode: 'replace' },
    });
    expect(res.statusCode).toBe(200);
    // The refresh after the change reaches b2 (still assigned) but no longer b1.
    const seq = (await subEventRow(sub.id)).seq;
    await c2.waitFor('current_bid', (p: { seq: number }) => p.seq >= seq);
    const bid = await c2.ask<Answer & { seq: number }>('place_bid', bidPayload(event, sub, 100000));
    expect(bid.success).toBe(true);
    await c2.waitFor('new_bid', (p: { seq: number }) => p.seq === bid.seq);
    await sleep(300);
    expect(c1.of<{ seq: number }>('new_bid').some((p) => p.seq === bid.seq)).toBe(false);
    await expectRefused(c1, 'place_bid', bidPayload(event, sub, 101000), bidMessages.notAssigned);
  });
});

describe('time: anti-sniping and closing', () => {
  it('extends the closing by the event’s minutes for a price-moving bid in the last minutes', async () => {
    const [b1, b2] = [await user('Buyer'), await user('Buyer')];
    const { event, sub } = await auction([b1, b2], { endsInMs: 60_000 }, { autoExtension: '3 Minute' });
    const c1 = await connect(b1);
    await c1.ask('join_auction', { eventId: event.id });
    const a = await c1.ask<Answer & { view: BidderView }>('place_bid', bidPayload(event, sub, 100000));
    expect(Date.parse(a.view.endsAt)).toBe(sub.closesAt.getTime() + 180_000);
    const nb = await c1.waitFor<NewBidView>('new_bid', (p) => p.seq === a.seq);
    expect(nb).toMatchObject({ extended: true });
    expect((await subEventRow(sub.id)).extensionCount).toBe(1);
  });

  it('does not extend a Timed auction', async () => {
    const b1 = await user('Buyer');
    const { event, sub } = await auction([b1], { endsInMs: 60_000 }, { auctionType: 'Timed Auction' });
    const c1 = await connect(b1);
    const a = await c1.ask<Answer & { view: BidderView }>('place_bid', bidPayload(event, sub, 100000));
    expect(Date.parse(a.view.endsAt)).toBe(sub.closesAt.getTime());
  });

  it('closes a due sub-event exactly once and tells every viewer', async () => {
    const [b1, admin, guest] = [await user('Buyer'), await user('Admin'), await user('Guest/Client')];
    const { event, sub } = await auction([b1, guest], { endsInMs: 2500 }, { autoExtension: '1 Minute' });
    const [c1, ca, cg] = [await connect(b1), await connect(admin), await connect(guest)];
    for (const c of [c1, ca, cg]) await c.ask('join_auction', { eventId: event.id });
    // A bid in the last minute moves the closing one minute on; the admin then sets it 2 s ahead.
    await c1.ask('place_bid', bidPayload(event, sub, 100000));
    const soon = new Date(Date.now() + 2000);
    expect(
      (
        await ca.ask<Answer>('extend_event_time', {
          eventId: event.id,
          subEventId: sub.id,
          BidEndTime: soon.toISOString(),
        })
      ).success,
    ).toBe(true);
    for (const c of [c1, ca, cg]) {
      const closed = await c.waitFor<{ subEvent: { status: string }; secondsLeft: number }>(
        'current_bid',
        (p) => p.subEvent.status === 'closed',
        10_000,
      );
      expect(closed.secondsLeft).toBe(0);
    }
    const row = await subEventRow(sub.id);
    expect(row).toMatchObject({ status: 'closed', leaderId: b1.id });
    expect(row.closedAt?.getTime()).toBeGreaterThanOrEqual(soon.getTime());
    // Closing again does nothing, however often the scheduler looks.
    const seq = row.seq;
    const { startClosingScheduler } = await import('./close-due-sub-events');
    const extra = startClosingScheduler(app().app.bidding, 60_000);
    expect(await extra.runOnce()).toBe(0);
    extra.stop();
    expect((await subEventRow(sub.id)).seq).toBe(seq);
    await sleep(1500);
    expect(
      c1.of<{ subEvent: { status: string } }>('current_bid').filter((p) => p.subEvent.status === 'closed'),
    ).toHaveLength(1);
    await expectRefused(c1, 'place_bid', bidPayload(event, sub, 200000), 'Bidding on this lot is closed.');
  });
});
