import type { AuctionEvent } from '@neelami/shared/events';
import { auctionEventListSchema } from '@neelami/shared/events-responses';
import { SHELL_DATA_ID, type ShellData } from '@neelami/shared/prerender';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { api, parseAnswer } from '../api';

/** The public event lists of SPEC §7 General (the home page, the auction lists, the room picker). */
export type EventListName =
  | 'getTodaysAuctions'
  | 'getAllUpcomingAuctions'
  | 'getAllPastAuctions'
  | 'getAllAuctions';

/** GET /api/general/{list}. */
export const getEventList = async (name: EventListName) =>
  (await api.get(`general/${name}`, auctionEventListSchema)).data;

/**
 * The list the page came with (a member list's page, rendered by the server with it:
 * @neelami/shared/prerender SHELL_DATA_ID), read once: the screen starts from what the member already
 * sees instead of asking again before its first render. Anything unreadable is no list.
 */
function takePageList(name: EventListName): AuctionEvent[] | undefined {
  if (typeof document === 'undefined') return undefined;
  const script = document.getElementById(SHELL_DATA_ID);
  if (!script) return undefined;
  try {
    const page = JSON.parse(script.textContent ?? '') as ShellData;
    if (page.list !== name) return undefined;
    script.remove();
    return parseAnswer(auctionEventListSchema, 200, page.body).data;
  } catch {
    return undefined;
  }
}

/**
 * One event list; the options (refetching, retries) are the screen's. The page's own copy of the
 * list, when it has one, is shown first and refreshed at once (it is as old as the page).
 */
export const useEventList = (
  name: EventListName,
  options: Omit<UseQueryOptions<AuctionEvent[]>, 'queryKey' | 'queryFn'> = {},
) => {
  const fromPage = takePageList(name);
  return useQuery({
    queryKey: ['events', name],
    queryFn: () => getEventList(name),
    // Stale from the start: fetched again as the screen mounts.
    ...(fromPage && { initialData: fromPage, initialDataUpdatedAt: 0 }),
    ...options,
  });
};
