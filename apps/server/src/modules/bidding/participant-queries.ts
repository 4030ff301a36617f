/**
 * Participants of a sub-event's live room (SPEC §3 participants, §4 "Login or Logout", §6 admin view):
 * the users assigned to it and everyone who entered its room, with their login flag.
 */
import type { ParticipantView } from '@neelami/shared/bidding';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subEventMembers, subEventParticipants } from '../events/tables';
import { users } from '../users/tables';
import { isLoggedInSql } from '../users/user-queries';
import { findSharedIpBidders } from './bid-queries';

/** Notes that the user entered (or is still in) the sub-event's room, and from which IP. */
export async function recordParticipant(
  db: Db,
  input: { subEventId: string; userId: string; ip: string; at: Date },
): Promise<void> {
  await db
    .insert(subEventParticipants)
    .values({
      subEventId: input.subEventId,
      userId: input.userId,
      firstJoinedAt: input.at,
      lastSeenAt: input.at,
      lastIp: input.ip.slice(0, 64),
    })
    .onConflictDoUpdate({
      target: [subEventParticipants.subEventId, subEventParticipants.userId],
      set: { lastSeenAt: input.at, lastIp: input.ip.slice(0, 64) },
    });
}

/** Notes when the user was last seen in the room (on leaving). */
export async function touchParticipant(
  db: Db,
  subEventIds: string[],
  userId: string,
  at: Date,
): Promise<void> {
  if (subEventIds.length === 0) return;
  await db
    .update(subEventParticipants)
    .set({ lastSeenAt: at })
    .where(
      and(inArray(subEventParticipants.subEventId, subEventIds), eq(subEventParticipants.userId, userId)),
    );
}

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
  const ids = sql`(select ${subEventMembers.userId} from ${subEventMembers} where ${subEventMembers.subEventId} = ${subEventId}
    union select ${subEventParticipants.userId} from ${subEventParticipants} where ${subEventParticipants.subEventId} = ${subEventId})`;
  const rows = await db
    .select({
      id: users.id,
      name: users.organizationIndividualName,
      email: users.email,
      role: users.role,
      loggedIn: isLoggedInSql,
    })
    .from(users)
    .where(sql`${users.id} in ${ids}`)
    .orderBy(users.organizationIndividualName, users.id);
  const shared = await findSharedIpBidders(db, subEventId);
  return rows.map((r) => ({
    userId: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    isLoggedIn: Boolean(r.loggedIn),
    inRoom: inRoom.has(r.id),
    sharedIp: shared.has(r.id),
  }));
}
