/**
 * The sale's use cases (API.md "After the award"). Each command runs in one transaction under the
 * sale's row lock: the rows are loaded, the pure machine decides, and the rows it answers are
 * added. So two confirmations racing to complete a payment are taken one after the other, and only
 * the first issues the delivery order. A move's alerts (sale-alerts.ts) are raised in its
 * transaction; they are published, and the mails go out, after the commit.
 */

import { formatDateOnly } from '@neelami/shared/ist';
import { toPaise } from '@neelami/shared/money';
import {
  type closeSaleSchema,
  type decidePaymentSchema,
  type liftingSchema,
  type offerAnswerSchema,
  type reportPaymentSchema,
  saleHistoryNotes,
  saleMessages,
} from '@neelami/shared/sales';
import { istDate } from '@neelami/trade/sale-figures';
import { outstandingOf } from '@neelami/trade/sale-machine';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuthUser } from '../../plugins/access';
import { recordTransfer, transferRecorded } from '../emd/bank-transfers';
import { attachProofOnce } from '../uploads/attach-proof';
import { notifyOwnerOfPayment } from './owner-notices';
import { raiseSaleAlerts, type SaleMove } from './sale-alerts';
import {
  answer,
  attachableOrThrow,
  decideOrThrow,
  namesOf,
  onlyThe,
  type SalesDeps,
  tell,
  withLockedSale,
} from './sale-core';
import type { SaleNotice } from './sale-notices';
import {
  insertDecision,
  insertLifting,
  insertPayment,
  recordStatus,
  type SaleRow,
  stateOf,
} from './sale-store';
import { payAndIssue, sendIssuedDeliveryOrder, settleIfCovered } from './settle-sale';

/** A race of two requests with one UTR: the transfer's key lets one in, the other is told 409. */
async function onceForUtr<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.conflict(saleMessages.utrUsed);
    throw err;
  }
}

/**
 * API.md "Dates of money": a payment's or a lifting's date is neither in the future (IST) nor
 * before the award.
 */
function checkMoneyDate(sale: SaleRow, day: string, now: Date, field: 'paidOn' | 'liftedOn'): void {
  const awarded = istDate(sale.createdAt);
  if (day > istDate(now))
    throw AppError.invalid(saleMessages.futureDate, { [field]: saleMessages.futureDate });
  if (day < awarded) {
    const msg = saleMessages.beforeAward(formatDateOnly(awarded));
    throw AppError.invalid(msg, { [field]: msg });
  }
}

/** POST /api/sales/:id/payments (the buyer): a payment to be confirmed; a UTR once only (409). */
export async function reportPayment(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof reportPaymentSchema>,
) {
  const amount = toPaise(body.amount);
  await attachableOrThrow(deps.db, user, body.proofUrl, 'proofUrl');
  const { result, record, role } = await onceForUtr(() =>
    withLockedSale(deps, user, id, onlyThe('buyer', saleMessages.buyerOnly), async (tx, r, now) => {
      const paymentId = crypto.randomUUID();
      decideOrThrow(stateOf(r), { type: 'reportPayment', id: paymentId, amount, utr: body.utr }, now);
      checkMoneyDate(r.sale, body.paidOn, now, 'paidOn');
      if (await transferRecorded(tx, body.utr)) throw AppError.conflict(saleMessages.utrUsed);
      const payment = await insertPayment(tx, {
        id: paymentId,
        saleId: r.sale.id,
        amount,
        utr: body.utr,
        paidOn: body.paidOn,
        proofUrl: body.proofUrl,
        reportedBy: user.id,
        createdAt: now,
      });
      await recordTransfer(tx, { utr: body.utr, kind: 'sale_payment', refId: payment.id, by: user.id });
      await attachProofOnce(tx, {
        fileUrl: body.proofUrl,
        userId: user.id,
        proofOf: `sale_payment:${payment.id}`,
        field: 'proofUrl',
      });
      return payment;
    }),
  );
  try {
    const { lot } = await namesOf(deps.db, record.sale);
    await notifyOwnerOfPayment(deps.db, deps.notifier, record.sale, lot, amount, body.utr);
  } catch (err) {
    deps.log.error({ err, saleId: id }, 'payment notice not sent');
  }
  const sale = await answer(deps, record, role);
  return { payment: sale.payments.find((p) => p._id === result.id)!, sale };
}

/**
 * PUT /api/sales/:id/payments/:paymentId (owner, Admin): confirm or reject. Confirmed payments
 * reaching the balance make the sale `paid`, apply the buyer's EMD hold, and issue the delivery
 * order in the same transaction.
 */
