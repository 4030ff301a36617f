/**
 * Fault: a client's connection drops in the middle of a burst of bids and comes back
 * (ARCHITECTURE "Socket.IO delivers at most once"). The broadcasts
 * sent while it was away are lost; on reconnecting it joins again, takes the room's view (seq)
 * and applies the bids after it in order, so it ends with the same state as the database. A bidder
 * that drops retries its unanswered bid with the same client bid id, which counts once.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyChain } from '../src/modules/bidding/bid-hash';
import { bids } from '../src/modules/bidding/tables';
import { subEvents } from '../src/modules/events/tables';
import { newBidRecord, retryUnknown, runBidLoops } from './helpers/bid-loop';
import {
  acceptTerms,
  assign,
  type FixtureUser,
  makeEvent,
  makeSubEvent,
  makeUser,
} from './helpers/bidding-fixtures';
import { connectLive, type LiveClient } from './helpers/live-client';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
const clients: LiveClient[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.listen();
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

/** Cuts the client's transport (as a network drop does) and keeps it away until `back()`. */
function drop(c: LiveClient) {
  c.socket.io.reconnection(false);
  c.socket.io.engine.close();
  return {
    back: () => {
      c.socket.io.reconnection(true);
      c.socket.connect();
    },
  };
}

describe('a client that drops and reconnects during a burst', () => {
  it('resyncs by seq and ends with the database’s state', async () => {
    const db = t.app.bidding.db;
    const secret = t.config.jwtSecret;
    const event = await makeEvent(db);
    const lot = await makeSubEvent(db, event.id, { startValue: 1000, step: 10 });
    const bidders: FixtureUser[] = [];
    for (let i = 0; i < 4; i++) bidders.push(await makeUser(db, secret, { role: 'Buyer' }));
    const guest = await makeUser(db, secret, { role: 'Guest/Client' });
    const all = [...bidders, guest].map((u) => u.id);
    await assign(db, lot.id, all);
    await acceptTerms(db, event.id, all);
    const room = { eventId: event.id, subEventId: lot.id };
    const bidderClients: { client: LiveClient; user: FixtureUser }[] = [];
    for (const u of bidders)
      bidderClients.push({ client: await connectLive(t.url(), u.token, room), user: u });
    const watcher = await connectLive(t.url(), guest.token, room);
    clients.push(watcher, ...bidderClients.map((b) => b.client));

    const record = newBidRecord();
    const loops = runBidLoops(record, bidderClients, room, { start: 1000, step: 10 }, 'drop');
    const acked = (n: number) => () => record.acked.length >= n;
    await watcher.until(acked(10), 60_000, '10 bids');

    // The watcher and one bidder lose their connection while the bids go on.
    const watcherAway = drop(watcher);
    const bidderAway = drop(bidderClients[0].client);
    const seqWhenDropped = watcher.state.seq;
    const before = record.acked.length;
    await watcher.until(acked(before + 10), 60_000, '10 bids while away');
    watcherAway.back();
    bidderAway.back();
    await watcher.until((c) => c.joins >= 2, 20_000, 'the watcher joined again');
    await bidderClients[0].client.until((c) => c.joins >= 2, 20_000, 'the bidder joined again');
    const back = record.acked.length;
    await watcher.until(acked(back + 10), 60_000, '10 bids after coming back');
    await loops.stop();
    await retryUnknown(record, room);
    expect(record.unknown).toEqual([]);

    const rows = await db
      .select()
      .from(bids)
      .where(eq(bids.subEventId, lot.id))
      .orderBy(asc(bids.seq), asc(bids.serial), asc(bids.id));
    const [se] = await db.select().from(subEvents).where(eq(subEvents.id, lot.id));
    expect(verifyChain(rows)).toMatchObject({ ok: true });
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(record.acked.map((x) => x.bidId)));

    // It missed broadcasts while away, resynced from the room's view, and ends right.
    for (const c of [watcher, ...bidderClients.map((b) => b.client)]) {
      await c.until((x) => x.state.seq === se.seq, 20_000, 'client at the database seq');
      expect(c.state.leading).toBe((se.leadingAmount as number) / 100);
    }
    const heard = new Set(watcher.newBidSeqs);
    const missed = rows.filter((r) => r.seq > seqWhenDropped && !heard.has(r.seq)).length;
    expect(missed).toBeGreaterThan(0);
    // Nothing was applied twice or out of order: the applied seqs only go up.
    for (let i = 1; i < watcher.applied.length; i++) {
      expect(watcher.applied[i]).toBeGreaterThan(watcher.applied[i - 1]);
    }
    expect(watcher.applied.length + missed).toBeGreaterThanOrEqual(se.seq - seqWhenDropped);
  }, 120_000);
});
