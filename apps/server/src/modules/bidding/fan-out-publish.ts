/**
 * This instance's side of a committed change: the newest state per sub-event, and the changes of
 * one sub-event sent one after another (a promise chain per sub-event) through the seq reorder
 * buffer and the picture throttle to the rooms (fan-out-emit.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { RoomEmitter } from './fan-out-emit';
import type { SubEventChange } from './fan-out-transport';
import { PictureThrottle } from './picture-throttle';
import { SeqReorder } from './seq-reorder';
import type { SubEventSnapshot } from './sub-event-state';

/** How long a bid waits for an earlier seq that is still on its way (seq-reorder.ts). */
const REORDER_WAIT_MS = 750;
/** Pictures after bids at most this often per sub-event (picture-throttle.ts). */
const PICTURE_EVERY_MS = 200;

export interface LocalPublisher {
  /** Sends a change to this instance's sockets (`flush`: stop waiting for missing seqs). */
  publish(message: SubEventChange, flush?: boolean): void;
  /** The newest state this instance knows of each sub-event. */
  latest: Map<string, SubEventSnapshot>;
  /** Whether changes of the sub-event are still being sent. */
  busy(subEventId: string): boolean;
  /** A viewer's picture starts at `seq` (seq-reorder.ts). */
  startAt(subEventId: string, seq: number): void;
  forget(subEventId: string): void;
  /** Stops the timers and waits for the messages being sent. */
  stop(): Promise<void>;
}

export function createLocalPublisher(emit: RoomEmitter, log: FastifyBaseLogger): LocalPublisher {
  const latest = new Map<string, SubEventSnapshot>();
  const chains = new Map<string, { tail: Promise<void>; waiting: number; force: boolean }>();
  const reorder = new SeqReorder<SubEventSnapshot>(REORDER_WAIT_MS, (id, snapshot) => {
    publish({ snapshot: latest.get(id) ?? snapshot, steps: [], force: false, loaded: true }, true);
  });
  const throttle = new PictureThrottle(PICTURE_EVERY_MS, (id) => {
    const newest = latest.get(id);
    if (newest) publish({ snapshot: newest, steps: [], force: false, loaded: true });
  });

  function chainOf(id: string) {
    let chain = chains.get(id);
    if (!chain) {
      chain = { tail: Promise.resolve(), waiting: 0, force: false };
      chains.set(id, chain);
    }
    return chain;
  }

  function publish(message: SubEventChange, flush = false) {
    const { snapshot: snap, force } = message;
    const id = snap.subEvent._id;
    const known = latest.get(id);
    // The newest state wins the pictures; a late message (another instance) still brings its bids.
    if (!known || snap.seq >= known.seq) latest.set(id, snap);
    const c = chainOf(id);
    c.waiting += 1;
    c.force ||= force;
    const loaded = message.loaded ?? false;
    const arriving = { seq: snap.seq, steps: message.steps, loaded, covers: message.covers ?? false };
    c.tail = c.tail
      .then(async () => {
        c.waiting -= 1;
        await emit.steps(snap, reorder.take(id, arriving, flush, snap));
        // Under load the pictures follow only the newest change: new_bid carries every seq. While
        // a seq is missing here the pictures wait too, so nobody sees a state ahead of its bids.
        if (c.waiting > 0 || reorder.isWaiting(id)) return;
        const f = c.force;
        if (!throttle.take(id, f)) return;
        c.force = false;
        await emit.pictures(latest.get(id) ?? snap, f);
      })
      .catch((err) => log.warn({ err, subEventId: id }, 'bidding fan-out failed'))
      .finally(() => {
        if (c.waiting === 0 && chains.get(id) === c) chains.delete(id);
      });
  }

  return {
    publish,
    latest,
    busy: (id) => chains.has(id),
    startAt: (id, seq) => reorder.startAt(id, seq),
    forget(id) {
      latest.delete(id);
      reorder.forget(id);
      throttle.forget(id);
      emit.forgetSubEvent(id);
    },
    async stop() {
      reorder.stop();
      throttle.stop();
      await Promise.allSettled([...chains.values()].map((c) => c.tail));
    },
  };
}
