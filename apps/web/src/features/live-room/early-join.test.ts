import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import type { BidderView } from '@neelami/shared/bidding';
import type { BidderNewBid } from '@neelami/shared/realtime';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RoomSocket } from '../../lib/socket';
import { earlyPictures, startEarlyJoin, takeEarlyJoin } from './early-join';
import type { JoinStatus } from './join-status';
import { openRoom } from './room-socket';
import { RoomStore } from './room-store';
import { roomLot } from './room-test-lot';
import { RowMessages } from './row-messages';

// A real Socket.IO server standing in for the product's: it counts the joins, answers with the
// lot's picture at seq 1 and, right after its answer, sends the bid of seq 2 to the room.
let server: Server;
let url: string;
let joins: string[];
let sockets: RoomSocket[];

const picture: BidderView = {
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
};
const bid: BidderNewBid = {
  viewer: 'bidder',
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
    // A client that asked for gzip gets the pictures compressed (the server does so for big ones).
    const gzip = socket.handshake.auth.pictures === 'gzip';
    socket.on('join_auction', (p: { eventId: string }, ack: (a: unknown) => void) => {
      joins.push(p.eventId);
      const pictures = gzip
        ? { subEventsGzip: gzipSync(JSON.stringify([picture])) }
        : { subEvents: [picture] };
      ack({ success: true, eventId: p.eventId, serverTime: picture.serverTime, ...pictures });
      // Compressed, the bid follows at once: it arrives while the room is inflating the pictures.
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
  const connection = openRoom(socket, 'e1', store, new RowMessages(), {
    onJoin: (s) => statuses.push(s),
    onAdminMessage: () => {},
  });
  return { store, statuses, connection };
}

describe('the live room’s early join', () => {
  it('is taken by the room: one join, and the bid that came before the room listened is applied', async () => {
    const socket = connect();
    startEarlyJoin(socket, 'e1');
    // The answer and the bid after it arrive while the room's code is "still on its way".
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(joins).toEqual(['e1']);
    const { store, statuses, connection } = room(socket);
    await until(() => statuses.length > 0);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(store.lastSeq('s1')).toBe(2);
    expect((store.getState().pictures.s1 as BidderView).leadingAmount).toBe(1200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(joins).toEqual(['e1']);
    connection.close();
  });

  it('inflates pictures that came gzip-compressed, early or joined by the room itself', async () => {
    const socket = connect({ pictures: 'gzip' });
    startEarlyJoin(socket, 'e1');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { store, statuses, connection } = room(socket);
    await until(() => statuses.length > 0);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(store.lastSeq('s1')).toBe(2);
    expect(store.getState().pictures.s1).toMatchObject({ subEventId: 's1', leadingAmount: 1200 });
    connection.close();
    // Without an early join: the room's own join; the bid that came while it inflated follows it.
    const again = room(connect({ pictures: 'gzip' }));
    await until(() => again.statuses.length > 0);
    expect(again.statuses).toEqual([{ kind: 'joined' }]);
    await until(() => again.store.lastSeq('s1') === 2);
    expect(again.store.getState().pictures.s1).toMatchObject({ subEventId: 's1', leadingAmount: 1200 });
    again.connection.close();
  });

  it("gives the room's first render its pictures, inflated, and the room then takes the join without a change", async () => {
    const socket = connect({ pictures: 'gzip' });
    startEarlyJoin(socket, 'e1');
    expect(earlyPictures('e1')).toBeNull(); // not answered yet
    await until(() => earlyPictures('e1') !== null);
    expect(earlyPictures('other')).toBeNull();
    // The room's first render: its store holds the early join's pictures (use-live-room.ts).
    const store = new RoomStore();
    store.applyJoinPictures(earlyPictures('e1') ?? []);
    expect(store.getState().pictures.s1).toMatchObject({ seq: 1, leadingAmount: 1100 });
    const first = store.getState().pictures.s1;
    // Its effect takes the join: the same pictures (not shown again), then the bid recorded after.
    let changes = 0;
    store.subscribe(() => changes++);
    const { statuses, connection } = room(socket, store);
    await until(() => store.lastSeq('s1') === 2);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(changes).toBe(1); // the bid's
    expect(store.getState().pictures.s1).not.toBe(first);
    expect(joins).toEqual(['e1']);
    connection.close();
    // Taken: a room opened later has no early pictures to show.
    expect(earlyPictures('e1')).toBeNull();
  });

  it('shows no early pictures once the socket has disconnected: the server forgot the join', async () => {
    const socket = connect();
    startEarlyJoin(socket, 'e1');
    await until(() => earlyPictures('e1') !== null);
    socket.disconnect();
    expect(earlyPictures('e1')).toBeNull();
  });

  it('is awaited by a room that opens before its answer, still one join', async () => {
    const socket = connect();
    startEarlyJoin(socket, 'e1');
    const { store, statuses, connection } = room(socket);
    await until(() => store.lastSeq('s1') === 2);
    expect(statuses).toEqual([{ kind: 'joined' }]);
    expect(joins).toEqual(['e1']);
    connection.close();
  });

  it('is not taken for another event, nor after a disconnect: the room joins itself', async () => {
    const socket = connect();
    startEarlyJoin(socket, 'other');
    await until(() => joins.length === 1);
    const first = room(socket);
    await until(() => first.store.lastSeq('s1') === 2);
    expect(joins).toEqual(['other', 'e1']);
    first.connection.close();

    startEarlyJoin(socket, 'e1');
    await until(() => joins.length === 3);
    socket.disconnect();
    expect(takeEarlyJoin(socket, 'e1')).toBeNull();
  });
});
