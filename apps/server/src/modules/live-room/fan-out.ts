/**
 * Who hears what after a committed change of a sub-event (SPEC §6, §7; API.md "Realtime";
 * ARCHITECTURE "The bidding path" step 4), put together from its parts:
 * - bidding/rooms.ts: the room names and which role room a viewer joins;
 * - fan-out-publish.ts: the newest state, one sub-event's changes sent one after another, and the
 *   tick (50 ms) that conflates the bids of the moment into one `new_bid` per socket;
 * - seq-reorder.ts: each seq out once and in order, also when messages arrive out of order;
 * - fan-out-emit.ts: `new_bid` per role room (encoded once per room; one per bid to the sockets
 *   that asked), `current_bid` to each bidder whose own figures changed;
 * - countdown.ts: `countdown` once a second per open sub-event room on this instance;
 * - fan-out-transport.ts: with several instances the one that committed tells the others;
 * - fan-out-loads.ts: the database reads and their caches.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { InstanceBroadcaster, RealtimeServer } from '../../realtime/socket-types';
import type { RoomAnnouncer, RoomReads } from '../bidding/room-announcer';
import { subEventOfRoom } from '../bidding/rooms';
import type { SubEventSnapshot } from '../bidding/sub-event-state';
import { Countdown } from './countdown';
import { createRoomEmitter } from './fan-out-emit';
import { createFanOutLoads, type FanOutLoads } from './fan-out-loads';
import { createLocalPublisher, type LocalPublisher } from './fan-out-publish';
import { connectInstances, type SubEventChange } from './fan-out-transport';

/** Each instance re-reads its rooms' sub-events this often (admin edits made through another instance). */
const RESYNC_EVERY_MS = 15_000;

/**
 * The fan-out of one instance. It is what the bidding module announces to (`RoomAnnouncer`: its
 * `stop` stops the countdown and waits for the messages being sent) and what the live room's use
 * cases read (`RoomReads`: the committed state as this instance knows it, a viewer's own view, the
 * participants); both are bidding's interfaces (bidding/room-announcer.ts), app.ts passes this in.
 */
export interface FanOut extends RoomAnnouncer, RoomReads {
  /** Loads the sub-event from the database and sends everyone a fresh view (after an admin's edit). */
  refresh(subEventId: string): Promise<void>;
}

export function createFanOut(deps: {
  io: RealtimeServer;
  db: Db;
  log: FastifyBaseLogger;
  /** The other instances, which must hear about changes (the gateway's broadcaster). */
  instances: InstanceBroadcaster<SubEventChange>;
  /** The conflation tick (fan-out-publish.ts). */
  tickMs?: number;
  clock?: () => Date;
}): FanOut {
  const { io, log } = deps;
  const clock = deps.clock ?? (() => new Date());
  const loads = createFanOutLoads(io, deps.db);
  const emit = createRoomEmitter(io, loads, clock);
  const local = createLocalPublisher(emit, log, deps.tickMs);
  const { latest } = local;
  const publishLocal = local.publish;

  const transport = connectInstances(deps.instances, (m) => publishLocal(m));
  const watch = watchRooms(io, clock, local, loads, log);

  /** A state read from the database: a viewer's view starts here (newer news wins). */
  function loaded(subEventId: string, snap: SubEventSnapshot): SubEventSnapshot {
    // The bids after it follow in seq order (seq-reorder.ts).
    local.startAt(subEventId, snap.seq);
    const again = latest.get(subEventId);
    if (again && again.seq >= snap.seq) return again;
    latest.set(subEventId, snap);
    return snap;
  }

  const announce = (message: SubEventChange) => {
    publishLocal(message);
    transport.send(message);
  };
  return {
    publish: (snapshot, steps, force) => announce({ snapshot, steps, force }),
    async refresh(subEventId) {
      loads.forget(subEventId);
      const snap = await loads.load(subEventId);
      if (snap) announce({ snapshot: snap, steps: [], force: true, loaded: true, covers: true });
    },
    async snapshot(subEventId, fresh = false) {
      const known = latest.get(subEventId);
      if (known && !fresh) return known;
      const snap = await loads.load(subEventId);
      return snap ? loaded(subEventId, snap) : null;
    },
    async snapshots(subEventIds, fresh = false) {
      const out = new Map<string, SubEventSnapshot>();
      const toLoad: string[] = [];
      for (const id of subEventIds) {
        const known = latest.get(id);
        if (known && !fresh) out.set(id, known);
        else toLoad.push(id);
      }
      if (toLoad.length > 0) {
        const read = await loads.loadMany(toLoad);
        for (const id of toLoad) {
          const snap = read.get(id);
          if (snap) out.set(id, loaded(id, snap));
        }
      }
      return out;
    },
    knownSeq: (subEventId) => latest.get(subEventId)?.seq,
    viewFor: (viewer, snap) => emit.viewFor(viewer, snap),
    participants: (subEventId, fresh) => loads.participants(subEventId, fresh),
    forget: (socketId) => emit.forgetSocket(socketId),
    async stop() {
      watch.stop();
      await local.stop();
    },
  };
}

/**
 * Once a second, over this instance's sub-event rooms: the countdown, a load of a sub-event unknown
 * here yet (and every RESYNC_EVERY_MS a check for changes made through another instance), and
 * forgetting the sub-events nobody here watches any more.
 */
function watchRooms(
  io: RealtimeServer,
  clock: () => Date,
  local: LocalPublisher,
  loads: FanOutLoads,
  log: FastifyBaseLogger,
): { stop(): void } {
  const { latest } = local;
  const publishLocal = local.publish;
  const countdown = new Countdown(io, clock);
  const loading = new Set<string>();
  let lastResync = Date.now();

  /** Loads a sub-event unknown here yet, or checks it for changes made through another instance. */
  function reload(id: string) {
    if (loading.has(id)) return;
    loading.add(id);
    void loads
      .load(id)
      .then((fresh) => {
        const known = latest.get(id);
        if (fresh && (!known || fresh.seq > known.seq))
          publishLocal({ snapshot: fresh, steps: [], force: true, loaded: true });
      })
      .catch((err) => log.warn({ err, subEventId: id }, 'countdown load failed'))
      .finally(() => loading.delete(id));
  }

  function forgetSubEvent(id: string) {
    local.forget(id);
    loads.forget(id);
  }

  const tick = () => {
    const now = clock();
    const resync = now.getTime() - lastResync >= RESYNC_EVERY_MS;
    if (resync) lastResync = now.getTime();
    const live = new Set<string>();
    const counting: string[] = [];
    for (const room of io.of('/').adapter.rooms.keys()) {
      const id = subEventOfRoom(room);
      if (!id) continue;
      live.add(id);
      const snap = latest.get(id);
      if (!snap || resync) reload(id);
      if (snap?.state.status === 'open') counting.push(id);
    }
    countdown.emit(counting, (id) => latest.get(id));
    // Sub-events nobody here watches any more are forgotten.
    for (const id of latest.keys()) if (!live.has(id) && !local.busy(id)) forgetSubEvent(id);
  };

  const timer = setInterval(tick, 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
