import type { AuctionEvent, SubEvent } from '@neelami/shared/events';
import { liveRoomEventResponse } from '@neelami/shared/events-api-responses';
import type { SearchableLot } from '@neelami/shared/watchlist';
import { useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/general/event/:eventId: the event's open lots as the caller sees them. */
const getLots = async (eventId: string) =>
  (await api.get(`general/event/${encodeURIComponent(eventId)}`, liveRoomEventResponse)).data.subEvent;

/**
 * What the lot search matches a lot of a listed event against: the same fields the server matches a
 * new lot's saved-search alerts with (lot-alerts/lot-reads.ts), so the list shows what is told of.
 */
export const searchableLot = (event: AuctionEvent, lot: SubEvent): SearchableLot => ({
  name: lot.name,
  details: lot.details,
  // A sub-event names no catalogue product of its own: the server takes the lot's name for it.
  productName: lot.name,
  location: lot.location,
  eventName: event.auctionName,
  auctionType: event.auctionType,
  emdAmount: lot.emdAmount,
});

/**
 * The lots of each listed event (asked only for a logged-in user: the call needs one), kept a minute.
 * `undefined` for an event whose lots are still coming or could not be read.
 */
export function useEventLots(events: AuctionEvent[], enabled: boolean): Map<string, SubEvent[] | undefined> {
  const results = useQueries({
    queries: events.map((e) => ({
      queryKey: ['watch-lots', e._id],
      queryFn: () => getLots(e._id),
      enabled,
      staleTime: 60_000,
    })),
  });
  const byEvent = new Map<string, SubEvent[] | undefined>();
  events.forEach((e, i) => {
    byEvent.set(e._id, results[i]?.data);
  });
  return byEvent;
}
