/**
 * The member's own lots as a bidder (GET /api/seller/bidLots): every lot it bid on, open or closed,
 * won or lost, with its own standing drawn exactly as its live-room view (`bidderView`), so the
 * outcome it saw at the close is the one it finds later. Nothing names another bidder.
 */
import { toRupees } from '@neelami/shared/money';
import type { BidLot, BidLotDecision, BidLotOutcome } from '@neelami/shared/seller';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/access';
import { findSubEventsWithEvents } from '../events/event-queries';
import { latestAuthorizations } from './seller-queries';
import { snapshotOf } from './sub-event-state';
import { bids } from './tables';
import { bidderView } from './views';

/** The lots the user has placed a bid on, newest event first. */
export async function listBidLots(db: Db, user: AuthUser, now: Date): Promise<BidLot[]> {
  const ids = (
    await db.selectDistinct({ id: bids.subEventId }).from(bids).where(eq(bids.bidderId, user.id))
  ).map((r) => r.id);
  const rows = await findSubEventsWithEvents(db, ids);
  const auths = await latestAuthorizations(
    db,
    rows.map((r) => r.s.id),
  );
  return rows.map(({ s, e }) => {
    const snap = snapshotOf(s, e);
    const view = bidderView(snap, user.id, now);
    const closed = s.status === 'closed';
    // Who leads is the lot row's leader, as the lots won (`listWonLots`) read it, so a lot is never
    // both won and lost on one screen.
    const leads = s.leaderId === user.id;
    const outcome: BidLotOutcome = closed ? (leads ? 'won' : 'lost') : leads ? 'leading' : 'outbid';
    const rowLeading = snap.rankOnly || s.leadingAmount === null ? null : toRupees(s.leadingAmount);
    let decision: BidLotDecision | null = null;
    if (outcome === 'won') {
      const a = auths.get(s.id);
      decision =
        !a || a.bidId !== s.leadingBidId ? 'awaiting' : a.authorized ? 'authorised' : 'not authorised';
    }
    return {
      _id: s.id,
      eventId: e.id,
      auctionName: e.auctionName,
      auctionNo: s.auctionNo,
      name: s.name,
      direction: snap.subEvent.direction,
      bidBasis: snap.subEvent.bidBasis,
      quantityOrTypesOfTrunk: s.quantityOrTypesOfTrunk,
      unit: s.unit,
      status: s.status,
      closesAt: s.closesAt.toISOString(),
      myLastBid: view.myLastBid ?? (leads ? rowLeading : null),
      myRank: view.myRank ?? (leads ? 1 : null),
      leadingAmount: view.leadingAmount ?? rowLeading,
      outcome,
      decision,
      result: closed ? ((s.result as BidLot['result']) ?? null) : null,
    };
  });
}
