/**
 * The pre-built commit statement (batch-sql.ts) on the database the tests run on (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): it is the one a batch uses, and what it writes is what the
 * drizzle queries wrote — every column of every bid row, the chain, the sub-event's state.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit, makeEvent, makeSubEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { subEvents } from '../events/tables';
import { applySubEventJobs } from './apply-sub-event-jobs';
import { findKnownAutoBidsRaw, findKnownBidsRaw, rawClientOf } from './batch-sql';
import { verifyChain } from './bid-hash';
import type { SubEventJob } from './sub-event-jobs';
import { autoBids, bids } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
const db = () => t.database.db;

describe('the batch commit statement', () => {
  it('is reached inside a transaction on this database', async () => {
    const kind = await db().transaction(async (tx) => rawClientOf(tx)?.kind ?? null);
    expect(kind).toBe(t.database.kind === 'postgres' ? 'pg' : 'pglite');
  });

  it('writes a batch of bids and auto bids with every column, the chain and the state', async () => {
    const event = await makeEvent(db());
    const lot = await makeSubEvent(db(), event.id, { startValue: 1_000, step: 10 });
    const [a, b] = [
      await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' }),
      await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' }),
    ];
    await admit(db(), { eventId: event.id, subEventId: lot.id }, [a, b]);
    const job = (u: typeof a, rest: { type: 'bid'; amount: number } | { type: 'auto-bid'; limit: number }) =>
      ({
        ...rest,
        bidderId: u.id,
        sessionId: u.sessionId,
        eventId: event.id,
        clientBidId: `c-${u.id.slice(0, 4)}-${'amount' in rest ? rest.amount : rest.limit}`,
        ip: "10.0.0.1' --",
      }) as SubEventJob;
    // One batch: a's bid, b's auto bid (which outbids a at once), a's higher bid (b answers again).
    const result = await applySubEventJobs(db(), lot.id, [
      job(a, { type: 'bid', amount: 100_000 }),
      job(b, { type: 'auto-bid', limit: 105_000 }),
      job(a, { type: 'bid', amount: 102_000 }),
    ]);
    expect(result.outcomes.map((o) => o.ok)).toEqual([true, true, true]);

    const rows = await db().select().from(bids).where(eq(bids.subEventId, lot.id)).orderBy(asc(bids.serial));
    expect(rows.map((r) => [r.bidderId === a.id ? 'a' : 'b', r.amount, r.kind, r.seq])).toEqual([
      ['a', 100_000, 'manual', 1],
      ['b', 101_000, 'auto', 2],
      ['a', 102_000, 'manual', 3],
      ['b', 103_000, 'proxy', 3],
    ]);
    expect(rows[0].clientBidId).toBe(`c-${a.id.slice(0, 4)}-100000`);
    expect(rows[0].ip).toBe("10.0.0.1' --");
    expect(rows[3].clientBidId).toBeNull();
    expect(rows[3].ip).toBe('');
    expect(rows.every((r) => r.status === 'accepted' && r.createdAt instanceof Date)).toBe(true);
    const byId = new Map(result.steps.flatMap((s) => s.records.map((r) => [r.id, r.createdAt])));
    for (const r of rows) expect(r.createdAt.toISOString()).toBe(byId.get(r.id));
    const ordered = [...rows].sort(
      (x, y) => x.seq - y.seq || x.createdAt.getTime() - y.createdAt.getTime() || x.id.localeCompare(y.id),
    );
    expect(verifyChain(ordered)).toEqual({ ok: true, count: 4 });

    const [row] = await db().select().from(subEvents).where(eq(subEvents.id, lot.id));
    expect(row.seq).toBe(3);
    expect(row.leadingAmount).toBe(103_000);
    expect(row.leaderId).toBe(b.id);
    expect(row.leadingBidId).toBe(rows[3].id);
    expect(row.lastBidHash).toBe(ordered[ordered.length - 1].hash);
    expect(row.closesAt.getTime()).toBe(result.snapshot?.state.endsAt);
    expect((row.engineState as { leading: { amount: number } }).leading.amount).toBe(103_000);
    const [auto] = await db().select().from(autoBids).where(eq(autoBids.subEventId, lot.id));
    expect(auto.limit).toBe(105_000);

    // The same client bid ids again answer the stored answers and write nothing.
    const again = await applySubEventJobs(db(), lot.id, [job(a, { type: 'bid', amount: 100_000 })]);
    expect(again.outcomes[0]).toMatchObject({ ok: true, duplicate: true, seq: 1 });
    expect(await db().select().from(bids).where(eq(bids.subEventId, lot.id))).toHaveLength(4);
  });

  it('reads the stored client bid ids of bids and auto bids', async () => {
    const event = await makeEvent(db(), { autoExtension: '5 Minute' });
    const lot = await makeSubEvent(db(), event.id, {
      startValue: 2_000,
      step: 5,
      quantity: '12.5',
      unit: 'MT',
    });
    const u = await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' });
    const v = await makeUser(db(), t.config.jwtSecret, { role: 'Buyer' });
    await admit(db(), { eventId: event.id, subEventId: lot.id }, [u, v]);
    const of = (w: typeof u) => ({ bidderId: w.id, sessionId: w.sessionId, eventId: event.id, ip: '' });
    await applySubEventJobs(db(), lot.id, [
      { type: 'auto-bid', limit: 250_000, clientBidId: 'x1', ...of(u) },
      { type: 'bid', amount: 300_000, clientBidId: 'x2', ...of(v) },
    ]);
    await db().transaction(async (tx) => {
      const raw = rawClientOf(tx);
      if (!raw) throw new Error('no driver client');
      const bidsFound = await findKnownBidsRaw(raw, lot.id, [u.id, v.id], ['x1', 'x2', 'x3']);
      expect(bidsFound.map((b) => [b.clientBidId, b.amount, b.seq]).sort()).toEqual([
        ['x1', 200_000, 1],
        ['x2', 300_000, 2],
      ]);
      expect(await findKnownAutoBidsRaw(raw, lot.id, [u.id], ['x1', 'x2'])).toEqual([
        { bidderId: u.id, clientBidId: 'x1', limit: 250_000 },
      ]);
      expect(await findKnownBidsRaw(raw, lot.id, [u.id], [])).toEqual([]);
    });
  });
});
