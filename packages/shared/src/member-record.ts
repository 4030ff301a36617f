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

/** Why a standing changed: a default of a sale, or Admin lifting a suspension. */
export const STANDING_CAUSES = ['default', 'lifted'] as const;
export type StandingCause = (typeof STANDING_CAUSES)[number];

/** `POST /api/admin/users/:id/lift-suspension` (Admin). */
export const liftSuspensionSchema = z.object({ reason: requiredText(500, { multiLine: true }) });
export type LiftSuspensionInput = z.infer<typeof liftSuspensionSchema>;

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