export async function decidePayment(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  paymentId: string,
  body: z.output<typeof decidePaymentSchema>,
) {
  const confirm = body.status === 'confirmed';
  const { result, record, role } = await withLockedSale(
    deps,
    user,
    id,
    (role) => {
      if (role === 'buyer') throw AppError.forbidden(saleMessages.ownerOnly);
    },
    async (tx, r, now) => {
      const state = stateOf(r);
      const d = decideOrThrow(state, { type: confirm ? 'confirmPayment' : 'rejectPayment', paymentId }, now);
      await insertDecision(tx, {
        paymentId,
        saleId: r.sale.id,
        status: body.status,
        note: body.note,
        decidedBy: user.id,
        createdAt: now,
      });
      const payment = r.payments.find((p) => p.id === paymentId)!;
      const notices: SaleNotice[] = [
        confirm
          ? { kind: 'payment-confirmed', amount: payment.amount, outstanding: outstandingOf(d.state) }
          : { kind: 'payment-rejected', amount: payment.amount, utr: payment.utr, note: body.note },
      ];
      const alerts = await raiseSaleAlerts(
        tx,
        r.sale,
        [{ kind: 'payment_decided', paymentId, amountPaise: payment.amount, confirmed: confirm }],
        now,
      );
      const issued = d.state.status === 'paid';
      if (issued)
        alerts.push(
          ...(await payAndIssue(
            { tx, emd: deps.emd, sale: r.sale, by: user.id, now },
            d.state,
            saleHistoryNotes.balanceReceived,
          )),
        );
      return { notices, issued, alerts };
    },
  );
  await deps.alerts.published(result.alerts);
  await tell(deps, record.sale, result.notices);
  if (result.issued) await sendIssuedDeliveryOrder(deps, record.sale);
  return {
    message: confirm ? saleMessages.paymentConfirmed : saleMessages.paymentRejected,
    sale: await answer(deps, record, role),
  };
}

/** POST /api/sales/:id/liftings (owner): never more than the quantity sold. */
export async function recordLifting(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof liftingSchema>,
) {
  const quantityMilli = Math.round(body.quantity * 1000);
  await attachableOrThrow(deps.db, user, body.slipUrl, 'slipUrl');
  const { result, record, role } = await withLockedSale(
    deps,
    user,
    id,
    onlyThe('owner', saleMessages.ownerOnly),
    async (tx, r, now) => {
      const d = decideOrThrow(stateOf(r), { type: 'recordLifting', quantityMilli }, now);
      checkMoneyDate(r.sale, body.liftedOn, now, 'liftedOn');
      const lifting = await insertLifting(tx, {
        saleId: r.sale.id,
        quantityMilli,
        vehicleNo: body.vehicleNo,
        liftedOn: body.liftedOn,
        slipUrl: body.slipUrl,
        recordedBy: user.id,
        createdAt: now,
      });
      await attachProofOnce(tx, {
        fileUrl: body.slipUrl,
        userId: user.id,
        proofOf: `sale_lifting:${r.sale.id}`,
        field: 'slipUrl',
      });
      const completed = d.state.status === 'completed';
      if (d.state.status !== r.sale.status) {
        await recordStatus(
          tx,
          r.sale,
          d.state.status,
          user.id,
          now,
          completed ? saleHistoryNotes.allLifted : '',
        );
      }
      const moves: SaleMove[] = [{ kind: 'lifting', liftingId: lifting.id, quantityMilli }];
      if (completed) moves.push({ kind: 'sale_completed', short: null });
      return raiseSaleAlerts(tx, r.sale, moves, now);
    },
  );
  await deps.alerts.published(result);
  return { message: saleMessages.liftingRecorded, sale: await answer(deps, record, role) };
}

/** POST /api/sales/:id/close (owner): completes a sale short of its quantity, with a reason. */
export async function closeSaleShort(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof closeSaleSchema>,
) {
  const { result, record, role } = await withLockedSale(
    deps,
    user,
    id,
    onlyThe('owner', saleMessages.ownerOnly),
    async (tx, r, now) => {
      decideOrThrow(stateOf(r), { type: 'closeShort', reason: body.reason }, now);
      await recordStatus(tx, r.sale, 'completed', user.id, now, body.reason, {
        closedShortReason: body.reason,
      });
      return raiseSaleAlerts(tx, r.sale, [{ kind: 'sale_completed', short: body.reason }], now);
    },
  );
  await deps.alerts.published(result);
  return { message: saleMessages.closedShort, sale: await answer(deps, record, role) };
}

/** POST /api/sales/:id/offer (the offered bidder): accept (the sale awaits payment) or decline. */
export async function answerOffer(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof offerAnswerSchema>,
) {
  const { result, record, role } = await withLockedSale(
    deps,
    user,
    id,
    onlyThe('buyer', saleMessages.offeredOnly),
    async (tx, r, now) => {
      const d = decideOrThrow(stateOf(r), { type: 'respondOffer', accept: body.accept }, now);
      await recordStatus(tx, r.sale, d.state.status, user.id, now, '', { dueDate: d.state.dueDate });
      if (d.state.status !== 'awaiting_payment') return { status: d.state.status, settled: null };
      const accepted = { ...r.sale, status: d.state.status, dueDate: d.state.dueDate };
      const settled = await settleIfCovered({ tx, emd: deps.emd, sale: accepted, by: user.id, now }, d.state);
      return { status: d.state.status, settled };
    },
  );
  await deps.alerts.published(result.settled?.alerts ?? []);
  if (result.status === 'awaiting_payment') await tell(deps, record.sale, [{ kind: 'award' }]);
  if (result.settled) await sendIssuedDeliveryOrder(deps, record.sale);
  return {
    message: body.accept ? saleMessages.offerAccepted : saleMessages.offerDeclined,
    sale: await answer(deps, record, role),
  };
}
