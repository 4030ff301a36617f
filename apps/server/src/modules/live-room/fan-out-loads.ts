/**
 * What the fan-out reads from the database, with its short-lived caches: a sub-event's committed
 * state, the bidders' identities (the Admin's `new_bid`), the participants (the Admin's view)
 * and the Admin's view itself.
 */
import type { AdminView, ParticipantView } from '@neelami/shared/bidding';
import type { Db } from '../../db/client';
import type { RealtimeServer } from '../../realtime/socket-types';
import { type BidderIdentity, findIdentities, listRecentBids } from '../bidding/bid-queries';
import { listParticipants } from '../bidding/participant-queries';
import { rooms } from '../bidding/rooms';
import { type SubEventSnapshot, snapshotOf } from '../bidding/sub-event-state';
import { adminView as drawAdminView } from '../bidding/views';
import { findEventById, findSubEventById, findSubEventsWithEvents } from '../events/event-queries';

const IDENTITY_TTL_MS = 60_000;
const PARTICIPANTS_TTL_MS = 3_000;

export interface FanOutLoads {
  /** The sub-event's committed state from the database; null when it (or its event) is missing. */
  load(subEventId: string): Promise<SubEventSnapshot | null>;
  /** Several sub-events' committed states in one read (a room of many lots joining). */
  loadMany(subEventIds: string[]): Promise<Map<string, SubEventSnapshot>>;
  /** The identities of these bidders (cached for a minute). */
  identitiesOf(ids: string[]): Promise<Map<string, BidderIdentity>>;
  /** Participants with login status and who is in the room now, on every instance (cached a moment). */
  participants(subEventId: string, fresh?: boolean): Promise<ParticipantView[]>;
  /** The Admin's view: the newest 50 bids with identities and the participants. */
  adminView(snap: SubEventSnapshot, now: Date): Promise<AdminView>;
  /** Forgets the cached participants of a sub-event. */
  forget(subEventId: string): void;
}

export function createFanOutLoads(io: RealtimeServer, db: Db): FanOutLoads {
  const identities = new Map<string, { value: BidderIdentity; at: number }>();
  const participantCache = new Map<string, { value: ParticipantView[]; at: number }>();

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

  return {
    async load(subEventId) {
      const row = await findSubEventById(db, subEventId);
      if (!row) return null;
      const event = await findEventById(db, row.eventId);
      if (!event) return null;
      return snapshotOf(row, event);
    },
    async loadMany(subEventIds) {
      const rows = await findSubEventsWithEvents(db, [...new Set(subEventIds)]);
      return new Map(rows.map(({ s, e }) => [s.id, snapshotOf(s, e)]));
    },
    async identitiesOf(ids) {
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
    },
    participants,
    async adminView(snap, now) {
      const id = snap.subEvent._id;
      const [bids, people] = [await listRecentBids(db, id, 50), await participants(id)];
      return drawAdminView(snap, now, { bids, participants: people });
    },
    forget: (subEventId) => participantCache.delete(subEventId),
  };
}
