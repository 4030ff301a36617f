import {
  type BidChain,
  type BidReceipt,
  bidChainResponse,
  myReceiptsResponse,
  verifyReceipts,
} from '@neelami/shared/bid-receipts';
import { bidMessages } from '@neelami/shared/bidding';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FixtureUser } from '../../../test/helpers/bidding-fixtures';
import { sleep } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { subEvents } from '../events/tables';
import { bids } from './tables';

// API.md "Integrity desk, member record and bid receipts", last bullet: each accepted bid's answer
// carries its receipt; a member lists its own; after the close anyone reads the lot's chain of
// digests, which carries no amount and no identity, and the receipts verify against it.
const { app, db, user, connect, auction } = useSocketTestApp();

type Answer = { success: boolean; code?: string; receipt?: BidReceipt; [k: string]: unknown };

async function get(url: string, who?: FixtureUser, language?: 'hi') {
  const headers: Record<string, string> = {};
  if (who) headers.authorization = `Bearer ${who.token}`;
  if (language) headers['accept-language'] = language;
  const res = await app().app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

const chainOf = async (subEventId: string) => get(`/api/general/subEvents/${subEventId}/chain`);
const receiptsOf = async (who: FixtureUser, subEventId: string) =>
  myReceiptsResponse.parse((await get(`/api/member/subEvents/${subEventId}/receipts`, who)).body).receipts;

/** A lot where b1 bids by hand and b2's auto bid replies; then the lot is closed by the admin. */
async function biddenAndClosed() {
  const [b1, b2, admin] = [await user('Buyer'), await user('Buyer'), await user('Admin')];
  const { event, sub } = await auction([b1, b2], { startValue: 100000, step: 1000 });
  const [c1, c2, ca] = [await connect(b1), await connect(b2), await connect(admin)];
  for (const c of [c1, c2, ca]) await c.ask('join_auction', { eventId: event.id });
  const bid = (amount: number) => ({ eventId: event.id, subEventId: sub.id, amount });
  const auto = await c2.ask<Answer>('place_autobid', bid(150000));
  const first = await c1.ask<Answer>('place_bid', bid(101000));
  const second = await c1.ask<Answer>('place_bid', bid(110000));
  for (const a of [auto, first, second]) expect(a.success).toBe(true);
  return { b1, b2, admin, event, sub, ca, acks: { auto, first, second } };
}

async function close(ca: Awaited<ReturnType<typeof connect>>, event: { id: string }, sub: { id: string }) {
  const at = new Date(Date.now() + 1000).toISOString();
  const ext = await ca.ask<Answer>('extend_event_time', {
    eventId: event.id,
    subEventId: sub.id,
    BidEndTime: at,
  });
  expect(ext.success).toBe(true);
  for (let i = 0; i < 100; i++) {
    const [row] = await db()
      .select({ status: subEvents.status })
      .from(subEvents)
      .where(eq(subEvents.id, sub.id));
    if (row.status === 'closed') return;
    await sleep(100);
  }
  throw new Error('the lot did not close');
}

describe('bid receipts', () => {
  it('every accepted bid answers with a receipt that verifies against the chain after the close', async () => {
    const { b1, b2, event, sub, ca, acks } = await biddenAndClosed();
    const before = await chainOf(sub.id);
    expect(before.status).toBe(409);
    expect(before.body).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: bidMessages.chainBeforeClose,
    });
    expect((await get(`/api/general/subEvents/${sub.id}/chain`, undefined, 'hi')).body.message).toBe(
      'इस लॉट की बोलियों की शृंखला उसके बंद होने के बाद प्रकाशित होती है।',
    );

    await close(ca, event, sub);
    const res = await chainOf(sub.id);
    expect(res.status).toBe(200);
    const chain: BidChain = bidChainResponse.parse(res.body);
    const rows = await db().select().from(bids).where(eq(bids.subEventId, sub.id));
    expect(chain.entries).toHaveLength(rows.length);
    const [row] = await db().select().from(subEvents).where(eq(subEvents.id, sub.id));
    expect(chain.head).toBe(row.lastBidHash);

    const acked = [acks.auto, acks.first, acks.second].map((a) => a.receipt as BidReceipt);
    for (const r of acked) expect(r).toMatchObject({ subEventId: sub.id, seq: expect.any(Number) });
    const verdicts = await verifyReceipts(acked, { ...chain, subEventId: sub.id });
    expect(verdicts.map((v) => v.result)).toEqual(['included', 'included', 'included']);

    // b2's auto bid replied to b1 with bids nobody acknowledged to b2: its list has them all.
    const mine = await receiptsOf(b2, sub.id);
    const b2Rows = rows.filter((r) => r.bidderId === b2.id);
    expect(mine).toHaveLength(b2Rows.length);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.map((r) => r.chainHash).sort()).toEqual(b2Rows.map((r) => r.hash).sort());
    expect(mine).toContainEqual(acks.auto.receipt);
    expect(
      (await verifyReceipts(mine, { ...chain, subEventId: sub.id })).every((v) => v.result === 'included'),
    ).toBe(true);
    // Own bids only.
    const b1Mine = await receiptsOf(b1, sub.id);
    expect(b1Mine.map((r) => r.chainHash).sort()).toEqual(
      rows
        .filter((r) => r.bidderId === b1.id)
        .map((r) => r.hash)
        .sort(),
    );
  });

  it('publishes no amount, name or id: only seqs, digests and chain hashes', async () => {
    const { b1, b2, event, sub, ca } = await biddenAndClosed();
    await close(ca, event, sub);
    const { text } = await chainOf(sub.id);
    const rows = await db().select().from(bids).where(eq(bids.subEventId, sub.id));
    const secrets = [b1.id, b2.id, b1.email, b2.email, sub.id, event.id, ...rows.map((r) => r.id)];
    for (const s of secrets) expect(text).not.toContain(s);
    for (const r of rows) {
      expect(text).not.toContain(`${r.amount}`);
      expect(text).not.toContain(`${r.amount / 100}`);
      expect(text).not.toContain(r.salt);
    }
    const body = JSON.parse(text) as { entries: Record<string, unknown>[] };
    for (const e of body.entries) expect(Object.keys(e).sort()).toEqual(['chainHash', 'digest', 'seq']);
  });

  it('fails a receipt of another lot, an altered digest and a chain with a changed entry', async () => {
    const one = await biddenAndClosed();
    const other = await biddenAndClosed();
    await close(one.ca, one.event, one.sub);
    const chain = { ...bidChainResponse.parse((await chainOf(one.sub.id)).body), subEventId: one.sub.id };
    const receipt = one.acks.first.receipt as BidReceipt;
    const foreign = other.acks.first.receipt as BidReceipt;
    const altered = { ...receipt, digest: receipt.digest.replace(/^./, (c) => (c === '0' ? '1' : '0')) };
    const results = (await verifyReceipts([receipt, foreign, altered], chain)).map((v) => v.result);
    expect(results).toEqual(['included', 'foreign_lot', 'altered']);

    // A bid changed in the database after the close: its digest, recomputed from the row, no longer
    // links, and every receipt of the lot then fails against the published chain.
    await db()
      .update(bids)
      .set({ amount: 999_999_00 })
      .where(eq(bids.id, one.acks.second.bidId as string));
    const changed = { ...bidChainResponse.parse((await chainOf(one.sub.id)).body), subEventId: one.sub.id };
    const [v] = await verifyReceipts([receipt], changed);
    expect(v).toMatchObject({
      result: 'chain_broken',
      brokenAtSeq: (one.acks.second.receipt as BidReceipt).seq,
    });
  });

  it('lists receipts only for a bidder, and the chain of an unknown lot is not found', async () => {
    const admin = await user('Admin');
    const { sub } = await auction([]);
    expect((await get(`/api/member/subEvents/${sub.id}/receipts`, admin)).status).toBe(403);
    expect((await get(`/api/member/subEvents/${sub.id}/receipts`)).status).toBe(401);
    const missing = await chainOf('00000000-0000-4000-8000-000000000000');
    expect(missing).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});
