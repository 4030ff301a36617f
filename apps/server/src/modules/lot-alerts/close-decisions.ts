/**
 * The alerts of a lot's close below its reserve (API.md "The close"): the owner and the leading
 * bidder are told of each step — at the close by the results relay (results.ts), after it by the
 * award module's decisions and deadline sweep (award/lot-approval.ts).
 */
import type { NotificationFacts } from '@neelami/shared/notification-texts';
import type { Db } from '../../db/client';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { raiseNotifications, type StoredNotification } from '../notifications/raise';

type DecisionStep = NotificationFacts['lot_decision']['step'];

/** My Lots (the leading bidder answers a counter there) and My Sales (the owner decides there). */
const BIDDER_LINK = '/seller/lots';
const OWNER_LINK = '/seller/lots';

export /** Tells the owner and the leading bidder of a step (each once: keyed by lot and step). */
async function raiseDecision(
  tx: Db,
  row: Pick<SubEventRow, 'id' | 'name' | 'ownerId' | 'leaderId'>,
  e: Pick<EventRow, 'auctionName'>,
  step: DecisionStep,
  amountPaise: number | null,
  decideBy: Date | null,
  at: Date,
): Promise<StoredNotification[]> {
  // Each is told of the other's move, not of its own: the owner's counter or rejection goes to the
  // bidder, the bidder's answer to the owner; the close and a lapse go to both.
  const toOwner = step !== 'countered' && step !== 'rejected';
  const toLeader = step !== 'accepted' && step !== 'declined';
  const to = [
    ...(row.ownerId && toOwner ? [{ userId: row.ownerId, toOwner: true }] : []),
    ...(row.leaderId && toLeader && row.leaderId !== row.ownerId
      ? [{ userId: row.leaderId, toOwner: false }]
      : []),
  ];
  return raiseNotifications(
    tx,
    to.map((p) => ({
      userId: p.userId,
      kind: 'lot_decision' as const,
      facts: {
        lot: row.name,
        event: e.auctionName,
        step,
        toOwner: p.toOwner,
        amountPaise,
        decideBy: decideBy ? decideBy.toISOString() : null,
      },
      link: p.toOwner ? OWNER_LINK : BIDDER_LINK,
      topic: row.id,
      dedupeKey: `lot_decision:${row.id}:${step}:${at.getTime()}`,
    })),
    at,
  );
}
