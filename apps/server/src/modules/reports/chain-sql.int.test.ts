import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import type { Db } from '../../db/client';
import { verifyChain } from '../bidding/bid-hash';
import { readBidWindow } from '../bidding/bid-log-reads';
import { checkChainInDb, sqlHashOf } from '../bidding/chain-sql';
import { insertBidChain } from '../bidding/seed-rows';
import { bids } from '../bidding/tables';
import { users } from '../users/tables';
import { insertEvent, insertSubEvent } from './report-fixture';

// The database's copy of bidHash must give exactly bidHash's answer, and its
// chain check exactly verifyChain's, or page 1 of a bid log PDF would lie.
let t: TestApp;
let db: Db;
let bidder: string;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const [u] = await db
    .insert(users)
    .values({
      email: 'x@example.com',
      passwordHash: 'x',
      role: 'Buyer',
      type: 'Individual',
      organizationIndividualName: 'X',
    })
    .returning();
  bidder = u.id;
});
afterAll(async () => {
  await t?.close();
});

const text = fc.oneof(
  fc.constantFrom('manual', 'auto', 'proxy', 'a|b', 'नीलामी', '₹ 𝕹', "o'brien", ''),
  fc.string({ maxLength: 12 }),
);

describe('the bid hash chain in SQL', () => {
  it('computes bidHash exactly, whatever the fields', async () => {
    const event = await insertEvent(db, { auctionName: 'Hash' });
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 1e14 }),
            kind: text,
            clientBidId: fc.option(text, { nil: null }),
            at: fc.date({
              min: new Date('2001-01-01T00:00:00Z'),
              max: new Date('2099-12-31T00:00:00Z'),
              noInvalidDate: true,
            }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        async (specs) => {
          const se = await insertSubEvent(db, event.id, { name: 'h' });
          // (sub-event, bidder, clientBidId) is unique: number the generated ids.
          const rows = await insertBidChain(
            db,
            se,
            specs.map((s, i) => ({
              ...s,
              clientBidId: s.clientBidId === null ? null : `${s.clientBidId}#${i}`,
              bidderId: bidder,
              kind: s.kind as 'manual',
            })),
          );
          for (const r of rows) expect(await sqlHashOf(db, r.id)).toBe(r.hash);
          const check = await checkChainInDb(db, se.id, rows[rows.length - 1].hash);
          expect(check).toEqual({
            count: rows.length,
            maxSeq: rows.length,
            firstBreak: null,
            headAt: rows.length,
          });
        },
      ),
      { numRuns: 25 },
    );
  });

  it('finds the same first broken row as verifyChain after random tampering', async () => {
    const event = await insertEvent(db, { auctionName: 'Tamper' });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.record({ op: fc.constantFrom('amount', 'delete', 'time', 'prev'), at: fc.nat() }), {
          minLength: 1,
          maxLength: 3,
        }),
        async (n, ops) => {
          const se = await insertSubEvent(db, event.id, { name: 't' });
          const chain = await insertBidChain(
            db,
            se,
            Array.from({ length: n }, (_, i) => ({
              bidderId: bidder,
              amount: (i + 1) * 100,
              at: new Date(1.7e12 + i),
            })),
          );
          const alive = new Set(chain.map((r) => r.id));
          for (const o of ops) {
            const ids = chain.filter((r) => alive.has(r.id));
            if (ids.length === 0) break;
            const id = ids[o.at % ids.length].id;
            if (o.op === 'delete') {
              await db.delete(bids).where(eq(bids.id, id));
              alive.delete(id);
            } else if (o.op === 'amount') {
              await db.update(bids).set({ amount: 7 }).where(eq(bids.id, id));
            } else if (o.op === 'time') {
              await db
                .update(bids)
                .set({ createdAt: new Date(1.6e12) })
                .where(eq(bids.id, id));
            } else {
              await db
                .update(bids)
                .set({ prevHash: 'f'.repeat(64) })
                .where(eq(bids.id, id));
            }
          }
          const stored = await readBidWindow(db, se.id, 0, 1e9, { bidder: false, chainFields: true });
          const expected = verifyChain(stored);
          const got = await checkChainInDb(db, se.id, '');
          expect(got.count).toBe(stored.length);
          if (expected.ok) expect(got.firstBreak).toBeNull();
          else expect(got.firstBreak).toMatchObject({ n: expected.brokenAt + 1, bidId: expected.bidId });
        },
      ),
      { numRuns: 40 },
    );
  });
});
