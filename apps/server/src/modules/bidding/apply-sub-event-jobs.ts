/**
 * One transaction for a batch of work on one sub-event (ARCHITECTURE "The bidding path" step 3):
 * lock the sub-event row, load its state, let the pure engine decide each job in order, write the
 * bid rows (hash-chained), auto bids, marks, the new state, closing time and seq, and commit.
 * Several waiting bids share the transaction (group commit); each gets its own answer.
 */
import { randomUUID } from 'node:crypto';
import { decide } from '@neelami/engine/decide';
import type { BidStatus, Command, EngineState, RejectionCode, Standing } from '@neelami/engine/types';
import { topAmounts } from '@neelami/engine/views';
import { bidMessages } from '@neelami/shared/bidding';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, subEvents } from '../events/tables';
import { bidHash, GENESIS_HASH } from './bid-hash';
import {
  type BidRow,
  findBestRemainingBid,
  findBidById,
  insertBids,
  markBid,
  type NewBidRow,
  upsertAutoBid,
} from './bid-queries';
import { type BidderRefusalCode, checkBidder, loadBidderFacts } from './bidder-checks';
import { engineStateOf, type SubEventSnapshot, snapshotOf } from './sub-event-state';
import { autoBids, bids } from './tables';
import type { BidStep, StepRecord } from './views';

/** Work on one sub-event, decided in the order it was queued. */
export type SubEventJob =
  | ({ type: 'bid'; amount: number } & BidderOfJob)
  | ({ type: 'auto-bid'; limit: number } & BidderOfJob)
  | { type: 'extend'; endsAt: number }
  | { type: 'close' }
  | { type: 'set-bid-status'; bidId: string; status: BidStatus; reason: string; by: string };

/** Who bids, from where, and with which client bid id. */
export interface BidderOfJob {
  bidderId: string;
  /** The bidder's login session (checked open, and for the transaction password). */
  sessionId: string;
  /** The event the bidder says the sub-event belongs to. */
  eventId: string;
  clientBidId: string | null;
  ip: string;
}

/** Why a job was refused: the engine's codes, the bidder checks', and a few of the server's. */
export type JobRefusalCode =
  | RejectionCode
  | BidderRefusalCode
  | 'AUTO_DISABLED'
  | 'ALREADY_MARKED'
  /** A closing that was not due, already done, or taken by another instance (nothing to do). */
  | 'SKIPPED';

export type JobOutcome =
  | {
      ok: true;
      /** The sub-event's seq after this job (for a duplicate: the seq of the first answer). */
      seq: number;
      /** The commander's own new bid row, if the job made one. */
      bidId: string | null;
      /**
       * Paise: the bid placed. For an auto bid, the bid it placed, or (when it placed none, the
       * bidder already leading) the bidder's own bid in force; null when there is none.
       */
      amount: number | null;
      /** Paise: an auto bid's limit (ceiling, or floor in reverse); null for other jobs. */
      limit: number | null;
      /** True when this answers a repeated clientBidId: nothing new was stored. */
      duplicate: boolean;
      /** The closing time after the job (epoch ms). */
      endsAt: number;
    }
  | { ok: false; code: JobRefusalCode; message: string; needed?: number };

/** What a batch did. */
export interface BatchResult {
  outcomes: JobOutcome[];
  /** The committed state, or null when nothing changed. */
  snapshot: SubEventSnapshot | null;
  /** One per accepted bid command, in seq order (for `new_bid`). */
  steps: BidStep[];
  /** Whether anything other than bids changed (extension, closing, a mark): everyone gets a fresh picture. */
  otherChange: boolean;
}

const isBidJob = (j: SubEventJob): j is Extract<SubEventJob, { type: 'bid' | 'auto-bid' }> =>
  j.type === 'bid' || j.type === 'auto-bid';

/** Group commit joins bids (manual and auto); every other job runs alone (keyed-batcher `canJoin`). */
export const canShareBatch = (batch: readonly SubEventJob[], job: SubEventJob): boolean =>
  isBidJob(job) && batch.every(isBidJob);

