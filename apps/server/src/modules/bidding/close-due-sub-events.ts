/**
 * The closing scheduler (ARCHITECTURE "The bidding path" step 5): every second it looks for open
 * sub-events whose closing time has come and closes each through the sub-event's queue, in a
 * transaction that locks the row with `FOR UPDATE SKIP LOCKED` and closes only what is still open
 * and due — so a sub-event closes exactly once, also with several instances on one PostgreSQL.
 * Closing times live in the database, so a restarted server closes what fell due meanwhile.
 * The result reaches every room as `current_bid` with status 'closed' (fan-out).
 */
import { listDueSubEventIds } from '../events/bidding-state-rows';
import type { BiddingService } from './bidding-service';
import { type DueScheduler, startDueScheduler } from './due-scheduler';

export type ClosingScheduler = DueScheduler;

export function startClosingScheduler(service: BiddingService, intervalMs = 1000): ClosingScheduler {
  return startDueScheduler(
    service,
    { what: 'closing', listDue: (db, now) => listDueSubEventIds(db, now), job: { type: 'close' } },
    intervalMs,
  );
}
