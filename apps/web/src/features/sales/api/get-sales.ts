import { salesListResponse } from '@neelami/shared/sales-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of every sale query (the list and each sale); changes invalidate it all. */
export const SALES_KEY = ['sales'] as const;

/** GET /api/sales: the sales where the caller is the buyer (a won lot) or the owner of the lot. */
export const getSales = async () => (await api.get('sales', salesListResponse)).data;

/** The caller's sales, as buyer and as owner (each carries `role`). */
export const useSales = () =>
  useQuery({ queryKey: [...SALES_KEY, 'list'], queryFn: getSales, refetchInterval: 30_000 });
