/**
 * One transaction for a batch of work on one sub-event (ARCHITECTURE "The bidding path" step 3):
 * lock the sub-event row, load its state, let the pure engine decide each job in order, write the
 * bid rows (hash-chained, chain-bid-rows.ts), auto bids, marks, the new state, closing time and
 * seq, and commit. Several waiting bids share the transaction (group commit); each gets its own
 * answer. Repeated client bid ids answer the stored answer (known-client-bids.ts).
 */
import { bidMessages } from '@neelami/shared/bidding';
import { eventMessages } from '@neelami/shared/events';
import type { Db } from '../../db/client';
import { releaseHoldsAtClose } from '../emd/holds';
import { lockSubEventWithEvent, type RowVersions, writeSubEventState } from '../events/bidding-state-rows';
import { closeResultOf, recordCloseStep } from '../events/close-steps';
import type { SubEventEdit } from '../events/sub-event-bidding';
import { type BidRow, insertBids, markBid, upsertAutoBid } from './bid-queries';
import { checkBidder, loadBidderFacts } from './bidder-checks';
import { hasAnyBid } from './bids-of-sub-events';
import { planSubEventEdit } from './edit-sub-event-bidding';
import { commandOf } from './job-command';
import { findKnownClientBids } from './known-client-bids';
import { insertPreBids } from './pre-bid-queries';
import {
  applyBidJob,
  type Batch,
  type BatchWithState,
  decideCommand,
  openBatch,
  stateWriteOf,
} from './sub-event-batch';
import {
  type BidJob,
  isBidJob,
  isSchedulerJob,
  type JobOutcome,
  refuse,
  type SubEventJob,
} from './sub-event-jobs';
import { engineStateOf, snapshotOf } from './sub-event-state';

/**
 * Applies `jobs` to the sub-event in one transaction. Throws on a database error (nothing is then
 * committed, and the caller answers "unavailable"). `clock` is the server clock.
 */
export async function applySubEventJobs(
  db: Db,
  subEventId: string,
  jobs: SubEventJob[],
  clock: () => Date = () => new Date(),
): Promise<BatchWithState> {
  return db.transaction(async (tx) => {
    // A closing or an opening alone skips a row another instance holds: it is tried again a
    // second later (ARCHITECTURE step 5: FOR UPDATE SKIP LOCKED, exactly once on several instances).
    const onlyClosing = jobs.every(isSchedulerJob);
    const found = await lockSubEventWithEvent(tx, subEventId, onlyClosing);
    if (!found) {
      const outcome = onlyClosing
        ? refuse('SKIPPED', 'Locked or missing')
        : refuse('NOT_FOUND', bidMessages.unknownSubEvent);
      return { outcomes: jobs.map(() => outcome), snapshot: null, steps: [], otherChange: false, kept: null };
    }
    // Who may bid, checked for the whole batch at once, under the lock.
    const bidders = jobs.filter(isBidJob).map((j) => ({ userId: j.bidderId, sessionId: j.sessionId }));
    const facts = await loadBidderFacts(tx, found.row, bidders);
    const batch = openBatch(found.row, found.event, clock, {
      known: await findKnownClientBids(tx, found.row, jobs),
      check: (job) => checkBidder(facts, found.row, found.event, who(job)),
    });
    const outcomes: JobOutcome[] = [];
    for (const job of jobs) outcomes.push(await applyJob(tx, batch, job));
    return commit(tx, batch, outcomes, found.versions);
  });
}

const who = (job: BidJob) => ({ userId: job.bidderId, sessionId: job.sessionId, eventId: job.eventId });

/** Decides one job against the batch's state so far; records what it changed. */
async function applyJob(tx: Db, b: Batch, job: SubEventJob): Promise<JobOutcome> {
  if (isBidJob(job)) return applyBidJob(b, job);
  const at = b.now();
  if (job.type === 'edit') return applyEdit(tx, b, job.edit, at);
  const prepared = await commandOf(tx, b.subEventId, b.state, job, at);
  if ('refusal' in prepared) return prepared.refusal;
  const outcome = decideCommand(b, job, prepared.command, at);
  if (outcome.ok && job.type === 'set-bid-status' && prepared.marked)
    await mark(tx, prepared.marked, job, at);
  return outcome;
}

