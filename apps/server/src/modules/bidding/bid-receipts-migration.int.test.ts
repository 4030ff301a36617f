import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeSubEvent, makeUser } from '../../../test/helpers/bidding-fixtures';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { subEvents } from '../events/tables';
import { canonicalBid, GENESIS_HASH, type HashedBidFields } from './bid-hash';
import { checkChainInDb } from './chain-sql';
import { bids } from './tables';

// Migration 0017 (bid receipts) re-links the chains stored under the old formula,
// sha256(prevHash | canonical fields), under the new one with the salt '' — but only as far as they
// verified: a chain already broken keeps its break at the same row.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const relink = readFileSync(
  new URL('../../db/migrations/0019_bid_receipts.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint')[1];
const oldHash = (prev: string, b: HashedBidFields) =>
  createHash('sha256').update(prev).update('|').update(canonicalBid(b)).digest('hex');

/** A lot with `n` bids hashed the old way; its recorded head is the last one's. */
async function oldChain(n: number) {
  const db = t.database.db;
  const bidder = await makeUser(db, t.config.jwtSecret, { role: 'Buyer' });
  const event = await makeEvent(db);
  const sub = await makeSubEvent(db, event.id);
  let prev = GENESIS_HASH;
  const ids: string[] = [];
  for (let i = 1; i <= n; i++) {
    const f = {
      id: randomUUID(),
      subEventId: sub.id,
      bidderId: bidder.id,
      amount: 100_000_00 + i * 1_000_00,
      kind: 'manual',
      clientBidId: null,
      seq: i,
      createdAt: new Date(Date.UTC(2026, 10, 20, 5, 0, i)),
      salt: '',
    };
    const hash = oldHash(prev, f);
    await db.insert(bids).values({ ...f, serial: i, prevHash: prev, hash });
    ids.push(f.id);
    prev = hash;
  }
  await db.update(subEvents).set({ lastBidHash: prev, seq: n }).where(eq(subEvents.id, sub.id));
  return { sub, ids };
}

const headOf = async (id: string) =>
  (await t.database.db.select().from(subEvents).where(eq(subEvents.id, id)))[0].lastBidHash;

describe('migration 0017: bid receipts', () => {
  it('re-links a verified chain under the new formula and moves the lot head with it', async () => {
    const good = await oldChain(4);
    const tampered = await oldChain(4);
    // A bid changed behind the chain's back before the migration.
    await t.database.db.update(bids).set({ amount: 1 }).where(eq(bids.id, tampered.ids[2]));
    const oldHead = await headOf(good.sub.id);
    await t.database.db.execute(sql.raw(relink));

    const newHead = await headOf(good.sub.id);
    expect(newHead).not.toBe(oldHead);
    expect(await checkChainInDb(t.database.db, good.sub.id, newHead)).toMatchObject({
      count: 4,
      firstBreak: null,
      headAt: 4,
    });
    const after = await checkChainInDb(t.database.db, tampered.sub.id, await headOf(tampered.sub.id));
    expect(after.firstBreak).toMatchObject({ n: 3, bidId: tampered.ids[2] });
  });
});
