/**
 * A lot closed below its reserve (API.md "The close: reserve price, approval and counter-offer"):
 * the owner approves (the award is made at the leading bid), rejects (unsold) or counters; the
 * leading bidder accepts a counter (the award is made at the counter amount) or declines (unsold);
 * a decision not made in `approvalHours` lapses into unsold. Each step moves trade's pure machine
 * (lot-close.ts) under the lot's row lock, writes the lot's history, raises the alerts of the
 * owner and the leading bidder, and, on the way to unsold, releases every EMD hold — all in one
 * transaction, so two answers at once make one step and the other a 409.
 */
import {
  type approvalDecisionSchema,
  type CloseStep,
  closeMessages,
  type counterAnswerSchema,
} from '@neelami/shared/lot-close';
import { toPaise } from '@neelami/shared/money';
import type { SellerSubEvent } from '@neelami/shared/seller';
import { decideLotClose, type LotCloseCommand, type LotCloseRefusal } from '@neelami/trade/lot-close';
import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { AuthUser } from '../../plugins/access';
import { releaseHolds } from '../emd/holds';
import { lockSubEventWithEvent } from '../events/bidding-state-rows';
import {
  closeTermsOf,
  listLapsedDecisions,
  lotCloseOf,
  recordCloseStep,
  writeClose,
} from '../events/close-steps';
import type { EventRow, SubEventRow } from '../events/event-queries';
import { findSubEventWithEvent } from '../events/sub-event-lists';
import { raiseDecision } from '../lot-alerts/close-decisions';
import type { StoredNotification } from '../notifications/raise';
import { authorizeWinner, type SellerDeps } from './seller-decisions';
import { oneSellerSubEvent, ownedSubEvent } from './seller-lots';

/** The refusal of a step, as the API answers it. */
function closeRefusal(refusal: LotCloseRefusal): AppError {
  if (refusal === 'COUNTER_OUT_OF_RANGE')
    return AppError.invalid(closeMessages.counterRange, { amount: closeMessages.counterRange });
  if (refusal === 'DEADLINE_PASSED') return AppError.conflict(closeMessages.deadlinePassed);
  return AppError.conflict(closeMessages.notPending);
}

/**
 * Moves the close one step on the locked row: the row's columns, the history's row, the holds
 * released on the way to unsold, the alerts. Throws the refusal.
 */
async function stepClose(
  tx: Db,
  row: SubEventRow,
  e: EventRow,
  cmd: LotCloseCommand,
  historyStep: Exclude<CloseStep, 'integrity_review'>,
  by: string | null,
): Promise<{ award: number | null; alerts: StoredNotification[] }> {
  const d = decideLotClose(closeTermsOf(row), lotCloseOf(row), cmd);
  if (!d.ok) throw closeRefusal(d.refusal);
  await writeClose(tx, row.id, d.close, cmd.at);
  await recordCloseStep(tx, {
    subEventId: row.id,
    step: historyStep,
    result: d.close.result,
    amount:
      historyStep === 'countered' || historyStep === 'accepted' || historyStep === 'declined'
        ? d.close.counter
        : d.close.leading,
    byUserId: by,
    at: cmd.at,
  });
  if (d.releaseHolds)
    await releaseHolds(tx, row.id, row.leaderId ? [row.leaderId] : [], by, `Lot unsold (${historyStep})`);
  // The approval itself is told by the award's own alert and letter.
  const alerts =
    historyStep === 'approved' || historyStep === 'closed'
      ? []
      : await raiseDecision(
          tx,
          row,
          e,
          historyStep,
          d.close.counter ?? d.close.leading,
          d.close.decideBy,
          cmd.at,
        );
  return { award: d.award, alerts };
}

