import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ADMIN_DEPOSITS_KEY } from './get-deposits';

/** Admin's decision on a reported deposit. */
export interface DepositDecision {
  id: string;
  status: 'verified' | 'rejected';
  note?: string;
}

/** PUT /api/admin/emd/deposits/:id `{ status, note? }`: a deposit is decided once. */
export const decideDeposit = ({ id, ...body }: DepositDecision) =>
  api.put(`admin/emd/deposits/${encodeURIComponent(id)}`, body, okResponseSchema);

/** Verifies or rejects a deposit; the lists and ledgers are read again. */
export function useDecideDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decideDeposit,
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ADMIN_DEPOSITS_KEY });
      void qc.invalidateQueries({ queryKey: ['admin', 'emd', 'ledger'] });
    },
  });
}
