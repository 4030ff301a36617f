/**
 * What the seller calls answer (API.md "Seller"; SPEC §6 Seller), as schemas the web app parses
 * the answers with, each held to its interface in `seller.ts`.
 */
import * as z from 'zod/mini';
import { listResponseSchema, type Same } from './common-responses';
import { subEventSchema } from './events-responses';
import type { SellerBid, SellerSubEvent } from './seller';

/** A bid as the owner sees it (the bidder only after the lot has closed). */
export const sellerBidSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  kind: z.enum(['manual', 'auto', 'proxy']),
  status: z.enum(['accepted', 'rejected', 'cancelled']),
  createdAt: z.string(),
  bidderLabel: z.string(),
  bidder: z.nullable(
    z.object({ _id: z.string(), name: z.string(), email: z.string(), cellNumber: z.string() }),
  ),
});
true satisfies Same<z.output<typeof sellerBidSchema>, SellerBid>;
/** GET /api/seller/subEvents/:subEventId/bids. */
export const sellerBidListSchema = listResponseSchema(sellerBidSchema);

/** One of the owner's lots with its leading bid and the decision on it. */
export const sellerSubEventSchema = z.extend(subEventSchema, {
  auctionName: z.string(),
  direction: z.enum(['forward', 'reverse']),
  leadingBid: z.nullable(sellerBidSchema),
  authorization: z.nullable(
    z.object({
      bidId: z.string(),
      authorized: z.boolean(),
      decidedAt: z.string(),
      notified: z.array(z.enum(['email', 'sms'])),
    }),
  ),
  hasLetter: z.boolean(),
});
true satisfies Same<z.output<typeof sellerSubEventSchema>, SellerSubEvent>;
/** GET /api/seller/subEvents and GET /api/seller/wins. */
export const sellerSubEventListSchema = listResponseSchema(sellerSubEventSchema);
