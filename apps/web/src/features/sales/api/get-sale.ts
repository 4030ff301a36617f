import { saleResponse } from '@neelami/shared/sales-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SALES_KEY } from './get-sales';

/** GET /api/sales/:id: the sale with its payments, delivery order, liftings and history. */
export const getSale = async (id: string) =>
  (await api.get(`sales/${encodeURIComponent(id)}`, saleResponse)).sale;

/** One sale in full. */
export const useSale = (id: string) =>
  useQuery({ queryKey: [...SALES_KEY, 'detail', id], queryFn: () => getSale(id), refetchInterval: 30_000 });
