/**
 * A member's standing after defaults (API.md "Integrity desk, member record and bid receipts"),
 * decided by `standingOf` (`@neelami/trade/member-standing`) from the defaults the sales hold and
 * written as a row of the users module's `member_standing_changes`, with the member's row locked:
 *
 * * `standAfterDefault`, in the default's own transaction: probation after one default in 365
 *   days, suspension after two;
 * * `liftSuspension` (Admin, with a reason): the member may bid again, on probation while a
 *   default of the last 365 days stands.
 *
 * Each change is mailed to the member after its commit.
 */
import type { StandingCause } from '@neelami/shared/member-record';
import { recordMessages } from '@neelami/shared/member-record';
import type { MemberRecordResponse, StandingChange } from '@neelami/shared/member-record-api-responses';
import { type MemberStatus, standingOf, statusAt } from '@neelami/trade/member-standing';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import {
  appendStandingChange,
  lastLiftedAt,
  latestStandings,
  listStandingChanges,
  lockMemberForStanding,
} from '../users/member-standing';
import { listMemberRecords, memberRecordOf } from './member-record';
import type { SalesDeps } from './sale-core';
import { mailStandingChange, type StandingNotice } from './standing-mails';

/**
 * In the default's transaction (after its status row): the buyer's new standing, written when it
 * changes; the notice to mail after the commit, or null.
 */
export async function standAfterDefault(
  tx: Db,
  buyerId: string,
  saleId: string,
  now: Date,
): Promise<StandingNotice | null> {
  await lockMemberForStanding(tx, buyerId);
  const record = (await listMemberRecords(tx, [buyerId], now)).get(buyerId);
  const next = standingOf(record?.defaultsAt ?? [], await lastLiftedAt(tx, buyerId), now);
  const stored = (await latestStandings(tx, [buyerId])).get(buyerId) ?? null;
  const unchanged =
    statusAt(stored, now) === next.status &&
    (stored?.until?.getTime() ?? null) === (next.until?.getTime() ?? null);
  if (unchanged || next.status === 'good') return null;
  await appendStandingChange(tx, {
    userId: buyerId,
    status: next.status,
    cause: 'default',
    saleId,
    until: next.until,
    at: now,
  });
  return { status: next.status, cause: 'default', reason: '', until: next.until };
}

/** The record and the standing's history of a member, as the record calls answer them. */
export async function readMemberRecord(
  db: Db,
  userId: string,
  now: Date,
): Promise<Omit<MemberRecordResponse, 'success'>> {
  const [record, changes] = await Promise.all([
    memberRecordOf(db, userId, now),
    listStandingChanges(db, userId),
  ]);
  const history: StandingChange[] = changes.map((c) => ({
    status: c.status as MemberStatus,
    cause: c.cause as StandingCause,
    reason: c.reason,
    by: c.by,
    at: c.at.toISOString(),
    until: c.until ? c.until.toISOString() : null,
  }));
  return { record, history };
}

/** POST /api/admin/users/:id/lift-suspension (Admin): a suspended member may bid again. */
export async function liftSuspension(deps: SalesDeps, adminId: string, userId: string, reason: string) {
  const now = deps.clock();
  const notice = await deps.db.transaction(async (tx) => {
    if (!(await lockMemberForStanding(tx, userId))) throw AppError.notFound(recordMessages.memberNotFound);
    const stored = (await latestStandings(tx, [userId])).get(userId) ?? null;
    if (statusAt(stored, now) !== 'suspended') throw AppError.conflict(recordMessages.notSuspended);
    const record = (await listMemberRecords(tx, [userId], now)).get(userId);
    const next = standingOf(record?.defaultsAt ?? [], now, now);
    await appendStandingChange(tx, {
      userId,
      status: next.status,
      cause: 'lifted',
      reason,
      until: next.until,
      by: adminId,
      at: now,
    });
    return { status: next.status, cause: 'lifted', reason, until: next.until } satisfies StandingNotice;
  });
  await mailStandingChange(deps.db, deps.notifier, userId, notice, deps.log);
  return readMemberRecord(deps.db, userId, now);
}
