/**
 * Assignment and accepted terms as SQL over another module's user-id expression, so that module's
 * query (the bid path's batch of bidders, a live room's participant list) asks them in the same
 * statement instead of once per user.
 */
import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subEventMembers, subEventParticipants, subEvents, termAcceptances } from './tables';

/**
 * True when the user `userId` is assigned to the sub-event (SPEC §3 registeredBuyers). The id may be
 * a placeholder, for a statement built once (db/prebuilt.ts).
 */
export const isMemberSql = (subEventId: string | Placeholder, userId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${subEventMembers} m where m.sub_event_id = ${subEventId} and m.user_id = ${userId})`;

/** True when the user `userId` accepted the event's terms (SPEC §4 entry flow). */
export const acceptedTermsSql = (eventId: string | Placeholder, userId: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${termAcceptances} t where t.event_id = ${eventId} and t.user_id = ${userId})`;

/**
 * The number of open lots other than `subEventId` the user `userId` leads now (API.md "member
 * record": a member on probation leads at most two at once). Read through the open lots
 * (`sub_events_due_idx`), so no index on the leader, which every bid changes, is kept for it.
 */
export const ledOtherOpenLotsSql = (subEventId: string | Placeholder, userId: SQL): SQL<number> =>
  sql<number>`(select count(*)::int from ${subEvents} l where l.status = 'open' and l.leader_id = ${userId} and l.id <> ${subEventId})`;

/** A subquery of the ids of the users assigned to the sub-event or who entered its room. */
export const roomPeopleIdsSql = (subEventId: string): SQL =>
  sql`(select ${subEventMembers.userId} from ${subEventMembers} where ${subEventMembers.subEventId} = ${subEventId}
    union select ${subEventParticipants.userId} from ${subEventParticipants} where ${subEventParticipants.subEventId} = ${subEventId})`;

/** The ids of the sub-events the user is assigned to. */
export async function listAssignedSubEventIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: subEventMembers.subEventId })
    .from(subEventMembers)
    .where(eq(subEventMembers.userId, userId));
  return new Set(rows.map((r) => r.id));
}
