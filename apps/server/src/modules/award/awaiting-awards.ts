/**
 * The owner's closed lots whose leading bid awaits its decision (the member's "Needs you now",
 * API.md): a leader nobody decided on yet, or one whose award Admin withdrew (a cancelled sale:
 * the owner decides again). A leader the owner refused is decided.
 */
import type { HomeDecision } from '@neelami/shared/member-home-api-responses';
import { toRupees } from '@neelami/shared/money';
import type { Db } from '../../db/client';
import { latestDecisionRows } from '../bidding/seller-queries';
import { listSubEventsOwnedBy } from '../events/sub-event-lists';

type AuthoriseDecision = Extract<HomeDecision, { kind: 'authorise' }>;

/** The owner's lots awaiting the authorisation of their leading bid, the longest waiting first. */
export async function listAwaitingAwards(db: Db, ownerId: string): Promise<AuthoriseDecision[]> {
  const closed = (await listSubEventsOwnedBy(db, ownerId)).filter(
    (r) => r.s.status === 'closed' && r.s.leadingBidId !== null && r.s.leadingAmount !== null,
  );
  const latest = await latestDecisionRows(
    db,
    closed.map((r) => r.s.id),
  );
  return closed
    .filter(({ s }) => {
      const d = latest.get(s.id);
      return !d || d.bidId !== s.leadingBidId || (!d.authorized && d.decidedBy !== ownerId);
    })
    .map(({ s, auctionName }) => ({
      kind: 'authorise' as const,
      subEventId: s.id,
      eventId: s.eventId,
      auctionName,
      auctionNo: s.auctionNo,
      lotName: s.name,
      leadingBid: toRupees(s.leadingAmount ?? 0),
      bidBasis: s.bidBasis === 'unit' ? ('unit' as const) : ('lot' as const),
      unit: s.unit,
      quantityOrTypesOfTrunk: s.quantityOrTypesOfTrunk,
      closedAt: (s.closedAt ?? s.closesAt).toISOString(),
    }))
    .sort((a, b) => a.closedAt.localeCompare(b.closedAt));
}
