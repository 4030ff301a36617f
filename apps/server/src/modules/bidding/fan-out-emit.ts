/**
 * What this instance sends to its own sockets about a sub-event: `new_bid` once per step, per role
 * room; `current_bid` to each viewer whose own picture changed (each bidder its own BidderView, the
 * guests the top three, the admins identities and participants), or to everyone when forced.
 */
import type { CurrentBidView } from '@neelami/shared/bidding';
import type { RealtimeServer } from '../../realtime/gateway';
import type { FanOutLoads } from './fan-out-loads';
import { rooms, type ViewerRole } from './rooms';
import type { SubEventSnapshot } from './sub-event-state';
import {
  adminNewBid,
  type BidStep,
  bidderNewBid,
  bidderView,
  guestNewBid,
  guestView,
  pictureKey,
} from './views';

export interface Viewer {
  socketId: string;
  userId: string;
  role: ViewerRole;
}

export interface RoomEmitter {
  steps(snap: SubEventSnapshot, steps: BidStep[]): Promise<void>;
  pictures(snap: SubEventSnapshot, force: boolean): Promise<void>;
  /** The viewer's own picture; remembers it for a bidder's socket, so only changes follow. */
  pictureFor(viewer: Viewer, snap: SubEventSnapshot): Promise<CurrentBidView>;
  forgetSocket(socketId: string): void;
  forgetSubEvent(subEventId: string): void;
}

export function createRoomEmitter(io: RealtimeServer, loads: FanOutLoads, clock: () => Date): RoomEmitter {
  const nsp = io.of('/');
  /** The picture last sent to each bidder socket, per sub-event (pictureKey). */
  const sentKeys = new Map<string, Map<string, string>>();
  const guestKeys = new Map<string, string>();

  const socketsIn = (room: string) => {
    const ids = nsp.adapter.rooms.get(room);
    if (!ids) return [];
    return [...ids].flatMap((id) => {
      const s = nsp.sockets.get(id);
      return s ? [s] : [];
    });
  };
  const hasLocal = (room: string) => (nsp.adapter.rooms.get(room)?.size ?? 0) > 0;
  const remember = (socketId: string, subEventId: string, key: string) => {
    let sent = sentKeys.get(socketId);
    if (!sent) {
      sent = new Map();
      sentKeys.set(socketId, sent);
    }
    sent.set(subEventId, key);
  };

  async function bidderPictures(snap: SubEventSnapshot, force: boolean, now: Date) {
    const id = snap.subEvent._id;
    for (const socket of socketsIn(rooms.role(id, 'bidder'))) {
      const user = socket.data.user;
      if (!user) continue;
      const view = bidderView(snap, user.id, now);
      const key = pictureKey(view);
      if (!force && sentKeys.get(socket.id)?.get(id) === key) continue;
      remember(socket.id, id, key);
      socket.emit('current_bid', view);
    }
  }

  return {
    async steps(snap, steps) {
      const id = snap.subEvent._id;
      if (steps.length === 0) return;
      const adminRoom = rooms.role(id, 'admin');
      const who = hasLocal(adminRoom)
        ? await loads.identitiesOf(steps.flatMap((s) => s.records.map((r) => r.bidderId)))
        : null;
      const now = clock();
      for (const step of steps) {
        io.local.to(rooms.role(id, 'bidder')).emit('new_bid', bidderNewBid(step, snap.rankOnly, now));
        io.local.to(rooms.role(id, 'guest')).emit('new_bid', guestNewBid(step, now, snap.rankOnly));
        if (who) io.local.to(adminRoom).emit('new_bid', adminNewBid(step, now, who));
      }
    },
    async pictures(snap, force) {
      const id = snap.subEvent._id;
      const now = clock();
      await bidderPictures(snap, force, now);
      const guestRoom = rooms.role(id, 'guest');
      if (hasLocal(guestRoom)) {
        const view = guestView(snap, now);
        const key = pictureKey(view);
        if (force || guestKeys.get(id) !== key) {
          guestKeys.set(id, key);
          io.local.to(guestRoom).emit('current_bid', view);
        }
      }
      const adminRoom = rooms.role(id, 'admin');
      if (hasLocal(adminRoom))
        io.local.to(adminRoom).emit('current_bid', await loads.adminPicture(snap, now));
    },
    async pictureFor(viewer, snap) {
      const now = clock();
      if (viewer.role === 'admin') return loads.adminPicture(snap, now);
      if (viewer.role === 'guest') return guestView(snap, now);
      const view = bidderView(snap, viewer.userId, now);
      remember(viewer.socketId, snap.subEvent._id, pictureKey(view));
      return view;
    },
    forgetSocket: (socketId) => sentKeys.delete(socketId),
    forgetSubEvent: (subEventId) => guestKeys.delete(subEventId),
  };
}
