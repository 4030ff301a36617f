/**
 * `event_changed`: each corrigendum the events module kept (in the transaction of the admin's
 * change) is told to the members assigned to the lots it touches and to their watchers, once (a
 * mark per corrigendum, in the transaction of its alerts).
 */
import type { Db } from '../../db/client';
import { listCorrigendaSince, lotIdsOfEvents } from '../events/alert-reads';
import { membersBySubEvent } from '../events/event-queries';
import { type Alert, raiseNotifications, type StoredNotification } from '../notifications/raise';
import { liveRoomLink } from './lot-reads';
import { claimMarks, markedAmong } from './marks';
import { watchersBySubEvent } from './watchlist-queries';

/** Corrigenda older than this are history only (a relay down for longer does not flood). */
const WINDOW_MS = 24 * 60 * 60_000;

export async function announceCorrigenda(db: Db, now: Date): Promise<StoredNotification[]> {
  const recent = await listCorrigendaSince(db, new Date(now.getTime() - WINDOW_MS));
  if (recent.length === 0) return [];
  const done = await markedAmong(
    db,
    'corrigendum',
    recent.map((c) => c.id),
  );
  const due = recent.filter((c) => !done.has(c.id));
  if (due.length === 0) return [];
  const lotsOf = await lotIdsOfEvents(db, [
    ...new Set(due.filter((c) => !c.subEventId).map((c) => c.eventId)),
  ]);
  const lotsTouched = (c: (typeof due)[number]) =>
    c.subEventId ? [c.subEventId] : (lotsOf.get(c.eventId) ?? []);
  const allLots = [...new Set(due.flatMap(lotsTouched))];
  const [members, watchers] = [await membersBySubEvent(db, allLots), await watchersBySubEvent(db, allLots)];
  return db.transaction(async (tx) => {
    const claimed = await claimMarks(
      tx,
      'corrigendum',
      due.map((c) => c.id),
      now,
    );
    const alerts: Alert<'event_changed'>[] = [];
    for (const c of due) {
      if (!claimed.has(c.id)) continue;
      const to = new Set(
        lotsTouched(c).flatMap((id) => [...(members.get(id) ?? []), ...(watchers.get(id) ?? [])]),
      );
      for (const userId of to)
        alerts.push({
          userId,
          kind: 'event_changed',
          facts: { event: c.eventName, ...(c.lotName ? { lot: c.lotName } : {}), changes: c.changes },
          link: liveRoomLink(c.eventId),
          topic: c.eventId,
          dedupeKey: `event_changed:${c.id}`,
        });
    }
    return raiseNotifications(tx, alerts, now);
  });
}
