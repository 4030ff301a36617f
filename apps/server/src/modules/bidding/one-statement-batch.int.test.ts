import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admit,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { lots } from '../catalog/tables';
import { placeHolds, releaseHolds } from '../emd/holds';
import { emdEntries } from '../emd/tables';
import { events, subEventMembers, subEvents, termAcceptances } from '../events/tables';
import { sessions, users } from '../users/tables';
import { applySubEventJobs } from './apply-sub-event-jobs';
import { verifyChain } from './bid-hash';
import { recordTransactionPasswordPass } from './bid-queries';
import type { BidJob, JobOutcome, SubEventJob } from './sub-event-jobs';
import { autoBids, bids } from './tables';

// one-statement-batch.ts: a batch of bids on the state the last batch left is written in one
// statement, with exactly what the transaction would write; whatever changed meanwhile sends the
// batch to the transaction, which answers it as before.

let t: TestApp;
const db = () => t.database.db;
const service = () => t.app.bidding;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const RS = 100; // paise per rupee

interface Lot {
  eventId: string;
  subEventId: string;
  buyers: FixtureUser[];
}

async function lot(opts: { buyers?: number; event?: Parameters<typeof makeEvent>[1] } = {}): Promise<Lot> {
  const event = await makeEvent(db(), opts.event);
  const sub = await makeSubEvent(db(), event.id, { startValue: 100_000, step: 1_000 });
  const buyers: FixtureUser[] = [];
  for (let i = 0; i < (opts.buyers ?? 2); i++) {
    buyers.push(await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' }));
  }
  await admit(db(), { eventId: event.id, subEventId: sub.id }, buyers);
  return { eventId: event.id, subEventId: sub.id, buyers };
}

const bidder = (l: Lot, u: FixtureUser, clientBidId: string | null) => ({
  bidderId: u.id,
  sessionId: u.sessionId,
  eventId: l.eventId,
  clientBidId,
  ip: '127.0.0.1',
});
const bid = (l: Lot, u: FixtureUser, rupees: number, clientBidId: string | null = randomUUID()): BidJob => ({
  type: 'bid',
  amount: rupees * RS,
  ...bidder(l, u, clientBidId),
});
const autoBid = (
  l: Lot,
  u: FixtureUser,
  rupees: number,
  clientBidId: string | null = randomUUID(),
): BidJob => ({
  type: 'auto-bid',
  limit: rupees * RS,
  ...bidder(l, u, clientBidId),
});

/** Runs a job through the service's queue; counts whether it went as one statement. */
async function run(l: Lot, job: SubEventJob) {
  const before = service().stats.oneStatement;
  const { outcome } = await service().run(l.subEventId, job);
  return { outcome, oneStatement: service().stats.oneStatement > before };
}

const bidRows = (subEventId: string) =>
  db().select().from(bids).where(eq(bids.subEventId, subEventId)).orderBy(asc(bids.seq), asc(bids.serial));
const subEventRow = async (subEventId: string) =>
  (await db().select().from(subEvents).where(eq(subEvents.id, subEventId)))[0];

describe('bids written in one statement', () => {
  it('writes the rows, the auto bid and the state the transaction writes for the same bids', async () => {
    const a = await lot();
    const b = await lot();
    // The same bidders' part on both lots, by position.
    const script = (l: Lot): SubEventJob[] => [
      bid(l, l.buyers[0], 100_000, 'c1'),
      bid(l, l.buyers[1], 101_000, 'c2'),
      autoBid(l, l.buyers[0], 110_000, 'c3'),
      bid(l, l.buyers[1], 105_000, 'c4'),
      bid(l, l.buyers[1], 108_000, 'c5'),
      autoBid(l, l.buyers[0], 120_000, 'c6'),
    ];
    const viaService = [];
    for (const job of script(a)) viaService.push(await run(a, job));
    // The first batch finds no state kept: a transaction. Every later one: one statement.
    expect(viaService.map((r) => r.oneStatement)).toEqual([false, true, true, true, true, true]);
    const viaTransactions: JobOutcome[] = [];
    for (const job of script(b))
      viaTransactions.push((await applySubEventJobs(db(), b.subEventId, [job])).outcomes[0]);

    const answer = (o: JobOutcome) =>
      o.ok ? { ok: true, seq: o.seq, amount: o.amount, limit: o.limit, own: o.bidId !== null } : o;
    expect(viaService.map((r) => answer(r.outcome))).toEqual(viaTransactions.map(answer));
    expect(viaService.every((r) => r.outcome.ok)).toBe(true);

    const rowsOf = async (l: Lot) =>
      (await bidRows(l.subEventId)).map((r) => ({
        bidder: l.buyers.findIndex((u) => u.id === r.bidderId),
        amount: r.amount,
        kind: r.kind,
        status: r.status,
        clientBidId: r.clientBidId,
        seq: r.seq,
        serial: r.serial,
        ip: r.ip,
      }));
    expect(await rowsOf(a)).toEqual(await rowsOf(b));
    expect((await rowsOf(a)).length).toBeGreaterThan(script(a).length - 2);
    expect(verifyChain(await bidRows(a.subEventId)).ok).toBe(true);

    const [ra, rb] = [await subEventRow(a.subEventId), await subEventRow(b.subEventId)];
    expect(ra.seq).toBe(rb.seq);
    expect(ra.leadingAmount).toBe(rb.leadingAmount);
    expect(ra.leaderId).toBe(a.buyers[0].id);
    expect(rb.leaderId).toBe(b.buyers[0].id);
    expect(ra.lastBidHash).toBe((await bidRows(a.subEventId)).at(-1)?.hash);
    const standings = (r: typeof ra, l: Lot) =>
      (r.engineState as { standings: { bidderId: string; amount: number }[] }).standings.map((s) => ({
        bidder: l.buyers.findIndex((u) => u.id === s.bidderId),
        amount: s.amount,
      }));
    expect(standings(ra, a)).toEqual(standings(rb, b));
    const autos = await db().select().from(autoBids).where(eq(autoBids.subEventId, a.subEventId));
    expect(autos.map((x) => ({ limit: x.limit, clientBidId: x.clientBidId }))).toEqual([
      { limit: 120_000 * RS, clientBidId: 'c6' },
    ]);
  });

  it('answers a batch of several bids each, and the room hears them in seq order', async () => {
    const l = await lot({ buyers: 3 });
    await run(l, bid(l, l.buyers[0], 100_000));
    const [x, y, z] = await Promise.all([
      service().run(l.subEventId, bid(l, l.buyers[1], 101_000)),
      service().run(l.subEventId, bid(l, l.buyers[2], 102_000)),
      service().run(l.subEventId, bid(l, l.buyers[0], 103_000)),
    ]);
    expect([x, y, z].map((r) => r.outcome.ok)).toEqual([true, true, true]);
    const rows = await bidRows(l.subEventId);
    expect(rows.map((r) => r.amount)).toEqual([100_000, 101_000, 102_000, 103_000].map((v) => v * RS));
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(verifyChain(rows).ok).toBe(true);
    expect(x.snapshot?.seq).toBe(4);
  });
});

describe('a bidder who may no longer bid', () => {
  // Each case changes one fact straight in the database after a batch kept the state, then bids:
  // the statement must decline (it writes nothing) and the transaction answers with the reason.
  const cases: [string, (l: Lot, who: FixtureUser) => Promise<void>, string][] = [
    [
      'unassigned',
      async (_l, who) => {
        await db().delete(subEventMembers).where(eq(subEventMembers.userId, who.id));
      },
      'FORBIDDEN',
    ],
    [
      'logged out',
      async (_l, who) => {
        await db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, who.sessionId));
      },
      'UNAUTHORIZED',
    ],
    [
      'whose session expired',
      async (_l, who) => {
        await db()
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, who.sessionId));
      },
      'UNAUTHORIZED',
    ],
    [
      'unverified',
      async (_l, who) => {
        await db().update(users).set({ isVerified: false }).where(eq(users.id, who.id));
      },
      'FORBIDDEN',
    ],
    [
      'made a Guest/Client',
      async (_l, who) => {
        await db().update(users).set({ role: 'Guest/Client' }).where(eq(users.id, who.id));
      },
      'FORBIDDEN',
    ],
    [
      'whose terms acceptance is gone',
      async (_l, who) => {
        await db().delete(termAcceptances).where(eq(termAcceptances.userId, who.id));
      },
      'FORBIDDEN',
    ],
    [
      "who became the lot's seller",
      async (l, who) => {
        // The sub-event offers a catalogue lot of another seller; then the lot's seller changes.
        const seller = await makeUser(db(), t.config.jwtSecret, { role: 'Seller' });
        const [lotRow] = await db()
          .insert(lots)
          .values({ name: 'Scrap', quantity: 1, unit: 'MT', sellerId: seller.id })
          .returning();
        await db().update(subEvents).set({ lotId: lotRow.id }).where(eq(subEvents.id, l.subEventId));
        await run(l, bid(l, l.buyers[0], 110_000));
        await db().update(lots).set({ sellerId: who.id }).where(eq(lots.id, lotRow.id));
      },
      'FORBIDDEN',
    ],
    [
      'whose EMD hold was released',
      async (l, who) => {
        // Both hold the lot's EMD while the state is kept; then the bidder's hold ends.
        await db()
          .update(subEvents)
          .set({ emdAmount: 1_000 * RS })
          .where(eq(subEvents.id, l.subEventId));
        for (const u of l.buyers) {
          const [deposit] = await db()
            .insert(emdEntries)
            .values({
              userId: u.id,
              kind: 'deposit',
              amount: 1_000 * RS,
              utr: `UTR${randomUUID().slice(0, 12)}`,
              createdBy: u.id,
            })
            .returning();
          await db()
            .insert(emdEntries)
            .values({ userId: u.id, kind: 'deposit_verified', amount: 1_000 * RS, refId: deposit.id });
        }
        const ids = l.buyers.map((u) => u.id);
        await db().transaction((tx) => placeHolds(tx, l.subEventId, 1_000 * RS, ids, null));
        await run(l, bid(l, l.buyers[0], 110_000));
        await db().transaction((tx) => releaseHolds(tx, l.subEventId, [who.id], null, 'test'));
      },
      'EMD_REQUIRED',
    ],
    [
      'without the transaction password the event now asks',
      async (l) => {
        // The other bidder gave it in its session; the event starts asking for it.
        await recordTransactionPasswordPass(db(), l.buyers[0].sessionId, l.buyers[0].id);
        await db().update(events).set({ requireTransactionPassword: true }).where(eq(events.id, l.eventId));
        await run(l, bid(l, l.buyers[0], 110_000));
      },
      'TRANSACTION_PASSWORD_REQUIRED',
    ],
  ];

  it.each(cases)(
    '%s is answered by the transaction, and the statement writes nothing',
    async (_name, change, code) => {
      const l = await lot();
      const who = l.buyers[1];
      await run(l, bid(l, l.buyers[0], 100_000));
      expect((await run(l, bid(l, who, 101_000))).oneStatement).toBe(true);
      await change(l, who);
      const rowsBefore = (await bidRows(l.subEventId)).length;
      const { seq } = await subEventRow(l.subEventId);
      const refused = await run(l, bid(l, who, 150_000));
      expect(refused.oneStatement).toBe(false);
      expect(refused.outcome).toMatchObject({ ok: false, code });
      expect((await bidRows(l.subEventId)).length).toBe(rowsBefore);
      expect((await subEventRow(l.subEventId)).seq).toBe(seq);
      // The others still bid, through the transaction (it keeps the state again) and then in one statement.
      const next = l.buyers[0];
      const top = (await subEventRow(l.subEventId)).leadingAmount ?? 0;
      if ((await subEventRow(l.subEventId)).leaderId !== next.id) {
        expect((await run(l, bid(l, next, top / RS + 1_000))).outcome.ok).toBe(true);
      }
      expect(verifyChain(await bidRows(l.subEventId)).ok).toBe(true);
    },
  );
});

