import { saleMessageResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SALES_KEY } from './get-sales';

/** POST /api/sales/:id/close `{ reason }` (the owner): completes a sale short of its quantity. */
export const closeSale = ({ saleId, reason }: { saleId: string; reason: string }) =>
  api.post(`sales/${encodeURIComponent(saleId)}/close`, { reason }, saleMessageResponse);

/** Closes a sale short; the sale is read again. */
export function useCloseSale() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: closeSale,
    onSuccess: () => qc.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
