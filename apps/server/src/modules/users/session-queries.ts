import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
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
