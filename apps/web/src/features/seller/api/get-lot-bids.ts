import { sellerBidsResponse } from '@neelami/shared/seller-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of one lot's bids. */
export const lotBidsKey = (subEventId: string) => ['seller-bids', subEventId];

/** GET /api/seller/subEvents/:subEventId/bids: the bids on one of the caller's lots. */
export const getLotBids = async (subEventId: string) =>
  (await api.get(`seller/subEvents/${subEventId}/bids`, sellerBidsResponse)).data;

/** The bids on one of the caller's lots. */
export const useLotBids = (subEventId: string) =>
  useQuery({ queryKey: lotBidsKey(subEventId), queryFn: () => getLotBids(subEventId) });
