/**
 * The watchlist and saved searches of a member (API.md "Alerts, watchlist and saved searches").
 * A member watches only lots it may see: an active lot (the public lists show it) or one it is
 * assigned to.
 */
import { toRupees } from '@neelami/shared/money';
import type { SavedSearchInput } from '@neelami/shared/watchlist';
import type { SavedSearch, WatchedLot } from '@neelami/shared/watchlist-api-responses';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countBidsBySubEvent } from '../bidding/bids-of-sub-events';
import { findSubEventById, findSubEventsWithEvents, isMember } from '../events/event-queries';
import { savedSearches, watchedLots } from './tables';

/** Whether the member may watch (see) the lot. */
export async function mayWatch(db: Db, userId: string, subEventId: string): Promise<boolean> {
  const sub = await findSubEventById(db, subEventId);
  if (!sub) return false;
  return sub.isActive || (await isMember(db, subEventId, userId));
}

export async function watch(db: Db, userId: string, subEventId: string, now: Date): Promise<void> {
  await db.insert(watchedLots).values({ userId, subEventId, createdAt: now }).onConflictDoNothing();
}

/** Stops watching; false when the lot was not watched. */
export async function unwatch(db: Db, userId: string, subEventId: string): Promise<boolean> {
  const gone = await db
    .delete(watchedLots)
    .where(and(eq(watchedLots.userId, userId), eq(watchedLots.subEventId, subEventId)))
    .returning({ id: watchedLots.subEventId });
  return gone.length > 0;
}

/** The lot's state as a watcher sees it at `now`. */
export function lotState(
  s: { status: string; closesAt: Date; eventStartsOn: Date },
  now: Date,
): WatchedLot['state'] {
  if (s.status !== 'open' || s.closesAt.getTime() <= now.getTime()) return 'closed';
  return s.eventStartsOn.getTime() > now.getTime() ? 'upcoming' : 'live';
}

/** The ids of the lots the member watches. */
export async function listWatchedSubEventIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: watchedLots.subEventId })
    .from(watchedLots)
    .where(eq(watchedLots.userId, userId));
  return new Set(rows.map((r) => r.id));
}

/** The member's watched lots, soonest to close first, the closed ones last. */
export async function listWatchlist(db: Db, userId: string, now: Date): Promise<WatchedLot[]> {
  const watched = await db
    .select({ id: watchedLots.subEventId, at: watchedLots.createdAt })
    .from(watchedLots)
    .where(eq(watchedLots.userId, userId));
  const since = new Map(watched.map((w) => [w.id, w.at]));
  const ids = [...since.keys()];
  const [rows, counts] = [await findSubEventsWithEvents(db, ids), await countBidsBySubEvent(db, ids)];
  const items = rows.map(({ s, e }) => ({
    subEventId: s.id,
    eventId: e.id,
    auctionName: e.auctionName,
    auctionNo: s.auctionNo,
    name: s.name,
    location: s.location,
    rule: s.subEventType === 'reverse' ? 'reverse' : 'forward',
    eventStartsOn: s.eventStartsOn.toISOString(),
    closesAt: s.closesAt.toISOString(),
    state: lotState(s, now),
    leadingAmount: s.leadingAmount === null ? null : toRupees(s.leadingAmount),
    bidCount: counts.get(s.id) ?? 0,
    leading: s.leaderId === userId,
    watchedAt: (since.get(s.id) ?? now).toISOString(),
  }));
  const rank = (w: WatchedLot) => (w.state === 'closed' ? 1 : 0);
  return items.sort((a, b) => rank(a) - rank(b) || a.closesAt.localeCompare(b.closesAt));
}

/** The watchers of each of the sub-events. */
export async function watchersBySubEvent(db: Db, subEventIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (subEventIds.length === 0) return out;
  const rows = await db
    .select({ s: watchedLots.subEventId, u: watchedLots.userId })
    .from(watchedLots)
    .where(inArray(watchedLots.subEventId, subEventIds));
  for (const r of rows) out.set(r.s, [...(out.get(r.s) ?? []), r.u]);
  return out;
}

const toSavedSearch = (r: typeof savedSearches.$inferSelect): SavedSearch => ({
  _id: r.id,
  name: r.name,
  query: r.query,
  createdAt: r.createdAt.toISOString(),
});

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** Saves a search unless the member already keeps `max`; null then. */
export async function saveSearch(
  db: Db,
  userId: string,
  input: SavedSearchInput,
  max: number,
  now: Date,
): Promise<SavedSearch | null> {
  return db.transaction(async (tx) => {
    // One member's saves in turn, so two at once cannot pass the limit together.
    await tx.execute(sqlLockMember(userId));
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (Number(kept?.n ?? 0) >= max) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, query: input.query, createdAt: now })
      .returning();
    return row ? toSavedSearch(row) : null;
  });
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  return gone.length > 0;
}

/** Advisory-lock classes of this module (the second key: a member's id or a job's name hashed). */
export const SAVED_SEARCHES_LOCK_CLASS = 15_046;
export const RELAY_LOCK_CLASS = 15_047;

const sqlLockMember = (userId: string) =>
  sql`select pg_advisory_xact_lock(${SAVED_SEARCHES_LOCK_CLASS}, hashtext(${userId}))`;

/** Every saved search with its owner (the matcher of new lots). */
export async function allSavedSearches(db: Db): Promise<(typeof savedSearches.$inferSelect)[]> {
  return db.select().from(savedSearches);
}
