/**
 * The letter of acceptance (SPEC §1; API.md GET /api/seller/subEvents/:subEventId/letter): what it
 * says about the lot, the bid and the parties, and who may download it.
 */
import { sellerMessages } from '@neelami/shared/seller';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { hasRole } from '../../plugins/access';
import { findBidsWithBidders } from '../bidding/bid-queries';
import { latestAuthorizations } from '../bidding/seller-queries';
import { buildLetterOfAcceptance } from '../documents/letter-of-acceptance';
import { partyOf } from '../documents/letter-party';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { findSubEventWithEvent } from '../events/sub-event-lists';
import { findUsersByIds } from '../users/person-queries';
import type { UserRow } from '../users/user-queries';
import type { AwardHooks } from './award-hooks';

export function letterFileName(s: SubEventRow) {
  return `letter-of-acceptance-${s.auctionNo}.pdf`;
}

export function letterInput(
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
    // The letter is written in its addressee's profile language (API.md "Conventions").
    language: winner.language === 'hi' ? ('hi' as const) : ('en' as const),
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
  award?: AwardHooks,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findSubEventWithEvent(db, subEventId);
  if (!row) throw AppError.notFound(sellerMessages.subEventNotFound);
  const { s, e } = row;
  const auth = (await latestAuthorizations(db, [s.id])).get(s.id);
  if (!auth?.authorized || auth.bidId !== s.leadingBidId) throw AppError.notFound(sellerMessages.noLetter);
  const [bid] = await findBidsWithBidders(db, { bidIds: [auth.bidId] });
  if (!bid) throw AppError.notFound(sellerMessages.noLetter);
  const allowed = user.id === bid.b.bidderId || user.id === s.ownerId || hasRole(user, ['Admin']);
  if (!allowed) throw AppError.forbidden(sellerMessages.letterForbidden);
  const people = await findUsersByIds(db, [bid.b.bidderId, ...(s.ownerId ? [s.ownerId] : [])]);
  const winner = people.get(bid.b.bidderId);
  if (!winner) throw AppError.notFound(sellerMessages.noLetter);
  const input = letterInput(
    s,
    e,
    // A counter-offer the winner accepted is the price (API.md "The close").
    s.counterAmount !== null ? { ...bid.b, amount: s.counterAmount } : bid.b,
    winner,
    s.ownerId ? people.get(s.ownerId) : undefined,
    new Date(auth.decidedAt),
  );
  const pdf = await buildLetterOfAcceptance({
    ...input,
    sale: award ? await award.letterSale(db, s.id, input.language) : null,
  });
  return { filename: letterFileName(s), pdf };
}
