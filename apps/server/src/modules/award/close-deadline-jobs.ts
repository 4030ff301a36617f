/**
 * The deadline of a lot's close (API.md "The close"): a decision not made within `approvalHours`
 * makes the lot unsold. A sweep on the job runner every minute, and at once when started; each
 * lot lapses once across instances and restarts (lot-approval.ts `lapseDueDecisions`).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ensureQueue, type JobRunner } from '../../lib/job-runner';
import type { AlertCentre } from '../notifications/centre';
import { lapseDueDecisions } from './lot-approval';

export const CLOSE_DEADLINE_QUEUE = 'lot-close-deadlines';

export async function startCloseDeadlineJobs(deps: {
  jobs: JobRunner;
  db: Db;
  alerts: AlertCentre;
  clock: () => Date;
  log: FastifyBaseLogger;
}): Promise<{ kick(): void }> {
  await ensureQueue(deps.jobs, CLOSE_DEADLINE_QUEUE, { policy: 'short', retryLimit: 0 });
  await deps.jobs.work(CLOSE_DEADLINE_QUEUE, async () => {
    const lapsed = await lapseDueDecisions(deps, deps.clock());
    if (lapsed > 0) deps.log.info({ lapsed }, 'lots unsold: their decision lapsed');
  });
  await deps.jobs.schedule(CLOSE_DEADLINE_QUEUE, '* * * * *');
  const kick = () => {
    deps.jobs.send(CLOSE_DEADLINE_QUEUE, {}, { singletonKey: 'sweep' }).catch((err) => {
      deps.log.warn({ err }, 'could not ask for the close deadline sweep; the next minute runs it');
    });
  };
  kick();
  return { kick };
}
