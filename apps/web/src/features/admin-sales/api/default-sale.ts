import { saleMessageResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_SALES_KEY } from './get-admin-sales';

/** POST /api/admin/sales/:id/default `{ reason }`: after the due date; the buyer's EMD hold is forfeited. */
export const defaultSale = ({ id, reason }: { id: string; reason: string }) =>
  api.post(`admin/sales/${encodeURIComponent(id)}/default`, { reason }, saleMessageResponse);

/** Defaults a sale; the sales are read again. */
export function useDefaultSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: defaultSale,
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_SALES_KEY }),
  });
}
