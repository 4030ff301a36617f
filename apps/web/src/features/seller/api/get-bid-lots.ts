import { bidLotsResponse } from '@neelami/shared/seller-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/seller/bidLots: every lot the caller bid on, with its outcome. */
export const getBidLots = async () => (await api.get('seller/bidLots', bidLotsResponse)).data;

/** The lots the caller bid on. */
export const useBidLots = () =>
  useQuery({ queryKey: ['seller-bid-lots'], queryFn: getBidLots, refetchInterval: 30_000 });
