/**
 * The owner's screens (API.md `seller/*`): the owner's lots and the lots a user won, with the
 * leading bid, stable bidder labels ('Bidder 1'… until the lot closes) and the latest decision.
 */
import { directionForSubEventType } from '@neelami/engine/state';
import { isReverse } from '@neelami/shared/events';
import { toRupees } from '@neelami/shared/money';
import type { SellerBid, SellerSubEvent } from '@neelami/shared/seller';
import { sellerMessages } from '@neelami/shared/seller';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { findBidsWithBidders } from '../bidding/bid-queries';
import { countBidsBySubEvent } from '../bidding/bids-of-sub-events';
import { bidderLabels, latestAuthorizations, listWonSubEvents, toSellerBid } from '../bidding/seller-queries';
import { closeHistories } from '../events/close-steps';
import { toSubEventDto } from '../events/event-dtos';
import type { SubEventRow } from '../events/event-queries';
import { findSubEventWithEvent, listSubEventsOwnedBy } from '../events/sub-event-lists';

/** The owner's lots, with their leading bids and the latest decision (GET /api/seller/subEvents). */
export async function listSellerSubEvents(db: Db, user: AuthUser): Promise<SellerSubEvent[]> {
  const rows = await listSubEventsOwnedBy(db, user.id);
  return toSellerSubEvents(
    db,
    rows.map((r) => ({ s: r.s, auctionName: r.auctionName })),
    true,
  );
}

/**
 * The lots the user won (GET /api/seller/wins): closed sub-events whose leading bid is theirs,
 * with the owner's decision; an authorised one has its letter of acceptance to download.
 */
export async function listWonLots(db: Db, user: AuthUser): Promise<SellerSubEvent[]> {
  const rows = await listWonSubEvents(db, user.id);
  return toSellerSubEvents(
    db,
    rows.map((r) => ({ s: r.s, auctionName: r.auctionName })),
    false,
  );
}

/** `owner`: the owner's view, with the reserve and its gap; else the winner's, without them. */
async function toSellerSubEvents(
  db: Db,
  rows: { s: SubEventRow; auctionName: string }[],
  owner: boolean,
): Promise<SellerSubEvent[]> {
  const ids = rows.map((r) => r.s.id);
  const histories = await closeHistories(db, ids);
  const labels = await bidderLabels(db, ids);
  const counts = await countBidsBySubEvent(db, ids);
  const auths = await latestAuthorizations(db, ids);
  const leads = new Map(
    (
      await findBidsWithBidders(db, {
        bidIds: rows.flatMap((r) => (r.s.leadingBidId ? [r.s.leadingBidId] : [])),
      })
    ).map((b) => [b.b.id, b]),
  );
  return rows.map(({ s, auctionName }) => {
    const closed = s.status === 'closed';
    const lead = s.leadingBidId ? leads.get(s.leadingBidId) : undefined;
    const authorization = auths.get(s.id) ?? null;
    return {
      ...toSubEventDto(s, { bidCount: counts.get(s.id) ?? 0, owner }),
      auctionName,
      direction: directionForSubEventType(s.subEventType),
      leadingBid: lead ? toSellerBid(lead, labels.get(s.id)?.get(lead.b.bidderId) ?? 'Bidder', closed) : null,
      authorization,
      hasLetter: Boolean(authorization?.authorized && authorization.bidId === s.leadingBidId),
      close: {
        counterAmount: s.counterAmount === null ? null : toRupees(s.counterAmount),
        decideBy: s.resultDecideBy ? s.resultDecideBy.toISOString() : null,
        gap: owner ? gapToReserve(s) : null,
        history: histories.get(s.id) ?? [],
      },
    };
  });
}

/** ₹ from the leading bid to the reserve; null with no reserve, no bid, or the reserve met. */
function gapToReserve(s: SubEventRow): number | null {
  if (s.reservePrice === null || s.leadingAmount === null) return null;
  const gap = isReverse(s.subEventType) ? s.leadingAmount - s.reservePrice : s.reservePrice - s.leadingAmount;
  return gap > 0 ? toRupees(gap) : null;
}

/** The sub-event, or 404; 403 unless the user owns it (and is verified). */
export async function ownedSubEvent(db: Db, user: AuthUser, subEventId: string) {
  const row = await findSubEventWithEvent(db, subEventId);
  if (!row) throw AppError.notFound(sellerMessages.subEventNotFound);
  if (row.s.ownerId !== user.id) throw AppError.forbidden(sellerMessages.notOwner);
  if (!user.isVerified) throw AppError.forbidden(sellerMessages.notVerified);
  return row;
}

/** The bids of one of the owner's lots, newest first; identities only once it has closed. */
export async function listSellerBids(db: Db, user: AuthUser, subEventId: string): Promise<SellerBid[]> {
  const { s } = await ownedSubEvent(db, user, subEventId);
  const labels = (await bidderLabels(db, [s.id])).get(s.id) ?? new Map<string, string>();
  const rows = await findBidsWithBidders(db, { subEventId: s.id, limit: 1000 });
  return rows.map((r) => toSellerBid(r, labels.get(r.b.bidderId) ?? 'Bidder', s.status === 'closed'));
}

export async function oneSellerSubEvent(db: Db, subEventId: string): Promise<SellerSubEvent> {
  const row = await findSubEventWithEvent(db, subEventId);
  if (!row) throw AppError.notFound(sellerMessages.subEventNotFound);
  const [out] = await toSellerSubEvents(db, [{ s: row.s, auctionName: row.e.auctionName }], true);
  return out;
}
