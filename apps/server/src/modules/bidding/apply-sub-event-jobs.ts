/**
 * One transaction for a batch of work on one sub-event (ARCHITECTURE "The bidding path" step 3):
 * lock the sub-event row, load its state, let the pure engine decide each job in order, write the
 * bid rows (hash-chained, chain-bid-rows.ts), auto bids, marks, the new state, closing time and
 * seq, and commit. Several waiting bids share the transaction (group commit); each gets its own
 * answer. Repeated client bid ids answer the stored answer (known-client-bids.ts).
 */
import { decide } from '@neelami/engine/decide';
import type { Command, EngineState, Standing } from '@neelami/engine/types';
import { topAmounts } from '@neelami/engine/views';
import { bidMessages } from '@neelami/shared/bidding';
import { eventMessages } from '@neelami/shared/events';
import type { Db } from '../../db/client';
import { releaseHoldsAtClose } from '../emd/holds';
import {
  type BiddingStateWrite,
  lockSubEventWithEvent,
  type RowVersions,
  writeSubEventState,
} from '../events/bidding-state-rows';
import type { EventRow, SubEventRow } from '../events/event-queries';
import type { SubEventEdit } from '../events/sub-event-bidding';
import { GENESIS_HASH } from './bid-hash';
import { type BidRow, insertBids, markBid, type NewBidRow, upsertAutoBid } from './bid-queries';
import { type BidderRefusalCode, checkBidder, loadBidderFacts } from './bidder-checks';
import { hasAnyBid } from './bids-of-sub-events';
import { chainBidRows } from './chain-bid-rows';
import { planSubEventEdit } from './edit-sub-event-bidding';
import { bidCommandOf, commandOf } from './job-command';
import { findKnownClientBids } from './known-client-bids';
import {
  type BatchResult,
  type BidJob,
  clientKeyOf,
  isBidJob,
  type JobOutcome,
  refuse,
  type SubEventJob,
} from './sub-event-jobs';
import { engineStateOf, snapshotOf } from './sub-event-state';
import type { BidStep } from './views';

/** Why a bidder may not bid here, or null (the engine decides the rest). */
export type BidderCheck = (job: BidJob) => { code: BidderRefusalCode; message: string } | null;

/** A batch in the making: the sub-event's row, the state as decided so far, and what to write. */
export interface Batch {
  subEventId: string;
  row: SubEventRow;
  event: EventRow;
  state: EngineState;
  seq: number;
  lastHash: string;
  /** Never lets time run backwards within a sub-event's log. */
  now: () => Date;
  lastNow: () => number;
  known: Map<string, JobOutcome>;
  inBatch: Map<string, JobOutcome>;
  check: BidderCheck;
  newRows: NewBidRow[];
  autoUpserts: Map<string, { limit: number; clientBidId: string | null; at: Date }>;
  steps: BidStep[];
  otherChange: boolean;
  closedAt: Date | null;
  /** An admin's edit: the columns it writes. */
  edited: Partial<SubEventRow>;
}

/**
 * The committed state of a sub-event as a batch left it: its row and event, and both rows'
 * versions. The next batch of bids may be decided on it and written in one statement
 * (one-statement-batch.ts) while the versions are still the database's.
 */
export interface KeptState {
  row: SubEventRow;
  event: EventRow;
  versions: RowVersions;
}

/** A batch's result with the state it committed (null when it cannot be kept: the row is gone). */
export type BatchWithState = BatchResult & { kept: KeptState | null };

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
    // A closing alone skips a row another instance holds: it is tried again a second later
    // (ARCHITECTURE step 5: FOR UPDATE SKIP LOCKED, exactly once on several instances).
    const onlyClosing = jobs.every((j) => j.type === 'close');
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

/** A batch on the sub-event's `row` and `event` as committed, with nothing decided yet. */
export function openBatch(
  row: SubEventRow,
  event: EventRow,
  clock: () => Date,
  how: { known: Map<string, JobOutcome>; check: BidderCheck },
): Batch {
  let lastNow = 0;
  return {
    subEventId: row.id,
    row,
    event,
    state: engineStateOf(row, event).state,
    seq: row.seq,
    lastHash: row.lastBidHash || GENESIS_HASH,
    now: () => {
      lastNow = Math.max(clock().getTime(), lastNow);
      return new Date(lastNow);
    },
    lastNow: () => lastNow,
    known: how.known,
    inBatch: new Map(),
    check: how.check,
    newRows: [],
    autoUpserts: new Map(),
    steps: [],
    otherChange: false,
    closedAt: row.closedAt,
    edited: {},
  };
}

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

/**
 * A bid or an auto bid against the batch's state so far, without the database: the answer already
 * given to its client bid id, the bidder's refusal (`b.check`), or the engine's decision.
 */
export function applyBidJob(b: Batch, job: BidJob): JobOutcome {
  const key = clientKeyOf(job);
  const earlier = key ? (b.inBatch.get(key) ?? b.known.get(key)) : undefined;
  if (earlier) return earlier.ok ? { ...earlier, duplicate: true } : earlier;
  const refusal = b.check(job);
  if (refusal) return refuse(refusal.code, refusal.message);
  if (job.type === 'auto-bid' && !b.row.autoBidEnabled) {
    return refuse('AUTO_DISABLED', bidMessages.autoBidDisabled);
  }
  const outcome = decideCommand(b, job, bidCommandOf(job), b.now());
  if (key) b.inBatch.set(key, outcome);
  return outcome;
}

