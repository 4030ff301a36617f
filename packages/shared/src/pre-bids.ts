/**
 * Pre-bids (API.md "Pre-bids"): a member assigned to an upcoming lot sets an auto-bid ceiling (a
 * floor in reverse) before it opens, by `place_autobid` in the room or
 * `PUT /api/member/subEvents/:id/prebid`; it can be raised, not lowered or withdrawn. Amounts are
 * whole rupees on the wire. The answers are written with `zod/mini` (api-responses.ts), so the
 * upcoming list reads them without carrying the rest of zod.
 */
import * as z from 'zod/mini';
import { isoInstant, succeeded } from './api-responses';
import { bidAmountSchema } from './bid-amount';
import { bidMessages } from './bid-messages';

/** The lot of `/api/member/subEvents/:id/prebid`. */
export const preBidParamsSchema = z.object({ id: z.uuid({ error: bidMessages.unknownSubEvent }) });

/**
 * `PUT /api/member/subEvents/:id/prebid`: the ceiling in whole rupees, and the transaction password
 * when the event asks for it and this login session has not given it yet (the room's door).
 */
export const preBidInputSchema = z.object({
  ceiling: bidAmountSchema,
  transactionPassword: z.optional(z.string().check(z.maxLength(200))),
});
export type PreBidInput = z.input<typeof preBidInputSchema>;

/** A member's pre-bid in force on a lot (rupees). */
export const preBidSchema = z.strictObject({
  subEventId: z.string(),
  ceiling: z.number(),
  /** When it was set, or last raised. */
  placedAt: isoInstant,
});
export type PreBid = z.infer<typeof preBidSchema>;

/** The answer of the PUT: the pre-bid now in force, and the lot's seq after it. */
export const preBidSetResponse = succeeded({
  message: z.string(),
  preBid: z.strictObject({ ...preBidSchema.shape, seq: z.number() }),
});

/** `GET /api/member/prebids`: the caller's pre-bids on lots that have not opened yet. */
export const myPreBidsResponse = succeeded({ data: z.array(preBidSchema) });