const refuse = (code: JobRefusalCode, message: string, needed?: number): JobOutcome =>
  needed === undefined ? { ok: false, code, message } : { ok: false, code, message, needed };

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
 * Applies `jobs` to the sub-event in one transaction. Throws on a database error (nothing is then
 * committed, and the caller answers "unavailable"). `clock` is the server clock.
 */
export async function applySubEventJobs(
  db: Db,
  subEventId: string,
  jobs: SubEventJob[],
  clock: () => Date = () => new Date(),
): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    // A closing alone skips a row another instance holds: it is tried again a second later
    // (ARCHITECTURE step 5: FOR UPDATE SKIP LOCKED, exactly once on several instances).
    const onlyClosing = jobs.every((j) => j.type === 'close');
    // The row and its event in one round trip (each one counts: the lot's row lock is held until
    // commit, so a batch's round trips bound a hot lot's bids per second).
    const lock = tx
      .select({ row: subEvents, event: events })
      .from(subEvents)
      .innerJoin(events, eq(events.id, subEvents.eventId))
      .where(eq(subEvents.id, subEventId));
    const [found] = onlyClosing
      ? await lock.for('update', { of: subEvents, skipLocked: true })
      : await lock.for('update', { of: subEvents });
    const row = found?.row;
    if (!row) {
      const outcome = onlyClosing
        ? refuse('SKIPPED', 'Locked or missing')
        : refuse('NOT_FOUND', bidMessages.unknownSubEvent);
      return { outcomes: jobs.map(() => outcome), snapshot: null, steps: [], otherChange: false };
    }
    const event = found.event;
    let { state } = engineStateOf(row, event);
    let seq = row.seq;
    let lastHash = row.lastBidHash || GENESIS_HASH;
    let lastNow = 0;
    const now = () => {
      // Never let time run backwards within a sub-event's log.
      lastNow = Math.max(clock().getTime(), lastNow);
      return new Date(lastNow);
    };

    // Idempotency (API.md: a repeated clientBidId is applied once): answers already stored.
    const known = await findKnownClientIds(tx, row, jobs);
    const inBatch = new Map<string, JobOutcome>();
    // Who may bid, checked for the whole batch at once, under the lock.
    const bidJobs = jobs.filter(isBidJob);
    const facts = await loadBidderFacts(
      tx,
      row,
      bidJobs.map((j) => ({ userId: j.bidderId, sessionId: j.sessionId })),
    );

    const outcomes: JobOutcome[] = [];
    const newRows: NewBidRow[] = [];
    const autoUpserts = new Map<string, { limit: number; clientBidId: string | null; at: Date }>();
    const steps: BidStep[] = [];
    let otherChange = false;
    let closedAt: Date | null = row.closedAt;

    for (const job of jobs) {
      if (isBidJob(job) && job.clientBidId) {
        const key = `${job.bidderId}|${job.clientBidId}`;
        const earlier = inBatch.get(key) ?? known.get(key);
        if (earlier) {
          outcomes.push(earlier.ok ? { ...earlier, duplicate: true } : earlier);
          continue;
        }
      }
      if (isBidJob(job)) {
        const refusal = checkBidder(facts, row, event, {
          userId: job.bidderId,
          sessionId: job.sessionId,
          eventId: job.eventId,
        });
        if (refusal) {
          outcomes.push(refuse(refusal.code, refusal.message));
          continue;
        }
      }
      if (job.type === 'auto-bid' && !row.autoBidEnabled) {
        outcomes.push(refuse('AUTO_DISABLED', bidMessages.autoBidDisabled));
        continue;
      }
      const at = now();
      let command: Command;
      let marked: BidRow | undefined;
      switch (job.type) {
        case 'bid':
          command = { type: 'place-bid', bidderId: job.bidderId, amount: job.amount, bidId: 'new' };
          break;
        case 'auto-bid':
          command = { type: 'place-auto-bid', bidderId: job.bidderId, limit: job.limit, bidId: 'new' };
          break;
        case 'extend':
          command = { type: 'extend-end', endsAt: job.endsAt };
          break;
        case 'close':
          if (state.status === 'closed' || at.getTime() < state.endsAt) {
            outcomes.push(refuse('SKIPPED', 'Not due'));
            continue;
          }
          command = { type: 'close' };
          break;
        case 'set-bid-status': {
          marked = await findBidById(tx, job.bidId);
          if (!marked || marked.subEventId !== subEventId) {
            outcomes.push(refuse('NOT_FOUND', 'Bid not found'));
            continue;
          }
          if (marked.status === 'rejected' || marked.status === 'cancelled') {
            outcomes.push(
              refuse('ALREADY_MARKED', `This bid was already ${marked.status}; that cannot be undone.`),
            );
            continue;
          }
          const standing = state.standings.find((s) => s.bidderId === marked?.bidderId);
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
          command = {
            type: 'set-bid-status',
            bidId: marked.id,
            bidderId: marked.bidderId,
            status: job.status,
            replacementBest,
          };
          break;
        }
      }

      const decision = decide(state, command, at);
      if (!decision.ok) {
        const outcome = refuse(decision.code, decision.message, decision.needed);
        outcomes.push(outcome);
        if (isBidJob(job) && job.clientBidId) inBatch.set(`${job.bidderId}|${job.clientBidId}`, outcome);
        continue;
      }
      seq += 1;
      // Row ids: fresh UUIDs handed out in ascending order along the engine's records, so the
      // chain order (seq, createdAt, id) is the engine's order (bid-hash.ts).
      const records = decision.events.flatMap((e) => (e.type === 'bid-recorded' ? [e.bid] : []));
      const uuids = records.map(() => randomUUID()).sort();
      const ids = new Map(records.map((r, i) => [r.bidId, uuids[i]]));
      const stepRecords: StepRecord[] = [];
      let ownBidId: string | null = null;
      for (const r of records) {
        const id = ids.get(r.bidId) as string;
        const own = isBidJob(job) && r.bidId === 'new';
        if (own) ownBidId = id;
        const fields = {
          id,
          subEventId,
          bidderId: r.bidderId,
          amount: r.amount,
          kind: r.kind,
          clientBidId: own && isBidJob(job) ? job.clientBidId : null,
          seq,
          createdAt: at,
        };
        const hash = bidHash(lastHash, fields);
        newRows.push({
          ...fields,
          serial: r.serial,
          status: 'accepted',
          // The IP the bidder bid from; automatic answers are the server's, not from any IP.
          ip: own && isBidJob(job) ? job.ip.slice(0, 64) : '',
          prevHash: lastHash,
          hash,
        });
        lastHash = hash;
        stepRecords.push({
          id,
          bidderId: r.bidderId,
          amount: r.amount,
          kind: r.kind,
          createdAt: at.toISOString(),
        });
      }
      state = remapIds(decision.state, ids);
      const extended = decision.events.some(
        (e) => e.type === 'closing-changed' && e.reason === 'anti-sniping',
      );

      if (job.type === 'auto-bid') {
        autoUpserts.set(job.bidderId, { limit: job.limit, clientBidId: job.clientBidId, at });
      }
      if (job.type === 'set-bid-status' && marked) {
        await markBid(tx, {
          bidId: marked.id,
          status: job.status,
          reason: job.reason,
          changedBy: job.by,
          at,
        });
      }
      if (job.type === 'close') closedAt = at;

      const outcome: JobOutcome = {
        ok: true,
        seq,
        bidId: ownBidId,
        amount: isBidJob(job) ? ownAmount(state, records, job.bidderId) : null,
        limit: job.type === 'auto-bid' ? job.limit : null,
        duplicate: false,
        endsAt: state.endsAt,
      };
      outcomes.push(outcome);
      if (isBidJob(job)) {
        if (job.clientBidId) inBatch.set(`${job.bidderId}|${job.clientBidId}`, outcome);
        steps.push({
          subEventId,
          seq,
          endsAt: state.endsAt,
          extended,
          leadingAmount: state.leading?.amount ?? null,
          top: topAmounts(state, 3),
          records: stepRecords,
        });
      } else {
        otherChange = true;
      }
    }

    if (seq === row.seq) return { outcomes, snapshot: null, steps: [], otherChange: false };

    // Statements one after another on the transaction (ARCHITECTURE "Drizzle transactions").
    await insertBids(tx, newRows);
    for (const [bidderId, a] of autoUpserts) {
      await upsertAutoBid(tx, { subEventId, bidderId, ...a });
    }
    const update = {
      engineState: state,
      closesAt: new Date(state.endsAt),
      status: state.status,
      closedAt,
      leadingAmount: state.leading?.amount ?? null,
      leaderId: state.leading?.bidderId ?? null,
      leadingBidId: state.leading?.bidId ?? null,
      extensionCount: state.extensions,
      seq,
      lastBidHash: lastHash === GENESIS_HASH ? row.lastBidHash : lastHash,
      updatedAt: new Date(lastNow || Date.now()),
    };
    await tx.update(subEvents).set(update).where(eq(subEvents.id, subEventId));
    return {
      outcomes,
      snapshot: snapshotOf({ ...row, ...update }, event),
      steps,
      otherChange,
    };
  });
}

