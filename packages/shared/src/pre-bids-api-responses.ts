/**
 * The answers of the pre-bid calls (API.md "Pre-bids"). Written with `zod/mini`
 * (api-responses.ts), so the upcoming list reads them without carrying the rest of zod.
 */
import * as z from 'zod/mini';
import { isoInstant, succeeded } from './api-responses';

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
