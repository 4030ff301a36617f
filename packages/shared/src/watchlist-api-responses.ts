/** The answers of the watchlist and saved-search calls (API.md "Alerts, watchlist and saved searches"). */
import { z } from 'zod';
import { savedSearchQuerySchema } from './watchlist';

/** A watched lot with its event, its times and where the bidding stands (amounts in rupees). */
export const watchedLotSchema = z.object({
  subEventId: z.string(),
  eventId: z.string(),
  auctionName: z.string(),
  auctionNo: z.number(),
  name: z.string(),
  location: z.string(),
  /** 'forward' or 'reverse'. */
  rule: z.string(),
  eventStartsOn: z.string(),
  closesAt: z.string(),
  /** The lot's state: 'upcoming', 'live' or 'closed'. */
  state: z.enum(['upcoming', 'live', 'closed']),
  /** The leading amount, null before the first bid. */
  leadingAmount: z.number().nullable(),
  bidCount: z.number().int(),
  /** Whether the caller's bid leads. */
  leading: z.boolean(),
  watchedAt: z.string(),
});
export type WatchedLot = z.infer<typeof watchedLotSchema>;

export const watchlistResponse = z.object({ success: z.literal(true), data: z.array(watchedLotSchema) });

/** PUT/DELETE /api/watchlist/:subEventId. */
export const watchChangedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  watching: z.boolean(),
});

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  query: savedSearchQuerySchema,
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponse = z.object({
  success: z.literal(true),
  data: z.array(savedSearchSchema),
});
export const savedSearchSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: savedSearchSchema,
});
