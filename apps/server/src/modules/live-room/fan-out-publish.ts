/**
 * This instance's side of a committed change: the newest state per sub-event, and the changes of
 * one sub-event sent one after another (a promise chain per sub-event) through the seq reorder
 * buffer to the rooms (fan-out-emit.ts), conflated per tick:
 * - the bids released in seq order go at once to the sockets that asked for one `new_bid` per bid,
 *   and to everyone else on the sub-event's tick, in one `new_bid` with the views of the bidders
 *   whose own figures changed. On a quiet lot (nothing sent for QUIET_TICKS ticks) the bids go at
 *   the next turn of the event loop: its room hears a bid at once. On a busy lot they wait for the
 *   tick (TICK_MS after the first of them), so a socket gets at most one `new_bid` per sub-event
 *   per tick however fast the bids come, and a lot taking a bid every 50 ms sends one message per
 *   tick, not one at once and another a tick later;
 * - a change that is not a bid (extension, closing, mark, edit: `force`) first sends the bids
 *   waiting for the tick, then everyone's fresh view, at once.
 * The tick runs on a timer, after the bidders' acknowledgements of the batch were sent: an
 * acknowledgement never waits behind the room's broadcast.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { SubEventSnapshot } from '../bidding/sub-event-state';
import type { BidStep } from '../bidding/views';
import type { RoomEmitter } from './fan-out-emit';
import type { SubEventChange } from './fan-out-transport';
import { SeqReorder } from './seq-reorder';

/** How long a bid waits for an earlier seq that is still on its way (seq-reorder.ts). */
const REORDER_WAIT_MS = 750;
/** At most one `new_bid` and one view per socket per sub-event this often. */
export const TICK_MS = 50;
/** A lot that sent nothing for this many ticks is quiet: its next bids go out at once. */
export const QUIET_TICKS = 2;

export interface LocalPublisher {
  /** Sends a change to this instance's sockets (`flush`: stop waiting for missing seqs). */
  publish(message: SubEventChange, flush?: boolean): void;
  /** The newest state this instance knows of each sub-event. */
  latest: Map<string, SubEventSnapshot>;
  /** Whether changes of the sub-event are still being sent. */
  busy(subEventId: string): boolean;
  /** The views drawn from a loaded state start at `seq` (seq-reorder.ts). */
  startAt(subEventId: string, seq: number): void;
  forget(subEventId: string): void;
  /** Sends what waits for a tick, stops the timers and waits for the messages being sent. */
  stop(): Promise<void>;
}

interface Chain {
  tail: Promise<void>;
  waiting: number;
  force: boolean;
}

/** What waits for a sub-event's tick. */
interface Due {
  /** Set when the tick is due: TICK_MS after the last one, or at once on a quiet lot. */
  steps: BidStep[];
  timer: NodeJS.Timeout | null;
}

export function createLocalPublisher(
  emit: RoomEmitter,
  log: Pick<FastifyBaseLogger, 'warn'>,
  tickMs: number = TICK_MS,
): LocalPublisher {
  const latest = new Map<string, SubEventSnapshot>();
  const chains = new Map<string, Chain>();
  const due = new Map<string, Due>();
  /** When each sub-event's last tick ran (QUIET_TICKS). */
  const lastTick = new Map<string, number>();
  const reorder = new SeqReorder<SubEventSnapshot>(REORDER_WAIT_MS, (id, snapshot) => {
    publish({ snapshot: latest.get(id) ?? snapshot, steps: [], force: false, loaded: true }, true);
  });

  function chainOf(id: string) {
    let chain = chains.get(id);
    if (!chain) {
      chain = { tail: Promise.resolve(), waiting: 0, force: false };
      chains.set(id, chain);
    }
    return chain;
  }

  /** Runs `work` after everything queued for the sub-event. */
  function enqueue(id: string, c: Chain, work: () => Promise<void>) {
    c.waiting += 1;
    c.tail = c.tail
      .then(() => {
        c.waiting -= 1;
        return work();
      })
      .catch((err) => log.warn({ err, subEventId: id }, 'bidding fan-out failed'))
      .finally(() => {
        if (c.waiting === 0 && chains.get(id) === c) chains.delete(id);
      });
  }

  /**
   * The sub-event's tick: `tickMs` after the first bid waiting for it, or on a quiet lot at the next
   * turn of the event loop (after the acknowledgements of the batch that brought the bids: they
   * were sent before the batch was published).
   */
  function dueOf(id: string): Due {
    let d = due.get(id);
    if (!d) {
      d = { steps: [], timer: null };
      due.set(id, d);
    }
    if (!d.timer) {
      const quiet = Date.now() - (lastTick.get(id) ?? Number.NEGATIVE_INFINITY) >= QUIET_TICKS * tickMs;
      const wait = quiet ? 0 : tickMs;
      d.timer = setTimeout(() => {
        const c = chainOf(id);
        enqueue(id, c, () => tick(id, c, false));
      }, wait);
      d.timer.unref();
    }
    return d;
  }

  /** Sends the bids waiting for the tick, then the views (to everyone when `force`). */
  async function tick(id: string, c: Chain, force: boolean) {
    const d = due.get(id);
    if (d?.timer) clearTimeout(d.timer);
    due.delete(id);
    const snap = latest.get(id);
    if (!snap) return;
    lastTick.set(id, Date.now());
    if (d && d.steps.length > 0) await emit.bids(snap, d.steps, 'batch');
    // While a seq is missing here, or more changes are on their way, the views wait (nobody
    // sees a state ahead of its bids): the next tick sends them.
    if (!force && (c.waiting > 0 || reorder.isWaiting(id))) {
      dueOf(id);
      return;
    }
    await emit.views(snap, force);
  }

  function publish(message: SubEventChange, flush = false) {
    const { snapshot: snap, force } = message;
    const id = snap.subEvent._id;
    const known = latest.get(id);
    // The newest state wins the views; a late message (another instance) still brings its bids.
    if (!known || snap.seq >= known.seq) latest.set(id, snap);
    const c = chainOf(id);
    c.force ||= force;
    const loaded = message.loaded ?? false;
    const arriving = { seq: snap.seq, steps: message.steps, loaded, covers: message.covers ?? false };
    enqueue(id, c, async () => {
      const steps = reorder.take(id, arriving, flush, snap);
      if (steps.length > 0) {
        await emit.bids(snap, steps, 'each');
        dueOf(id).steps.push(...steps);
      }
      if (c.force && c.waiting === 0) {
        c.force = false;
        await tick(id, c, true);
      } else if (steps.length === 0 && !c.force && !reorder.isWaiting(id) && flush) {
        // A seq given up on: the views follow on the next tick.
        dueOf(id);
      }
    });
  }

  return {
    publish,
    latest,
    busy: (id) => chains.has(id) || due.has(id),
    startAt: (id, seq) => reorder.startAt(id, seq),
    forget(id) {
      latest.delete(id);
      lastTick.delete(id);
      reorder.forget(id);
      const d = due.get(id);
      if (d?.timer) clearTimeout(d.timer);
      due.delete(id);
      emit.forgetSubEvent(id);
    },
    async stop() {
      reorder.stop();
      for (const [id, d] of due) {
        if (d.timer) clearTimeout(d.timer);
        d.timer = null;
        const c = chainOf(id);
        enqueue(id, c, () => tick(id, c, false));
      }
      await Promise.allSettled([...chains.values()].map((c) => c.tail));
      for (const d of due.values()) if (d.timer) clearTimeout(d.timer);
      due.clear();
    },
  };
}
