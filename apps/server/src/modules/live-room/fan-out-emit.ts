/**
 * What this instance sends to its own sockets about a sub-event (API.md "Realtime"):
 * - `new_bid`: the bids of a tick in one message per role room, the part every viewer of the room
 *   shares, encoded once per room (Socket.IO encodes a broadcast once); one per bid to the sockets
 *   that asked for it (`auth.bids: 'each'`, their own rooms);
 * - `current_bid`: after bids only to each bidder whose own figures changed (rank, last bid, auto
 *   bid, lead), the admins at most once a second; to everyone when forced (a change that is not a
 *   bid: extension, closing, mark, edit).
 */
import { figuresOf } from '@neelami/engine/views';
import type { CurrentBidView } from '@neelami/shared/bidding';
import type { RealtimeServer } from '../../realtime/socket-types';
import type { Viewer } from '../bidding/room-announcer';
import { rooms, type ViewerRole } from '../bidding/rooms';
import type { SubEventSnapshot } from '../bidding/sub-event-state';
import {
  adminNewBid,
  type BidStep,
  bidderNewBid,
  bidderView,
  bidderViewsOf,
  guestNewBid,
  guestView,
  ownFiguresOf,
} from '../bidding/views';
import type { FanOutLoads } from './fan-out-loads';

/** The admins' view after bids (the newest bids and the participants, read from the database). */
const ADMIN_VIEW_EVERY_MS = 1000;
/**
 * Bidders' views built and sent per turn of the event loop. Between two turns the loop reads
 * the database's answers and sends the bidders' acknowledgements: a room of 500 bidders never holds
 * an acknowledgement back for the whole of its views (an ack is the bidder's truth, ARCHITECTURE "The bidding path").
 */
export const VIEWS_PER_TURN = 50;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface RoomEmitter {
  /**
   * `new_bid` for these steps (seq order): `each` to the sockets that asked for one per bid, one
   * message per step; `batch` to every other socket, one message per run of seqs without a hole.
   */
  bids(snap: SubEventSnapshot, steps: BidStep[], mode: 'each' | 'batch'): Promise<void>;
  views(snap: SubEventSnapshot, force: boolean): Promise<void>;
  /** The viewer's own view; remembers a bidder socket's figures, so only changes follow. */
  viewFor(viewer: Viewer, snap: SubEventSnapshot): Promise<CurrentBidView>;
  forgetSocket(socketId: string): void;
  forgetSubEvent(subEventId: string): void;
}

/** Splits steps (seq order) where a seq is missing: a change that was not a bid took it. */
export function runsOf(steps: BidStep[]): BidStep[][] {
  const runs: BidStep[][] = [];
  for (const st of steps) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1].seq + 1 === st.seq) run.push(st);
    else runs.push([st]);
  }
  return runs;
}

