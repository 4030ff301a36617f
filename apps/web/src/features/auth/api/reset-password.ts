import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/reset-password: sets the new password with the one-time code. */
export const resetPassword = (body: { email: string; otp: string; newPassword: string }) =>
  api.post('auth/reset-password', body, okResponseSchema);

/** Resets the password. */
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
