/**
 * What a room's pictures cost to build (`bidderViewsOf`, one `current_bid` per bidder, as the tick
 * builds them), and the object-literal shapes behind them on this Node.js: a spread followed by
 * new keys, the same keys before the spread, a spread that only overwrites. Prints one JSON object.
 *
 *   node --import tsx bench/src/pictures.ts [bidders=200,500]
 */
import { randomUUID } from 'node:crypto';
import type { EngineState } from '@neelami/engine/types';
import type { SubEventSnapshot } from '@neelami/server/modules/bidding/sub-event-state';
import { bidderViewsOf } from '@neelami/server/modules/bidding/views';

/** Mean nanoseconds of `f` over `runs` calls, after as many to warm up. */
function timeNs(runs: number, f: (i: number) => unknown): number {
  let sink = 0;
  for (let i = 0; i < runs; i++) sink += f(i) ? 1 : 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) sink += f(i) ? 1 : 0;
  const ns = Number(process.hrtime.bigint() - start) / runs;
  return sink >= 0 ? Math.round(ns) : ns;
}

function room(bidders: number): { snap: SubEventSnapshot; ids: string[] } {
  const ids = Array.from({ length: bidders }, () => randomUUID());
  const standings = ids.map((bidderId, i) => ({
    bidderId,
    amount: 10_000_000 - i * 100,
    bidId: randomUUID(),
    at: Date.now(),
    serial: i + 1,
  }));
  const state: EngineState = {
    rules: {
      direction: 'forward',
      startValue: 100_000,
      step: 100,
      startsAt: 0,
      isActive: true,
      extensionMinutes: 3,
      extendable: true,
      maxExtensions: null,
      rankOnly: false,
    },
    status: 'open',
    endsAt: Date.now() + 600_000,
    extensions: 0,
    seq: bidders,
    lastSerial: bidders,
    standings,
    leading: standings[0] ?? null,
    autoBids: ids.slice(0, Math.floor(bidders * 0.3)).map((bidderId, i) => ({
      bidderId,
      limit: 20_000_000,
      at: 0,
      seq: i + 1,
    })),
  };
  const snap = {
    subEvent: { _id: randomUUID(), name: 'Lot 1' },
    seq: bidders,
    rankOnly: false,
    ownerId: null,
    autoBidEnabled: true,
    state,
  } as unknown as SubEventSnapshot;
  return { snap, ids };
}

const sizes = (process.argv[2] ?? '200,500').split(',').map(Number);
const now = new Date();
const roomMicros: Record<string, number> = {};
for (const n of sizes) {
  const { snap, ids } = room(n);
  const ns = timeNs(1000, () => {
    const view = bidderViewsOf(snap, now);
    let seq = 0;
    for (const id of ids) seq += view(id).seq;
    return seq;
  });
  roomMicros[`${n} bidders`] = Math.round(ns / 100) / 10;
}

const shared = { subEventId: 'x', seq: 1, serverTime: 't', endsAt: 'e', secondsLeft: 3, subEvent: {} };
const literalNs = {
  spreadOnly: timeNs(200_000, () => ({ ...shared })),
  spreadThen1NewKey: timeNs(200_000, (i) => ({ ...shared, a: i })),
  spreadThen9NewKeys: timeNs(200_000, (i) => ({
    ...shared,
    a: i,
    b: i,
    c: i,
    d: i,
    e: i,
    f: i,
    g: i,
    h: i,
    k: i,
  })),
  nineKeysThenSpread: timeNs(200_000, (i) => ({
    a: i,
    b: i,
    c: i,
    d: i,
    e: i,
    f: i,
    g: i,
    h: i,
    k: i,
    ...shared,
  })),
  spreadThen3Overwrites: timeNs(200_000, (i) => ({ ...shared, seq: i, endsAt: 'f', secondsLeft: i })),
};

console.log(
  JSON.stringify({
    benchmark: 'pictures',
    node: process.version,
    v8: process.versions.v8,
    roomPicturesMicros: roomMicros,
    objectLiteralNs: literalNs,
  }),
);
