/**
 * Who hears what after a committed change of a sub-event (SPEC §6, §7; API.md "Realtime";
 * ARCHITECTURE "The bidding path" step 4):
 * - `new_bid` once per accepted bid, serialised once per role room (bidders, guests, admins);
 * - `current_bid` to each viewer whose own picture changed (each bidder its own BidderView, the
 *   guests the top three, the admins identities and participants); after an extension, a closing or
 *   a seller's decision, to everyone;
 * - `countdown` once a second to every room of an open sub-event on this instance.
 * With several instances each one serves its own sockets: the instance that committed tells the
 * others through the Socket.IO adapter (`serverSideEmit`), and everyone emits with `io.local`.
 */
import type { CurrentBidView, ParticipantView } from '@neelami/shared/bidding';
import { COUNTDOWN_SPARSE_EVERY } from '@neelami/shared/realtime';
import type { Role } from '@neelami/shared/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { RealtimeServer } from '../../realtime/gateway';
import { findEventById, findSubEventById } from '../events/event-queries';
import { type BidderIdentity, findIdentities, listRecentBids } from './bid-queries';
import { listParticipants } from './participant-queries';
import { type SubEventSnapshot, snapshotOf } from './sub-event-state';
import {
  adminNewBid,
  adminView,
  type BidStep,
  bidderNewBid,
  bidderView,
  guestNewBid,
  guestView,
  pictureKey,
  secondsUntil,
} from './views';

/** The three kinds of viewer (SPEC §6). */
export type ViewerRole = 'bidder' | 'guest' | 'admin';

/** Admin → admin, Guest/Client → guest, every other role (Buyer, Seller) → bidder. */
export const viewerRoleOf = (role: Role | string): ViewerRole =>
  role === 'Admin' ? 'admin' : role === 'Guest/Client' ? 'guest' : 'bidder';

/** Room names. */
export const rooms = {
  /** Everybody watching the sub-event (countdown, admin messages about it). */
  subEvent: (id: string) => `se:${id}`,
  /** The viewers who get the countdown every second (all but COUNTDOWN_SPARSE clients). */
  tick: (id: string) => `se:${id}:tick`,
  /** The viewers of one role. */
  role: (id: string, role: ViewerRole) => `se:${id}:${role}`,
  /** Everybody in the event's live room (admin broadcasts). */
  event: (id: string) => `ev:${id}`,
  /** The one live-room socket of an account (SPEC §5 terms: no multiple logins). */
  liveUser: (userId: string) => `live-user:${userId}`,
};

const SUB_EVENT_ROOM = /^se:([0-9a-f-]{36})$/;
const INTER_SERVER_EVENT = 'bidding:publish';
const IDENTITY_TTL_MS = 60_000;
const PARTICIPANTS_TTL_MS = 3_000;
const RESYNC_EVERY_MS = 15_000;
/**
 * How long a bid waits for an earlier seq that is still on its way. With several instances the
 * changes of one sub-event are committed in seq order (row lock) but their messages reach an
 * instance by two paths (its own commit, Redis), so seq 6 may arrive before seq 5; sending 6 at
 * once would make every viewer here see a gap. A seq that never comes (an instance died between
 * commit and publish) is given up after this wait: viewers then see the gap and resync.
 */
const REORDER_WAIT_MS = 750;
/**
 * Pictures (`current_bid`) after bids go out at most this often per sub-event, with the newest
 * state: new_bid already carries what every viewer shares (leading amount, top three, closing
 * time; the web app merges it at once), so a picture only adds the viewer's own standing, and under
 * load one picture per bid per viewer was half of every socket write (the benchmark: 1,000
 * watchers at 200 bids/s). A change that is not a bid (extension, closing, a mark, an edit) is sent
 * at once.
 */
const PICTURE_EVERY_MS = 200;

interface Message {
  snapshot: SubEventSnapshot;
  steps: BidStep[];
  force: boolean;
  /** A state read from the database (admin edit, periodic check), not a change being announced. */
  loaded?: boolean;
  /**
   * An admin's edit (which takes a seq of its own): its fresh picture for everyone covers the seqs
   * up to its own, so the next bid is not held back waiting for a seq that has no bid.
   */
  covers?: boolean;
}

