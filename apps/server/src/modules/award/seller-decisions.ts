/**
 * The owner's decisions (SPEC §1: "Only the seller authorizes or unauthorizes the highest bidder and
 * communicates this by e-mail or SMS; the seller may accept, reject or cancel any bid"; API.md
 * `seller/*`). The owner is `sub_events.owner_id`: the seller in a forward auction, the procuring
 * buyer who owns the lot in a reverse one. Every check is made here, on the server. The owner's
 * lists are in seller-lots.ts, the letter of acceptance in seller-letters.ts.
 */

import { istFormatsIn } from '@neelami/shared/ist';
import { closeMessages, type LotResultValue } from '@neelami/shared/lot-close';
import { formatRupeesOfPaise } from '@neelami/shared/money';
import type { authorizeWinnerSchema, NotifyChannel, SellerSubEvent } from '@neelami/shared/seller';
import { sellerMessages } from '@neelami/shared/seller';
import { decideLotAward, type LotAwardRefusal } from '@neelami/trade/lot-award';
import { awardOpen, type LotResult } from '@neelami/trade/lot-close';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuthUser } from '../../plugins/access';
import { languageOf } from '../auth/account-mails';
import { findBidsWithBidders } from '../bidding/bid-queries';
import type { BiddingService } from '../bidding/bidding-service';
import { insertAuthorization, latestAuthorizations } from '../bidding/seller-queries';
import type { LetterMailer } from '../documents/letter-mailer';
import { buildLetterOfAcceptance } from '../documents/letter-of-acceptance';
import { lockSubEventWithEvent } from '../events/bidding-state-rows';
import { recordCloseStep } from '../events/close-steps';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { reasonToAward } from '../integrity/integrity-desk';
import type { AlertCentre } from '../notifications/centre';
import type { Notifier } from '../notify/notifier';
import { findUsersByIds } from '../users/person-queries';
import type { UserRow } from '../users/user-queries';
import { raiseAwardAlert } from './award-alert';
import type { AwardHooks } from './award-hooks';
import { authorisedMail, decisionSms, type NoticeLot, unauthorisedMail } from './decision-notices';
import { letterFileName, letterInput } from './seller-letters';
import { oneSellerSubEvent, ownedSubEvent } from './seller-lots';

export interface SellerDeps {
  db: Db;
  service: BiddingService;
  notifier: Notifier;
  letters: LetterMailer;
  clock: () => Date;
  /** The sale made at the authorisation (sales module, passed in by app.ts). */
  award?: AwardHooks;
  /** Publishes the alerts an authorisation raised, after its commit. */
  alerts?: AlertCentre;
}

/** The channels that can reach this user (SMS needs a mobile number). */
export const reachable = (channels: NotifyChannel[], u: UserRow | undefined): NotifyChannel[] =>
  [...new Set(channels)].filter((c) => (c === 'email' ? Boolean(u?.email) : Boolean(u?.cellNumber)));

/**
 * An award made by the close (API.md "The close"): the owner's approval, or the leading bidder's
 * acceptance of a counter-offer. `within` moves the close's machine under the lot's lock, in the
 * award's transaction (and throws to refuse); `amount` is what the sale is made at.
 */
export interface CloseAward {
  lot: { s: SubEventRow; e: EventRow };
  amount: number;
  /** The owner, whose decision the award is. */
  decidedBy: string;
  at: Date;
  within(tx: Db, row: SubEventRow): Promise<void>;
}

/** The refusal of an owner's decision on the award (API.md "One sale per award"). */
export function awardRefusal(refusal: LotAwardRefusal): AppError {
  if (refusal === 'SALE_EXISTS') return new AppError('SALE_EXISTS', sellerMessages.saleExists);
  return AppError.conflict(sellerMessages.notHighest);
}

/**
 * Runs an award's transaction. The row lock already serialises decisions on one lot; the unique
 * index of one standing sale per lot is the last guard, and answers SALE_EXISTS too, never a 5xx.
 */
async function onceAwarded<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw awardRefusal('SALE_EXISTS');
    throw err;
  }
}

/**
 * Authorises or unauthorises the highest bidder of a closed lot (API.md POST
 * /api/seller/subEvents/:subEventId/authorize) and tells the bidder by e-mail and/or SMS; the
 * authorised winner's e-mail carries the letter of acceptance. The `award` alert (and the delivery
 * order's, when the EMD paid the sale at once) is raised in the authorisation's transaction.
 */
