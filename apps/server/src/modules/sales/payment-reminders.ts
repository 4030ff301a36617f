/**
 * The payment reminder (API.md "After the award"): two days before a sale's due date (IST), its
 * buyer is reminded once. Every instance looks each minute; a sale is claimed by the one UPDATE
 * that marks it reminded (claimDueReminders), so across instances each reminder goes out once.
 */
import { addDays, istDate } from '@neelami/trade/sale-figures';
import type { SalesDeps } from './sale-core';
import { namesOf } from './sale-core';
import { notifyBuyer } from './sale-notices';
import { claimDueReminders } from './sale-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment reminders (module sales); tests call runOnce. */
    paymentReminders: ReminderScheduler;
  }
}

export interface ReminderScheduler {
  /** One look: reminds the sales now due in two days or less; answers how many. */
  runOnce(): Promise<number>;
  stop(): void;
}

/** How many days before the due date the reminder goes out. */
export const REMINDER_DAYS_BEFORE = 2;

export function startPaymentReminders(deps: SalesDeps, intervalMs = 60_000): ReminderScheduler {
  let looking = false;
  let stopped = false;
  async function runOnce(): Promise<number> {
    if (looking || stopped) return 0;
    looking = true;
    try {
      const now = deps.clock();
      const claimed = await claimDueReminders(deps.db, addDays(istDate(now), REMINDER_DAYS_BEFORE), now);
      for (const sale of claimed) {
        try {
          const { lot } = await namesOf(deps.db, sale);
          await notifyBuyer(deps.db, deps.notifier, { kind: 'reminder' }, sale, lot);
        } catch (err) {
          deps.log.error({ err, saleId: sale.id }, 'payment reminder not sent');
        }
      }
      return claimed.length;
    } catch (err) {
      deps.log.error({ err }, 'payment reminder look failed');
      return 0;
    } finally {
      looking = false;
    }
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
