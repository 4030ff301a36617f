import { okResponseSchema } from '@neelami/shared/common-responses';
import type { RegistrationInput } from '@neelami/shared/registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { uploadKeyHeader } from '../../../lib/uploads';

/**
 * POST /api/auth/register. The documents uploaded before the account existed are claimed with
 * the keys upload/doc answered for them (API.md, X-Upload-Key).
 */
export const registerUser = ({
  values,
  uploadKeys,
}: {
  values: RegistrationInput;
  uploadKeys: (string | undefined)[];
}) => api.post('auth/register', values, okResponseSchema, uploadKeyHeader(uploadKeys));

/** Registers a new (unverified) member. */
export const useRegister = () => useMutation({ mutationFn: registerUser });