/**
 * Stored answers for the batch's client bid ids, keyed `${bidderId}|${clientBidId}`. `row` is the
 * locked sub-event row (its seq and closing time are the current ones).
 */
async function findKnownClientIds(
  db: Db,
  row: { id: string; seq: number; closesAt: Date },
  jobs: SubEventJob[],
) {
  const subEventId = row.id;
  const known = new Map<string, JobOutcome>();
  const withIds = jobs.filter(isBidJob).filter((j) => j.clientBidId);
  if (withIds.length === 0) return known;
  const clientIds = [...new Set(withIds.map((j) => j.clientBidId as string))];
  // With the bidders too, the (sub_event_id, bidder_id, client_bid_id) index finds the rows
  // directly instead of walking every bid of the lot (which grew with the lot's bid count).
  const bidderIds = [...new Set(withIds.map((j) => j.bidderId))];
  const rows = await db
    .select({
      id: bids.id,
      bidderId: bids.bidderId,
      clientBidId: bids.clientBidId,
      amount: bids.amount,
      seq: bids.seq,
    })
    .from(bids)
    .where(
      and(
        eq(bids.subEventId, subEventId),
        inArray(bids.bidderId, bidderIds),
        inArray(bids.clientBidId, clientIds),
      ),
    );
  const autos = withIds.some((j) => j.type === 'auto-bid')
    ? await db
        .select({
          bidderId: autoBids.bidderId,
          clientBidId: autoBids.clientBidId,
          limit: autoBids.limit,
        })
        .from(autoBids)
        .where(
          and(
            eq(autoBids.subEventId, subEventId),
            inArray(autoBids.bidderId, bidderIds),
            inArray(autoBids.clientBidId, clientIds),
          ),
        )
    : [];
  const currentSeq = row.seq;
  const endsAt = row.closesAt;
  for (const a of autos) {
    known.set(`${a.bidderId}|${a.clientBidId}`, {
      ok: true,
      seq: currentSeq,
      bidId: null,
      // It placed no bid of its own: the answer names the bidder's bid in force (place-bid.ts).
      amount: null,
      limit: a.limit,
      duplicate: true,
      endsAt: endsAt.getTime(),
    });
  }
  for (const r of rows) {
    // The bid row wins over the auto-bid row: an auto bid's own first bid carries the same id.
    const auto = autos.find((a) => a.bidderId === r.bidderId && a.clientBidId === r.clientBidId);
    known.set(`${r.bidderId}|${r.clientBidId}`, {
      ok: true,
      seq: r.seq,
      bidId: r.id,
      amount: r.amount,
      limit: auto ? auto.limit : null,
      duplicate: true,
      endsAt: endsAt.getTime(),
    });
  }
  return known;
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

/** Ids of open sub-events whose closing time has come (the scheduler's list; closing itself locks). */
export async function findDueSubEventIds(db: Db, now: Date, limit = 100): Promise<string[]> {
  const rows = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(and(eq(subEvents.status, 'open'), lte(subEvents.closesAt, now)))
    .orderBy(subEvents.closesAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
