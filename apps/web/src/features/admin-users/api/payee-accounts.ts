import type { PayeeDecisionInput } from '@neelami/shared/bank-account';
import { payeeAccountSavedResponse, payeeAccountsResponse } from '@neelami/shared/bank-account-api-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the members' payee accounts. */
export const PAYEE_ACCOUNTS_KEY = ['admin', 'payee-accounts'] as const;

/** GET /api/admin/payee-accounts: each seller's latest payee account, newest first. */
export const getPayeeAccounts = async () =>
  (await api.get('admin/payee-accounts', payeeAccountsResponse)).data;

/** The members' payee accounts (Verify User Detail). */
export const usePayeeAccounts = () => useQuery({ queryKey: PAYEE_ACCOUNTS_KEY, queryFn: getPayeeAccounts });

/**
 * PUT /api/admin/users/:id/payee-account `{ status, note?, accountId }`: verifies or rejects the
 * version Admin looked at (a newer one is refused, 409).
 */
export const decidePayeeAccount = ({ userId, ...body }: PayeeDecisionInput & { userId: string }) =>
  api.put(`admin/users/${encodeURIComponent(userId)}/payee-account`, body, payeeAccountSavedResponse);

/** Decides a payee account; the list is read again (also after a refusal: it changed). */
export function useDecidePayeeAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: decidePayeeAccount,
    onSettled: () => qc.invalidateQueries({ queryKey: PAYEE_ACCOUNTS_KEY }),
  });
}
