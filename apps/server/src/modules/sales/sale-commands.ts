/**
 * The sale's use cases (API.md "After the award"). Each command runs in one transaction under the
 * sale's row lock: the rows are loaded, the pure machine decides, and the rows it answers are
 * added. So two confirmations racing to complete a payment are taken one after the other, and only
 * the first issues the delivery order. Mails go out after the commit.
 */

import { toPaise } from '@neelami/shared/money';
import {
  type closeSaleSchema,
  type decidePaymentSchema,
  type defaultSaleSchema,
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
import type { AuthUser } from '../../plugins/access';
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
import { notifyOwnerOfPayment, type SaleNotice, smsDeliveryOrder } from './sale-notices';
import {
  insertDecision,
  insertDeliveryOrder,
  insertLifting,
  insertPayment,
  recordStatus,
  stateOf,
  utrRecorded,
} from './sale-store';

/** POST /api/sales/:id/payments (the buyer): a payment to be confirmed; a UTR once only (409). */
export async function reportPayment(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof reportPaymentSchema>,
) {
  const amount = toPaise(body.amount);
  await attachableOrThrow(deps.db, user, body.proofUrl, 'proofUrl');
  const { result, record, role } = await withLockedSale(
    deps,
    user,
    id,
    onlyThe('buyer', saleMessages.buyerOnly),
    async (tx, r, now) => {
      const paymentId = crypto.randomUUID();
      decideOrThrow(stateOf(r), { type: 'reportPayment', id: paymentId, amount, utr: body.utr }, now);
      if (await utrRecorded(tx, body.utr)) throw AppError.conflict(saleMessages.utrUsed);
      return insertPayment(tx, {
        id: paymentId,
        saleId: r.sale.id,
        amount,
        utr: body.utr,
        paidOn: body.paidOn,
        proofUrl: body.proofUrl,
        reportedBy: user.id,
        createdAt: now,
      });
    },
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
      let issued = false;
      if (d.state.status === 'paid') {
        await recordStatus(tx, r.sale, 'paid', user.id, now, saleHistoryNotes.balanceReceived);
        await deps.emd.adjust(tx, {
          userId: r.sale.buyerId,
          subEventId: r.sale.subEventId,
          saleId: r.sale.id,
          by: user.id,
        });
        const issue = decideOrThrow(d.state, { type: 'issueDeliveryOrder' }, now);
        await insertDeliveryOrder(tx, {
          saleId: r.sale.id,
          liftFrom: istDate(now),
          liftUntil: issue.state.liftUntil!,
          issuedBy: user.id,
          issuedAt: now,
        });
        await recordStatus(tx, { ...r.sale, status: 'paid' }, 'delivery_order_issued', user.id, now);
        issued = true;
      }
      return { notices, issued };
    },
  );
  await tell(deps, record.sale, result.notices);
  if (result.issued) {
    try {
      await deps.sendDeliveryOrder(id);
      await smsDeliveryOrder(deps.db, deps.notifier, record.sale, (await namesOf(deps.db, record.sale)).lot);
    } catch (err) {
      deps.log.error({ err, saleId: id }, 'delivery order mail not sent');
    }
  }
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
  const { record, role } = await withLockedSale(
    deps,
    user,
    id,
    onlyThe('owner', saleMessages.ownerOnly),
    async (tx, r, now) => {
      const d = decideOrThrow(stateOf(r), { type: 'recordLifting', quantityMilli }, now);
      await insertLifting(tx, {
        saleId: r.sale.id,
        quantityMilli,
        vehicleNo: body.vehicleNo,
        liftedOn: body.liftedOn,
        slipUrl: body.slipUrl,
        recordedBy: user.id,
        createdAt: now,
      });
      if (d.state.status !== r.sale.status) {
        const note = d.state.status === 'completed' ? saleHistoryNotes.allLifted : '';
        await recordStatus(tx, r.sale, d.state.status, user.id, now, note);
      }
    },
  );
  return { message: saleMessages.liftingRecorded, sale: await answer(deps, record, role) };
}

/** POST /api/sales/:id/close (owner): completes a sale short of its quantity, with a reason. */
export async function closeSaleShort(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof closeSaleSchema>,
) {
  const { record, role } = await withLockedSale(
    deps,
    user,
    id,
    onlyThe('owner', saleMessages.ownerOnly),
    async (tx, r, now) => {
      decideOrThrow(stateOf(r), { type: 'closeShort', reason: body.reason }, now);
      await recordStatus(tx, r.sale, 'completed', user.id, now, body.reason, {
        closedShortReason: body.reason,
      });
    },
  );
  return { message: saleMessages.closedShort, sale: await answer(deps, record, role) };
}

/** POST /api/admin/sales/:id/default (Admin): after the due date; the buyer's EMD hold is forfeited. */
export async function defaultSale(
  deps: SalesDeps,
  user: AuthUser,
  id: string,
  body: z.output<typeof defaultSaleSchema>,
) {
  const { record, role } = await withLockedSale(
    deps,
    user,
    id,
    () => {},
    async (tx, r, now) => {
      const d = decideOrThrow(stateOf(r), { type: 'default', reason: body.reason }, now);
      await deps.emd.forfeit(tx, {
        userId: r.sale.buyerId,
        subEventId: r.sale.subEventId,
        saleId: r.sale.id,
        by: user.id,
      });
      await recordStatus(tx, r.sale, 'defaulted', user.id, now, body.reason, {
        forfeited: d.state.forfeited,
      });
    },
  );
  await tell(deps, record.sale, [{ kind: 'default', reason: body.reason }]);
  return { message: saleMessages.defaulted, sale: await answer(deps, record, role) };
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
      return d.state.status;
    },
  );
  if (result === 'awaiting_payment') await tell(deps, record.sale, [{ kind: 'award' }]);
  return {
    message: body.accept ? saleMessages.offerAccepted : saleMessages.offerDeclined,
    sale: await answer(deps, record, role),
  };
}
