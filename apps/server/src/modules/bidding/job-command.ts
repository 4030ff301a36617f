/**
 * The engine command of a queued job (the owner's mark needs the bid and, when it was the bidder's
 * standing bid, the bidder's best remaining one), or the job's refusal before the engine is asked.
 */
import type { Command, EngineState } from '@neelami/engine/types';
import { sellerMessages } from '@neelami/shared/seller';
import { decideLotAward } from '@neelami/trade/lot-award';
import type { Db } from '../../db/client';
import { type BidRow, findBestRemainingBid, findBidById } from './bid-queries';
import { latestAuthorizations } from './seller-queries';
import { type BidJob, type JobOutcome, refuse, type SubEventJob } from './sub-event-jobs';

export type PreparedCommand = { command: Command; marked?: BidRow } | { refusal: JobOutcome };

/** `job` as an engine command on `state` at `at` (not for 'edit': edits are no engine command). */
export async function commandOf(
  tx: Db,
  subEventId: string,
  state: EngineState,
  job: Exclude<SubEventJob, { type: 'edit' }>,
  at: Date,
): Promise<PreparedCommand> {
  switch (job.type) {
    case 'bid':
    case 'auto-bid':
      return { command: bidCommandOf(job) };
    case 'extend':
      return { command: { type: 'extend-end', endsAt: job.endsAt } };
    case 'close':
      if (state.status === 'closed' || at.getTime() < state.endsAt)
        return { refusal: refuse('SKIPPED', 'Not due') };
      return { command: { type: 'close' } };
    case 'open':
      // Opened already (by another instance, a bid, or an earlier look), not due, or not taking bids.
      if (
        state.preBidsPending !== true ||
        state.status === 'closed' ||
        !state.rules.isActive ||
        at.getTime() < state.rules.startsAt ||
        at.getTime() >= state.endsAt
      )
        return { refusal: refuse('SKIPPED', 'Nothing to open') };
      return { command: { type: 'open', bidId: 'new' } };
    case 'set-bid-status':
      return markCommand(tx, subEventId, state, job);
  }
}

/** The engine command of a bid or an auto bid (its own new bid is the record with the id 'new'). */
export function bidCommandOf(job: BidJob): Command {
  return job.type === 'bid'
    ? { type: 'place-bid', bidderId: job.bidderId, amount: job.amount, bidId: 'new' }
    : { type: 'place-auto-bid', bidderId: job.bidderId, limit: job.limit, bidId: 'new' };
}

async function markCommand(
  tx: Db,
  subEventId: string,
  state: EngineState,
  job: Extract<SubEventJob, { type: 'set-bid-status' }>,
): Promise<PreparedCommand> {
  const marked = await findBidById(tx, job.bidId);
  if (!marked || marked.subEventId !== subEventId) return { refusal: refuse('NOT_FOUND', 'Bid not found') };
  if (marked.status === 'rejected' || marked.status === 'cancelled') {
    const message = `This bid was already ${marked.status}; that cannot be undone.`;
    return { refusal: refuse('ALREADY_MARKED', message) };
  }
  // API.md "One sale per award": the awarded bid of a lot with a standing sale keeps its status.
  const award = (await latestAuthorizations(tx, [subEventId])).get(subEventId) ?? null;
  if (!decideLotAward(award, { type: 'markBid', bidId: marked.id }).ok)
    return { refusal: refuse('SALE_EXISTS', sellerMessages.saleExists) };
  const standing = state.standings.find((s) => s.bidderId === marked.bidderId);
  let replacementBest = null;
  if (job.status !== 'accepted' && standing?.bidId === marked.id) {
    const best = await findBestRemainingBid(tx, {
      subEventId,
      bidderId: marked.bidderId,
      excludeId: marked.id,
      beforeSerial: marked.serial,
      direction: state.rules.direction,
    });
    replacementBest = best
      ? { amount: best.amount, bidId: best.id, at: best.createdAt.getTime(), serial: best.serial }
      : null;
  }
  const command: Command = {
    type: 'set-bid-status',
    bidId: marked.id,
    bidderId: marked.bidderId,
    status: job.status,
    replacementBest,
  };
  return { command, marked };
}
