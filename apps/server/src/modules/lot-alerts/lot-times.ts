/**
 * The alerts of a lot's clock: `lot_opening` 15 minutes before a watched or assigned lot opens,
 * `closing_soon` 5 minutes before a lot a member bid on or watches closes (urgent — past quiet
 * hours — for the member who leads). Each is raised once per member (its dedupe key: the lot, and
 * for opening its start time, so a lot moved to a later start is announced again).
 */
import type { Db } from '../../db/client';
import { biddersBySubEvent } from '../bidding/bids-of-sub-events';
import { membersBySubEvent } from '../events/event-queries';
import { type Alert, raiseNotifications, type StoredNotification } from '../notifications/raise';
import { type LotRow, liveRoomLink } from './lot-reads';
import { watchersBySubEvent } from './watchlist-queries';

export const OPENING_LEAD_MS = 15 * 60_000;
export const CLOSING_LEAD_MS = 5 * 60_000;

export async function raiseLotTimes(db: Db, lots: LotRow[], now: Date): Promise<StoredNotification[]> {
  const t = now.getTime();
  const live = lots.filter((l) => l.isActive && l.status === 'open');
  const opening = live.filter((l) => l.startsAt.getTime() > t && l.startsAt.getTime() <= t + OPENING_LEAD_MS);
  const closing = live.filter(
    (l) =>
      l.startsAt.getTime() <= t && l.closesAt.getTime() > t && l.closesAt.getTime() <= t + CLOSING_LEAD_MS,
  );
  if (opening.length === 0 && closing.length === 0) return [];
  const ids = [...opening, ...closing].map((l) => l.id);
  const [watchers, members, bidders] = [
    await watchersBySubEvent(db, ids),
    await membersBySubEvent(
      db,
      opening.map((l) => l.id),
    ),
    await biddersBySubEvent(
      db,
      closing.map((l) => l.id),
    ),
  ];
  const alerts: Alert[] = [];
  for (const lot of opening) {
    const to = new Set([...(watchers.get(lot.id) ?? []), ...(members.get(lot.id) ?? [])]);
    const opensAt = lot.startsAt.toISOString();
    for (const userId of to)
      alerts.push({
        userId,
        kind: 'lot_opening',
        facts: { lot: lot.name, event: lot.eventName, opensAt },
        link: liveRoomLink(lot.eventId),
        topic: lot.id,
        dedupeKey: `lot_opening:${lot.id}:${opensAt}`,
      });
  }
  for (const lot of closing) {
    const to = new Set([...(watchers.get(lot.id) ?? []), ...(bidders.get(lot.id) ?? [])]);
    for (const userId of to) {
      const leading = lot.leaderId === userId;
      alerts.push({
        userId,
        kind: 'closing_soon',
        facts: { lot: lot.name, event: lot.eventName, closesAt: lot.closesAt.toISOString(), leading },
        link: liveRoomLink(lot.eventId),
        topic: lot.id,
        dedupeKey: `closing_soon:${lot.id}`,
        urgent: leading,
      });
    }
  }
  return db.transaction((tx) => raiseNotifications(tx, alerts, now));
}
