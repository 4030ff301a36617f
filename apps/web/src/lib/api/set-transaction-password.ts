import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../api';

/** POST /api/profile/transaction-password: sets the password the auction room asks for (SPEC §6 terms). */
export const setTransactionPassword = (password: string) =>
  api.post('profile/transaction-password', { password }, okResponseSchema);

/** Sets the transaction password. */
export const useSetTransactionPassword = () => useMutation({ mutationFn: setTransactionPassword });
