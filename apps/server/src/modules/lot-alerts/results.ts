/**
 * `lot_result`: when a lot closes, each of its bidders is told the place its best bid reached
 * (first, or the place); `lot_closed`: its owner is told it closed, or `lot_decision` when the close
 * fell below its reserve. Raised once per lot (a mark in the same transaction as the alerts).
 */
import type { Db } from '../../db/client';
import { listBestValidBids } from '../bidding/report-reads';
import { type Alert, raiseNotifications, type StoredNotification } from '../notifications/raise';
import { raiseDecision } from './close-decisions';
import type { LotRow } from './lot-reads';
import { claimMarks, markedAmong } from './marks';

/** My Purchases: where a member sees the lots it won and how each sale stands. */
const RESULT_LINK = '/auction/myPurchases';
/** The seller's lots, where the owner authorises the winner. */
const OWNER_LINK = '/seller/lots';

export async function raiseResults(db: Db, lots: LotRow[], now: Date): Promise<StoredNotification[]> {
  const closed = lots.filter((l) => l.status !== 'open' && l.closedAt !== null);
  if (closed.length === 0) return [];
  const done = await markedAmong(
    db,
    'result',
    closed.map((l) => l.id),
  );
  const due = closed.filter((l) => !done.has(l.id));
  if (due.length === 0) return [];
  const best = await listBestValidBids(
    db,
    due.map((l) => ({ id: l.id, reverse: l.reverse })),
  );
  return db.transaction(async (tx) => {
    const claimed = await claimMarks(
      tx,
      'result',
      due.map((l) => l.id),
      now,
    );
    const alerts: Alert[] = [];
    const closeAlerts: StoredNotification[] = [];
    for (const lot of due) {
      if (!claimed.has(lot.id)) continue;
      const standings = best
        .filter((b) => b.subEventId === lot.id)
        .sort((a, b) => (lot.reverse ? a.amount - b.amount : b.amount - a.amount) || a.seq - b.seq);
      // A close below the reserve: the owner decides (approval_pending), or the lot is unsold.
      if (lot.result === 'approval_pending' || (lot.result === 'unsold' && lot.hasReserve))
        closeAlerts.push(
          ...(await raiseDecision(
            tx,
            { id: lot.id, name: lot.name, ownerId: lot.ownerId, leaderId: lot.leaderId },
            { auctionName: lot.eventName },
            lot.result,
            lot.leadingAmount,
            lot.resultDecideBy,
            lot.closedAt ?? now,
          )),
        );
      // Otherwise the owner is told its lot closed, how it went, and that the award is its to make.
      else if (lot.ownerId)
        alerts.push({
          userId: lot.ownerId,
          kind: 'lot_closed',
          facts: {
            lot: lot.name,
            event: lot.eventName,
            bidders: standings.length,
            leadingPaise: standings[0]?.amount ?? null,
          },
          link: OWNER_LINK,
          topic: lot.id,
          dedupeKey: `lot_closed:${lot.id}`,
        });
      standings.forEach((b, i) => {
        alerts.push({
          userId: b.bidderId,
          kind: 'lot_result',
          facts: { lot: lot.name, event: lot.eventName, place: i + 1 },
          link: RESULT_LINK,
          topic: lot.id,
          dedupeKey: `lot_result:${lot.id}`,
        });
      });
    }
    return [...closeAlerts, ...(await raiseNotifications(tx, alerts, now))];
  });
}
