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

export interface ClosingScheduler {
  /** Runs one look now (tests); resolves when the closings it started are done. */
  runOnce(): Promise<number>;
  stop(): void;
}

export function startClosingScheduler(service: BiddingService, intervalMs = 1000): ClosingScheduler {
  const inFlight = new Set<string>();
  let looking = false;
  let stopped = false;

  async function runOnce(): Promise<number> {
    if (looking || stopped) return 0;
    looking = true;
    let closed = 0;
    try {
      const due = await listDueSubEventIds(service.db, service.clock());
      const work = due
        .filter((id) => !inFlight.has(id))
        .map(async (id) => {
          inFlight.add(id);
          try {
            const { outcome } = await service.run(id, { type: 'close' });
            if (outcome.ok) closed += 1;
          } catch (err) {
            service.log.error({ err, subEventId: id }, 'closing failed; tried again in a second');
          } finally {
            inFlight.delete(id);
          }
        });
      await Promise.all(work);
    } catch (err) {
      service.log.error({ err }, 'closing scheduler look failed');
    } finally {
      looking = false;
    }
    return closed;
  }

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
