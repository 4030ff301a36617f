/**
 * The fan-out between server instances: the instance that committed a change tells the others
 * through the gateway's broadcaster (the Socket.IO adapter, Redis), and each one tells its own
 * sockets. What arrives is checked here, as anything from the network.
 */
import type { InstanceBroadcaster } from '../../realtime/socket-types';
import type { SubEventSnapshot } from '../bidding/sub-event-state';
import type { BidStep } from '../bidding/views';

/** A committed change of a sub-event as the rooms are told about it (plain JSON). */
export interface SubEventChange {
  snapshot: SubEventSnapshot;
  steps: BidStep[];
  /** Everyone gets a fresh view (a change that is not a bid). */
  force: boolean;
  /** A state read from the database (admin edit, periodic check), not a change being announced. */
  loaded?: boolean;
  /**
   * An admin's edit (which takes a seq of its own): its fresh view for everyone covers the seqs
   * up to its own, so the next bid is not held back waiting for a seq that has no bid.
   */
  covers?: boolean;
}

export interface FanOutTransport {
  /** Tells the other instances (nothing without the Redis adapter). */
  send(change: SubEventChange): void;
}

/** A change from another instance: an object with a snapshot. */
function isSubEventChange(change: unknown): change is SubEventChange {
  return typeof change === 'object' && change !== null && 'snapshot' in change && Boolean(change.snapshot);
}

/** Hands changes from the other instances (if any) to `receive`. */
export function connectInstances(
  instances: InstanceBroadcaster<SubEventChange>,
  receive: (change: SubEventChange) => void,
): FanOutTransport {
  instances.listen((change) => {
    if (isSubEventChange(change)) receive(change);
  });
  return { send: (change) => instances.send(change) };
}
