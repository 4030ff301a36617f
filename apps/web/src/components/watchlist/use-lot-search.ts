import type { AuctionEvent, SubEvent } from '@neelami/shared/events';
import { lotMatchesSearch, type SavedSearchQuery, type SearchableLot } from '@neelami/shared/watchlist';
import { useState } from 'react';
import { useSessionUser } from '../../lib/use-session';
import { searchableLot, useEventLots } from './api/event-lots';

/** A listed event's lots as shown: every lot, or those the search matches; undefined while coming. */
export type LotsOf = (eventId: string) => SubEvent[] | undefined;

/** The search of an event list: its lots, the query and what it leaves shown. */
export interface LotSearchList {
  /** Every lot of the listed events (the search's choices are built from them). */
  lots: SearchableLot[];
  query: SavedSearchQuery | null;
  setQuery: (q: SavedSearchQuery | null) => void;
  /** The events shown: all without a query, else those with a matching lot. */
  events: AuctionEvent[];
  lotsOf: LotsOf;
  /** How many lots match the query (null without one). */
  matching: number | null;
}

/**
 * Filters an event list by the lot search (SPEC: upcoming and live lists) with the one matcher the
 * server uses for saved searches (`lotMatchesSearch`).
 */
export function useLotSearch(events: AuctionEvent[]): LotSearchList {
  const byEvent = useEventLots(events, useSessionUser() !== null);
  const [query, setQuery] = useState<SavedSearchQuery | null>(null);
  // A few events of a few lots each: worked out again on every render.
  const result = (() => {
    const lots: SearchableLot[] = [];
    const shown = new Map<string, SubEvent[] | undefined>();
    let matching = 0;
    for (const e of events) {
      const subs = byEvent.get(e._id);
      if (!subs) {
        shown.set(e._id, undefined);
        continue;
      }
      const kept = subs.filter((s) => {
        const lot = searchableLot(e, s);
        lots.push(lot);
        return !query || lotMatchesSearch(query, lot);
      });
      matching += kept.length;
      shown.set(e._id, kept);
    }
    const shownEvents = query ? events.filter((e) => (shown.get(e._id)?.length ?? 0) > 0) : events;
    return { lots, shown, events: shownEvents, matching: query ? matching : null };
  })();
  return {
    lots: result.lots,
    query,
    setQuery,
    events: result.events,
    lotsOf: (id) => result.shown.get(id),
    matching: result.matching,
  };
}
