/**
 * The index of what members are known by (API.md "Integrity desk"): profile identifiers kept in step
 * with the profile, and the devices and IPs of each login. Values are normalised and hashed before
 * they are stored (`@neelami/trade/integrity-signals` says what normalised means); only a masked tail
 * is kept beside the hash, for Admin.
 */
import { createHash } from 'node:crypto';
import {
  type IdentifierKind,
  type IdentifierRow,
  identifierHint,
  normaliseIdentifier,
} from '@neelami/trade/integrity-signals';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberIdentifiers, type users } from './tables';

const PROFILE_KINDS: IdentifierKind[] = ['pan', 'gst', 'phone', 'address'];

/** The stored hash of a normalised value: a kind's values never collide with another kind's. */
export const identifierHash = (kind: IdentifierKind, normalised: string): string =>
  createHash('sha256').update(`neelami:${kind}:${normalised}`).digest('hex');

type Value = { kind: IdentifierKind; value: string };

/** The rows of these values (blank values have none). */
function identifierRowsOf(userId: string, values: Value[]) {
  return values.flatMap(({ kind, value }) => {
    const n = normaliseIdentifier(kind, value);
    return n ? [{ userId, kind, hash: identifierHash(kind, n), hint: identifierHint(kind, n) }] : [];
  });
}

type ProfileColumns = Pick<
  typeof users.$inferSelect,
  'id' | 'pan' | 'gst' | 'cellNumber' | 'addressLine1' | 'addressLine2' | 'city' | 'pin'
>;

/** A profile's identifiers; an address counts with its first line given. */
function profileValues(u: ProfileColumns): Value[] {
  const address = u.addressLine1.trim()
    ? [u.addressLine1, u.addressLine2, u.city, u.pin].filter(Boolean).join(' ')
    : '';
  return [
    { kind: 'pan', value: u.pan },
    { kind: 'gst', value: u.gst },
    { kind: 'phone', value: u.cellNumber },
    { kind: 'address', value: address },
  ];
}

/** Replaces the members' profile identifiers with those of their rows as they stand. */
export async function syncProfileIdentifiers(db: Db, people: ProfileColumns[]): Promise<void> {
  if (people.length === 0) return;
  await db.delete(memberIdentifiers).where(
    and(
      inArray(
        memberIdentifiers.userId,
        people.map((p) => p.id),
      ),
      inArray(memberIdentifiers.kind, PROFILE_KINDS),
    ),
  );
  const rows = people.flatMap((p) => identifierRowsOf(p.id, profileValues(p)));
  if (rows.length > 0) await db.insert(memberIdentifiers).values(rows).onConflictDoNothing();
}

/** Records the IP and the browser's device id of a login (seen again: its last-seen time moves). */
export async function recordLoginIdentifiers(
  db: Db,
  userId: string,
  login: { ip: string; deviceId: string; at: Date },
): Promise<void> {
  const rows = identifierRowsOf(userId, [
    { kind: 'ip', value: login.ip },
    { kind: 'device', value: login.deviceId },
  ]).map((r) => ({ ...r, firstSeenAt: login.at, lastSeenAt: login.at }));
  if (rows.length === 0) return;
  await db
    .insert(memberIdentifiers)
    .values(rows)
    .onConflictDoUpdate({
      target: [memberIdentifiers.userId, memberIdentifiers.kind, memberIdentifiers.hash],
      set: { lastSeenAt: login.at },
    });
}

/** The identifier rows of IPs the members placed bids from (the bid log keeps the IP itself). */
export const ipRows = (pairs: { memberId: string; ip: string }[]): IdentifierRow[] =>
  pairs.flatMap(({ memberId, ip }) =>
    identifierRowsOf(memberId, [{ kind: 'ip', value: ip }]).map(({ userId, ...r }) => ({
      ...r,
      memberId: userId,
    })),
  );

/**
 * One query: the identifiers of `members` that another of them also has, counting `extra` rows too
 * (the IPs of their bids); the index on kind and hash answers the stored part.
 */
export async function findSharedIdentifierRows(
  db: Db,
  members: string[],
  extra: IdentifierRow[] = [],
): Promise<IdentifierRow[]> {
  if (members.length < 2) return [];
  const stored = sql`select ${memberIdentifiers.userId} as member_id, ${memberIdentifiers.kind} as kind,
    ${memberIdentifiers.hash} as hash, ${memberIdentifiers.hint} as hint
    from ${memberIdentifiers} where ${inArray(memberIdentifiers.userId, members)}`;
  const values = extra.map((r) => sql`(${r.memberId}::uuid, ${r.kind}, ${r.hash}, ${r.hint})`);
  const all =
    values.length > 0
      ? sql`${stored} union all select * from (values ${sql.join(values, sql`, `)}) v(member_id, kind, hash, hint)`
      : stored;
  const result = await db.execute(
    sql`with ids as (${all})
      select distinct member_id, kind, hash, hint from ids where (kind, hash) in
        (select kind, hash from ids group by kind, hash having count(distinct member_id) > 1)`,
  );
  // PGlite answers { rows }, postgres-js an array.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    member_id: string;
    kind: string;
    hash: string;
    hint: string;
  }[];
  return rows.map((r) => ({
    memberId: r.member_id,
    kind: r.kind as IdentifierKind,
    hash: r.hash,
    hint: r.hint,
  }));
}
