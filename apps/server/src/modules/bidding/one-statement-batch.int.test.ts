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
import { memberStandingChanges, sessions, users } from '../users/tables';
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
    const before = service().stats.oneStatement;
    // Submitted in one turn of the event loop: one batch.
    const [x, y, z] = await Promise.all([
      service().run(l.subEventId, bid(l, l.buyers[1], 101_000)),
      service().run(l.subEventId, bid(l, l.buyers[2], 102_000)),
      service().run(l.subEventId, bid(l, l.buyers[0], 103_000)),
    ]);
    expect(service().stats.oneStatement).toBe(before + 1);
    expect([x, y, z].map((r) => r.outcome.ok)).toEqual([true, true, true]);
    const rows = await bidRows(l.subEventId);
    expect(rows.map((r) => r.amount)).toEqual([100_000, 101_000, 102_000, 103_000].map((v) => v * RS));
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(verifyChain(rows).ok).toBe(true);
    expect(x.snapshot?.seq).toBe(4);
  });
});

describe('a batch with a refused bid', () => {
  /** The jobs as one batch through the service, and whether it went as one statement. */
  async function batch(l: Lot, jobs: BidJob[]) {
    const before = service().stats.oneStatement;
    const results = await Promise.all(jobs.map((j) => service().run(l.subEventId, j)));
    return { outcomes: results.map((r) => r.outcome), oneStatement: service().stats.oneStatement > before };
  }

  it("answers the engine's refusal as the transaction does, and writes the rest in one statement", async () => {
    const [a, b] = [await lot({ buyers: 3 }), await lot({ buyers: 3 })];
    const script = (l: Lot) => [
      bid(l, l.buyers[1], 101_000),
      bid(l, l.buyers[2], 101_000), // crossed in flight: one step short
      autoBid(l, l.buyers[2], 101_500), // less than two steps beyond the price
      bid(l, l.buyers[0], 104_000),
    ];
    await run(a, bid(a, a.buyers[0], 100_000));
    const viaStatement = await batch(a, script(a));
    expect(viaStatement.oneStatement).toBe(true);
    await applySubEventJobs(db(), b.subEventId, [bid(b, b.buyers[0], 100_000)]);
    const viaTransaction = (await applySubEventJobs(db(), b.subEventId, script(b))).outcomes;
    const answer = (o: JobOutcome) => (o.ok ? { ok: true, seq: o.seq, amount: o.amount } : o);
    expect(viaStatement.outcomes.map(answer)).toEqual(viaTransaction.map(answer));
    expect(viaStatement.outcomes[1]).toMatchObject({ ok: false, code: 'BELOW_STEP', needed: 102_000 * RS });
    expect((await bidRows(a.subEventId)).map((r) => r.amount)).toEqual(
      [100_000, 101_000, 104_000].map((v) => v * RS),
    );
    expect((await subEventRow(a.subEventId)).seq).toBe(3);
  });

  it('goes to the transaction when the refused bidder may not bid, which names why', async () => {
    const l = await lot({ buyers: 3 });
    await run(l, bid(l, l.buyers[0], 100_000));
    await run(l, bid(l, l.buyers[1], 101_000));
    await db().delete(subEventMembers).where(eq(subEventMembers.userId, l.buyers[2].id));
    const { outcomes, oneStatement } = await batch(l, [
      bid(l, l.buyers[0], 102_000),
      bid(l, l.buyers[2], 101_500),
    ]);
    expect(oneStatement).toBe(false);
    expect(outcomes[0]).toMatchObject({ ok: true, seq: 3 });
    // Not the engine's "one step short": the bidder is not assigned to the lot.
    expect(outcomes[1]).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });

  it('goes to the transaction when every bid is refused', async () => {
    const l = await lot();
    await run(l, bid(l, l.buyers[0], 100_000));
    const refused = await run(l, bid(l, l.buyers[1], 100_500));
    expect(refused).toMatchObject({ oneStatement: false, outcome: { ok: false, code: 'BELOW_STEP' } });
    expect((await run(l, bid(l, l.buyers[1], 101_000))).oneStatement).toBe(true);
  });
});

/**
 * After a change to the sub-event's or the event's row, a batch through the transaction keeps the
 * state again (here the leader's refused bid), so the next batch is decided on the new row.
 */
