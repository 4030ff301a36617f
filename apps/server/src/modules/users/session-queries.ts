import { and, eq, gt, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from './tables';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  s: { userId: string; expiresAt: Date; ip: string; userAgent: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(s).returning();
  return row;
}

/** The session if it is open (not revoked, not expired). */
export async function findOpenSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every open session of a user, except `keepId` when given (password change keeps the current one). */
export async function revokeUserSessions(db: Db, userId: string, keepId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepId ? ne(sessions.id, keepId) : undefined,
      ),
    );
}

/** A session as the reports see it: when it opened, when it ended (revoked or expired) and from where. */
export interface SessionSpan {
  userId: string;
  createdAt: Date;
  endsAt: Date;
  ip: string;
}

/** Sessions of these users that were open at some time within [from, to]. */
export function listSessionsWithin(db: Db, userIds: string[], from: Date, to: Date): Promise<SessionSpan[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  const endsAt = sql`least(coalesce(${sessions.revokedAt}, ${sessions.expiresAt}), ${sessions.expiresAt})`;
  return db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      endsAt: sql<Date>`${endsAt}`.mapWith(sessions.expiresAt),
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(inArray(sessions.userId, userIds), lte(sessions.createdAt, to), gte(endsAt, from)));
}
