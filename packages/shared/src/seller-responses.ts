/**
 * What the seller calls answer (API.md "Seller"; SPEC §6 Seller), as schemas the web app parses
 * the answers with, each held to its interface in `seller.ts`.
 */
import * as z from 'zod/mini';
import { listResponseSchema, type Same } from './common-responses';
import { subEventSchema } from './events-responses';
import {
  BID_LOT_DECISIONS,
  BID_LOT_OUTCOMES,
  type BidLot,
  type SellerBid,
  type SellerSubEvent,
} from './seller';

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

/** A lot the caller bid on, with its outcome (GET /api/seller/bidLots). */
export const bidLotSchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  auctionName: z.string(),
  auctionNo: z.number(),
  name: z.string(),
  direction: z.enum(['forward', 'reverse']),
  bidBasis: z.enum(['lot', 'unit']),
  quantityOrTypesOfTrunk: z.string(),
  unit: z.string(),
  status: z.string(),
  closesAt: z.string(),
  myLastBid: z.nullable(z.number()),
  myRank: z.nullable(z.number()),
  leadingAmount: z.nullable(z.number()),
  outcome: z.enum(BID_LOT_OUTCOMES),
  decision: z.nullable(z.enum(BID_LOT_DECISIONS)),
});
true satisfies Same<z.output<typeof bidLotSchema>, BidLot>;
/** GET /api/seller/bidLots. */
export const bidLotListSchema = listResponseSchema(bidLotSchema);
