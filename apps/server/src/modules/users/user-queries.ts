import type { Role } from '@neelami/shared/roles';
import type { PublicUser } from '@neelami/shared/session';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncProfileIdentifiers } from './member-identifiers';
import { sessions, users } from './tables';

/** A stored user row. */
export type UserRow = typeof users.$inferSelect;

/** SQL that is true while the user has an open (not revoked, not expired) session. */
// The outer column is spelled out: inside a single-table select Drizzle renders users.id as a bare
// "id", which the subquery would read as the session's own id.
export const isLoggedInSql = sql<boolean>`exists (select 1 from ${sessions} s where s.user_id = "users"."id" and s.revoked_at is null and s.expires_at > now())`;

/** The API shape of a user (SPEC §3), never the password hashes. */
export function toPublicUser(r: UserRow, isLoggedIn = false): PublicUser {
  return {
    _id: r.id,
    OrganizationIndividualName: r.organizationIndividualName,
    type: r.type,
    role: r.role as Role,
    pan: r.pan,
    gst: r.gst,
    productId: r.productIds,
    category: r.category,
    seller_admin: r.sellerAdmin,
    membertype: r.membertype,
    email: r.email,
    firstName: r.firstName,
    lastName: r.lastName,
    designation: r.designation,
    cellNumber: r.cellNumber,
    faxNumber: r.faxNumber,
    addressLine1: r.addressLine1,
    addressLine2: r.addressLine2,
    city: r.city,
    state: r.state,
    country: r.country,
    currency: r.currency,
    pin: r.pin,
    uploadedDocuments: r.uploadedDocuments,
    isVerified: r.isVerified,
    isLoggedIn,
    hasTransactionPassword: r.transactionPasswordHash !== null,
    language: r.language === 'hi' ? 'hi' : 'en',
    createdAt: r.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Users with their login flag, optionally only the given ids. */
export async function listPublicUsers(db: Db, ids?: string[]): Promise<PublicUser[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ u: users, loggedIn: isLoggedInSql })
    .from(users)
    .where(ids ? inArray(users.id, ids) : undefined)
    .orderBy(users.createdAt);
  return rows.map((r) => toPublicUser(r.u, Boolean(r.loggedIn)));
}

/** Whether the user has an open session now. */
export async function hasOpenSession(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row !== undefined;
}

/** Users of one role with their login flag, oldest first. */
export async function listPublicUsersByRole(db: Db, role: Role): Promise<PublicUser[]> {
  const rows = await db
    .select({ u: users, loggedIn: isLoggedInSql })
    .from(users)
    .where(eq(users.role, role))
    .orderBy(users.createdAt);
  return rows.map((r) => toPublicUser(r.u, Boolean(r.loggedIn)));
}

/** A user with its login flag. */
export async function findPublicUser(db: Db, id: string): Promise<PublicUser | undefined> {
  const [row] = await db
    .select({ u: users, loggedIn: isLoggedInSql })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? toPublicUser(row.u, Boolean(row.loggedIn)) : undefined;
}

/** Inserts a user and returns the row. */
export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  await syncProfileIdentifiers(db, [row]);
  return row;
}

/** Changes a user's columns (and its updatedAt); undefined when there is no such user. */
export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (row) await syncProfileIdentifiers(db, [row]);
  return row;
}
