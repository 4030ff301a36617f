/**
 * `POST /api/member/subEvents/:id/tender` (API.md "tender-then-auction"): a member places its one
 * sealed tender, or replaces it by naming its receipt's digest, inside the lot's tender window.
 * Under the lot's row lock: who may bid (bidding's checks: assigned, verified, terms, EMD, the
 * transaction-password pass), the pure rule (engine tenders.ts), then one appended row committed
 * to the lot's tender log. The answer is the receipt — digests and the salt, never the amount.
 */
import { decideTender, type TenderRefusalCode } from '@neelami/engine/tenders';
import { bidMessages } from '@neelami/shared/bidding';
import { isReverse } from '@neelami/shared/events';
import { toPaise } from '@neelami/shared/money';
import { tenderMessages } from '@neelami/shared/tender';
import type { TenderReceipt } from '@neelami/shared/tender-api-responses';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { checkBidder, loadBidderFacts } from '../bidding/bidder-checks';
import { lockSubEventWithEvent } from '../events/bidding-state-rows';
import { tenders } from './tables';
import { GENESIS_HASH, newSalt, tenderChainHash, tenderDigest } from './tender-digest';
import { lastLogEntry, ownSealedTender } from './tender-reads';

export interface TenderRequest {
  user: AuthUser;
  subEventId: string;
  /** Whole rupees; `replaces`: the digest of the receipt of the tender it replaces. */
  body: { amount: number; replaces?: string | null | undefined };
  now: Date;
}

/** Stores the tender; its receipt, and whether it replaced one. */
export async function placeTender(
  db: Db,
  req: TenderRequest,
): Promise<{ receipt: TenderReceipt; replaced: boolean }> {
  const { user, subEventId, body, now } = req;
  return db.transaction(async (tx) => {
    const found = await lockSubEventWithEvent(tx, subEventId, false);
    if (!found) throw AppError.notFound(bidMessages.unknownSubEvent);
    const { row, event } = found;
    if (row.saleFormat !== 'tender_auction' || !row.tenderOpensOn || !row.tenderClosesOn)
      throw AppError.conflict(tenderMessages.notTenderLot);
    const facts = await loadBidderFacts(tx, row, [{ userId: user.id, sessionId: user.sessionId }]);
    const refusal = checkBidder(facts, row, event, {
      userId: user.id,
      sessionId: user.sessionId,
      eventId: row.eventId,
    });
    if (refusal) throw new AppError(refusal.code, refusal.message);
    const own = await ownSealedTender(tx, subEventId, user.id);
    const amount = toPaise(body.amount);
    const decision = decideTender(
      {
        direction: isReverse(row.subEventType) ? 'reverse' : 'forward',
        startValue: row.startValue,
        opensAt: row.tenderOpensOn.getTime(),
        closesAt: row.tenderClosesOn.getTime(),
      },
      // The rule reads only who holds a tender and its reference, never its amount.
      own
        ? { bidderId: user.id, amount: 1, at: own.createdAt.getTime(), seq: own.seq, ref: own.digest }
        : null,
      { bidderId: user.id, amount, replaces: body.replaces ?? null },
      now.getTime(),
    );
    if (!decision.ok) throw refusalOf(decision.code, decision.message);
    const last = await lastLogEntry(tx, subEventId);
    const salt = newSalt();
    const digest = tenderDigest({ salt, bidderId: user.id, subEventId, amount, createdAt: now });
    const prevChainHash = last?.chainHash ?? GENESIS_HASH;
    const chainHash = tenderChainHash(prevChainHash, digest);
    const seq = (last?.seq ?? 0) + 1;
    await tx.insert(tenders).values({
      subEventId,
      bidderId: user.id,
      seq,
      amount,
      salt,
      digest,
      prevChainHash,
      chainHash,
      replacesDigest: own?.digest ?? null,
      createdAt: now,
    });
    return {
      receipt: { subEventId, seq, digest, chainHash, salt, placedAt: now.toISOString() },
      replaced: own !== null,
    };
  });
}

function refusalOf(code: TenderRefusalCode, message: string): AppError {
  if (code === 'INVALID_AMOUNT') return new AppError('INVALID_INPUT', message, { amount: message });
  if (code === 'TENDER_NOT_REPLACEMENT') return new AppError(code, message, { replaces: message });
  return new AppError(code, message);
}
