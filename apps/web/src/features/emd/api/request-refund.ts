import { emdRefundResponse } from '@neelami/shared/emd-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MY_EMD_KEY } from '../../../lib/api/get-my-emd-ledger';

/** POST /api/emd/refunds `{ amount }` (at most `available`) → 201 `{ refund }` with `status: "requested"`. */
export const requestRefund = (body: { amount: number }) => api.post('emd/refunds', body, emdRefundResponse);

/** Asks for part or all of the available EMD back. */
export function useRequestRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_EMD_KEY }),
  });
}
