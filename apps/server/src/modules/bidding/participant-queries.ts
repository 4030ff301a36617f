/**
 * Participants of a sub-event's live room (SPEC §3 participants, §4 "Login or Logout", §6 admin view):
 * the users assigned to it and everyone who entered its room, with their login flag. Who entered is
 * recorded by the events module (`recordParticipant`, `touchParticipant`).
 */
import type { ParticipantView } from '@neelami/shared/bidding';
import type { Db } from '../../db/client';
import { roomPeopleIdsSql } from '../events/member-sql';
import { listPeopleIn } from '../users/person-queries';
import { findSharedIpBidders } from './bid-queries';

/**
 * The participants: assigned users and those who entered, by name. `inRoom` comes from the
 * caller (who is connected to the room right now); `sharedIp` flags bidders who bid from an IP
 * another bidder of this sub-event also bid from.
 */
export async function listParticipants(
  db: Db,
  subEventId: string,
  inRoom: ReadonlySet<string>,
): Promise<ParticipantView[]> {
  const rows = await listPeopleIn(db, roomPeopleIdsSql(subEventId));
  const shared = await findSharedIpBidders(db, subEventId);
  return rows.map((r) => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    isLoggedIn: r.loggedIn,
    inRoom: inRoom.has(r.id),
    sharedIp: shared.has(r.id),
  }));
}
