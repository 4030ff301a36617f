import { auctionsResponse } from '@neelami/shared/catalog-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Which auctions of the older form to list. */
export type AuctionFilter = 'all' | 'upcoming' | 'past';

/** Query key of every auction list (invalidate it after a save). */
export const AUCTIONS_KEY = ['admin', 'auctions'];

const paths: Record<AuctionFilter, string> = {
  all: 'admin/getAllAuctions',
  upcoming: 'admin/getAllUpcomingAuctions',
  past: 'admin/getAllPastAuctions',
};

/** GET /api/admin/getAll{,Upcoming,Past}Auctions (SPEC §2 Add Auction). */
export const getAuctions = async (filter: AuctionFilter) =>
  (await api.get(paths[filter], auctionsResponse)).data;

/** The auctions of one filter. */
export const useAuctions = (filter: AuctionFilter) =>
  useQuery({ queryKey: [...AUCTIONS_KEY, filter], queryFn: () => getAuctions(filter) });
