/**
 * The owner's decisions (SPEC §1: "Only the seller authorizes or unauthorizes the highest bidder and
 * communicates this by e-mail or SMS; the seller may accept, reject or cancel any bid"; API.md
 * `seller/*`). The owner is `sub_events.owner_id`: the seller in a forward auction, the procuring
 * buyer who owns the lot in a reverse one. Every check is made here, on the server.
 */

import { directionForSubEventType } from '@neelami/engine/state';
import { formatIst } from '@neelami/shared/ist';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import type {
  authorizeWinnerSchema,
  bidStatusSchema,
  NotifyChannel,
  SellerBid,
  SellerSubEvent,
} from '@neelami/shared/seller';
import { sellerMessages } from '@neelami/shared/seller';
import { stateName } from '@neelami/shared/states';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { hasRole } from '../../plugins/access';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { toSubEventDto } from '../events/event-queries';
import type { Notifier } from '../notify/notifier';
import type { users } from '../users/tables';
import { findBidById } from './bid-queries';
import type { BiddingService } from './bidding-service';
import type { LetterMailer } from './letter-mailer';
import { buildLetterOfAcceptance, type LetterParty } from './letter-of-acceptance';
import {
  bidderLabels,
  countBids,
  findBidsWithBidders,
  findSubEventWithEvent,
  findUsers,
  insertAuthorization,
  latestAuthorizations,
  listBidsWithBidders,
  listOwnedSubEvents,
  listWonSubEvents,
  toSellerBid,
} from './seller-queries';

export interface SellerDeps {
  db: Db;
  service: BiddingService;
  notifier: Notifier;
  letters: LetterMailer;
  clock: () => Date;
}

type UserRow = typeof users.$inferSelect;

/** The owner's lots, with their leading bids and the latest decision (GET /api/seller/subEvents). */
export async function listSellerSubEvents(db: Db, user: AuthUser): Promise<SellerSubEvent[]> {
  const rows = await listOwnedSubEvents(db, user.id);
  return toSellerSubEvents(
    db,
    rows.map((r) => ({ s: r.s, auctionName: r.auctionName })),
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
  );
}

async function toSellerSubEvents(
  db: Db,
  rows: { s: SubEventRow; auctionName: string }[],
): Promise<SellerSubEvent[]> {
  const ids = rows.map((r) => r.s.id);
  const labels = await bidderLabels(db, ids);
  const counts = await countBids(db, ids);
  const auths = await latestAuthorizations(db, ids);
  const leads = new Map(
    (
      await findBidsWithBidders(
        db,
        rows.flatMap((r) => (r.s.leadingBidId ? [r.s.leadingBidId] : [])),
      )
    ).map((b) => [b.b.id, b]),
  );
  return rows.map(({ s, auctionName }) => {
    const closed = s.status === 'closed';
    const lead = s.leadingBidId ? leads.get(s.leadingBidId) : undefined;
    const authorization = auths.get(s.id) ?? null;
    return {
      ...toSubEventDto(s, { bidCount: counts.get(s.id) ?? 0 }),
      auctionName,
      direction: directionForSubEventType(s.subEventType),
      leadingBid: lead ? toSellerBid(lead, labels.get(s.id)?.get(lead.b.bidderId) ?? 'Bidder', closed) : null,
      authorization,
      hasLetter: Boolean(authorization?.authorized && authorization.bidId === s.leadingBidId),
    };
  });
}

/** The sub-event, or 404; 403 unless the user owns it. */
async function ownedSubEvent(db: Db, user: AuthUser, subEventId: string) {
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
  const rows = await listBidsWithBidders(db, s.id);
  return rows.map((r) => toSellerBid(r, labels.get(r.b.bidderId) ?? 'Bidder', s.status === 'closed'));
}

async function oneSellerSubEvent(db: Db, subEventId: string): Promise<SellerSubEvent> {
  const row = await findSubEventWithEvent(db, subEventId);
  if (!row) throw AppError.notFound(sellerMessages.subEventNotFound);
  const [out] = await toSellerSubEvents(db, [{ s: row.s, auctionName: row.e.auctionName }]);
  return out;
}