describe('the kept state and the database', () => {
  it("declines after another writer's batch, and the transaction decides on the row as it is", async () => {
    const l = await lot();
    await run(l, bid(l, l.buyers[0], 100_000));
    // Another instance's batch on the same sub-event (its own transaction).
    const other = await applySubEventJobs(db(), l.subEventId, [bid(l, l.buyers[1], 101_000)]);
    expect(other.outcomes[0].ok).toBe(true);
    // This instance's state is stale: 101,000 leads now, so 101,000 from buyer 0 is too low.
    const stale = await run(l, bid(l, l.buyers[0], 101_000));
    expect(stale.oneStatement).toBe(false);
    expect(stale.outcome).toMatchObject({ ok: false, code: 'BELOW_STEP' });
    // The transaction that refused it kept the state it read: the next bid is one statement again.
    const fresh = await run(l, bid(l, l.buyers[0], 102_000));
    expect(fresh).toMatchObject({ oneStatement: true, outcome: { ok: true, seq: 3 } });
    expect((await run(l, bid(l, l.buyers[1], 103_000))).oneStatement).toBe(true);
    const rows = await bidRows(l.subEventId);
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(verifyChain(rows).ok).toBe(true);
  });

  it('declines after the row or its event is changed outside the queue', async () => {
    const l = await lot();
    await run(l, bid(l, l.buyers[0], 100_000));
    await db().update(subEvents).set({ isActive: false }).where(eq(subEvents.id, l.subEventId));
    const inactive = await run(l, bid(l, l.buyers[1], 101_000));
    expect(inactive).toMatchObject({ oneStatement: false, outcome: { ok: false } });
    await db().update(subEvents).set({ isActive: true }).where(eq(subEvents.id, l.subEventId));
    await run(l, bid(l, l.buyers[1], 101_000));
    // An event edit: from now on the lot is a Rank auction, where a bid need not lead (101,000 leads).
    await db().update(events).set({ auctionBehaviour: 'Rank Auction' }).where(eq(events.id, l.eventId));
    const rank = await run(l, bid(l, l.buyers[0], 101_000));
    expect(rank).toMatchObject({ oneStatement: false, outcome: { ok: true } });
  });

  it('answers a client bid id stored earlier as the first answer, writing nothing', async () => {
    const l = await lot();
    const first = await run(l, bid(l, l.buyers[0], 100_000, 'again'));
    await run(l, bid(l, l.buyers[1], 101_000));
    // The same bid id again (as after a restart, when no answer is remembered): the stored bid.
    const repeated = await run(l, bid(l, l.buyers[0], 100_000, 'again'));
    expect(repeated.oneStatement).toBe(false);
    expect(repeated.outcome).toMatchObject({ ok: true, duplicate: true });
    expect(repeated.outcome.ok && first.outcome.ok && repeated.outcome.bidId).toBe(
      first.outcome.ok && first.outcome.bidId,
    );
    // An auto bid that placed no bid (its bidder led) is stored only as the auto bid.
    await run(l, bid(l, l.buyers[0], 102_000));
    const auto = await run(l, autoBid(l, l.buyers[0], 130_000, 'auto-again'));
    expect(auto).toMatchObject({ oneStatement: true, outcome: { ok: true, bidId: null } });
    const autoRepeated = await run(l, autoBid(l, l.buyers[0], 130_000, 'auto-again'));
    expect(autoRepeated).toMatchObject({ oneStatement: false, outcome: { ok: true, duplicate: true } });
    expect((await bidRows(l.subEventId)).length).toBe(3);
  });
});
