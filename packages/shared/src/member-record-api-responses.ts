/** The member record's answers (API.md "member record"): the figures, the standing's history. */
import { MEMBER_STATUSES } from '@neelami/trade/member-standing';
import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import { STANDING_CAUSES } from './member-record';

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

export const liftSuspensionResponse = succeeded({
  message: z.string(),
  record: memberRecordSchema,
  history: z.array(standingChangeSchema),
});
