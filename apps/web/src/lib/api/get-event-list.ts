import type { AuctionEvent } from '@neelami/shared/events';
import { auctionEventListSchema } from '@neelami/shared/events-responses';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** The public event lists of SPEC §7 General (the home page, the auction lists, the room picker). */
export type EventListName =
  | 'getTodaysAuctions'
  | 'getAllUpcomingAuctions'
  | 'getAllPastAuctions'
  | 'getAllAuctions';

/** GET /api/general/{list}. */
export const getEventList = async (name: EventListName) =>
  (await api.get(`general/${name}`, auctionEventListSchema)).data;

/** One event list; the options (refetching, retries) are the screen's. */
export const useEventList = (
  name: EventListName,
  options: Omit<UseQueryOptions<AuctionEvent[]>, 'queryKey' | 'queryFn'> = {},
) => useQuery({ queryKey: ['events', name], queryFn: () => getEventList(name), ...options });
