import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/verify-reset-otp: checks the one-time code before the new password is asked. */
export const verifyResetOtp = (body: { email: string; otp: string }) =>
  api.post('auth/verify-reset-otp', body, okResponseSchema);

/** Checks a password-reset code. */
export const useVerifyResetOtp = () => useMutation({ mutationFn: verifyResetOtp });
