/**
 * `saved_search`: a lot that is new, or active again, and still to open or open is matched against
 * every saved search once (a mark per lot, in the transaction of its alerts). A lot made inactive
 * loses its mark, so it is matched again when it is made active.
 */
import { lotMatchesSearch } from '@neelami/shared/watchlist';
import type { Db } from '../../db/client';
import { inactiveLotIds } from '../events/alert-reads';
import { type Alert, raiseNotifications, type StoredNotification } from '../notifications/raise';
import type { LotRow } from './lot-reads';
import { claimMarks, markedAmong, unmark } from './marks';
import { allSavedSearches } from './watchlist-queries';

/** The upcoming list: where a matching lot is seen before it opens. */
const SEARCH_LINK = '/auction/upcomingAuctions';

export async function matchSavedSearches(db: Db, lots: LotRow[], now: Date): Promise<StoredNotification[]> {
  await unmark(db, 'matched', await inactiveLotIds(db));
  const t = now.getTime();
  const candidates = lots.filter((l) => l.isActive && l.status === 'open' && l.closesAt.getTime() > t);
  if (candidates.length === 0) return [];
  const done = await markedAmong(
    db,
    'matched',
    candidates.map((l) => l.id),
  );
  const fresh = candidates.filter((l) => !done.has(l.id));
  if (fresh.length === 0) return [];
  const searches = await allSavedSearches(db);
  return db.transaction(async (tx) => {
    const claimed = await claimMarks(
      tx,
      'matched',
      fresh.map((l) => l.id),
      now,
    );
    const alerts: Alert<'saved_search'>[] = [];
    for (const lot of fresh) {
      if (!claimed.has(lot.id)) continue;
      for (const s of searches) {
        if (!lotMatchesSearch(s.query, lot.searchable)) continue;
        alerts.push({
          userId: s.userId,
          kind: 'saved_search',
          facts: { search: s.name, lot: lot.name, event: lot.eventName },
          link: lot.startsAt.getTime() > t ? SEARCH_LINK : '/auction/liveAuctions',
          topic: lot.id,
          dedupeKey: `saved_search:${s.id}:${lot.id}`,
        });
      }
    }
    return raiseNotifications(tx, alerts, now);
  });
}
