import { emdDepositResponse } from '@neelami/shared/emd-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { MY_EMD_KEY } from '../../../lib/api/get-my-emd-ledger';

/** What the member reports of a bank transfer (NEFT/RTGS/IMPS) into the platform's EMD account. */
export interface DepositReport {
  amount: number;
  utr: string;
  paidOn: string;
  bank?: string;
  proofUrl?: string;
}

/** POST /api/emd/deposits → 201 `{ deposit }` with `status: "pending"`; a UTR already recorded → 409. */
export const reportDeposit = (body: DepositReport) => api.post('emd/deposits', body, emdDepositResponse);

/** Reports a deposit and shows it in the ledger at once. */
export function useReportDeposit() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reportDeposit,
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_EMD_KEY }),
  });
}