/** An admin's edit: the row's new columns, and the state laid over them (sub-event-state.ts). */
async function applyEdit(tx: Db, b: Batch, edit: SubEventEdit, at: Date): Promise<JobOutcome> {
  const withBids =
    (edit.kind === 'row' || edit.kind === 'reschedule' || edit.kind === 'end') &&
    (await hasAnyBid(tx, [b.subEventId]));
  const plan = planSubEventEdit(b.row, edit, withBids, at);
  if (!plan.ok)
    return plan.code === 'LOCKED'
      ? refuse('LOCKED', eventMessages.subEventLocked)
      : refuse('NOT_OPEN', eventMessages.staggerLotNotOpen);
  // The events module's part of a row or end edit (the EMD holds of a changed emdAmount, the
  // corrigendum), in this transaction; an edit runs alone in its batch, so its refusal rolls back
  // nothing else.
  if ((edit.kind === 'row' || edit.kind === 'end') && edit.within) await edit.within(tx, b.row);
  b.edited = { ...b.edited, ...plan.set };
  b.row = { ...b.row, ...plan.set };
  b.state = engineStateOf(b.row, b.event).state;
  if (edit.kind === 'reschedule') b.state = { ...b.state, extensions: 0 };
  if ('closedAt' in plan.set) b.closedAt = plan.set.closedAt ?? null;
  b.seq += 1;
  b.otherChange = true;
  const answer = {
    ok: true,
    seq: b.seq,
    bidId: null,
    receipt: null,
    amount: null,
    limit: null,
    duplicate: false,
  } as const;
  return { ...answer, endsAt: b.state.endsAt };
}

async function mark(
  tx: Db,
  marked: BidRow,
  job: Extract<SubEventJob, { type: 'set-bid-status' }>,
  at: Date,
): Promise<void> {
  await markBid(tx, { bidId: marked.id, status: job.status, reason: job.reason, changedBy: job.by, at });
}

/** Writes what the batch changed (statements one after another on the transaction). */
async function commit(
  tx: Db,
  b: Batch,
  outcomes: JobOutcome[],
  versions: RowVersions,
): Promise<BatchWithState> {
  const unchanged = { row: b.row, event: b.event, versions };
  if (b.seq === b.row.seq)
    return { outcomes, snapshot: null, steps: [], otherChange: false, kept: unchanged };
  await insertBids(tx, b.newRows);
  for (const [bidderId, a] of b.autoUpserts) {
    await upsertAutoBid(tx, { subEventId: b.subEventId, bidderId, ...a });
  }
  // API.md "Pre-bids": each placement a row, with the state that took it.
  await insertPreBids(tx, b.preBids);
  const { state } = b;
  const closing = b.closedAt !== null && state.status === 'closed' && b.row.status !== 'closed';
  // API.md "The close": the lot's result is decided with its closing, in this transaction.
  const closed = closing ? closeResultOf(b.row, state.leading?.amount ?? null, b.closedAt as Date) : null;
  const update = { ...b.edited, ...stateWriteOf(b), ...(closed?.set ?? {}) };
  const rowVersion = await writeSubEventState(tx, b.subEventId, update);
  if (closed) await recordCloseStep(tx, { subEventId: b.subEventId, ...closed.step });
  // API.md "Earnest money": at the closing every hold but the winner's is released, in this same
  // transaction (a closing is committed once, so each hold is released once); a lot that closes
  // unsold keeps none.
  const emdReleased = closed
    ? await releaseHoldsAtClose(
        tx,
        b.subEventId,
        closed.keepsLeader ? (state.leading?.bidderId ?? null) : null,
      )
    : b.closedAt && state.status === 'closed'
      ? await releaseHoldsAtClose(tx, b.subEventId, state.leading?.bidderId ?? null)
      : [];
  const row = { ...b.row, ...update };
  const kept = { row, event: b.event, versions: { row: rowVersion, event: versions.event } };
  return {
    outcomes,
    snapshot: snapshotOf(row, b.event),
    steps: b.steps,
    otherChange: b.otherChange,
    emdReleased,
    kept,
  };
}
