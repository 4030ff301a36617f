import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { BidderView } from '@neelami/shared/bidding';
import type { BidderNewBid } from '@neelami/shared/realtime';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { channelOf } from '../../lib/room-channel';
import type { RoomSocket } from '../../lib/socket';
import { earlyViews, startEarlyJoin, takeEarlyJoin } from './early-join';
import type { JoinStatus } from './join-status';
import { openRoom } from './open-room';
import { RoomStore } from './room-store';
import { roomLot } from './room-test-lot';
import { RowMessages } from './row-messages';

// A real Socket.IO server standing in for the product's: it counts the joins, answers with the
// lot's view at seq 1 and, right after its answer, sends the bid of seq 2 to the room.
let server: Server;
let url: string;
let joins: string[];
let sockets: RoomSocket[];

const view: BidderView = {
  viewer: 'bidder',
  subEventId: 's1',
  seq: 1,
  serverTime: '2025-01-01T00:00:01.000Z',
  endsAt: '2025-01-01T01:00:00.000Z',
  secondsLeft: 100,
  subEvent: roomLot(),
  leadingAmount: 1100,
  myRank: null,
  myLastBid: null,
  myAutoBidLimit: null,
  amountNeededForRank1: 1200,
  nextBidAmount: 1200,
  isLeader: false,
  reserveMet: null,
};
const bid: BidderNewBid = {
  viewer: 'bidder',
  reserveMet: null,
  subEventId: 's1',
  seq: 2,
  seqFrom: 2,
  serverTime: '2025-01-01T00:00:02.000Z',
  endsAt: '2025-01-01T01:00:00.000Z',
  extended: false,
  leadingAmount: 1200,
  bids: [{ seq: 2, amount: 1200, extended: false }],
};

beforeEach(async () => {
  joins = [];
  sockets = [];
  const http = createServer();
  server = new Server(http);
  server.on('connection', (socket) => {
    // A client that asked for gzip gets the views compressed (the server does so for big ones).
    const gzip = socket.handshake.auth.pictures === 'gzip';
    socket.on('join_auction', (p: { eventId: string }, ack: (a: unknown) => void) => {
      joins.push(p.eventId);
      const views = gzip ? { subEventsGzip: gzipSync(JSON.stringify([view])) } : { subEvents: [view] };
      ack({ success: true, eventId: p.eventId, serverTime: view.serverTime, ...views });
      // Compressed, the bid follows at once: it arrives while the room is inflating the views.
      if (gzip) socket.emit('new_bid', bid);
      else setTimeout(() => socket.emit('new_bid', bid), 5);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const s of sockets) s.disconnect();
  await new Promise((resolve) => server.close(resolve));
});

function connect(auth: Record<string, string> = {}): RoomSocket {
  const s = io(url, { transports: ['websocket'], forceNew: true, auth }) as RoomSocket;
  sockets.push(s);
  return s;
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

function room(socket: RoomSocket, store = new RoomStore()) {
  const statuses: JoinStatus[] = [];
  const connection = openRoom(channelOf(socket), 'e1', store, new RowMessages(), {
    onJoin: (s) => statuses.push(s),
    onAdminMessage: () => {},
  });
  return { store, statuses, connection };
}

describe('the live room’s early join', () => {
  it('is taken by the room: one join, and the bid that came before the room listened is applied', async () => {
    const socket = connect();
    startEarlyJoin(channelOf(socket), 'e1');
    // The answer and the bid after it arrive while the room's code is "still on its way".
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(joins).toEqual(['e1']);
    const { store, statuses, connection } = room(socket);
    await until(() => statuses.length > 0);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(store.lastSeq('s1')).toBe(2);
    expect((store.getState().views.s1 as BidderView).leadingAmount).toBe(1200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(joins).toEqual(['e1']);
    connection.close();
  });

  it('inflates views that came gzip-compressed, early or joined by the room itself', async () => {
    const socket = connect({ pictures: 'gzip' });
    startEarlyJoin(channelOf(socket), 'e1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { store, statuses, connection } = room(socket);
    await until(() => statuses.length > 0);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(store.lastSeq('s1')).toBe(2);
    expect(store.getState().views.s1).toMatchObject({ subEventId: 's1', leadingAmount: 1200 });
    connection.close();
    // Without an early join: the room's own join; the bid that came while it inflated follows it.
    const again = room(connect({ pictures: 'gzip' }));
    await until(() => again.statuses.length > 0);
    expect(again.statuses).toEqual([{ kind: 'joined' }]);
    await until(() => again.store.lastSeq('s1') === 2);
    expect(again.store.getState().views.s1).toMatchObject({ subEventId: 's1', leadingAmount: 1200 });
    again.connection.close();
  });

  it("gives the room's first render its views, inflated, and the room then takes the join without a change", async () => {
    const socket = connect({ pictures: 'gzip' });
    startEarlyJoin(channelOf(socket), 'e1');
    expect(earlyViews('e1')).toBeNull(); // not answered yet
    await until(() => earlyViews('e1') !== null);
    expect(earlyViews('other')).toBeNull();
    // The room's first render: its store holds the early join's views (use-live-room.ts).
    const store = new RoomStore();
    store.applyJoinViews(earlyViews('e1') ?? []);
    expect(store.getState().views.s1).toMatchObject({ seq: 1, leadingAmount: 1100 });
    const first = store.getState().views.s1;
    // Its effect takes the join: the same views (not shown again), then the bid recorded after.
    let changes = 0;
    store.subscribe(() => changes++);
    const { statuses, connection } = room(socket, store);
    await until(() => store.lastSeq('s1') === 2);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(changes).toBe(1); // the bid's
    expect(store.getState().views.s1).not.toBe(first);
    expect(joins).toEqual(['e1']);
    connection.close();
    // Taken: a room opened later has no early views to show.
    expect(earlyViews('e1')).toBeNull();
  });

  it('shows no early views once the socket has disconnected: the server forgot the join', async () => {
    const socket = connect();
    startEarlyJoin(channelOf(socket), 'e1');
    await until(() => earlyViews('e1') !== null);
    socket.disconnect();
    expect(earlyViews('e1')).toBeNull();
  });

  it('is awaited by a room that opens before its answer, still one join', async () => {
    const socket = connect();
    startEarlyJoin(channelOf(socket), 'e1');
    const { store, statuses, connection } = room(socket);
    await until(() => store.lastSeq('s1') === 2);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(joins).toEqual(['e1']);
    connection.close();
  });

  it('is not taken for another event, nor after a disconnect: the room joins itself', async () => {
    const socket = connect();
    startEarlyJoin(channelOf(socket), 'other');
    await until(() => joins.length === 1);
    const first = room(socket);
    await until(() => first.store.lastSeq('s1') === 2);
    expect(joins).toEqual(['other', 'e1']);
    first.connection.close();

    startEarlyJoin(channelOf(socket), 'e1');
    await until(() => joins.length === 3);
    socket.disconnect();
    expect(takeEarlyJoin(channelOf(socket), 'e1')).toBeNull();
  });
});
