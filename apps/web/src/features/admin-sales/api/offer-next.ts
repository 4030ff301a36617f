import { saleMessageResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_SALES_KEY } from './get-admin-sales';

/** POST /api/admin/sales/:id/offer-next: a defaulted or declined lot offered to the next-ranked bidder. */
export const offerNext = (id: string) =>
  api.post(`admin/sales/${encodeURIComponent(id)}/offer-next`, {}, saleMessageResponse);

/** Offers the lot to the next bidder; the sales are read again. */
export function useOfferNext() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: offerNext,
    onSettled: () => qc.invalidateQueries({ queryKey: ADMIN_SALES_KEY }),
  });
}