export interface FanOut {
  /** Tells every viewer (on every instance) about a committed change. */
  publish(snapshot: SubEventSnapshot, steps: BidStep[], force: boolean): void;
  /** Loads the sub-event from the database and sends everyone a fresh picture (after an admin's edit). */
  refresh(subEventId: string): Promise<void>;
  /** The committed state of a sub-event as this instance knows it (loaded when unknown, or when `fresh`). */
  snapshot(subEventId: string, fresh?: boolean): Promise<SubEventSnapshot | null>;
  /** The sub-event's seq as this instance knows it, without a database read; undefined when unknown. */
  knownSeq(subEventId: string): number | undefined;
  /** The viewer's own picture; remembers it for a bidder's socket, so only changes follow. */
  pictureFor(
    viewer: { socketId: string; userId: string; role: ViewerRole },
    snapshot: SubEventSnapshot,
  ): Promise<CurrentBidView>;
  /** Participants with login status and who is in the room now (Admin; cached for a moment). */
  participants(subEventId: string, fresh?: boolean): Promise<ParticipantView[]>;
  /** Forgets a disconnected socket. */
  forget(socketId: string): void;
  /** Stops the countdown and waits for the messages being sent. */
  stop(): Promise<void>;
}

export function createFanOut(deps: {
  io: RealtimeServer;
  db: Db;
  log: FastifyBaseLogger;
  /** True with the Redis adapter: other instances must hear about changes. */
  distributed: boolean;
  clock?: () => Date;
}): FanOut {
  const { io, db, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const nsp = io.of('/');
  const latest = new Map<string, SubEventSnapshot>();
  const sentKeys = new Map<string, Map<string, string>>();
  const guestKeys = new Map<string, string>();
  const chains = new Map<string, { tail: Promise<void>; waiting: number; force: boolean }>();
  const identities = new Map<string, { value: BidderIdentity; at: number }>();
  const participantCache = new Map<string, { value: ParticipantView[]; at: number }>();
  const loading = new Set<string>();
  const stepSeqs = new Map<string, number>();
  /** Seqs that arrived ahead of an earlier one, per sub-event (null: a change without a bid). */
  const held = new Map<string, Map<number, BidStep | null>>();
  const heldTimers = new Map<string, NodeJS.Timeout>();
  const lastPictures = new Map<string, number>();
  const pictureTimers = new Map<string, NodeJS.Timeout>();

  const socketsIn = (room: string) => {
    const ids = nsp.adapter.rooms.get(room);
    if (!ids) return [];
    return [...ids].flatMap((id) => {
      const s = nsp.sockets.get(id);
      return s ? [s] : [];
    });
  };
  const hasLocal = (room: string) => (nsp.adapter.rooms.get(room)?.size ?? 0) > 0;

  async function identitiesOf(ids: string[]): Promise<Map<string, BidderIdentity>> {
    const now = Date.now();
    const missing = [...new Set(ids)].filter((id) => {
      const hit = identities.get(id);
      return !hit || now - hit.at > IDENTITY_TTL_MS;
    });
    if (missing.length > 0) {
      for (const [id, value] of await findIdentities(db, missing)) identities.set(id, { value, at: now });
    }
    const out = new Map<string, BidderIdentity>();
    for (const id of ids) {
      const hit = identities.get(id);
      if (hit) out.set(id, hit.value);
    }
    return out;
  }

  async function participants(subEventId: string, fresh = false): Promise<ParticipantView[]> {
    const hit = participantCache.get(subEventId);
    if (!fresh && hit && Date.now() - hit.at < PARTICIPANTS_TTL_MS) return hit.value;
    // Who is in the room right now, on every instance (the Redis adapter asks the others).
    const sockets = await io.in(rooms.subEvent(subEventId)).fetchSockets();
    const inRoom = new Set(sockets.flatMap((s) => (s.data.user ? [s.data.user.id] : [])));
    const value = await listParticipants(db, subEventId, inRoom);
    participantCache.set(subEventId, { value, at: Date.now() });
    return value;
  }

  async function adminPicture(snap: SubEventSnapshot, now: Date) {
    const id = snap.subEvent._id;
    const [bids, people] = [await listRecentBids(db, id, 50), await participants(id)];
    return adminView(snap, now, { bids, participants: people });
  }

  /**
   * Puts the message's seqs in line and returns the steps that may go out now, in seq order: each
   * seq goes out once, a step older than one already sent is late news, and a step whose
   * predecessor has not arrived waits for it (REORDER_WAIT_MS), unless `flush` gives up waiting.
   */
  function stepsInOrder(m: Message, flush: boolean): BidStep[] {
    const id = m.snapshot.subEvent._id;
    const waiting = held.get(id) ?? new Map<number, BidStep | null>();
    const incoming: [number, BidStep | null][] = m.steps.map((st) => [st.seq, st]);
    // A change without bids (extension, closing, a seller's mark) still takes its seq.
    if (!m.loaded && m.steps.length === 0 && m.snapshot.seq > 0) incoming.push([m.snapshot.seq, null]);
    let upTo = stepSeqs.get(id);
    // An admin's edit covers every seq up to its own (its picture goes to everyone): bids up to
    // there that are still on their way are late news. (Not the periodic check: its load may be
    // ahead of bids this instance committed and is about to announce.)
    const covers = m.covers ? m.snapshot.seq : null;
    if (upTo === undefined) {
      // Nothing sent here yet and no viewer's picture to go by: start with what arrived.
      const first = Math.min(...incoming.map(([seq]) => seq), ...waiting.keys());
      if (Number.isFinite(first)) upTo = first - 1;
      else if (covers !== null) upTo = covers;
      else return [];
    }
    for (const [seq, st] of incoming) if (seq > upTo) waiting.set(seq, st);
    const out: BidStep[] = [];
    const take = (seq: number) => {
      const st = waiting.get(seq);
      waiting.delete(seq);
      if (st) out.push(st);
      upTo = seq;
    };
    if (covers !== null && covers > upTo) {
      for (const seq of [...waiting.keys()].filter((x) => x <= covers).sort((x, y) => x - y)) take(seq);
      upTo = covers;
    }
    while (waiting.has(upTo + 1)) take(upTo + 1);
    if (flush) for (const seq of [...waiting.keys()].sort((x, y) => x - y)) take(seq);
    stepSeqs.set(id, upTo);
    if (waiting.size > 0) {
      held.set(id, waiting);
      if (!heldTimers.has(id)) {
        const timer = setTimeout(() => {
          heldTimers.delete(id);
          const snapshot = latest.get(id) ?? m.snapshot;
          publishLocal({ snapshot, steps: [], force: false, loaded: true }, true);
        }, REORDER_WAIT_MS);
        timer.unref();
        heldTimers.set(id, timer);
      }
    } else {
      held.delete(id);
      const timer = heldTimers.get(id);
      if (timer) clearTimeout(timer);
      heldTimers.delete(id);
    }
    return out;
  }

  async function emitSteps(snap: SubEventSnapshot, steps: BidStep[]) {
    const id = snap.subEvent._id;
    if (steps.length === 0) return;
    const adminRoom = rooms.role(id, 'admin');
    const who = hasLocal(adminRoom)
      ? await identitiesOf(steps.flatMap((s) => s.records.map((r) => r.bidderId)))
      : null;
    const now = clock();
    for (const step of steps) {
      io.local.to(rooms.role(id, 'bidder')).emit('new_bid', bidderNewBid(step, snap.rankOnly, now));
      io.local.to(rooms.role(id, 'guest')).emit('new_bid', guestNewBid(step, now, snap.rankOnly));
      if (who) io.local.to(adminRoom).emit('new_bid', adminNewBid(step, now, who));
    }
  }

  async function emitPictures(snap: SubEventSnapshot, force: boolean) {
    const id = snap.subEvent._id;
    const now = clock();
    for (const socket of socketsIn(rooms.role(id, 'bidder'))) {
      const user = socket.data.user;
      if (!user) continue;
      const view = bidderView(snap, user.id, now);
      const key = pictureKey(view);
      let sent = sentKeys.get(socket.id);
      if (!force && sent?.get(id) === key) continue;
      if (!sent) {
        sent = new Map();
        sentKeys.set(socket.id, sent);
      }
      sent.set(id, key);
      socket.emit('current_bid', view);
    }
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
    if (hasLocal(adminRoom)) io.local.to(adminRoom).emit('current_bid', await adminPicture(snap, now));
  }

  function publishLocal(message: Message, flush = false) {
    const { snapshot: snap, force } = message;
    const id = snap.subEvent._id;
    const known = latest.get(id);
    // The newest state wins the pictures; a late message (another instance) still brings its bids.
    if (!known || snap.seq >= known.seq) latest.set(id, snap);
    let chain = chains.get(id);
    if (!chain) {
      chain = { tail: Promise.resolve(), waiting: 0, force: false };
      chains.set(id, chain);
    }
    const c = chain;
    c.waiting += 1;
    c.force ||= force;
    c.tail = c.tail
      .then(async () => {
        c.waiting -= 1;
        await emitSteps(snap, stepsInOrder(message, flush));
        // Under load the pictures follow only the newest change: new_bid carries every seq. While
        // a seq is missing here the pictures wait too, so nobody sees a state ahead of its bids.
        if (c.waiting > 0 || held.has(id)) return;
        const f = c.force;
        const wait = (lastPictures.get(id) ?? 0) + PICTURE_EVERY_MS - Date.now();
        if (!f && wait > 0) {
          // Too soon after the last pictures: the newest state follows in a moment.
          if (!pictureTimers.has(id)) {
            const timer = setTimeout(() => {
              pictureTimers.delete(id);
              const newest = latest.get(id);
              if (newest) publishLocal({ snapshot: newest, steps: [], force: false, loaded: true });
            }, wait);
            timer.unref();
            pictureTimers.set(id, timer);
          }
          return;
        }
        c.force = false;
        lastPictures.set(id, Date.now());
        await emitPictures(latest.get(id) ?? snap, f);
      })
      .catch((err) => log.warn({ err, subEventId: id }, 'bidding fan-out failed'))
      .finally(() => {
        if (c.waiting === 0 && chains.get(id) === c) chains.delete(id);
      });
  }

  if (deps.distributed) {
    (nsp as unknown as { on(ev: string, fn: (m: Message) => void): void }).on(INTER_SERVER_EVENT, (m) => {
      if (m && typeof m === 'object' && m.snapshot) publishLocal(m);
    });
  }

  async function load(subEventId: string): Promise<SubEventSnapshot | null> {
    const row = await findSubEventById(db, subEventId);
    if (!row) return null;
    const event = await findEventById(db, row.eventId);
    if (!event) return null;
    return snapshotOf(row, event);
  }

  // SPEC §4, §9; API.md: `countdown` once a second per live sub-event room on this instance.
  let lastResync = Date.now();
  const tick = () => {
    const now = clock();
    const resync = now.getTime() - lastResync >= RESYNC_EVERY_MS;
    if (resync) lastResync = now.getTime();
    const live = new Set<string>();
    const counting: string[] = [];
    for (const room of nsp.adapter.rooms.keys()) {
      const m = SUB_EVENT_ROOM.exec(room);
      if (!m) continue;
      const id = m[1];
      live.add(id);
      const snap = latest.get(id);
      if ((!snap || resync) && !loading.has(id)) {
        // Unknown here yet, or a periodic check for changes made through another instance.
        loading.add(id);
        void load(id)
          .then((fresh) => {
            const known = latest.get(id);
            if (fresh && (!known || fresh.seq > known.seq))
              publishLocal({ snapshot: fresh, steps: [], force: true, loaded: true });
          })
          .catch((err) => log.warn({ err, subEventId: id }, 'countdown load failed'))
          .finally(() => loading.delete(id));
      }
      if (snap?.state.status === 'open') counting.push(id);
    }
    emitCountdowns(counting);
    // Sub-events nobody here watches any more are forgotten.
    for (const id of latest.keys()) {
      if (!live.has(id) && !chains.has(id)) {
        latest.delete(id);
        stepSeqs.delete(id);
        held.delete(id);
        clearTimeout(heldTimers.get(id));
        heldTimers.delete(id);
        clearTimeout(pictureTimers.get(id));
        pictureTimers.delete(id);
        lastPictures.delete(id);
        guestKeys.delete(id);
        participantCache.delete(id);
      }
    }
  };
  /**
   * One room per turn of the event loop: a countdown to 10,000 watchers in one go kept the loop
   * (and every bid waiting on it) blocked for hundreds of milliseconds each second (benchmark).
   */
  let ticks = 0;
  function emitCountdowns(ids: string[]) {
    // COUNTDOWN_SPARSE: every tenth second the whole room, else only those not asking for fewer.
    const everyone = ticks++ % COUNTDOWN_SPARSE_EVERY === 0;
    let i = 0;
    const next = () => {
      const id = ids[i++];
      const snap = latest.get(id);
      if (snap?.state.status === 'open') {
        const now = clock();
        io.local.to(everyone ? rooms.subEvent(id) : rooms.tick(id)).emit('countdown', {
          subEventId: id,
          seq: snap.seq,
          serverTime: now.toISOString(),
          secondsLeft: secondsUntil(snap.state.endsAt, now),
          endsAt: new Date(snap.state.endsAt).toISOString(),
          status: snap.state.status,
        });
      }
      if (i < ids.length) setImmediate(next);
    };
    if (ids.length > 0) next();
  }

  const timer = setInterval(tick, 1000);
  timer.unref();

  return {
    publish(snapshot, steps, force) {
      const message: Message = { snapshot, steps, force };
      publishLocal(message);
      if (deps.distributed) {
        (io as unknown as { serverSideEmit(ev: string, m: Message): void }).serverSideEmit(
          INTER_SERVER_EVENT,
          message,
        );
      }
    },
    async refresh(subEventId) {
      participantCache.delete(subEventId);
      const snap = await load(subEventId);
      if (!snap) return;
      const message: Message = { snapshot: snap, steps: [], force: true, loaded: true, covers: true };
      publishLocal(message);
      if (deps.distributed) {
        (io as unknown as { serverSideEmit(ev: string, m: Message): void }).serverSideEmit(
          INTER_SERVER_EVENT,
          message,
        );
      }
    },
    async snapshot(subEventId, fresh = false) {
      const known = latest.get(subEventId);
      if (known && !fresh) return known;
      const snap = await load(subEventId);
      if (snap) {
        // A viewer's picture starts here: the bids after it follow in seq order (stepsInOrder).
        if (!stepSeqs.has(subEventId)) stepSeqs.set(subEventId, snap.seq);
        const again = latest.get(subEventId);
        if (again && again.seq >= snap.seq) return again;
        latest.set(subEventId, snap);
      }
      return snap;
    },
    knownSeq: (subEventId) => latest.get(subEventId)?.seq,
    async pictureFor(viewer, snap) {
      const now = clock();
      if (viewer.role === 'admin') return adminPicture(snap, now);
      if (viewer.role === 'guest') return guestView(snap, now);
      const view = bidderView(snap, viewer.userId, now);
      let sent = sentKeys.get(viewer.socketId);
      if (!sent) {
        sent = new Map();
        sentKeys.set(viewer.socketId, sent);
      }
      sent.set(snap.subEvent._id, pictureKey(view));
      return view;
    },
    participants,
    forget(socketId) {
      sentKeys.delete(socketId);
    },
    async stop() {
      clearInterval(timer);
      for (const t of heldTimers.values()) clearTimeout(t);
      heldTimers.clear();
      for (const t of pictureTimers.values()) clearTimeout(t);
      pictureTimers.clear();
      await Promise.allSettled([...chains.values()].map((c) => c.tail));
    },
  };
}
