import { DEVICE_ID_HEADER, type LoginInput } from '@neelami/shared/auth';
import { loginResponse } from '@neelami/shared/users-api-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deviceId } from '../../../lib/device-id';

/** POST /api/auth/login: the user and its bearer token. */
export const login = (values: LoginInput) =>
  api.post('auth/login', values, loginResponse, { [DEVICE_ID_HEADER]: deviceId() });

/** Logs in. */
export const useLogin = () => useMutation({ mutationFn: login });
