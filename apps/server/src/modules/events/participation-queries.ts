import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subEventMembers, subEventParticipants, termAcceptances } from './tables';

/** One acceptance of an event's terms (SPEC §4 entry flow). */
export interface TermAcceptance {
  userId: string;
  acceptedAt: Date;
  ip: string;
}

/**
 * Who accepted the event's terms and when, earliest first; with a sub-event, only
 * the users assigned to it.
 */
export function listTermAcceptances(db: Db, eventId: string, subEventId?: string): Promise<TermAcceptance[]> {
  return db
    .select({
      userId: termAcceptances.userId,
      acceptedAt: termAcceptances.acceptedAt,
      ip: termAcceptances.ip,
    })
    .from(termAcceptances)
    .where(
      and(
        eq(termAcceptances.eventId, eventId),
        subEventId
          ? sql`exists (select 1 from ${subEventMembers} m where m.sub_event_id = ${subEventId} and m.user_id = ${termAcceptances.userId})`
          : undefined,
      ),
    )
    .orderBy(asc(termAcceptances.acceptedAt), asc(termAcceptances.userId));
}

/** Ids of the users who accepted the event's terms. */
export async function listTermAcceptorIds(db: Db, eventId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: termAcceptances.userId })
    .from(termAcceptances)
    .where(eq(termAcceptances.eventId, eventId));
  return new Set(rows.map((r) => r.userId));
}

/** A user's presence in a sub-event's live room (first entry, last sign of life, last IP). */
export interface RoomParticipant {
  subEventId: string;
  userId: string;
  firstJoinedAt: Date;
  lastSeenAt: Date;
  lastIp: string;
}

/** Who entered the live rooms of these sub-events. */
export function listRoomParticipants(db: Db, subEventIds: string[]): Promise<RoomParticipant[]> {
  if (subEventIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      subEventId: subEventParticipants.subEventId,
      userId: subEventParticipants.userId,
      firstJoinedAt: subEventParticipants.firstJoinedAt,
      lastSeenAt: subEventParticipants.lastSeenAt,
      lastIp: subEventParticipants.lastIp,
    })
    .from(subEventParticipants)
    .where(inArray(subEventParticipants.subEventId, subEventIds));
}

/** Notes that the user entered (or is still in) the sub-events' rooms, and from which IP. */
export async function recordParticipant(
  db: Db,
  input: { subEventIds: string[]; userId: string; ip: string; at: Date },
): Promise<void> {
  const ids = [...new Set(input.subEventIds)];
  if (ids.length === 0) return;
  const lastIp = input.ip.slice(0, 64);
  // One statement for all the lots a room joins (a room of 200 lots took 200 round trips).
  await db
    .insert(subEventParticipants)
    .values(
      ids.map((subEventId) => ({
        subEventId,
        userId: input.userId,
        firstJoinedAt: input.at,
        lastSeenAt: input.at,
        lastIp,
      })),
    )
    .onConflictDoUpdate({
      target: [subEventParticipants.subEventId, subEventParticipants.userId],
      set: { lastSeenAt: input.at, lastIp },
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
