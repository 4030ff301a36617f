/**
 * The opening scheduler of pre-bids (API.md "Pre-bids"): every second it looks for lots whose
 * opening time has come while pre-bids still wait, and lets them compete through the sub-event's
 * queue (the engine's `open`), in a transaction that locks the row with `FOR UPDATE SKIP LOCKED`
 * and opens only what still waits — so they compete exactly once, across instances and restarts.
 * A bid that reaches the lot first opens them itself (the engine decides it after the opening);
 * the engine state's `preBidsPending`, written with the bids, is the mark. The room hears the
 * bids (`new_bid`) and gets fresh views (`current_bid`).
 */
import { listDuePreBidSubEventIds } from '../events/bidding-state-rows';
import type { BiddingService } from './bidding-service';
import { type DueScheduler, startDueScheduler } from './due-scheduler';

export type OpeningScheduler = DueScheduler;

export function startOpeningScheduler(service: BiddingService, intervalMs = 1000): OpeningScheduler {
  return startDueScheduler(
    service,
    { what: 'opening', listDue: (db, now) => listDuePreBidSubEventIds(db, now), job: { type: 'open' } },
    intervalMs,
  );
}
