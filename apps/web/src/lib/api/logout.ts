import { okResponseSchema } from '@neelami/shared/common-responses';
import { api } from '../api';

/** POST /api/auth/logout: ends the server session of the token sent. */
export const postLogout = () => api.post('auth/logout', {}, okResponseSchema);
