/** The integrity desk's answers (API.md "Integrity desk"): a lot's flags, their evidence and its bidders. */
import { z } from 'zod';
import { succeeded } from './api-responses';
import { INTEGRITY_FLAG_KINDS } from './integrity';
import { memberRecordSchema } from './member-record-api-responses';

/**
 * What a flag rests on. `identifier` is a masked tail of the shared value, for Admin only (the
 * owner's answer never carries one); `bidIds` are the lot's bids concerned.
 */
export const integrityEvidenceSchema = z.strictObject({
  identifier: z.string().optional(),
  bidIds: z.array(z.string()),
  /** The live seq of those bids, for reading them in the bid log. */
  seqs: z.array(z.number()),
  /** step_shadowing: raises by exactly one step in a row. */
  rounds: z.number().optional(),
  /** rotation: the owner's lots the linked members won in turn. */
  subEventIds: z.array(z.string()).optional(),
  /** never_wins: closed lots bid on, and bids placed, with no win. */
  lots: z.number().optional(),
  bids: z.number().optional(),
});
export type IntegrityEvidence = z.infer<typeof integrityEvidenceSchema>;

export const integrityFlagSchema = z.strictObject({
  kind: z.enum(INTEGRITY_FLAG_KINDS),
  memberIds: z.array(z.string()),
  evidence: integrityEvidenceSchema,
});
export type IntegrityFlag = z.infer<typeof integrityFlagSchema>;

/** One bidder of the lot, with its member record for Admin (null in the owner's answer). */
export const integrityBidderSchema = z.strictObject({
  memberId: z.string(),
  name: z.string(),
  bids: z.number(),
  leading: z.boolean(),
  record: memberRecordSchema.nullable(),
});
export type IntegrityBidder = z.infer<typeof integrityBidderSchema>;

export const integrityDeskResponse = succeeded({
  flags: z.array(integrityFlagSchema),
  bidders: z.array(integrityBidderSchema),
  /** Whether the lot has closed (the owner's desk opens only then). */
  closed: z.boolean(),
});
export type IntegrityDeskResponse = z.infer<typeof integrityDeskResponse>;
