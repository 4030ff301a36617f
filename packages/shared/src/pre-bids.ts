/**
 * Pre-bids (API.md "Pre-bids"): a member assigned to an upcoming lot sets an auto-bid ceiling (a
 * floor in reverse) before it opens, by `place_autobid` in the room or
 * `PUT /api/member/subEvents/:id/prebid`; it can be raised, not lowered or withdrawn. Amounts are
 * whole rupees on the wire. The answers are in pre-bids-api-responses.ts.
 */
import { z } from 'zod';
import { bidAmountSchema } from './bid-amount';
import { bidMessages } from './bid-messages';

/** The lot of `/api/member/subEvents/:id/…` and `/api/general/subEvents/:id/…` (its prebid, receipts, chain). */
export const subEventParamsSchema = z.object({ id: z.uuid({ error: bidMessages.unknownSubEvent }) });
/** The lot of `/api/member/subEvents/:id/prebid`. */
export const preBidParamsSchema = subEventParamsSchema;

/**
 * `PUT /api/member/subEvents/:id/prebid`: the ceiling in whole rupees, and the transaction password
 * when the event asks for it and this login session has not given it yet (the room's door).
 */
export const preBidInputSchema = z.object({
  ceiling: bidAmountSchema,
  transactionPassword: z.string().max(200).optional(),
});
export type PreBidInput = z.input<typeof preBidInputSchema>;
