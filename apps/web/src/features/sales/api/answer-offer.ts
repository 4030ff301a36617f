import { saleMessageResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SALES_KEY } from './get-sales';

/** POST /api/sales/:id/offer `{ accept }` (the bidder a defaulted lot was offered to). */
export const answerOffer = ({ saleId, accept }: { saleId: string; accept: boolean }) =>
  api.post(`sales/${encodeURIComponent(saleId)}/offer`, { accept }, saleMessageResponse);

/** Accepts or declines an offered lot; the sales are read again. */
export function useAnswerOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: answerOffer,
    onSettled: () => qc.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
