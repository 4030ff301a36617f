import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/change-password (the account's other sessions end). */
export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.post('auth/change-password', body, okResponseSchema);

/** Changes the login password. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
