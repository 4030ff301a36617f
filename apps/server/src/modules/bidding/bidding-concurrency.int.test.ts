import type { BidderView } from '@neelami/shared/bidding';
import type { NewBidView } from '@neelami/shared/realtime';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type FixtureUser, newBidSeqs, sleep, type TestClient } from '../../../test/helpers/bidding-fixtures';
import { useSocketTestApp } from '../../../test/helpers/socket-test-app';
import { subEvents } from '../events/tables';
import { verifyChain } from './bid-hash';
import { bids } from './tables';

// 50 clients bid on one sub-event at once for several seconds — every
// acknowledged bid is in the database, the final leader is the best valid bid, every watcher saw
// strictly increasing seq, and the hash chain verifies.

const CLIENTS = 50;
/** The clients bid for at least this long… */
const SECONDS = 5;
/** …and until at least this many bids were accepted (the machine may be slow), */
const MIN_ACCEPTED = 150;
/** …but never longer than this. */
const MAX_SECONDS = 90;

const { app, db, user, connectWith, auction } = useSocketTestApp();

type Answer = {
  success: boolean;
  message?: string;
  code?: string;
  bidId?: string | null;
  amount?: number;
  view?: BidderView;
};

describe('many bidders at once', () => {
  it(`${CLIENTS} clients bidding at once lose no acknowledged bid and agree on the leader`, async () => {
    const users: FixtureUser[] = [];
    for (let i = 0; i < CLIENTS; i++) users.push(await user('Buyer'));
    const guest = await user('Guest/Client');
    const admin = await user('Admin');
    // Closing far enough away that anti-sniping plays no part.
    const { event, sub } = await auction(
      [...users, guest],
      { startValue: 1000, step: 1, endsInMs: 3600_000 },
      { autoExtension: '1 Minute' },
    );
    const sockets: TestClient[] = [];
    for (const [k, u] of [...users, guest, admin].entries()) {
      // Every third client asks for one new_bid per bid (API.md `auth.bids: 'each'`), the others
      // get the bids of each tick together.
      const c = await connectWith(u, k % 3 === 0 ? { auth: { bids: 'each' } } : {});
      sockets.push(c);
      expect((await c.ask<Answer>('join_auction', { eventId: event.id })).success).toBe(true);
    }

    const acked: { bidderId: string; bidId: string; amount: number; kind: 'bid' | 'auto' }[] = [];
    let refused = 0;
    let unavailable = 0;
    let sent = 0;
    const reasons = new Map<string, number>();
    const started = Date.now();
    const going = () =>
      Date.now() - started < MAX_SECONDS * 1000 &&
      (Date.now() - started < SECONDS * 1000 || acked.length < MIN_ACCEPTED);
    // Each client bids from what its own socket last heard: the leading amount plus a few steps.
    const heard = (c: TestClient) => {
      const pics = c.of<BidderView>('current_bid');
      const news = c.of<NewBidView & { leadingAmount?: number | null }>('new_bid');
      const last = pics.at(-1);
      const lead = Math.max(1000, last?.leadingAmount ?? 0, news.at(-1)?.leadingAmount ?? 0);
      return { lead, leader: last?.isLeader === true && (news.at(-1)?.seq ?? 0) <= (last?.seq ?? 0) };
    };
    await Promise.all(
      users.map(async (u, i) => {
        const c = sockets[i];
        let n = 0;
        while (going()) {
          n += 1;
          const { lead, leader } = heard(c);
          const auto = n % 7 === 0;
          if (leader && !auto) {
            await sleep(30);
            continue;
          }
          const amount = auto ? lead + 10 + ((i * 7 + n) % 40) : lead + 1 + ((i * 13 + n * 5) % 25);
          sent += 1;
          const a = await c.ask<Answer>(auto ? 'place_autobid' : 'place_bid', {
            eventId: event.id,
            subEventId: sub.id,
            amount,
            clientBidId: `c${i}-${n}`,
          });
          if (a.success) {
            if (a.bidId)
              acked.push({
                bidderId: u.id,
                bidId: a.bidId,
                amount: a.amount as number,
                kind: auto ? 'auto' : 'bid',
              });
          } else if (a.code === 'UNAVAILABLE') unavailable += 1;
          else {
            refused += 1;
            const reason = (a.message ?? '').replace(/₹[\d,]+/g, '₹…');
            reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
          }
          // A person clicks; keep each client below the per-user event limit.
          await sleep(40 + (i % 20));
        }
      }),
    );
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    await sleep(1500);

    const rows = await db()
      .select()
      .from(bids)
      .where(eq(bids.subEventId, sub.id))
      .orderBy(asc(bids.seq), asc(bids.createdAt), asc(bids.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const lost = acked.filter((a) => {
      const r = byId.get(a.bidId);
      // An auto bid's answer names the bid it placed (API.md), so both kinds match their rows.
      return !r || r.bidderId !== a.bidderId || r.amount !== a.amount * 100;
    });
    const [se] = await db().select().from(subEvents).where(eq(subEvents.id, sub.id));
    console.info(
      `live bidding concurrency: ${acked.length} acknowledged bids (${sent} sent, ${refused} refused by the rules, ${unavailable} unavailable) from ${CLIENTS} clients in ${seconds} s; ${rows.length} bid rows (with automatic answers), final seq ${se.seq}; ${app().app.bidding.stats.batches} transactions for ${app().app.bidding.stats.jobs} jobs (group commit); lost: ${lost.length}`,
    );
    console.info('refusals:', Object.fromEntries(reasons));
    expect(lost).toEqual([]);
    expect(unavailable).toBe(0);
    // Group commit: bids that arrived together were decided together, fewer transactions than jobs.
    expect(app().app.bidding.stats.batches).toBeLessThan(app().app.bidding.stats.jobs);
    expect(acked.length).toBeGreaterThanOrEqual(MIN_ACCEPTED);

    // The leader is the best valid bid (highest; equal amounts: the earlier one).
    const best = [...rows].sort((a, b) => b.amount - a.amount || a.serial - b.serial)[0];
    expect(se).toMatchObject({ leadingAmount: best.amount, leaderId: best.bidderId, leadingBidId: best.id });
    // The hash chain holds over every row, and serials follow the chain.
    expect(verifyChain(rows)).toEqual({ ok: true, count: rows.length });
    expect(rows.map((r) => r.serial)).toEqual(rows.map((_, i) => i + 1));

    // Every watcher saw every change once, in order: new_bid seqs 1…final without gaps, one per
    // message for the clients that asked for it, several in one for the others.
    let batched = 0;
    for (const [k, c] of sockets.entries()) {
      const seqs = newBidSeqs(c);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(seqs.at(-1)).toBe(se.seq);
      const messages = c.of<NewBidView>('new_bid');
      if (k % 3 === 0) expect(messages.every((p) => p.seqFrom === p.seq)).toBe(true);
      else batched += messages.filter((p) => p.seq > p.seqFrom).length;
      // The state after the last bid reaches everyone with the last new_bid.
      const lastNews = messages.at(-1) as NewBidView;
      if (lastNews.viewer !== 'guest') expect(lastNews.leadingAmount).toBe(best.amount / 100);
      const views = c.of<{ seq: number }>('current_bid').map((p) => p.seq);
      for (let i = 1; i < views.length; i++) expect(views[i]).toBeGreaterThanOrEqual(views[i - 1]);
    }
    // Under this load a tick carries several bids.
    expect(batched).toBeGreaterThan(0);
    // And every bidder's last view has its own final figures (it came when they changed).
    for (const [i, c] of sockets.slice(0, CLIENTS).entries()) {
      const last = c.of<BidderView>('current_bid').at(-1);
      expect(last?.isLeader).toBe(users[i].id === best.bidderId);
      const own = rows.filter((r) => r.bidderId === users[i].id).sort((a, b) => b.amount - a.amount)[0];
      expect(last?.myLastBid ?? null).toBe(own ? own.amount / 100 : null);
    }
  }, 180_000);
});
