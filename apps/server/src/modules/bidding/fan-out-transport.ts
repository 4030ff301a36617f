/**
 * The fan-out between server instances: the instance that committed a change tells the others
 * through the Socket.IO adapter (`serverSideEmit`, Redis), and each one tells its own sockets.
 * Typed by `InterServerEvents` (packages/shared/src/realtime.ts, realtime/gateway.ts).
 */
import type { RealtimeServer } from '../../realtime/gateway';
import type { SubEventSnapshot } from './sub-event-state';
import type { BidStep } from './views';

/** A committed change of a sub-event as the rooms are told about it (plain JSON). */
export interface SubEventChange {
  snapshot: SubEventSnapshot;
  steps: BidStep[];
  /** Everyone gets a fresh picture (a change that is not a bid). */
  force: boolean;
  /** A state read from the database (admin edit, periodic check), not a change being announced. */
  loaded?: boolean;
  /**
   * An admin's edit (which takes a seq of its own): its fresh picture for everyone covers the seqs
   * up to its own, so the next bid is not held back waiting for a seq that has no bid.
   */
  covers?: boolean;
}

export interface FanOutTransport {
  /** Tells the other instances (nothing without the Redis adapter). */
  send(change: SubEventChange): void;
}

/** With `distributed`, hands changes from the other instances to `receive`. */
export function connectInstances(
  io: RealtimeServer,
  distributed: boolean,
  receive: (change: SubEventChange) => void,
): FanOutTransport {
  if (!distributed) return { send: () => {} };
  io.on('bidding:publish', (change) => {
    if (change && typeof change === 'object' && change.snapshot) receive(change);
  });
  return { send: (change) => io.serverSideEmit('bidding:publish', change) };
}
