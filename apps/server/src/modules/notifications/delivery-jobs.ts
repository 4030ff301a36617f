/**
 * The outbox relay on the job runner: one queue whose job sends what is due. A raise asks for a
 * run at once (`kick`, one queued at a time); a schedule runs it every minute as well, which picks
 * up sends held by quiet hours, retries after back-off, and anything a dead process left.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ensureQueue, type JobRunner } from '../../lib/job-runner';
import type { ChannelSenders } from './channels';
import { deliverDue } from './deliver';

export const DELIVERY_QUEUE = 'notification-deliveries';

export interface DeliveryJobs {
  /** Asks for a run soon (after a commit that raised alerts). */
  kick(): void;
}

export async function startDeliveryJobs(deps: {
  jobs: JobRunner;
  db: Db;
  channels: ChannelSenders;
  now: () => Date;
  log: FastifyBaseLogger;
}): Promise<DeliveryJobs> {
  await ensureQueue(deps.jobs, DELIVERY_QUEUE, { policy: 'short', retryLimit: 0 });
  await deps.jobs.work(DELIVERY_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    // Until a run finds nothing due: a burst larger than one batch goes out in one job.
    while ((await deliverDue(deps)) > 0);
  });
  await deps.jobs.schedule(DELIVERY_QUEUE, '* * * * *');
  const kick = () => {
    deps.jobs.send(DELIVERY_QUEUE, {}, { singletonKey: 'due' }).catch((err) => {
      deps.log.warn({ err }, 'could not ask for the alerts to be sent; the minute run sends them');
    });
  };
  // What a stopped process committed but did not send goes out now, not at the next minute.
  kick();
  return { kick };
}