/** POST /api/seller/subEvents/:id/approval: the owner's decision on a lot below its reserve. */
export async function decideApproval(
  deps: SellerDeps,
  user: AuthUser,
  subEventId: string,
  body: z.output<typeof approvalDecisionSchema>,
): Promise<{ message: string; data: SellerSubEvent }> {
  const lot = await ownedSubEvent(deps.db, user, subEventId);
  const at = deps.clock();
  if (body.decision === 'approve') {
    const leadingBidId = lot.s.leadingBidId;
    if (!leadingBidId || lot.s.leadingAmount === null) throw AppError.conflict(closeMessages.notPending);
    await authorizeWinner(
      deps,
      user,
      subEventId,
      { bidId: leadingBidId, authorized: true, notify: ['email', 'sms'], reason: body.reason },
      {
        lot,
        amount: lot.s.leadingAmount,
        decidedBy: user.id,
        at,
        within: async (tx, row) => {
          if (row.leadingBidId !== leadingBidId) throw AppError.conflict(closeMessages.notPending);
          await stepClose(tx, row, lot.e, { type: 'approve', at }, 'approved', user.id);
        },
      },
    );
    return { message: closeMessages.approved, data: await oneSellerSubEvent(deps.db, subEventId) };
  }
  const cmd: LotCloseCommand =
    body.decision === 'reject'
      ? { type: 'reject', at }
      : { type: 'counter', amount: toPaise(body.amount ?? 0), at };
  const alerts = await deps.db.transaction(async (tx) => {
    const locked = await lockSubEventWithEvent(tx, subEventId, false);
    if (!locked) throw AppError.notFound(closeMessages.lotNotFound);
    return (
      await stepClose(
        tx,
        locked.row,
        lot.e,
        cmd,
        body.decision === 'reject' ? 'rejected' : 'countered',
        user.id,
      )
    ).alerts;
  });
  await deps.alerts?.published(alerts);
  return {
    message: body.decision === 'reject' ? closeMessages.rejected : closeMessages.countered,
    data: await oneSellerSubEvent(deps.db, subEventId),
  };
}

/** POST /api/seller/subEvents/:id/counter: the leading bidder's answer to the owner's counter-offer. */
export async function answerCounter(
  deps: SellerDeps,
  user: AuthUser,
  subEventId: string,
  body: z.output<typeof counterAnswerSchema>,
): Promise<{ message: string }> {
  const lot = await findSubEventWithEvent(deps.db, subEventId);
  if (!lot) throw AppError.notFound(closeMessages.lotNotFound);
  if (lot.s.leaderId !== user.id || lot.s.status !== 'closed')
    throw AppError.forbidden(closeMessages.notLeader);
  const at = deps.clock();
  if (body.accept) {
    const { leadingBidId, counterAmount, ownerId } = lot.s;
    if (!leadingBidId || counterAmount === null || !ownerId)
      throw AppError.conflict(closeMessages.notPending);
    await authorizeWinner(
      deps,
      user,
      subEventId,
      { bidId: leadingBidId, authorized: true, notify: ['email', 'sms'], reason: '' },
      {
        lot,
        amount: counterAmount,
        decidedBy: ownerId,
        at,
        within: async (tx, row) => {
          if (row.leaderId !== user.id || row.counterAmount !== counterAmount)
            throw AppError.conflict(closeMessages.notPending);
          const { alerts } = await stepClose(tx, row, lot.e, { type: 'accept', at }, 'accepted', user.id);
          pending.push(...alerts);
        },
      },
    );
    await deps.alerts?.published(pending);
    return { message: closeMessages.accepted };
  }
  const alerts = await deps.db.transaction(async (tx) => {
    const locked = await lockSubEventWithEvent(tx, subEventId, false);
    if (!locked) throw AppError.notFound(closeMessages.lotNotFound);
    if (locked.row.leaderId !== user.id) throw AppError.forbidden(closeMessages.notLeader);
    return (await stepClose(tx, locked.row, lot.e, { type: 'decline', at }, 'declined', user.id)).alerts;
  });
  await deps.alerts?.published(alerts);
  return { message: closeMessages.declined };
}
const pending: StoredNotification[] = [];

/**
 * The deadline sweep: every lot whose decision lapsed becomes unsold, once — each under its row
 * lock, skipped when another instance holds it, and moved only while the machine says it is due.
 */
export async function lapseDueDecisions(deps: Pick<SellerDeps, 'db' | 'alerts'>, now: Date): Promise<number> {
  const due = await listLapsedDecisions(deps.db, now);
  let lapsed = 0;
  for (const id of due) {
    const alerts = await deps.db.transaction(async (tx) => {
      const locked = await lockSubEventWithEvent(tx, id, true);
      if (!locked) return [];
      const d = decideLotClose(closeTermsOf(locked.row), lotCloseOf(locked.row), { type: 'lapse', at: now });
      if (!d.ok) return [];
      lapsed += 1;
      return (await stepClose(tx, locked.row, locked.event, { type: 'lapse', at: now }, 'lapsed', null))
        .alerts;
    });
    await deps.alerts?.published(alerts);
  }
  return lapsed;
}
