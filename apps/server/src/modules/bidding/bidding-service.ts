/**
 * The bidding module's running parts for one app: the per-sub-event queue with group commit and
 * the memory of answers to client bid ids. After commit it tells the rooms through the announcer it
 * is given (room-announcer.ts: the live-room module's fan-out, passed in by app.ts).
 * Use cases (place-bid.ts, extend-end-time.ts, …) take this as their dependencies.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { EmdEntryRow } from '../emd/ledger-store';
import { applySubEventJobs } from './apply-sub-event-jobs';
import { createKeyedBatcher, type KeyedBatcher } from './keyed-batcher';
import { applyBidsInOneStatement } from './one-statement-batch';
import type { RoomAnnouncer } from './room-announcer';
import type { KeptState } from './sub-event-batch';
import {
  type BatchResult,
  canShareBatch,
  isBidJob,
  type JobOutcome,
  type SubEventJob,
} from './sub-event-jobs';
import type { SubEventSnapshot } from './sub-event-state';
import { TriesLimiter } from './tries-limiter';

/** A job's answer and the committed state it led to (null when nothing changed). */
export interface JobResult {
  outcome: JobOutcome;
  snapshot: SubEventSnapshot | null;
}

/** Answers remembered per client bid id (API.md: a repeated clientBidId answers the first answer). */
export class AnswerMemory<T> {
  readonly #entries = new Map<string, { value: Promise<T>; at: number }>();
  constructor(
    private readonly ttlMs = 15 * 60_000,
    private readonly max = 100_000,
  ) {}

  /** The remembered answer for `key`, or starts `make` and remembers it (forgotten if `keep` says no). */
  async getOrStart(
    key: string,
    make: () => Promise<T>,
    keep: (answer: T) => boolean,
  ): Promise<{ answer: T; repeated: boolean }> {
    const hit = this.#entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return { answer: await hit.value, repeated: true };
    const value = make();
    this.#entries.set(key, { value, at: Date.now() });
    this.#trim();
    try {
      const answer = await value;
      if (!keep(answer) && this.#entries.get(key)?.value === value) this.#entries.delete(key);
      return { answer, repeated: false };
    } catch (err) {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
      throw err;
    }
  }

  #trim() {
    if (this.#entries.size <= this.max) return;
    // Oldest first (a Map keeps insertion order).
    for (const key of this.#entries.keys()) {
      this.#entries.delete(key);
      if (this.#entries.size <= this.max * 0.9) break;
    }
  }
}

/**
 * The committed state of the sub-events this instance last wrote (sub-event-batch.ts
 * `KeptState`), at most `max`, the least recently written dropped first.
 */
export class KeptStates {
  readonly #states = new Map<string, KeptState>();
  constructor(private readonly max = 5_000) {}

  /** The kept state, forgotten until set again. */
  take(subEventId: string): KeptState | undefined {
    const state = this.#states.get(subEventId);
    this.#states.delete(subEventId);
    return state;
  }

  set(subEventId: string, state: KeptState | null): void {
    this.#states.delete(subEventId);
    if (!state) return;
    this.#states.set(subEventId, state);
    if (this.#states.size > this.max) {
      const oldest = this.#states.keys().next().value;
      if (oldest !== undefined) this.#states.delete(oldest);
    }
  }
}

/** What this instance did since it started. */
export interface BiddingStats {
  /** Batches committed or decided (a transaction each, or one statement). */
  batches: number;
  /** Of those, the batches of bids written in one statement on the kept state (one-statement-batch.ts). */
  oneStatement: number;
  /** Jobs decided (bids, auto bids, extensions, closings, marks). */
  jobs: number;
  /** Sub-events this instance closed. */
  closed: number;
}

export interface BiddingService {
  db: Db;
  log: FastifyBaseLogger;
  clock: () => Date;
  /** Queues work on a sub-event; rejects on a database error (the caller answers "unavailable"). */
  run(subEventId: string, job: SubEventJob): Promise<JobResult>;
  /** Answers per `${userId}|${subEventId}|${clientBidId}`. */
  answers: AnswerMemory<unknown>;
  /** Wrong transaction passwords per user: the room's door and the pre-bid's share them. */
  tries: TriesLimiter;
  /** Counters since start (transactions, jobs, closings), for figures and tests. */
  stats: BiddingStats;
  /** Refuses new work, waits for queued work to commit and be announced, then stops the announcer. */
  close(): Promise<void>;
}

export function createBiddingService(deps: {
  db: Db;
  log: FastifyBaseLogger;
  /** Where committed changes are told (the live-room module's fan-out, app.ts). */
  announce: RoomAnnouncer;
  clock?: () => Date;
  /** After commit: EMD holds a closing released (app.ts mails the members). */
  onEmdReleased?: (rows: EmdEntryRow[]) => Promise<void>;
}): BiddingService {
  const clock = deps.clock ?? (() => new Date());
  const { announce } = deps;
  const stats: BiddingStats = { batches: 0, oneStatement: 0, jobs: 0, closed: 0 };
  const kept = new KeptStates();
  /**
   * A batch of bids on the state the last batch left, in one statement; else (anything else, no
   * state kept, or the statement declined) one transaction. The queue runs one batch per sub-event
   * at a time, so the kept state is this batch's alone; it is dropped until the batch succeeds.
   */
  async function applyBatch(subEventId: string, jobs: SubEventJob[]): Promise<BatchResult> {
    const state = kept.take(subEventId);
    if (state && jobs.every(isBidJob)) {
      const done = await applyBidsInOneStatement(deps.db, state, jobs, clock);
      if (done) {
        stats.oneStatement += 1;
        kept.set(subEventId, done.kept);
        return done;
      }
    }
    const done = await applySubEventJobs(deps.db, subEventId, jobs, clock);
    kept.set(subEventId, done.kept);
    return done;
  }
  const queue: KeyedBatcher<SubEventJob, JobResult> = createKeyedBatcher({
    canJoin: canShareBatch,
    maxBatch: 100,
    process: async (subEventId, jobs) => {
      const result = await applyBatch(subEventId, jobs);
      stats.batches += 1;
      stats.jobs += jobs.length;
      stats.closed += jobs.filter((j, i) => j.type === 'close' && result.outcomes[i]?.ok).length;
      const snap = result.snapshot;
      if (result.emdReleased?.length && deps.onEmdReleased) void deps.onEmdReleased(result.emdReleased);
      return {
        results: result.outcomes.map((outcome) => ({ outcome, snapshot: snap })),
        // ARCHITECTURE step 4: only after commit, and after the answers, tell the rooms.
        after: snap ? () => announce.publish(snap, result.steps, result.otherChange) : undefined,
      };
    },
    onError: (err, info) => deps.log.error({ err, ...info }, 'bidding batch failed'),
  });
  return {
    db: deps.db,
    log: deps.log,
    clock,
    run: (subEventId, job) => queue.submit(subEventId, job),
    answers: new AnswerMemory<unknown>(),
    tries: new TriesLimiter(),
    stats,
    async close() {
      // Queued work commits and is announced while sockets and Redis are still up.
      await queue.close();
      await announce.stop();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Live bidding (module bidding). */
    bidding: BiddingService;
  }
}
