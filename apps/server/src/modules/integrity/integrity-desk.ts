/**
 * The integrity desk's use cases (API.md "Integrity desk"): the desk of a lot for Admin and, once
 * the lot has closed, its owner; and the review an award of a flagged lot needs.
 */
import { integrityMessages } from '@neelami/shared/integrity';
import type { IntegrityDeskResponse, IntegrityFlag } from '@neelami/shared/integrity-api-responses';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { type AuthUser, hasRole } from '../../plugins/access';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { findSubEventWithEvent } from '../events/sub-event-lists';
import { reviewLot } from './review-lot';

/** The owner learns a flag's kind, members and bids, never the shared value (not even masked). */
const forOwner = ({
  evidence: { identifier: _hidden, ...evidence },
  ...flag
}: IntegrityFlag): IntegrityFlag => ({
  ...flag,
  evidence,
});

/** GET /api/admin/integrity/subEvents/:id: Admin's; the owner's for its own lot after the close. */
export async function getIntegrityDesk(
  db: Db,
  user: AuthUser,
  subEventId: string,
): Promise<Omit<IntegrityDeskResponse, 'success'>> {
  const admin = hasRole(user, ['Admin']);
  if (!admin && !hasRole(user, ['Seller', 'Buyer']))
    throw AppError.forbidden(integrityMessages.deskForbidden);
  const lot = await findSubEventWithEvent(db, subEventId);
  if (!lot)
    throw admin
      ? AppError.notFound(integrityMessages.lotNotFound)
      : AppError.forbidden(integrityMessages.deskForbidden);
  const closed = lot.s.status === 'closed';
  if (!admin && !(lot.s.ownerId === user.id && closed && user.isVerified))
    throw AppError.forbidden(integrityMessages.deskForbidden);
  const review = await reviewLot(db, lot);
  return { flags: admin ? review.flags : review.flags.map(forOwner), bidders: review.bidders, closed };
}

/**
 * Before a flagged lot is awarded (API.md): refused with INTEGRITY_REVIEW without a reason; with one,
 * answers the reason to write to the lot's log (null when the lot has no flag that asks for one).
 * A shared IP is a flag, never proof (one ISP router serves ten firms): shown on the desk, it does
 * not hold up the award on its own.
 */
export async function reasonToAward(
  db: Db,
  lot: { s: SubEventRow; e: EventRow },
  reason: string,
): Promise<string | null> {
  const { flags } = await reviewLot(db, lot);
  if (!flags.some((f) => f.kind !== 'shared_ip')) return null;
  if (!reason.trim()) throw new AppError('INTEGRITY_REVIEW', integrityMessages.reviewNeeded);
  return reason.trim();
}
