/**
 * The `payment_due` alert (API.md "Alerts, watchlist and saved searches"): to the buyer, two days
 * before its sale's due date and on the due date (IST days), while the sale still awaits payment
 * with something outstanding — not once it is paid or cancelled.
 *
 * A sweep raises what is due and not yet raised: each reminder has its key
 * (`payment_due:<saleId>:<its date>`), which the notifications table holds unique per member, so a
 * sweep run again, or run by several instances at once, stores each reminder once. It runs on the
 * job runner every quarter of an hour and once at start, so nothing is lost with a stopped
 * process: a reminder two days before that a whole day of downtime missed goes out the day
 * before instead; the one on the day, on the day only.
 */
import { addDays, istDate } from '@neelami/trade/sale-figures';
import { isPayable, outstandingOf } from '@neelami/trade/sale-machine';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { ensureQueue, type JobRunner } from '../../lib/job-runner';
import { findSubEventById } from '../events/event-queries';
import type { AlertCentre } from '../notifications/centre';
import { raiseNotifications, type StoredNotification } from '../notifications/raise';
import { REMINDER_DAYS_BEFORE } from './payment-reminders';
import { MY_PURCHASES } from './sale-alerts';
import { awaitingPaymentDueBetween, loadSale, stateOf } from './sale-store';

export const PAYMENT_DUE_QUEUE = 'sale-payment-due';
/** Every quarter of an hour: the day's reminders go out within 15 minutes of midnight IST. */
export const PAYMENT_DUE_CRON = '*/15 * * * *';

/**
 * The date of the reminder a sale due on `dueDate` has on `today` (IST dates), or null: the due
 * date itself on the day; two days before from that day until the day before the due date.
 */
export function dueReminderDate(dueDate: string, today: string): string | null {
  if (dueDate === today) return dueDate;
  const before = addDays(dueDate, -REMINDER_DAYS_BEFORE);
  return before <= today && today < dueDate ? before : null;
}

/** One sale's reminder, under the sale's row lock: a payment confirmed at once is seen. */
async function raiseFor(db: Db, saleId: string, today: string, now: Date): Promise<StoredNotification[]> {
  return db.transaction(async (tx) => {
    const r = await loadSale(tx, saleId, true);
    if (!r) return [];
    const state = stateOf(r);
    const date = dueReminderDate(r.sale.dueDate, today);
    if (!date || !isPayable(state)) return [];
    const lot = (await findSubEventById(tx, r.sale.subEventId))?.name ?? '';
    return raiseNotifications(
      tx,
      [
        {
          userId: r.sale.buyerId,
          kind: 'payment_due',
          facts: { lot, duePaise: outstandingOf(state), dueDate: r.sale.dueDate },
          link: MY_PURCHASES,
          topic: r.sale.id,
          dedupeKey: `payment_due:${r.sale.id}:${date}`,
        },
      ],
      now,
    );
  });
}

/**
 * The sweep: raises the reminders due at `now` and not yet raised, one transaction per sale;
 * answers the alerts stored (to publish).
 */
export async function raiseDuePayments(db: Db, now: Date): Promise<StoredNotification[]> {
  const today = istDate(now);
  const ids = await awaitingPaymentDueBetween(db, today, addDays(today, REMINDER_DAYS_BEFORE));
  const stored: StoredNotification[] = [];
  for (const id of ids) stored.push(...(await raiseFor(db, id, today, now)));
  return stored;
}

export interface PaymentDueJobs {
  /** Asks for a sweep soon (at start, and for tests). */
  kick(): void;
}

/** The sweep on the job runner: every quarter of an hour, and at once when started. */
export async function startPaymentDueJobs(deps: {
  jobs: JobRunner;
  db: Db;
  alerts: AlertCentre;
  clock: () => Date;
  log: FastifyBaseLogger;
}): Promise<PaymentDueJobs> {
  await ensureQueue(deps.jobs, PAYMENT_DUE_QUEUE, { policy: 'short', retryLimit: 0 });
  await deps.jobs.work(PAYMENT_DUE_QUEUE, async () => {
    await deps.alerts.published(await raiseDuePayments(deps.db, deps.clock()));
  });
  await deps.jobs.schedule(PAYMENT_DUE_QUEUE, PAYMENT_DUE_CRON);
  const kick = () => {
    deps.jobs.send(PAYMENT_DUE_QUEUE, {}, { singletonKey: 'sweep' }).catch((err) => {
      deps.log.warn({ err }, 'could not ask for the payment reminders; the next quarter-hour raises them');
    });
  };
  kick();
  return { kick };
}