export function createRoomEmitter(io: RealtimeServer, loads: FanOutLoads, clock: () => Date): RoomEmitter {
  const nsp = io.of('/');
  /** The own figures last sent to each bidder socket, per sub-event (ownFiguresOf). */
  const sentKeys = new Map<string, Map<string, string>>();
  const adminViewAt = new Map<string, number>();
  /** The newest state whose admin view waits for the end of the second. */
  const adminDue = new Map<string, { snap: SubEventSnapshot; timer: NodeJS.Timeout }>();

  async function sendAdminView(snap: SubEventSnapshot) {
    const id = snap.subEvent._id;
    const room = rooms.role(id, 'admin');
    if (!hasLocal(room)) return;
    const now = clock();
    adminViewAt.set(id, now.getTime());
    io.local.to(room).emit('current_bid', await loads.adminView(snap, now));
  }

  const hasLocal = (room: string) => (nsp.adapter.rooms.get(room)?.size ?? 0) > 0;
  const remember = (socketId: string, subEventId: string, key: string) => {
    let sent = sentKeys.get(socketId);
    if (!sent) {
      sent = new Map();
      sentKeys.set(socketId, sent);
    }
    sent.set(subEventId, key);
  };

  async function sendBidderViews(snap: SubEventSnapshot, force: boolean, now: Date) {
    const id = snap.subEvent._id;
    const room = nsp.adapter.rooms.get(rooms.role(id, 'bidder'));
    if (!room || room.size === 0) return;
    // The standings indexed once for both the keys and the views.
    const indexed = figuresOf(snap.state);
    const figures = ownFiguresOf(snap, indexed);
    const viewOf = bidderViewsOf(snap, now, indexed);
    // A copy: sockets may join or leave while the loop yields.
    const ids = room.size > VIEWS_PER_TURN ? [...room] : room;
    let built = 0;
    for (const socketId of ids) {
      const socket = nsp.sockets.get(socketId);
      const user = socket?.data.user;
      if (!socket || !user) continue;
      const key = figures(user.id);
      if (!force && sentKeys.get(socketId)?.get(id) === key) continue;
      if (built > 0 && built % VIEWS_PER_TURN === 0) {
        await nextTurn();
        if (!socket.connected) continue;
      }
      built += 1;
      remember(socketId, id, key);
      socket.emit('current_bid', viewOf(user.id));
    }
  }

  async function emitRun(snap: SubEventSnapshot, run: BidStep[], to: (role: ViewerRole) => string | null) {
    const id = snap.subEvent._id;
    const now = clock();
    const bidderRoom = to('bidder');
    if (bidderRoom && hasLocal(rooms.role(id, 'bidder')))
      target(bidderRoom, id, 'bidder').emit('new_bid', bidderNewBid(run, snap.rankOnly, now));
    const guestRoom = to('guest');
    if (guestRoom && hasLocal(rooms.role(id, 'guest')))
      target(guestRoom, id, 'guest').emit('new_bid', guestNewBid(run, now, snap.rankOnly));
    const adminRoom = to('admin');
    if (adminRoom && hasLocal(rooms.role(id, 'admin'))) {
      const who = await loads.identitiesOf(run.flatMap((s) => s.records.map((r) => r.bidderId)));
      target(adminRoom, id, 'admin').emit('new_bid', adminNewBid(run, clock(), who));
    }
  }

  /** A role room without its per-bid sockets (batch), or the per-bid room itself (each). */
  const target = (room: string, id: string, role: ViewerRole) =>
    room === rooms.each(id, role) ? io.local.to(room) : io.local.to(room).except(rooms.each(id, role));

  return {
    async bids(snap, steps, mode) {
      if (steps.length === 0) return;
      const id = snap.subEvent._id;
      if (mode === 'each') {
        const to = (role: ViewerRole) => (hasLocal(rooms.each(id, role)) ? rooms.each(id, role) : null);
        if (!to('bidder') && !to('guest') && !to('admin')) return;
        for (const st of steps) await emitRun(snap, [st], to);
        return;
      }
      for (const run of runsOf(steps)) await emitRun(snap, run, (role) => rooms.role(id, role));
    },
    async views(snap, force) {
      const id = snap.subEvent._id;
      const now = clock();
      await sendBidderViews(snap, force, now);
      // Guests see nothing of their own: new_bid brought them the top three.
      const guestRoom = rooms.role(id, 'guest');
      if (force && hasLocal(guestRoom)) io.local.to(guestRoom).emit('current_bid', guestView(snap, now));
      if (!hasLocal(rooms.role(id, 'admin'))) return;
      const wait = (adminViewAt.get(id) ?? 0) + ADMIN_VIEW_EVERY_MS - now.getTime();
      const pending = adminDue.get(id);
      if (force || wait <= 0) {
        if (pending) clearTimeout(pending.timer);
        adminDue.delete(id);
        return sendAdminView(snap);
      }
      // Too soon after the last one: the newest state follows at the end of the second.
      if (pending) pending.snap = snap;
      else {
        const timer = setTimeout(() => {
          const due = adminDue.get(id);
          adminDue.delete(id);
          if (due) void sendAdminView(due.snap).catch(() => {});
        }, wait);
        timer.unref();
        adminDue.set(id, { snap, timer });
      }
    },
    async viewFor(viewer, snap) {
      const now = clock();
      if (viewer.role === 'admin') return loads.adminView(snap, now);
      if (viewer.role === 'guest') return guestView(snap, now);
      remember(viewer.socketId, snap.subEvent._id, ownFiguresOf(snap)(viewer.userId));
      return bidderView(snap, viewer.userId, now);
    },
    forgetSocket: (socketId) => sentKeys.delete(socketId),
    forgetSubEvent(subEventId) {
      adminViewAt.delete(subEventId);
      const due = adminDue.get(subEventId);
      if (due) clearTimeout(due.timer);
      adminDue.delete(subEventId);
    },
  };
}
