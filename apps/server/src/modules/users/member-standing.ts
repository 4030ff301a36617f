/**
 * A member's standing as stored (API.md "Integrity desk, member record and bid receipts"): the
 * rows of `member_standing_changes`, only ever added; the standing in force is the member's latest
 * row, a probation ending by itself at its `until`. The sales module decides each new row from the
 * defaults (`@neelami/trade/member-standing`); the bid path, the EMD deposits and the assignments
 * ask `standingSql`, one index probe per member (none has a row until its first default).
 */
import type { MemberStatus, Standing } from '@neelami/trade/member-standing';
import { desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listUserStandings } from './member-facts';
import { userDisplayNameSql } from './person-queries';
import { memberStandingChanges, users } from './tables';

type ChangeRow = typeof memberStandingChanges.$inferSelect;
export type NewStandingChange = typeof memberStandingChanges.$inferInsert;

/**
 * The status in force of the user `userId` (an SQL id expression, or a placeholder's), as SQL:
 * 'good', 'probation' or 'suspended'. Read at the database's `now()`, like the sessions.
 */
export const standingSql = (userId: SQL): SQL<MemberStatus> =>
  sql<MemberStatus>`coalesce((select case when c.status = 'probation' and c.until <= now() then 'good' else c.status end
    from ${memberStandingChanges} c where c.user_id = ${userId} order by c.serial_no desc limit 1), 'good')`;

/** True when the user `userId` is suspended: the bid path's one-statement condition. */
export const isSuspendedSql = (userId: SQL): SQL<boolean> =>
  sql<boolean>`(${standingSql(userId)} = 'suspended')`;

/** The stored standing of each of `userIds` that has one (its latest row). */
export async function latestStandings(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, Standing & { at: Date }>> {
  const out = new Map<string, Standing & { at: Date }>();
  if (userIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([memberStandingChanges.userId])
    .from(memberStandingChanges)
    .where(inArray(memberStandingChanges.userId, [...new Set(userIds)]))
    .orderBy(memberStandingChanges.userId, desc(memberStandingChanges.serialNo));
  for (const r of rows) out.set(r.userId, { status: r.status as MemberStatus, until: r.until, at: r.at });
  return out;
}

/** When Admin last lifted the member's suspension, or null. */
export async function lastLiftedAt(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: memberStandingChanges.at })
    .from(memberStandingChanges)
    .where(sql`${memberStandingChanges.userId} = ${userId} and ${memberStandingChanges.cause} = 'lifted'`)
    .orderBy(desc(memberStandingChanges.serialNo))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Locks the member's account row for a change of its standing, so two defaults (or a default and
 * a lift) of one member decide one after the other. False when there is no such member.
 */
export async function lockMemberForStanding(tx: Db, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return Boolean(row);
}

/** Adds a change of standing (in the caller's transaction). */
export async function appendStandingChange(tx: Db, row: NewStandingChange): Promise<ChangeRow> {
  const [added] = await tx.insert(memberStandingChanges).values(row).returning();
  return added;
}

/** Every change of the member's standing, newest first, with the name of who made it. */
export async function listStandingChanges(db: Db, userId: string) {
  return db
    .select({
      status: memberStandingChanges.status,
      cause: memberStandingChanges.cause,
      reason: memberStandingChanges.reason,
      until: memberStandingChanges.until,
      at: memberStandingChanges.at,
      by: userDisplayNameSql(sql`"member_standing_changes"."by"`),
    })
    .from(memberStandingChanges)
    .where(eq(memberStandingChanges.userId, userId))
    .orderBy(desc(memberStandingChanges.serialNo));
}

/** The ids among `userIds` that are suspended now. */
export async function suspendedAmong(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await listUserStandings(db, userIds, (id) => ({ standing: standingSql(id) }));
  return new Set(rows.filter((r) => r.standing === 'suspended').map((r) => r.id));
}
