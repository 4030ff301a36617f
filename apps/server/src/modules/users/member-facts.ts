/**
 * Users and sessions read together with facts other modules own (assignment, accepted terms, the
 * transaction-password pass), in one statement: the caller hands in SQL built by those modules'
 * exported helpers, over this module's id expressions. The bid path checks a whole batch's bidders
 * in two such statements, built once.
 */
import { and, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import { sessions, users } from './tables';

/** Columns a caller adds, computed from the row's ids by SQL of another module. */
export type ExtraColumns = Record<string, SQL>;
type Selected<X extends ExtraColumns> = { [K in keyof X]: X[K] extends SQL<infer T> ? T : never };

/** `users.id`, spelled out so a subquery of the caller's cannot read it as a column of its own. */
const USER_ID = sql`"users"."id"`;
const SESSION_ID = sql`"sessions"."id"`;
const SESSION_USER_ID = sql`"sessions"."user_id"`;

/** A user's standing: role, verification and name (organisation or individual). */
export interface UserStanding {
  id: string;
  role: string;
  isVerified: boolean;
  name: string;
}

/** The standing of each of these users that exists, with the caller's extra columns. */
export async function listUserStandings<X extends ExtraColumns = Record<never, SQL>>(
  db: Db,
  ids: readonly string[],
  extra?: (userId: SQL) => X,
): Promise<(UserStanding & Selected<X>)[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      isVerified: users.isVerified,
      name: users.organizationIndividualName,
      ...(extra ? extra(USER_ID) : {}),
    })
    .from(users)
    .where(inArray(users.id, unique));
  return rows as (UserStanding & Selected<X>)[];
}

/**
 * The standings of users as a statement built once (db/prebuilt.ts), for the bid path's batch of
 * bidders: `extra` is built with placeholders, whose values each call gives beside the ids.
 */
export function userStandingsStatement<X extends ExtraColumns>(name: string, extra: (userId: SQL) => X) {
  const run = prebuilt(name, (db) =>
    db
      .select({
        id: users.id,
        role: users.role,
        isVerified: users.isVerified,
        name: users.organizationIndividualName,
        ...extra(USER_ID),
      })
      .from(users)
      .where(sql`${users.id} = any(${sql.placeholder('ids')})`),
  );
  return async (
    db: Db,
    ids: readonly string[],
    values: Record<string, unknown>,
  ): Promise<(UserStanding & Selected<X>)[]> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return (await run(db, { ...values, ids: unique })) as (UserStanding & Selected<X>)[];
  };
}

/**
 * The open (not revoked, not expired) sessions among some ids, with the caller's extra columns, as
 * a statement built once (db/prebuilt.ts): `extra` is built with placeholders, whose values each
 * call gives beside the ids.
 */
export function openSessionsStatement<X extends ExtraColumns>(
  name: string,
  extra: (session: { id: SQL; userId: SQL }) => X,
) {
  const run = prebuilt(name, (db) =>
    db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        ...extra({ id: SESSION_ID, userId: SESSION_USER_ID }),
      })
      .from(sessions)
      .where(
        and(
          sql`${sessions.id} = any(${sql.placeholder('ids')})`,
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      ),
  );
  return async (
    db: Db,
    ids: readonly string[],
    values: Record<string, unknown>,
  ): Promise<({ id: string; userId: string } & Selected<X>)[]> => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    return (await run(db, { ...values, ids: unique })) as ({ id: string; userId: string } & Selected<X>)[];
  };
}

/**
 * True when `sessionId` is an open (not revoked, not expired) session of `userId`, and that user
 * is verified and has one of `roles`: a bidder's standing as SQL over the caller's id expressions,
 * for the bid path's statement that writes a batch at once (the same facts as the two statements
 * above, asked as one condition).
 */
export const openSessionOfVerifiedSql = (
  userId: SQL,
  sessionId: SQL,
  roles: readonly string[],
): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${sessions} s join ${users} u on u.id = s.user_id
    where s.id = ${sessionId} and s.user_id = ${userId} and s.revoked_at is null and s.expires_at > now()
      and u.is_verified and u.role in ${roles})`;
