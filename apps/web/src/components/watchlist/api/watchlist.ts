import { messages } from '@neelami/shared/messages';
import {
  type WatchedLot,
  watchChangedResponse,
  watchlistResponse,
} from '@neelami/shared/watchlist-api-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tm } from '../../../i18n/i18n';
import { ApiError, api } from '../../../lib/api';
import { notifyError } from '../../../lib/notify';
import { useSessionUser } from '../../../lib/use-session';

/** Query key of the caller's watchlist: one query shared by every star and the My Watchlist page. */
export const WATCHLIST_KEY = ['watchlist'] as const;

/** GET /api/watchlist: the watched lots with their event, times and where the bidding stands. */
export const getWatchlist = async () => (await api.get('watchlist', watchlistResponse)).data;

/** Whether the logged-in user keeps a watchlist (a member: Buyer, Seller or Guest/Client; not Admin). */
export function useIsMember(): boolean {
  const user = useSessionUser();
  return !!user && user.role !== 'Admin';
}

/** The caller's watchlist (asked only for a member), refreshed every half minute while shown. */
export function useWatchlist(enabled: boolean, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: WATCHLIST_KEY,
    queryFn: getWatchlist,
    enabled,
    staleTime: 20_000,
    refetchInterval,
  });
}

/** What a star knows of its lot: enough to show it on the list until the server's answer is in. */
export interface StarLot {
  subEventId: string;
  name: string;
}

/** Stands for a lot just starred until the watchlist is read again. */
const placeholder = (lot: StarLot): WatchedLot => ({
  subEventId: lot.subEventId,
  eventId: '',
  auctionName: '',
  auctionNo: 0,
  name: lot.name,
  location: '',
  rule: 'forward',
  eventStartsOn: new Date().toISOString(),
  closesAt: new Date().toISOString(),
  state: 'upcoming',
  leadingAmount: null,
  bidCount: 0,
  leading: false,
  watchedAt: new Date().toISOString(),
});

/**
 * PUT (watch) or DELETE (stop) /api/watchlist/:subEventId, shown at once: the list changes before the
 * server answers and goes back, with a toast saying why, if it refuses (a lot not open to the member).
 */
export function useToggleWatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ lot, watch }: { lot: StarLot; watch: boolean }) => {
      const path = `watchlist/${encodeURIComponent(lot.subEventId)}`;
      return watch ? api.put(path, {}, watchChangedResponse) : api.delete(path, watchChangedResponse);
    },
    onMutate: async ({ lot, watch }) => {
      await qc.cancelQueries({ queryKey: WATCHLIST_KEY });
      const before = qc.getQueryData<WatchedLot[]>(WATCHLIST_KEY);
      const others = (before ?? []).filter((w) => w.subEventId !== lot.subEventId);
      qc.setQueryData<WatchedLot[]>(WATCHLIST_KEY, watch ? [...others, placeholder(lot)] : others);
      return { before };
    },
    onError: (err, _vars, context) => {
      qc.setQueryData(WATCHLIST_KEY, context?.before);
      notifyError(err instanceof ApiError ? err.message : tm(messages.somethingWentWrong));
    },
    onSettled: () => qc.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });
}
