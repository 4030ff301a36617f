/**
 * The answers of the watchlist and saved-search calls (API.md "Alerts, watchlist and saved
 * searches"). Written with `zod/mini` (api-responses.ts): the live room's star parses the
 * watchlist with these and carries no more of zod than they use.
 */
import * as z from 'zod/mini';
import { isoInstant, succeeded } from './api-responses';
import type { Same } from './common-responses';
import type { SavedSearchQuery } from './watchlist';

/** A watched lot with its event, its times and where the bidding stands (amounts in rupees). */
export const watchedLotSchema = z.strictObject({
  subEventId: z.string(),
  eventId: z.string(),
  auctionName: z.string(),
  auctionNo: z.number(),
  name: z.string(),
  location: z.string(),
  /** 'forward' or 'reverse'. */
  rule: z.string(),
  eventStartsOn: isoInstant,
  closesAt: isoInstant,
  /** The lot's state: 'upcoming', 'live' or 'closed'. */
  state: z.enum(['upcoming', 'live', 'closed']),
  /** The leading amount, null before the first bid. */
  leadingAmount: z.nullable(z.number()),
  bidCount: z.number(),
  /** Whether the caller's bid leads. */
  leading: z.boolean(),
  watchedAt: isoInstant,
});
export type WatchedLot = z.infer<typeof watchedLotSchema>;

export const watchlistResponse = succeeded({ data: z.array(watchedLotSchema) });

/** PUT/DELETE /api/watchlist/:subEventId. */
export const watchChangedResponse = succeeded({ message: z.string(), watching: z.boolean() });

const texts = z.optional(z.array(z.string()));
/** A saved search's query as stored (checked on the way in by `savedSearchQuerySchema`). */
const savedQuerySchema = z.strictObject({
  text: z.optional(z.string()),
  productNames: texts,
  locations: texts,
  auctionTypes: texts,
  maxEmd: z.optional(z.number()),
});

export const savedSearchSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  query: savedQuerySchema,
  createdAt: isoInstant,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchListResponse = succeeded({ data: z.array(savedSearchSchema) });
export const savedSearchSavedResponse = succeeded({ message: z.string(), data: savedSearchSchema });

// The stored query is the shape the input schema gives.
true satisfies Same<z.output<typeof savedQuerySchema>, SavedSearchQuery>;
