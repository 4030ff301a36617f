import type { BankAccount } from '@neelami/shared/bank-account';
import { emdAccountResponse, emdAccountSavedResponse } from '@neelami/shared/bank-account-api-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the platform's EMD account. */
export const EMD_ACCOUNT_KEY = ['emd', 'account'] as const;

/** GET /api/general/emd-account (a member) or /api/admin/settings/emd-account (Admin): null until set. */
export const getEmdAccount = async (admin: boolean) =>
  (await api.get(admin ? 'admin/settings/emd-account' : 'general/emd-account', emdAccountResponse)).data;

/** The platform's EMD account, where members transfer their earnest money. */
export const useEmdAccount = (admin = false) =>
  useQuery({ queryKey: [...EMD_ACCOUNT_KEY, admin], queryFn: () => getEmdAccount(admin) });

/** PUT /api/admin/settings/emd-account (Admin): the account in force from now. */
export const saveEmdAccount = (account: BankAccount) =>
  api.put('admin/settings/emd-account', account, emdAccountSavedResponse);

/** Saves the platform's EMD account; it is read again. */
export function useSaveEmdAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveEmdAccount,
    onSuccess: () => qc.invalidateQueries({ queryKey: EMD_ACCOUNT_KEY }),
  });
}
