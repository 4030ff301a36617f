import { saleResponse } from '@neelami/shared/sales-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_SALES_KEY } from './get-admin-sales';

/** GET /api/sales/:id: the sale with its payments, delivery order, liftings and history. */
export const getSale = async (id: string) =>
  (await api.get(`sales/${encodeURIComponent(id)}`, saleResponse)).sale;

/** One sale, opened from the list. */
export const useSale = (id: string | null) =>
  useQuery({
    queryKey: [...ADMIN_SALES_KEY, 'sale', id],
    queryFn: () => getSale(id!),
    enabled: id !== null,
  });
