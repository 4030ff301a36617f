import type { BankAccount } from '@neelami/shared/bank-account';
import { payeeAccountResponse, payeeAccountSavedResponse } from '@neelami/shared/bank-account-api-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the seller's own payee account. */
export const PAYEE_KEY = ['profile', 'payee-account'] as const;

/** GET /api/profile/payee-account (Seller): the latest version and its verification, or null. */
export const getPayeeAccount = async () =>
  (await api.get('profile/payee-account', payeeAccountResponse)).data;

/** The seller's payee account as it stands. */
export const usePayeeAccount = (enabled: boolean) =>
  useQuery({ queryKey: PAYEE_KEY, queryFn: getPayeeAccount, enabled });

/** PUT /api/profile/payee-account (Seller): a new version, pending until Admin verifies it. */
export const savePayeeAccount = (account: BankAccount) =>
  api.put('profile/payee-account', account, payeeAccountSavedResponse);

/** Saves the payee account; it is read again. */
export function useSavePayeeAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePayeeAccount,
    onSuccess: () => qc.invalidateQueries({ queryKey: PAYEE_KEY }),
  });
}
