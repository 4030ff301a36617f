import { sellerSubEventsResponse } from '@neelami/shared/seller-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the owner's lots. */
export const SELLER_LOTS_KEY = ['seller-sub-events'];

/** GET /api/seller/subEvents: the caller's lots with their leading bids. */
export const getSellerLots = async () => (await api.get('seller/subEvents', sellerSubEventsResponse)).data;

/** The caller's lots, refreshed every 15 s while the auction runs. */
export const useSellerLots = () =>
  useQuery({ queryKey: SELLER_LOTS_KEY, queryFn: getSellerLots, refetchInterval: 15_000 });
