import type { Role } from '@neelami/shared/roles';
import { asc, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from './tables';
import { isLoggedInSql, type UserRow } from './user-queries';

/** The contact fields of a user that reports print. */
const personFields = {
  userId: users.id,
  organizationIndividualName: users.organizationIndividualName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  cellNumber: users.cellNumber,
  role: users.role,
  language: users.language,
};

/** A person a report names, with the live login flag (SPEC §4 "Login or Logout"). */
export interface Person {
  userId: string;
  organizationIndividualName: string;
  firstName: string;
  lastName: string;
  email: string;
  cellNumber: string;
  role: string;
  /** The profile language (`en` | `hi`): mails to the person are written in it. */
  language: string;
  loggedIn: boolean;
}

/** The people with these ids, by id (repeated ids are asked once; unknown ids are absent). */
export async function findPeople(db: Db, ids: Iterable<string>): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ ...personFields, loggedIn: isLoggedInSql })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.userId, { ...r, loggedIn: Boolean(r.loggedIn) }]));
}

/** The role of each of these users that exists. */
export async function listUserRoles(db: Db, ids: readonly string[]): Promise<{ id: string; role: Role }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows.map((r) => ({ id: r.id, role: r.role as Role }));
}

/** The ids of the users with these e-mail addresses, by address (seeds name the demo accounts so). */
export async function findUserIdsByEmail(db: Db, emails: readonly string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [...emails]));
  return new Map(rows.map((r) => [r.email, r.id]));
}

/**
 * SQL for the display name of the user whose id is `userId` (an expression of the
 * caller's query): the organisation or individual name, else first and last name,
 * else null. Another module's query that lists many rows with their user's name
 * (the 100,000-row bid log) selects it in the same query instead of a call per row.
 */
export const userDisplayNameSql = (userId: SQL): SQL<string | null> =>
  sql<
    string | null
  >`(select coalesce(nullif(u.organization_individual_name, ''), nullif(trim(u.first_name || ' ' || u.last_name), '')) from ${users} u where u.id = ${userId})`;

/** SQL for the organisation or individual name of the user whose id is `userId` (null without one). */
export const organizationNameSql = (userId: SQL): SQL<string | null> =>
  sql<string | null>`(select u.organization_individual_name from ${users} u where u.id = ${userId})`;

/** The full rows of these users, by id (letters and notices need addresses and phones). */
export async function findUsersByIds(db: Db, ids: Iterable<string>): Promise<Map<string, UserRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** How to reach a member: the organisation or individual name, e-mail and phone. */
export interface Contact {
  id: string;
  name: string;
  email: string;
  cellNumber: string;
}

/**
 * Every user's contact, as a subquery another module joins in its own statement
 * (`innerJoin(userContacts, eq(userContacts.id, …))`): a list of many rows with their
 * people's contacts stays one query.
 */
export const userContacts = new QueryBuilder()
  .select({
    id: users.id,
    name: users.organizationIndividualName,
    email: users.email,
    cellNumber: users.cellNumber,
  })
  .from(users)
  .as('user_contacts');

/** The contacts of these users that exist, by id. */
export async function findContacts(db: Db, ids: Iterable<string>): Promise<Map<string, Contact>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.organizationIndividualName,
      email: users.email,
      cellNumber: users.cellNumber,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A person with role and login flag, as a live room's participant list shows it. */
export interface RoomPerson {
  id: string;
  name: string;
  email: string;
  role: string;
  loggedIn: boolean;
}

/**
 * The users whose ids the caller's subquery `ids` selects (SQL of the module that knows them),
 * with their login flag, by name: one statement.
 */
export async function listPeopleIn(db: Db, ids: SQLWrapper): Promise<RoomPerson[]> {
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
    .orderBy(asc(users.organizationIndividualName), asc(users.id));
  return rows.map((r) => ({ ...r, loggedIn: Boolean(r.loggedIn) }));
}
