/**
 * The result of a lot's close on its row, and the lot's history of it (API.md "The close"). The
 * rules are trade's pure machine (lot-close.ts); this file turns its decisions into the row's
 * columns and the history's rows, always in the caller's transaction: the closing's (bidding) or
 * the owner's and bidder's decisions and the deadline sweep (award).
 */
import { isReverse } from '@neelami/shared/events';
import type { CloseHistoryEntry, CloseStep, LotResultValue } from '@neelami/shared/lot-close';
import { toRupees } from '@neelami/shared/money';
import { type CloseTerms, decideLotClose, type LotClose } from '@neelami/trade/lot-close';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SubEventRow } from './event-queries';
import { lotCloseSteps, subEvents } from './tables';

/** The close terms of a sub-event row. */
export const closeTermsOf = (
  s: Pick<SubEventRow, 'subEventType' | 'reservePrice' | 'approvalBandBp' | 'approvalHours'>,
): CloseTerms => ({
  reverse: isReverse(s.subEventType),
  reservePrice: s.reservePrice,
  approvalBandBp: s.approvalBandBp,
  approvalHours: s.approvalHours,
});

/** The machine's view of a closed row (null while it is open or closed before results existed). */
export function lotCloseOf(
  s: Pick<SubEventRow, 'result' | 'leadingAmount' | 'counterAmount' | 'resultDecideBy'>,
): LotClose | null {
  if (!s.result) return null;
  return {
    result: s.result as LotClose['result'],
    leading: s.leadingAmount,
    counter: s.counterAmount,
    decideBy: s.resultDecideBy,
  };
}

/** The row's columns of a close. */
export const closeColumns = (c: LotClose) => ({
  result: c.result,
  resultDecideBy: c.decideBy,
  counterAmount: c.counter,
});

export interface CloseStepRow {
  step: CloseStep;
  result: LotResultValue;
  amount: number | null;
  byUserId: string | null;
  at: Date;
}

/**
 * The result decided at the closing: the columns to write, the history's row, and whether the
 * leader keeps its EMD hold (not when the lot closes unsold).
 */
export function closeResultOf(
  row: SubEventRow,
  leading: number | null,
  at: Date,
): { set: ReturnType<typeof closeColumns>; step: CloseStepRow; keepsLeader: boolean } | null {
  const d = decideLotClose(closeTermsOf(row), null, { type: 'close', leading, at });
  if (!d.ok) return null;
  return {
    set: closeColumns(d.close),
    step: { step: 'closed', result: d.close.result, amount: leading, byUserId: null, at },
    keepsLeader: !d.releaseHolds,
  };
}

export async function recordCloseStep(
  tx: Db,
  step: CloseStepRow & { subEventId: string; reason?: string },
): Promise<void> {
  await tx.insert(lotCloseSteps).values(step);
}

/** The history of these lots' closes, oldest first, amounts in rupees. */
export async function closeHistories(
  db: Db,
  subEventIds: string[],
): Promise<Map<string, CloseHistoryEntry[]>> {
  const out = new Map<string, CloseHistoryEntry[]>();
  if (subEventIds.length === 0) return out;
  const rows = await db
    .select()
    .from(lotCloseSteps)
    .where(
      subEventIds.length === 1
        ? eq(lotCloseSteps.subEventId, subEventIds[0] as string)
        : inArray(lotCloseSteps.subEventId, subEventIds),
    )
    .orderBy(asc(lotCloseSteps.at), asc(lotCloseSteps.id));
  for (const r of rows) {
    const list = out.get(r.subEventId) ?? [];
    list.push({
      step: r.step as CloseStep,
      result: r.result as LotResultValue,
      amount: r.amount === null ? null : toRupees(r.amount),
      at: r.at.toISOString(),
    });
    out.set(r.subEventId, list);
  }
  return out;
}

/** Writes a close's new step on the (locked) row. */
export async function writeClose(tx: Db, subEventId: string, close: LotClose, at: Date): Promise<void> {
  await tx
    .update(subEvents)
    .set({ ...closeColumns(close), updatedAt: at })
    .where(eq(subEvents.id, subEventId));
}

/** Lots whose pending decision (approval_pending, countered) lapsed by `now`. */
export async function listLapsedDecisions(db: Db, now: Date, limit = 200): Promise<string[]> {
  const rows = await db
    .select({ id: subEvents.id })
    .from(subEvents)
    .where(
      and(
        isNotNull(subEvents.resultDecideBy),
        lte(subEvents.resultDecideBy, now),
        inArray(subEvents.result, ['approval_pending', 'countered']),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** A reason a flagged lot was awarded for (API.md "Integrity desk"), as the bid-log report prints it. */
export interface IntegrityReview {
  subEventId: string;
  reason: string;
  byUserId: string | null;
  at: Date;
}

/** The integrity reviews of these lots, oldest first. */
export async function listIntegrityReviews(db: Db, subEventIds: string[]): Promise<IntegrityReview[]> {
  if (subEventIds.length === 0) return [];
  return db
    .select({
      subEventId: lotCloseSteps.subEventId,
      reason: lotCloseSteps.reason,
      byUserId: lotCloseSteps.byUserId,
      at: lotCloseSteps.at,
    })
    .from(lotCloseSteps)
    .where(and(inArray(lotCloseSteps.subEventId, subEventIds), eq(lotCloseSteps.step, 'integrity_review')))
    .orderBy(asc(lotCloseSteps.at), asc(lotCloseSteps.id));
}