const partyOf = (u: UserRow | undefined): LetterParty => ({
  name: u?.organizationIndividualName ?? '',
  email: u?.email ?? '',
  cellNumber: u?.cellNumber ?? '',
  address: u
    ? [
        u.addressLine1,
        u.addressLine2,
        [u.city, stateName(u.state) ?? '', u.pin].filter(Boolean).join(', '),
        u.country,
      ].filter(Boolean)
    : [],
});

/** The channels that can reach this user (SMS needs a mobile number). */
const reachable = (channels: NotifyChannel[], u: UserRow | undefined): NotifyChannel[] =>
  [...new Set(channels)].filter((c) => (c === 'email' ? Boolean(u?.email) : Boolean(u?.cellNumber)));

/**
 * Authorises or unauthorises the highest bidder of a closed lot (API.md POST
 * /api/seller/subEvents/:subEventId/authorize) and tells the bidder by e-mail and/or SMS; the
 * authorised winner's e-mail carries the letter of acceptance.
 */
export async function authorizeWinner(
  deps: SellerDeps,
  user: AuthUser,
  subEventId: string,
  body: z.output<typeof authorizeWinnerSchema>,
): Promise<{ message: string; data: SellerSubEvent }> {
  const { s, e } = await ownedSubEvent(deps.db, user, subEventId);
  if (s.status !== 'closed') throw AppError.conflict(sellerMessages.notClosed);
  if (!s.leadingBidId || body.bidId !== s.leadingBidId) throw AppError.conflict(sellerMessages.notHighest);
  const [bid] = await findBidsWithBidders(deps.db, [body.bidId]);
  if (!bid) throw AppError.conflict(sellerMessages.notHighest);
  const people = await findUsers(deps.db, [bid.b.bidderId, user.id]);
  const winner = people.get(bid.b.bidderId);
  const channels = reachable(body.notify, winner);
  const at = deps.clock();
  await insertAuthorization(deps.db, {
    subEventId: s.id,
    bidId: bid.b.id,
    authorized: body.authorized,
    decidedBy: user.id,
    notified: channels,
    at,
  });

  const amount = formatRupeesOfPaise(bid.b.amount);
  const lot = `${s.name} (Auction No. ${s.auctionNo}, ${e.auctionName})`;
  if (channels.includes('email') && winner) {
    if (body.authorized) {
      const pdf = await buildLetterOfAcceptance(letterInput(s, e, bid.b, winner, people.get(user.id), at));
      await deps.letters.send({
        to: winner.email,
        subject: `Your bid for ${s.name} has been authorised — letter of acceptance`,
        text:
          `Dear ${winner.organizationIndividualName},\n\n` +
          `Your bid of ${amount} for ${lot} has been authorised by the owner of the lot on ${formatIst(at)}.\n` +
          'Your letter of acceptance is attached; you can also download it from your Neelami account.\n\n' +
          'Neelami e-Auctions',
        purpose: 'bid-authorized',
        attachment: { filename: letterFileName(s), content: pdf, contentType: 'application/pdf' },
      });
    } else {
      await deps.notifier.email({
        to: winner.email,
        subject: `Your bid for ${s.name} was not authorised`,
        text:
          `Dear ${winner.organizationIndividualName},\n\n` +
          `The owner of ${lot} did not authorise your bid of ${amount} (${formatIst(at)}).\n\n` +
          'Neelami e-Auctions',
        purpose: 'bid-unauthorized',
      });
    }
  }
  if (channels.includes('sms') && winner) {
    await deps.notifier.sms({
      to: winner.cellNumber,
      text: body.authorized
        ? `Neelami: your bid of ${amount} for ${s.name} (Auction No. ${s.auctionNo}) has been authorised. Letter of acceptance in your account.`
        : `Neelami: your bid of ${amount} for ${s.name} (Auction No. ${s.auctionNo}) was not authorised by the owner.`,
      purpose: body.authorized ? 'bid-authorized' : 'bid-unauthorized',
    });
  }
  return {
    message: body.authorized ? sellerMessages.authorized : sellerMessages.unauthorized,
    data: await oneSellerSubEvent(deps.db, s.id),
  };
}

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
    throw AppError.conflict(
      outcome.code === 'ALREADY_MARKED' ? sellerMessages.alreadyMarked : outcome.message,
    );
  }
  const people = await findUsers(deps.db, [bid.bidderId]);
  const bidder = people.get(bid.bidderId);
  const channels = reachable(body.notify, bidder);
  const what = { accepted: 'accepted', rejected: 'rejected', cancelled: 'cancelled' }[body.status];
  const reason = body.reason ? ` Reason: ${body.reason}` : '';
  const amount = formatRupeesOfPaise(bid.amount);
  if (bidder && channels.includes('email')) {
    await deps.notifier.email({
      to: bidder.email,
      subject: `Your bid for ${s.name} was ${what}`,
      text:
        `Dear ${bidder.organizationIndividualName},\n\n` +
        `Your bid of ${amount} placed on ${formatIst(bid.createdAt)} for ${s.name} (Auction No. ${s.auctionNo}, ` +
        `${e.auctionName}) was ${what} by the owner of the lot.${reason}\n\nNeelami e-Auctions`,
      purpose: 'bid-status',
    });
  }
  if (bidder && channels.includes('sms')) {
    await deps.notifier.sms({
      to: bidder.cellNumber,
      text: `Neelami: your bid of ${amount} for ${s.name} (Auction No. ${s.auctionNo}) was ${what}.${reason}`.slice(
        0,
        300,
      ),
      purpose: 'bid-status',
    });
  }
  const subEvent = await oneSellerSubEvent(deps.db, s.id);
  const [fresh] = await findBidsWithBidders(deps.db, [bidId]);
  const label = (await bidderLabels(deps.db, [s.id])).get(s.id)?.get(bid.bidderId) ?? 'Bidder';
  return {
    message: sellerMessages[body.status],
    data: { bid: toSellerBid(fresh, label, subEvent.status === 'closed'), subEvent },
  };
}

