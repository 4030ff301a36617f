/**
 * The work a sub-event's queue takes (keyed-batcher.ts) and the answers it gives: bids and auto
 * bids from the live room, an admin's extension or edit, the scheduler's closing, the owner's
 * marks. apply-sub-event-jobs.ts decides them in one transaction per batch.
 */

import type { BidStatus, RejectionCode } from '@neelami/engine/types';
import type { BidReceipt } from '@neelami/shared/bid-receipts';
import type { EmdEntryRow } from '../emd/ledger-store';
import type { SubEventEdit } from '../events/sub-event-bidding';
import type { BidderRefusalCode } from './bidder-checks';
import type { SubEventSnapshot } from './sub-event-state';
import type { BidStep } from './views';

/** Work on one sub-event, decided in the order it was queued. */
export type SubEventJob =
  | ({ type: 'bid'; amount: number } & BidderOfJob)
  /**
   * An auto bid, or before the opening a pre-bid (API.md "Pre-bids"); `preBidOnly` (the REST
   * call) refuses it once the lot is no longer upcoming.
   */
  | ({ type: 'auto-bid'; limit: number; preBidOnly?: boolean } & BidderOfJob)
  | { type: 'extend'; endsAt: number }
  | { type: 'close' }
  /** The opening scheduler lets the waiting pre-bids compete (open-due-pre-bids.ts). */
  | { type: 'open' }
  | { type: 'set-bid-status'; bidId: string; status: BidStatus; reason: string; by: string }
  /** An admin's edit of what bids are decided on (Active box, auto-bid switch, a grid row). */
  | { type: 'edit'; edit: SubEventEdit };

export type BidJob = Extract<SubEventJob, { type: 'bid' | 'auto-bid' }>;

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
  /** The owner's mark of the awarded bid of a lot whose sale stands. */
  | 'SALE_EXISTS'
  /** An admin's row edit that changes type, start value or step once a bid exists. */
  | 'LOCKED'
  /** A pre-bid by the REST call on a lot that has opened or closed. */
  | 'NOT_UPCOMING'
  /** A closing or an opening that was not due, already done, or taken by another instance (nothing to do). */
  | 'SKIPPED';

export type JobOutcome =
  | {
      ok: true;
      /** The sub-event's seq after this job (for a duplicate: the seq of the first answer). */
      seq: number;
      /** The commander's own new bid row, if the job made one. */
      bidId: string | null;
      /** That row's receipt (API.md "Bid receipts"); null when the job made no row of its own. */
      receipt: BidReceipt | null;
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
      /** An auto bid set before the opening, a pre-bid (API.md "Pre-bids"): when it was placed (epoch ms). */
      preBid?: { placedAt: number };
    }
  | { ok: false; code: JobRefusalCode; message: string; needed?: number };

/** What a batch did. */
export interface BatchResult {
  outcomes: JobOutcome[];
  /** The committed state, or null when nothing changed. */
  snapshot: SubEventSnapshot | null;
  /** One per accepted bid command, in seq order (for `new_bid`). */
  steps: BidStep[];
  /** Whether anything other than bids changed (extension, closing, a mark, an edit): everyone gets a fresh view. */
  otherChange: boolean;
  /** EMD holds the batch's closing released (members hear of them once committed). */
  emdReleased?: EmdEntryRow[];
}

/** Whether a job is one the schedulers make: it skips a row another instance holds. */
export const isSchedulerJob = (j: SubEventJob): boolean => j.type === 'close' || j.type === 'open';

export const isBidJob = (j: SubEventJob): j is BidJob => j.type === 'bid' || j.type === 'auto-bid';

/** Group commit joins bids (manual and auto); every other job runs alone (keyed-batcher `canJoin`). */
export const canShareBatch = (batch: readonly SubEventJob[], job: SubEventJob): boolean =>
  isBidJob(job) && batch.every(isBidJob);

export const refuse = (code: JobRefusalCode, message: string, needed?: number): JobOutcome =>
  needed === undefined ? { ok: false, code, message } : { ok: false, code, message, needed };

/** The key of a bid job's client bid id (idempotency), or null without one. */
export const clientKeyOf = (job: SubEventJob): string | null =>
  isBidJob(job) && job.clientBidId ? `${job.bidderId}|${job.clientBidId}` : null;
