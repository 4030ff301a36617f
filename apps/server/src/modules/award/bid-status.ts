/**
 * POST /api/seller/changeBidStatus (SPEC §7): the owner marks a bid accepted, rejected or cancelled,
 * once the lot has closed; a change of the winning bid is refused once a sale stands.
 */
import { istFormatsIn } from '@neelami/shared/ist';

import { formatRupeesOfPaise } from '@neelami/shared/money';
import type { bidStatusSchema, SellerBid, SellerSubEvent } from '@neelami/shared/seller';
import { sellerMessages } from '@neelami/shared/seller';

import type { z } from 'zod';

import { AppError } from '../../errors';

import type { AuthUser } from '../../plugins/access';
import { languageOf } from '../auth/account-mails';
import { findBidById, findBidsWithBidders } from '../bidding/bid-queries';
import type { BiddingService } from '../bidding/bidding-service';
import { bidderLabels, toSellerBid } from '../bidding/seller-queries';

import { findUsersByIds } from '../users/person-queries';

import { bidStatusNotice } from './decision-notices';
import { awardRefusal, reachable, type SellerDeps } from './seller-decisions';
import { oneSellerSubEvent, ownedSubEvent } from './seller-lots';

/**
 * Accepts, rejects or cancels a bid (API.md POST /api/seller/bids/:bidId/status): the engine
 * recomputes the leader from the bids that still count, the room hears of it, the decision is
 * logged in bid_status_changes and the bidder is told.
 */
export async function setBidStatus(
  deps: SellerDeps,
  user: AuthUser,
  bidId: string,
  body: z.output<typeof bidStatusSchema>,
): Promise<{ message: string; data: { bid: SellerBid; subEvent: SellerSubEvent } }> {
  const bid = await findBidById(deps.db, bidId);
  if (!bid) throw AppError.notFound(sellerMessages.bidNotFound);
  const { s, e } = await ownedSubEvent(deps.db, user, bid.subEventId);
  if (bid.status === 'rejected' || bid.status === 'cancelled')
    throw AppError.conflict(sellerMessages.alreadyMarked);
  let outcome: Awaited<ReturnType<BiddingService['run']>>['outcome'];
  try {
    ({ outcome } = await deps.service.run(s.id, {
      type: 'set-bid-status',
      bidId,
      status: body.status,
      reason: body.reason,
      by: user.id,
    }));
  } catch (err) {
    deps.service.log.error({ err, bidId }, 'bid status not stored');
    throw new AppError('UNAVAILABLE', 'Saving the decision failed; nothing was changed. Please try again.');
  }
  if (!outcome.ok) {
    if (outcome.code === 'NOT_FOUND') throw AppError.notFound(sellerMessages.bidNotFound);
    if (outcome.code === 'SALE_EXISTS') throw awardRefusal('SALE_EXISTS');
    throw AppError.conflict(
      outcome.code === 'ALREADY_MARKED' ? sellerMessages.alreadyMarked : outcome.message,
    );
  }
  const people = await findUsersByIds(deps.db, [bid.bidderId]);
  const bidder = people.get(bid.bidderId);
  const channels = reachable(body.notify, bidder);
  const language = bidder ? languageOf(bidder) : 'en';
  const notice = bidStatusNotice(language, {
    to: bidder?.organizationIndividualName ?? '',
    lot: { name: s.name, auctionNo: s.auctionNo, auctionName: e.auctionName },
    bid: formatRupeesOfPaise(bid.amount),
    at: istFormatsIn(language).dateTime(bid.createdAt),
    status: body.status,
    reason: body.reason ?? '',
  });
  if (bidder && channels.includes('email')) {
    await deps.notifier.email({
      to: bidder.email,
      subject: notice.subject,
      text: notice.text,
      purpose: 'bid-status',
    });
  }
  if (bidder && channels.includes('sms')) {
    await deps.notifier.sms({
      to: bidder.cellNumber,
      text: notice.sms.slice(0, 300),
      purpose: 'bid-status',
    });
  }
  const subEvent = await oneSellerSubEvent(deps.db, s.id);
  const [fresh] = await findBidsWithBidders(deps.db, { bidIds: [bidId] });
  const label = (await bidderLabels(deps.db, [s.id])).get(s.id)?.get(bid.bidderId) ?? 'Bidder';
  return {
    message: sellerMessages[body.status],
    data: { bid: toSellerBid(fresh, label, subEvent.status === 'closed'), subEvent },
  };
}
