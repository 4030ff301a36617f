import { sellerSubEventsResponse } from '@neelami/shared/seller-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/seller/wins: the lots the caller won (its letters of acceptance). */
export const getSellerWins = async () => (await api.get('seller/wins', sellerSubEventsResponse)).data;

/** The lots the caller won. */
export const useSellerWins = () =>
  useQuery({ queryKey: ['seller-wins'], queryFn: getSellerWins, refetchInterval: 30_000 });