/** The engine's decision on `command` at `at`; an accepted one moves the batch's state on. */
function decideCommand(
  b: Batch,
  job: Exclude<SubEventJob, { type: 'edit' }>,
  command: Command,
  at: Date,
): JobOutcome {
  const decision = decide(b.state, command, at);
  if (!decision.ok) return refuse(decision.code, decision.message, decision.needed);
  b.seq += 1;
  const records = decision.events.flatMap((e) => (e.type === 'bid-recorded' ? [e.bid] : []));
  const chained = chainBidRows({
    subEventId: b.subEventId,
    seq: b.seq,
    at,
    lastHash: b.lastHash,
    records,
    commander: isBidJob(job) ? { clientBidId: job.clientBidId, ip: job.ip } : null,
  });
  b.newRows.push(...chained.rows);
  b.lastHash = chained.lastHash;
  b.state = remapIds(decision.state, chained.ids);
  if (job.type === 'auto-bid') {
    b.autoUpserts.set(job.bidderId, { limit: job.limit, clientBidId: job.clientBidId, at });
  }
  if (job.type === 'close') b.closedAt = at;
  const outcome: JobOutcome = {
    ok: true,
    seq: b.seq,
    bidId: chained.ownBidId,
    amount: isBidJob(job) ? ownAmount(b.state, records, job.bidderId) : null,
    limit: job.type === 'auto-bid' ? job.limit : null,
    duplicate: false,
    endsAt: b.state.endsAt,
  };
  if (!isBidJob(job)) {
    b.otherChange = true;
    return outcome;
  }
  b.steps.push({
    subEventId: b.subEventId,
    seq: b.seq,
    endsAt: b.state.endsAt,
    extended: decision.events.some((e) => e.type === 'closing-changed' && e.reason === 'anti-sniping'),
    leadingAmount: b.state.leading?.amount ?? null,
    top: topAmounts(b.state, 3),
    records: chained.records,
  });
  return outcome;
}

/** An admin's edit: the row's new columns, and the state laid over them (sub-event-state.ts). */
async function applyEdit(tx: Db, b: Batch, edit: SubEventEdit, at: Date): Promise<JobOutcome> {
  const withBids =
    (edit.kind === 'row' || edit.kind === 'reschedule') && (await hasAnyBid(tx, [b.subEventId]));
  const plan = planSubEventEdit(b.row, edit, withBids, at);
  if (!plan.ok) return refuse('LOCKED', eventMessages.subEventLocked);
  // The events module's part of a row edit (the EMD holds of a changed emdAmount), in this
  // transaction; an edit runs alone in its batch, so its refusal rolls back nothing else.
  if (edit.kind === 'row' && edit.within) await edit.within(tx, b.row);
  b.edited = { ...b.edited, ...plan.set };
  b.row = { ...b.row, ...plan.set };
  b.state = engineStateOf(b.row, b.event).state;
  if (edit.kind === 'reschedule') b.state = { ...b.state, extensions: 0 };
  if ('closedAt' in plan.set) b.closedAt = plan.set.closedAt ?? null;
  b.seq += 1;
  b.otherChange = true;
  const answer = { ok: true, seq: b.seq, bidId: null, amount: null, limit: null, duplicate: false } as const;
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

/** The sub-event's bidding state after the batch (the columns every batch that changed something writes). */
export function stateWriteOf(b: Batch): BiddingStateWrite {
  const { state } = b;
  return {
    engineState: state,
    closesAt: new Date(state.endsAt),
    status: state.status,
    closedAt: b.closedAt,
    leadingAmount: state.leading?.amount ?? null,
    leaderId: state.leading?.bidderId ?? null,
    leadingBidId: state.leading?.bidId ?? null,
    extensionCount: state.extensions,
    seq: b.seq,
    lastBidHash: b.lastHash === GENESIS_HASH ? b.row.lastBidHash : b.lastHash,
    updatedAt: new Date(b.lastNow() || Date.now()),
  };
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
  const update = { ...b.edited, ...stateWriteOf(b) };
  const rowVersion = await writeSubEventState(tx, b.subEventId, update);
  const { state } = b;
  // API.md "Earnest money": at the closing every hold but the winner's is released, in this same
  // transaction (a closing is committed once, so each hold is released once).
  const emdReleased =
    b.closedAt && state.status === 'closed'
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

/** Replaces the engine's provisional bid ids in the standings by the rows' UUIDs. */
function remapIds(state: EngineState, ids: Map<string, string>): EngineState {
  if (ids.size === 0) return state;
  const fix = (s: Standing): Standing => (ids.has(s.bidId) ? { ...s, bidId: ids.get(s.bidId) as string } : s);
  return {
    ...state,
    standings: state.standings.map(fix),
    leading: state.leading ? fix(state.leading) : null,
  };
}

/**
 * Paise: the bid a bid command placed for its bidder (the engine records at most one per bidder
 * per command, the one with the command's id 'new'), else the bidder's standing bid (an auto bid
 * set by the leader places none).
 */
function ownAmount(state: EngineState, records: { bidId: string; amount: number }[], bidderId: string) {
  const own = records.find((r) => r.bidId === 'new');
  return own?.amount ?? state.standings.find((s) => s.bidderId === bidderId)?.amount ?? null;
}
