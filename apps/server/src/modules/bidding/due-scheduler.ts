/**
 * A scheduler of due work on sub-events (the closings, the openings of pre-bids): every
 * `intervalMs` it lists the sub-events due and queues `job` on each through the sub-event's queue,
 * whose transaction locks the row with `FOR UPDATE SKIP LOCKED` and does only what is still due —
 * so each happens exactly once, also with several instances on one PostgreSQL. What is due lives
 * in the database, so a restarted server does what fell due meanwhile.
 */
import type { Db } from '../../db/client';
import type { BiddingService } from './bidding-service';
import type { SubEventJob } from './sub-event-jobs';

export interface DueScheduler {
  /** Runs one look now (tests); resolves when the work it started is done, with how much was done. */
  runOnce(): Promise<number>;
  stop(): void;
}

export function startDueScheduler(
  service: BiddingService,
  how: {
    /** What the log calls the work ('closing', 'opening'). */
    what: string;
    /** Ids of the sub-events due at `now`. */
    listDue: (db: Db, now: Date) => Promise<string[]>;
    job: SubEventJob;
  },
  intervalMs = 1000,
): DueScheduler {
  const inFlight = new Set<string>();
  let looking = false;
  let stopped = false;

  async function runOnce(): Promise<number> {
    if (looking || stopped) return 0;
    looking = true;
    let done = 0;
    try {
      const due = await how.listDue(service.db, service.clock());
      const work = due
        .filter((id) => !inFlight.has(id))
        .map(async (id) => {
          inFlight.add(id);
          try {
            const { outcome } = await service.run(id, how.job);
            if (outcome.ok) done += 1;
          } catch (err) {
            service.log.error({ err, subEventId: id }, `${how.what} failed; tried again in a second`);
          } finally {
            inFlight.delete(id);
          }
        });
      await Promise.all(work);
    } catch (err) {
      service.log.error({ err }, `${how.what} scheduler look failed`);
    } finally {
      looking = false;
    }
    return done;
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
