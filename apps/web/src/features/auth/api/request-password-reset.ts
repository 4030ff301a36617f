import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/auth/request-password-reset: mails a one-time code (answered alike for unknown e-mails). */
export const requestPasswordReset = (email: string) =>
  api.post('auth/request-password-reset', { email }, okResponseSchema);

/** Asks for a password-reset code. */
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
