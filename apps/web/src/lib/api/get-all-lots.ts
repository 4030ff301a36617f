import { lotsResponse } from '@neelami/shared/catalog-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** Query key of the lot list (Add Lot, Add Auction and Add Sub Event read it). */
export const LOTS_KEY = ['admin', 'lots'];

/** GET /api/admin/getAllLots. */
export const getAllLots = async () => (await api.get('admin/getAllLots', lotsResponse)).data;

/** Every lot of the catalogue (Admin). */
export const useAllLots = () => useQuery({ queryKey: LOTS_KEY, queryFn: getAllLots });