export async function authorizeWinner(
  deps: SellerDeps,
  user: AuthUser,
  subEventId: string,
  body: z.output<typeof authorizeWinnerSchema>,
  close?: CloseAward,
): Promise<{ message: string; data: SellerSubEvent }> {
  const { s, e } = close ? close.lot : await ownedSubEvent(deps.db, user, subEventId);
  const at = close?.at ?? deps.clock();
  const decidedBy = close?.decidedBy ?? user.id;
  // API.md "Integrity desk": the owner awarding a flagged lot says why (the bidder accepting a
  // counter-offer is not the one deciding, the owner's counter was).
  const reason =
    body.authorized && decidedBy === user.id ? await reasonToAward(deps.db, { s, e }, body.reason) : null;
  // Under the lot's row lock, so that concurrent decisions on one lot are taken one after the
  // other: the first authorisation makes the sale, the others find it (SALE_EXISTS).
  const decided = await onceAwarded(deps.db, async (tx) => {
    const locked = await lockSubEventWithEvent(tx, s.id, false);
    if (!locked) throw AppError.notFound(sellerMessages.subEventNotFound);
    if (locked.row.status !== 'closed') throw AppError.conflict(sellerMessages.notClosed);
    // API.md "The close": a lot below its reserve is approved, countered or unsold, not authorised.
    if (close) await close.within(tx, locked.row);
    else if (!awardOpen(locked.row.result as LotResult | null))
      throw AppError.conflict(
        locked.row.result === 'unsold' ? closeMessages.lotUnsold : closeMessages.awardNotOpen,
      );
    const award = (await latestAuthorizations(tx, [s.id])).get(s.id) ?? null;
    const d = decideLotAward(award, {
      type: body.authorized ? 'authorize' : 'unauthorize',
      bidId: body.bidId,
      leadingBidId: locked.row.leadingBidId,
    });
    if (!d.ok) throw awardRefusal(d.refusal);
    const [bid] = await findBidsWithBidders(tx, { bidIds: [body.bidId] });
    if (!bid) throw AppError.conflict(sellerMessages.notHighest);
    const people = await findUsersByIds(tx, [bid.b.bidderId, decidedBy]);
    const winner = people.get(bid.b.bidderId);
    const channels = reachable(body.notify, winner);
    await insertAuthorization(tx, {
      subEventId: s.id,
      bidId: bid.b.id,
      authorized: body.authorized,
      decidedBy,
      notified: channels,
      at,
    });
    if (reason)
      await recordCloseStep(tx, {
        subEventId: s.id,
        step: 'integrity_review',
        result: (locked.row.result as LotResultValue | null) ?? 'awaiting_award',
        amount: close?.amount ?? bid.b.amount,
        byUserId: decidedBy,
        at,
        reason,
      });
    const made =
      body.authorized && deps.award
        ? await deps.award.awarded(tx, {
            subEventId: s.id,
            bidId: bid.b.id,
            buyerId: bid.b.bidderId,
            amount: close?.amount ?? bid.b.amount,
            by: user.id,
            at,
          })
        : null;
    const alerts = body.authorized
      ? [
          ...(await raiseAwardAlert(
            tx,
            {
              s,
              e,
              winnerId: bid.b.bidderId,
              bidId: bid.b.id,
              amount: close?.amount ?? bid.b.amount,
              saleId: made?.saleId ?? null,
            },
            at,
          )),
          ...(made?.alerts ?? []),
        ]
      : [];
    return { bid, people, winner, channels, made, alerts };
  });
  const { bid, people, winner, channels, made } = decided;
  await deps.alerts?.published(decided.alerts);
  if (made?.deliveryOrderIssued && deps.award) await deps.award.deliveryOrderIssued(made.saleId);
  const language = winner ? languageOf(winner) : 'en';
  const sale = body.authorized && deps.award ? await deps.award.letterSale(deps.db, s.id, language) : null;

  const amount = formatRupeesOfPaise(close?.amount ?? bid.b.amount);
  const lot: NoticeLot = { name: s.name, auctionNo: s.auctionNo, auctionName: e.auctionName };
  const when = istFormatsIn(language).dateTime(at);
  if (channels.includes('email') && winner) {
    if (body.authorized) {
      const pdf = await buildLetterOfAcceptance({
        ...letterInput(
          s,
          e,
          close ? { ...bid.b, amount: close.amount } : bid.b,
          winner,
          people.get(decidedBy),
          at,
        ),
        sale,
      });
      await deps.letters.send({
        to: winner.email,
        ...authorisedMail(language, {
          to: winner.organizationIndividualName,
          lot,
          bid: sale?.bid ?? amount,
          at: when,
          saleRows: sale ? sale.rows : null,
        }),
        purpose: 'bid-authorized',
        attachment: { filename: letterFileName(s), content: pdf, contentType: 'application/pdf' },
      });
    } else {
      await deps.notifier.email({
        to: winner.email,
        ...unauthorisedMail(language, { to: winner.organizationIndividualName, lot, bid: amount, at: when }),
        purpose: 'bid-unauthorized',
      });
    }
  }
  if (channels.includes('sms') && winner) {
    await deps.notifier.sms({
      to: winner.cellNumber,
      text: decisionSms(language, {
        authorized: body.authorized,
        lot,
        bid: body.authorized ? (sale?.bid ?? amount) : amount,
        due: sale ? sale.due : null,
      }),
      purpose: body.authorized ? 'bid-authorized' : 'bid-unauthorized',
    });
  }
  return {
    message: body.authorized ? sellerMessages.authorized : sellerMessages.unauthorized,
    data: await oneSellerSubEvent(deps.db, s.id),
  };
}