function letterFileName(s: SubEventRow) {
  return `letter-of-acceptance-${s.auctionNo}.pdf`;
}

function letterInput(
  s: SubEventRow,
  e: EventRow,
  bid: { id: string; amount: number; createdAt: Date },
  winner: UserRow,
  owner: UserRow | undefined,
  issuedAt: Date,
) {
  return {
    reference: `LOA/${s.auctionNo}/${bid.id.slice(0, 8).toUpperCase()}`,
    issuedAt,
    event: { auctionName: e.auctionName, titleName: e.titleName, auctionType: e.auctionType },
    lot: {
      auctionNo: s.auctionNo,
      name: s.name,
      quantity: [s.quantityOrTypesOfTrunk, s.unit].filter(Boolean).join(' '),
      location: s.location,
      details: s.details,
    },
    bid: { amountPaise: bid.amount, at: bid.createdAt, id: bid.id },
    closedAt: s.closedAt,
    winner: partyOf(winner),
    owner: partyOf(owner),
  };
}

/**
 * The letter of acceptance of a lot's authorised winner (GET
 * /api/seller/subEvents/:subEventId/letter): for the winner, the owner and the Admin.
 */
export async function getLetterOfAcceptance(
  db: Db,
  user: AuthUser,
  subEventId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findSubEventWithEvent(db, subEventId);
  if (!row) throw AppError.notFound(sellerMessages.subEventNotFound);
  const { s, e } = row;
  const auth = (await latestAuthorizations(db, [s.id])).get(s.id);
  if (!auth?.authorized || auth.bidId !== s.leadingBidId) throw AppError.notFound(sellerMessages.noLetter);
  const [bid] = await findBidsWithBidders(db, [auth.bidId]);
  if (!bid) throw AppError.notFound(sellerMessages.noLetter);
  const allowed = user.id === bid.b.bidderId || user.id === s.ownerId || hasRole(user, ['Admin']);
  if (!allowed) throw AppError.forbidden(sellerMessages.letterForbidden);
  const people = await findUsers(db, [bid.b.bidderId, ...(s.ownerId ? [s.ownerId] : [])]);
  const winner = people.get(bid.b.bidderId);
  if (!winner) throw AppError.notFound(sellerMessages.noLetter);
  const pdf = await buildLetterOfAcceptance(
    letterInput(s, e, bid.b, winner, s.ownerId ? people.get(s.ownerId) : undefined, new Date(auth.decidedAt)),
  );
  return { filename: letterFileName(s), pdf };
}
