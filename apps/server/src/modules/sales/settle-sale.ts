/**
 * A sale becoming `paid`: by the confirmed payments reaching its balance, or at once when the EMD
 * adjusted covers its total (API.md "EMD that covers the total"). Either way, in the caller's
 * transaction, the buyer's hold is applied (what it has beyond the total released), and the
 * delivery order is issued, and its alert raised to the buyer and the owner; the mail of the
 * delivery order goes out, and the alert is published, after the commit.
 */
import { saleHistoryNotes } from '@neelami/shared/sales';
import { istDate } from '@neelami/trade/sale-figures';
import { decideSale, type SaleState } from '@neelami/trade/sale-machine';
import type { Db } from '../../db/client';
import type { StoredNotification } from '../notifications/raise';
import { raiseSaleAlerts } from './sale-alerts';
import { decideOrThrow, namesOf, type SaleEmd, type SalesDeps } from './sale-core';
import { smsDeliveryOrder } from './sale-notices';
import { insertDeliveryOrder, recordStatus, type SaleRow } from './sale-store';

/** A sale being settled in the caller's transaction `tx`, by whom and when. */
export interface Settling {
  tx: Db;
  emd: SaleEmd;
  sale: SaleRow;
  by: string | null;
  now: Date;
}

/**
 * Records `paid` (with `note`), applies the EMD, issues the delivery order and raises its alert.
 * `state` is the machine's state once paid. Answers the alerts stored, to publish after the commit.
 */
export async function payAndIssue(
  { tx, emd, sale, by, now }: Settling,
  state: SaleState,
  note: string,
): Promise<StoredNotification[]> {
  await recordStatus(tx, sale, 'paid', by, now, note);
  await emd.adjust(tx, {
    userId: sale.buyerId,
    subEventId: sale.subEventId,
    saleId: sale.id,
    by,
    amount: sale.emdAdjusted,
  });
  const issue = decideOrThrow(state, { type: 'issueDeliveryOrder' }, now);
  await insertDeliveryOrder(tx, {
    saleId: sale.id,
    liftFrom: istDate(now),
    liftUntil: issue.state.liftUntil as string,
    issuedBy: by,
    issuedAt: now,
  });
  await recordStatus(tx, { ...sale, status: 'paid' }, 'delivery_order_issued', by, now);
  return raiseSaleAlerts(tx, sale, [{ kind: 'delivery_order' }], now);
}

/** A sale settled at once: its delivery order issued, and the alerts raised of it. */
export interface Settled {
  alerts: StoredNotification[];
}

/**
 * A sale awaiting payment whose EMD adjusted covers its total is paid at once (a buyer who owes
 * nothing is never asked to pay, nor defaulted). Answers null when it was not.
 */
export async function settleIfCovered(settling: Settling, state: SaleState): Promise<Settled | null> {
  const d = decideSale(state, { type: 'settleByEmd' }, settling.now);
  if (!d.ok) return null;
  return { alerts: await payAndIssue(settling, d.state, saleHistoryNotes.emdCovered) };
}

/** After the commit: the delivery order mailed to the buyer and told by SMS; a failure is logged. */
export async function sendIssuedDeliveryOrder(
  deps: Pick<SalesDeps, 'db' | 'notifier' | 'sendDeliveryOrder' | 'log'>,
  sale: SaleRow,
): Promise<void> {
  try {
    await deps.sendDeliveryOrder(sale.id);
    await smsDeliveryOrder(deps.db, deps.notifier, sale, (await namesOf(deps.db, sale)).lot);
  } catch (err) {
    deps.log.error({ err, saleId: sale.id }, 'delivery order mail not sent');
  }
}
