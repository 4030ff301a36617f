/**
 * A member's record after its wins (API.md "Integrity desk, member record and bid receipts"):
 * the lots it won and how it paid and lifted, and its standing (good, probation, suspended), with
 * every change of standing. One schema for the answer of `GET /api/admin/users/:id/record` and
 * `GET /api/profile/record`, and for Admin's lifting of a suspension.
 */
import { MEMBER_STATUSES } from '@neelami/trade/member-standing';
import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import { requiredText } from './fields';

export { MEMBER_STATUSES, type MemberStatus } from '@neelami/trade/member-standing';

/** The figures of a record, derived from the member's sales. */
export const memberRecordSchema = z.strictObject({
  lotsWon: z.number(),
  paidOnTime: z.number(),
  paidLate: z.number(),
  defaults: z.number(),
  liftedInTime: z.number(),
  liftedLate: z.number(),
  status: z.enum(MEMBER_STATUSES),
});
export type MemberRecord = z.infer<typeof memberRecordSchema>;

/** Why a standing changed: a default of a sale, or Admin lifting a suspension. */
export const STANDING_CAUSES = ['default', 'lifted'] as const;
export type StandingCause = (typeof STANDING_CAUSES)[number];

/** One change of a member's standing, as its history shows it. */
export const standingChangeSchema = z.strictObject({
  status: z.enum(MEMBER_STATUSES),
  cause: z.enum(STANDING_CAUSES),
  /** Admin's reason for a lift; empty for a default. */
  reason: z.string(),
  /** The name of who changed it (Admin), or null for the platform. */
  by: z.string().nullable(),
  at: isoInstant,
  /** The end of a probation (null otherwise). */
  until: z.nullable(isoInstant),
});
export type StandingChange = z.infer<typeof standingChangeSchema>;

/** `GET /api/admin/users/:id/record`, `GET /api/profile/record`: the record and, beside it, the history. */
export const memberRecordResponse = succeeded({
  record: memberRecordSchema,
  history: z.array(standingChangeSchema),
});
export type MemberRecordResponse = z.infer<typeof memberRecordResponse>;

/** `GET /api/seller/subEvents/:subEventId/leader-record` (the owner): null before the close or without a leader. */
export const leaderRecordResponse = succeeded({ record: memberRecordSchema.nullable() });

/** `POST /api/admin/users/:id/lift-suspension` (Admin). */
export const liftSuspensionSchema = z.object({ reason: requiredText(500, { multiLine: true }) });
export type LiftSuspensionInput = z.infer<typeof liftSuspensionSchema>;

export const liftSuspensionResponse = succeeded({
  message: z.string(),
  record: memberRecordSchema,
  history: z.array(standingChangeSchema),
});

/** What the record's calls and the refusals it causes say (Hindi in message-catalogue.ts). */
export const recordMessages = {
  memberNotFound: 'Member not found',
  notSuspended: 'This member is not suspended.',
  lifted: 'Suspension lifted.',
  suspendedBid:
    'Your account is suspended after two defaults: you cannot bid until the Admin lifts the suspension.',
  suspendedDeposit:
    'Your account is suspended after two defaults: you cannot report EMD deposits until the Admin lifts the suspension.',
  suspendedAssign: 'Suspended after two defaults, cannot be assigned',
  probationLimit:
    'Your account is on probation after a default: you may lead at most two lots at once. Wait until one of them closes.',
} as const;
