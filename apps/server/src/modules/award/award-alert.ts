/**
 * The `award` alert (API.md "Alerts, watchlist and saved searches"): the owner authorised the
 * member's bid, and its letter of acceptance is on My Lots. Raised in the authorisation's
 * transaction; keyed by the sale it made, so a repeated raise stores nothing and a new award of
 * the lot (after its sale was cancelled) is a new alert.
 */
import type { Db } from '../../db/client';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { raiseNotifications, type StoredNotification } from '../notifications/raise';

/** My Lots, where the winner reads the owner's decision and downloads the letter of acceptance. */
export const MY_LOTS = '/seller/lots';

export async function raiseAwardAlert(
  tx: Db,
  award: {
    s: Pick<SubEventRow, 'id' | 'name' | 'unit' | 'bidBasis'>;
    e: Pick<EventRow, 'auctionName'>;
    winnerId: string;
    bidId: string;
    /** The winning bid, paise (per unit on a per-unit lot). */
    amount: number;
    /** The sale the authorisation made, when it made one. */
    saleId: string | null;
  },
  now: Date,
): Promise<StoredNotification[]> {
  const { s, e } = award;
  return raiseNotifications(
    tx,
    [
      {
        userId: award.winnerId,
        kind: 'award',
        facts: {
          lot: s.name,
          event: e.auctionName,
          amountPaise: award.amount,
          ...(s.bidBasis === 'unit' && s.unit ? { unit: s.unit } : {}),
        },
        link: MY_LOTS,
        topic: s.id,
        dedupeKey: `award:${award.saleId ?? `${s.id}:${award.bidId}`}`,
      },
    ],
    now,
  );
}
