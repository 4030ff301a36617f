import { saleMessageResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_SALES_KEY } from './get-admin-sales';

/**
 * POST /api/admin/sales/:id/cancel `{ reason }`: before any payment is confirmed; the buyer's EMD
 * hold is released and the owner of the lot decides on the award again.
 */
export const cancelSale = ({ id, reason }: { id: string; reason: string }) =>
  api.post(`admin/sales/${encodeURIComponent(id)}/cancel`, { reason }, saleMessageResponse);

/** Cancels a sale; the sales are read again. */
export function useCancelSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: cancelSale,
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_SALES_KEY }),
  });
}