async function keepStateAgain(l: Lot) {
  const refused = await run(l, bid(l, l.buyers[0], 110_000));
  expect(refused).toMatchObject({ oneStatement: false, outcome: { ok: false, code: 'SELF_OUTBID' } });
}

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
      'TERMS_NOT_ACCEPTED',
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
        await keepStateAgain(l);
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
        await keepStateAgain(l);
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
        await keepStateAgain(l);
      },
      'TRANSACTION_PASSWORD_REQUIRED',
    ],
    [
      'suspended after two defaults',
      async (_l, who) => {
        await db()
          .insert(memberStandingChanges)
          .values({ userId: who.id, status: 'suspended', cause: 'default' });
      },
      'SUSPENDED',
    ],
    [
      'on probation and leading two other open lots',
      async (_l, who) => {
        const until = new Date(Date.now() + 86_400_000);
        await db()
          .insert(memberStandingChanges)
          .values({ userId: who.id, status: 'probation', cause: 'default', until });
        const other = await lot({ buyers: 0 });
        for (let i = 0; i < 2; i++) {
          const s = await makeSubEvent(db(), other.eventId);
          await db().update(subEvents).set({ leaderId: who.id }).where(eq(subEvents.id, s.id));
        }
      },
      'PROBATION_LIMIT',
    ],
  ];

  it.each(cases)(
    '%s is answered by the transaction, and the statement writes nothing',
    async (_name, change, code) => {
      const l = await lot();
      const who = l.buyers[1];
      await run(l, bid(l, l.buyers[0], 100_000));
      expect((await run(l, bid(l, who, 101_000))).oneStatement).toBe(true);
      // The other leads: the engine itself would take the bidder's next bid.
      expect((await run(l, bid(l, l.buyers[0], 102_000))).oneStatement).toBe(true);
      await change(l, who);
      const rowsBefore = (await bidRows(l.subEventId)).length;
      const { seq } = await subEventRow(l.subEventId);
      const refused = await run(l, bid(l, who, 150_000));
      expect(refused.oneStatement).toBe(false);
      expect(refused.outcome).toMatchObject({ ok: false, code });
      expect((await bidRows(l.subEventId)).length).toBe(rowsBefore);
      expect((await subEventRow(l.subEventId)).seq).toBe(seq);
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
    // The same bid id again (as after a restart, when no answer is remembered), this time with an
    // amount the engine would take: the stored bid is the answer.
    const repeated = await run(l, bid(l, l.buyers[0], 105_000, 'again'));
    expect(repeated.oneStatement).toBe(false);
    expect(repeated.outcome).toMatchObject({ ok: true, duplicate: true, amount: 100_000 * RS });
    expect(repeated.outcome.ok && first.outcome.ok && repeated.outcome.bidId).toBe(
      first.outcome.ok && first.outcome.bidId,
    );
    // An auto bid that placed no bid (its bidder led) is stored only as the auto bid.
    await run(l, bid(l, l.buyers[0], 102_000));
    const auto = await run(l, autoBid(l, l.buyers[0], 130_000, 'auto-again'));
    expect(auto).toMatchObject({ oneStatement: true, outcome: { ok: true, bidId: null } });
    // Again, with a ceiling the engine would take as a raise.
    const autoRepeated = await run(l, autoBid(l, l.buyers[0], 140_000, 'auto-again'));
    expect(autoRepeated).toMatchObject({
      oneStatement: false,
      outcome: { ok: true, duplicate: true, limit: 130_000 * RS },
    });
    expect((await bidRows(l.subEventId)).length).toBe(3);
    const [stored] = await db().select().from(autoBids).where(eq(autoBids.subEventId, l.subEventId));
    expect(stored.limit).toBe(130_000 * RS);
  });

  it("decides on the event's rules as they are now (an auction made Timed stops extending)", async () => {
    const l = await lot();
    // The lot closes in two minutes, within its three minutes of anti-sniping.
    await db()
      .update(subEvents)
      .set({ closesAt: new Date(Date.now() + 120_000), eventEndsOn: new Date(Date.now() + 120_000) })
      .where(eq(subEvents.id, l.subEventId));
    const extended = await run(l, bid(l, l.buyers[0], 100_000));
    const endsAt = extended.outcome.ok ? extended.outcome.endsAt : 0;
    expect(endsAt).toBeGreaterThan(Date.now() + 170_000);
    await db().update(events).set({ auctionType: 'Timed Auction' }).where(eq(events.id, l.eventId));
    const timed = await run(l, bid(l, l.buyers[1], 101_000));
    expect(timed).toMatchObject({ oneStatement: false, outcome: { ok: true, endsAt } });
    expect((await subEventRow(l.subEventId)).closesAt.getTime()).toBe(endsAt);
  });
});
