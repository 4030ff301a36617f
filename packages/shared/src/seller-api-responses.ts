import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import type { Same } from './common-responses';
import { subEventShape } from './events-api-responses';
import { CLOSE_STEPS, LOT_RESULT_VALUES } from './lot-close';
import type { BidLot, SellerBid, SellerSubEvent } from './seller';
import { BID_LOT_DECISIONS, BID_LOT_OUTCOMES, BID_STATUSES, NOTIFY_CHANNELS } from './seller';

/** A bid as the owner sees it (SellerBid). */
export const sellerBidSchema = z.strictObject({
  _id: z.string(),
  amount: z.number(),
  kind: z.enum(['manual', 'auto', 'proxy']),
  status: z.enum(BID_STATUSES),
  createdAt: isoInstant,
  bidderLabel: z.string(),
  bidder: z
    .strictObject({ _id: z.string(), name: z.string(), email: z.string(), cellNumber: z.string() })
    .nullable(),
});

/** One of the owner's (or the winner's) lots with its leading bid and the decision (SellerSubEvent). */
const closeHistorySchema = z.strictObject({
  step: z.enum(CLOSE_STEPS),
  result: z.enum(LOT_RESULT_VALUES),
  amount: z.number().nullable(),
  at: isoInstant,
});

export const sellerSubEventSchema = z.strictObject({
  ...subEventShape,
  close: z.strictObject({
    counterAmount: z.number().nullable(),
    decideBy: z.nullable(isoInstant),
    gap: z.number().nullable(),
    history: z.array(closeHistorySchema),
  }),
  auctionName: z.string(),
  direction: z.enum(['forward', 'reverse']),
  leadingBid: sellerBidSchema.nullable(),
  authorization: z
    .strictObject({
      bidId: z.string(),
      authorized: z.boolean(),
      decidedAt: isoInstant,
      notified: z.array(z.enum(NOTIFY_CHANNELS)),
    })
    .nullable(),
  hasLetter: z.boolean(),
});

export const sellerSubEventsResponse = succeeded({ data: z.array(sellerSubEventSchema) });
export const sellerBidsResponse = succeeded({ data: z.array(sellerBidSchema) });
export const authorizedWinnerResponse = succeeded({ message: z.string(), data: sellerSubEventSchema });
export const bidStatusResponse = succeeded({
  message: z.string(),
  data: z.strictObject({ bid: sellerBidSchema, subEvent: sellerSubEventSchema }),
});

/** A lot the caller bid on, with its outcome (BidLot). */
export const bidLotSchema = z.strictObject({
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
  closesAt: isoInstant,
  myLastBid: z.number().nullable(),
  myRank: z.number().nullable(),
  leadingAmount: z.number().nullable(),
  outcome: z.enum(BID_LOT_OUTCOMES),
  decision: z.enum(BID_LOT_DECISIONS).nullable(),
  result: z.enum(LOT_RESULT_VALUES).nullable(),
});
export const bidLotsResponse = succeeded({ data: z.array(bidLotSchema) });

// The answers are the shared interfaces the screens use.
true satisfies Same<z.output<typeof sellerBidSchema>, SellerBid>;
true satisfies Same<z.output<typeof sellerSubEventSchema>, SellerSubEvent>;
true satisfies Same<z.output<typeof bidLotSchema>, BidLot>;
