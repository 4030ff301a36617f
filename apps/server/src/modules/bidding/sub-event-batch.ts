/**
 * The core both batch paths share (apply-sub-event-jobs.ts, one transaction; one-statement-batch.ts,
 * one statement on the state the last batch left): a batch on a sub-event's committed row, the
 * engine's decision on each job against the state decided so far, and the bidding state to write.
 * No database here: each path reads and writes in its own way.
 */
import { decide } from '@neelami/engine/decide';
import type { Command, EngineState, Standing } from '@neelami/engine/types';
import { topAmounts } from '@neelami/engine/views';
import { bidMessages } from '@neelami/shared/bidding';
import type { BiddingStateWrite, RowVersions } from '../events/bidding-state-rows';
import { reserveMetOf } from '../events/event-dtos';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { GENESIS_HASH } from './bid-hash';
import type { NewBidRow } from './bid-queries';
import type { BidderRefusalCode } from './bidder-checks';
import { chainBidRows } from './chain-bid-rows';
import { bidCommandOf } from './job-command';
import type { NewPreBidRow } from './pre-bid-queries';
import {
  type BatchResult,
  type BidJob,
  clientKeyOf,
  isBidJob,
  type JobOutcome,
  refuse,
  type SubEventJob,
} from './sub-event-jobs';
import { engineStateOf } from './sub-event-state';
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
  /** Pre-bids placed (API.md "Pre-bids"): a row each. */
  preBids: NewPreBidRow[];
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
    preBids: [],
    steps: [],
    otherChange: false,
    closedAt: row.closedAt,
    edited: {},
  };
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
  const now = b.now();
  if (job.type === 'auto-bid' && job.preBidOnly) {
    const notUpcoming = notUpcomingMessage(b.state, now);
    if (notUpcoming) return refuse('NOT_UPCOMING', notUpcoming);
  }
  const outcome = decideCommand(b, job, bidCommandOf(job), now);
  if (key) b.inBatch.set(key, outcome);
  return outcome;
}

/**
 * Why a pre-bid by the REST call comes too late (API.md "Pre-bids"), or null while the lot is
 * upcoming: once it opened the room takes auto bids, and a closed lot none.
 */
function notUpcomingMessage(state: EngineState, now: Date): string | null {
  if (state.status === 'closed' || now.getTime() >= state.endsAt) return bidMessages.preBidLotClosed;
  if (now.getTime() >= state.rules.startsAt || state.standings.length > 0) return bidMessages.preBidLotOpen;
  return null;
}

/** The engine's decision on `command` at `at`; an accepted one moves the batch's state on. */
export function decideCommand(
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
  const preBid = decision.events.find((e) => e.type === 'pre-bid-set');
  if (preBid && job.type === 'auto-bid') {
    b.preBids.push({
      subEventId: b.subEventId,
      bidderId: preBid.bidderId,
      ceiling: preBid.limit,
      previousCeiling: preBid.previousLimit,
      seq: b.seq,
      via: job.preBidOnly ? 'api' : 'room',
      clientBidId: job.clientBidId,
      ip: job.ip.slice(0, 64),
      placedAt: at,
    });
  }
  if (job.type === 'close') b.closedAt = at;
  const outcome: JobOutcome = {
    ok: true,
    seq: b.seq,
    bidId: chained.ownBidId,
    receipt: chained.ownReceipt,
    amount: isBidJob(job) ? ownAmount(b.state, records, job.bidderId) : null,
    limit: job.type === 'auto-bid' ? job.limit : null,
    duplicate: false,
    endsAt: b.state.endsAt,
  };
  // A pre-bid changes nothing anybody else sees: its seq is announced without a bid step.
  if (preBid) return { ...outcome, preBid: { placedAt: at.getTime() } };
  // The opening's bids go out as bids (`new_bid`), and everyone gets a fresh view.
  if (!isBidJob(job) && job.type !== 'open') {
    b.otherChange = true;
    return outcome;
  }
  if (job.type === 'open') b.otherChange = true;
  b.steps.push({
    subEventId: b.subEventId,
    seq: b.seq,
    endsAt: b.state.endsAt,
    extended: decision.events.some((e) => e.type === 'closing-changed' && e.reason === 'anti-sniping'),
    leadingAmount: b.state.leading?.amount ?? null,
    reserveMet: reserveMetOf({
      reservePrice: b.row.reservePrice,
      subEventType: b.row.subEventType,
      leadingAmount: b.state.leading?.amount ?? null,
    }),
    top: topAmounts(b.state, 3),
    records: chained.records,
  });
  return outcome;
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
