import type { LiftingInput } from '@neelami/shared/sales';
import { saleMessageResponse } from '@neelami/shared/sales-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { SALES_KEY } from './get-sales';

/** POST /api/sales/:id/liftings (the owner); more than is left to lift → 400 (`errors.quantity`). */
export const recordLifting = ({ saleId, ...body }: LiftingInput & { saleId: string }) =>
  api.post(`sales/${encodeURIComponent(saleId)}/liftings`, body, saleMessageResponse);

/** Records a lifting; the sale is read again. */
export function useRecordLifting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recordLifting,
    onSuccess: () => qc.invalidateQueries({ queryKey: SALES_KEY }),
  });
}
