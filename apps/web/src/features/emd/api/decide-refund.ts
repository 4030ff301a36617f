import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Admin's answer to a refund request: paid (with the transfer's UTR) or rejected. */
export interface RefundDecision {
  id: string;
  status: 'paid' | 'rejected';
  utr?: string;
}

/** PUT /api/admin/emd/refunds/:id `{ status, utr? }`. */
export const decideRefund = ({ id, ...body }: RefundDecision) =>
  api.put(`admin/emd/refunds/${encodeURIComponent(id)}`, body, okResponseSchema);

/** Marks a refund paid or rejects it; the member's ledger is read again. */
export function useDecideRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideRefund,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ['admin', 'emd', 'ledger'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'emd', 'refunds'] });
    },
  });
}
