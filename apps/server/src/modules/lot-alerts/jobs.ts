/**
 * The lot-alert relay on the job runner: one queue whose run raises what is due — outbids since the
 * last run, lots opening in 15 minutes and closing in 5, results of closed lots, new lots matching
 * saved searches, corrigenda — and publishes them. A schedule runs it every minute; a committed
 * bid or an admin's change asks for a run at once (`kick`, one queued at a time). Every step's
 * record (cursor, mark, dedupe key) is written with its alerts, so a run after a crash or on
 * another instance neither misses nor repeats one.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ensureQueue, type JobRunner } from '../../lib/job-runner';
import type { AlertCentre } from '../notifications/centre';
import type { StoredNotification } from '../notifications/raise';
import { announceCorrigenda } from './corrigenda';
import { openLots } from './lot-reads';
import { raiseLotTimes } from './lot-times';
import { type RoomOpen, relayOutbids } from './outbid';
import { raiseResults } from './results';
import { matchSavedSearches } from './search-matches';

export const LOT_ALERTS_QUEUE = 'lot-alerts';
/** At most one "run now" is sent per this long from one instance (a busy lot bids many times a second). */
const KICK_GAP_MS = 5000;

export interface LotAlertDeps {
  db: Db;
  alerts: AlertCentre;
  roomOpen: RoomOpen;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** One run: every step, each on its own (one failing does not stop the others). */
export async function runLotAlerts(deps: LotAlertDeps): Promise<StoredNotification[]> {
  const now = deps.now();
  const { db } = deps;
  const lots = await openLots(db, now);
  const steps: [string, () => Promise<StoredNotification[]>][] = [
    ['outbid', () => relayOutbids(db, now, deps.roomOpen)],
    ['opening and closing', () => raiseLotTimes(db, lots, now)],
    ['results', () => raiseResults(db, lots, now)],
    ['saved searches', () => matchSavedSearches(db, lots, now)],
    ['corrigenda', () => announceCorrigenda(db, now)],
  ];
  const stored: StoredNotification[] = [];
  for (const [name, step] of steps) {
    try {
      const raised = await step();
      await deps.alerts.published(raised);
      stored.push(...raised);
    } catch (err) {
      deps.log.error({ err, step: name }, 'lot alerts: a step failed; the next run tries again');
    }
  }
  return stored;
}

export interface LotAlertJobs {
  /** Asks for a run soon (after a committed bid or an admin's change). */
  kick(): void;
  stop(): void;
}

export async function startLotAlertJobs(deps: LotAlertDeps & { jobs: JobRunner }): Promise<LotAlertJobs> {
  await ensureQueue(deps.jobs, LOT_ALERTS_QUEUE, { policy: 'short', retryLimit: 0 });
  await deps.jobs.work(LOT_ALERTS_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    await runLotAlerts(deps);
  });
  await deps.jobs.schedule(LOT_ALERTS_QUEUE, '* * * * *');
  let last = 0;
  let trailing: NodeJS.Timeout | null = null;
  const send = () => {
    last = Date.now();
    deps.jobs.send(LOT_ALERTS_QUEUE, {}, { singletonKey: 'due' }).catch((err) => {
      deps.log.warn({ err }, 'could not ask for a lot-alert run; the minute run does it');
    });
  };
  // Leading and trailing: the first kick sends at once, later ones within the gap send once at its end.
  const kick = () => {
    const wait = last + KICK_GAP_MS - Date.now();
    if (wait <= 0) return send();
    trailing ??= setTimeout(() => {
      trailing = null;
      send();
    }, wait);
    trailing.unref();
  };
  kick();
  return {
    kick,
    stop: () => {
      if (trailing) clearTimeout(trailing);
      trailing = null;
    },
  };
}
