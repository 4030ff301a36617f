/**
 * What bidding needs of the room fan-out, named here so that bidding never imports it: the fan-out
 * is the live-room module's (`live-room/fan-out.ts`), which sits above this one, implements both
 * interfaces and is created by `app.ts`, which passes it in.
 * - `RoomAnnouncer`: what the bidding service tells after commit (bidding-service.ts);
 * - `RoomReads`: what the live room's use cases read of the rooms' state (the committed state as
 *   the rooms know it, a viewer's own view, the participants), live-room-context.ts.
 */
import type { CurrentBidView, ParticipantView } from '@neelami/shared/bidding';
import type { ViewerRole } from './rooms';
import type { SubEventSnapshot } from './sub-event-state';
import type { BidStep } from './views';

/** Where the bidding service announces its committed changes. */
export interface RoomAnnouncer {
  /**
   * Tells every viewer (on every instance) about a committed change: its bid steps, and whether
   * anything other than bids changed (`force`: everyone gets a fresh view).
   */
  publish(snapshot: SubEventSnapshot, steps: BidStep[], force: boolean): void;
  /** Waits for the messages being sent and stops (the service's `close`, after its queue). */
  stop(): Promise<void>;
}

/** One viewer of a sub-event: its socket, its account and the role room it is in. */
export interface Viewer {
  socketId: string;
  userId: string;
  role: ViewerRole;
}

/** What the live room's use cases read of the rooms' state. */
export interface RoomReads {
  /** The committed state of a sub-event as the rooms know it (loaded when unknown, or when `fresh`). */
  snapshot(subEventId: string, fresh?: boolean): Promise<SubEventSnapshot | null>;
  /** `snapshot` of several sub-events, the ones to load read at once; missing ones are left out. */
  snapshots(subEventIds: string[], fresh?: boolean): Promise<Map<string, SubEventSnapshot>>;
  /** The sub-event's seq as the rooms know it, without a database read; undefined when unknown. */
  knownSeq(subEventId: string): number | undefined;
  /** The viewer's own view; remembered for a bidder's socket, so only changes follow. */
  viewFor(viewer: Viewer, snapshot: SubEventSnapshot): Promise<CurrentBidView>;
  /** Participants with login status and who is in the room now (Admin; cached for a moment). */
  participants(subEventId: string, fresh?: boolean): Promise<ParticipantView[]>;
  /** Forgets a disconnected socket. */
  forget(socketId: string): void;
}
