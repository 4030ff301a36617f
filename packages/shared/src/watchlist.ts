/**
 * The watchlist and saved searches (API.md "Alerts, watchlist and saved searches"): the lot search
 * a trader runs on the upcoming and live lists, saves with a name, and is told of when a new or
 * newly active lot matches it. The web app filters its lists and the server matches new lots with
 * the same `lotMatchesSearch`, so what a trader sees is what it is told of.
 */
import { z } from 'zod';
import { paiseOfRupees } from './emd';
import { requiredText } from './fields';
import { messages } from './messages';
import { textField } from './text';

export const watchlistMessages = {
  watching: 'Added to your watchlist',
  notWatching: 'Removed from your watchlist',
  lotNotVisible: 'Lot not found, or not open to you',
  searchEmpty:
    'Choose at least one thing to search for: words, a product, a location, an auction type or an EMD limit',
  searchSaved: 'Search saved; you will be told of new lots that match it',
  searchDeleted: 'Saved search deleted',
  searchNotFound: 'Saved search not found',
  tooManySearches: 'You can keep at most 20 saved searches; delete one first',
  maxEmdAmount: 'Enter the EMD limit in rupees with at most two decimals',
} as const;

/** How many saved searches a member keeps. */
export const MAX_SAVED_SEARCHES = 20;

const listOf = (max: number) =>
  z
    .array(
      textField({ error: messages.enterText })
        .trim()
        .min(1, { error: messages.fieldRequired })
        .max(100, { error: 'At most 100 characters' }),
      { error: messages.notInExpectedForm },
    )
    .max(max, { error: `At most ${max} choices` });

/** What a lot search looks for; every criterion given must hold (words: each word somewhere). */
export const savedSearchQuerySchema = z
  .strictObject({
    text: textField({ error: messages.enterText })
      .trim()
      .max(100, { error: 'At most 100 characters' })
      .optional(),
    productNames: listOf(20).optional(),
    locations: listOf(20).optional(),
    auctionTypes: listOf(10).optional(),
    /** Rupees: lots whose EMD is at most this. */
    maxEmd: z
      .number({ error: watchlistMessages.maxEmdAmount })
      .min(0, { error: watchlistMessages.maxEmdAmount })
      .max(1_00_00_00_000, { error: watchlistMessages.maxEmdAmount })
      .refine((v) => paiseOfRupees(v) !== null, { error: watchlistMessages.maxEmdAmount })
      .optional(),
  })
  .refine((q) => !isEmptySearch(q), { error: watchlistMessages.searchEmpty });
export type SavedSearchQuery = z.output<typeof savedSearchQuerySchema>;

/** POST /api/saved-searches. */
export const savedSearchInputSchema = z.strictObject({
  name: requiredText(60),
  query: savedSearchQuerySchema,
});
export type SavedSearchInput = z.output<typeof savedSearchInputSchema>;

/** True when a query asks for nothing (no words, no lists with entries, no EMD limit). */
export function isEmptySearch(q: {
  text?: string;
  productNames?: string[];
  locations?: string[];
  auctionTypes?: string[];
  maxEmd?: number;
}): boolean {
  return (
    !(q.text && q.text.trim() !== '') &&
    !q.productNames?.length &&
    !q.locations?.length &&
    !q.auctionTypes?.length &&
    q.maxEmd === undefined
  );
}

/** What a search is matched against: a lot (sub-event) with its event's type. */
export interface SearchableLot {
  /** The lot's name and details: where words are looked for (with the product, location and event). */
  name: string;
  details?: string;
  /** The product as the lists show it: the lot's (sub-event's) name, e.g. "Copper cable scrap". */
  productName: string;
  location: string;
  eventName: string;
  auctionType: string;
  /** Rupees. */
  emdAmount: number;
}

const fold = (s: string) => s.normalize('NFKC').toLocaleLowerCase('en-IN').trim();

/** Whether the lot is one the search asks for. */
export function lotMatchesSearch(q: SavedSearchQuery, lot: SearchableLot): boolean {
  if (q.text) {
    const haystack = fold(
      [lot.name, lot.details ?? '', lot.productName, lot.location, lot.eventName].join(' '),
    );
    const words = fold(q.text).split(/\s+/).filter(Boolean);
    if (!words.every((w) => haystack.includes(w))) return false;
  }
  const oneOf = (choices: string[] | undefined, value: string) =>
    !choices?.length || choices.some((c) => fold(c) === fold(value));
  if (!oneOf(q.productNames, lot.productName)) return false;
  if (!oneOf(q.locations, lot.location)) return false;
  if (!oneOf(q.auctionTypes, lot.auctionType)) return false;
  if (q.maxEmd !== undefined && lot.emdAmount > q.maxEmd) return false;
  return true;
}
