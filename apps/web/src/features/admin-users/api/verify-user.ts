import { okResponseSchema } from '@neelami/shared/common-responses';
import type { AdminUserUpdate } from '@neelami/shared/registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The row as edited: every field of the update; the server checks them (adminUserUpdateSchema). */
export type UserRowUpdate = { [K in keyof AdminUserUpdate]: unknown };

/** PUT /api/admin/verifyUser/:id: the user's details, role and Verified (SPEC §2 Verify User Detail). */
export const verifyUser = ({ id, update }: { id: string; update: UserRowUpdate }) =>
  api.put(`admin/verifyUser/${id}`, update, okResponseSchema);

/** Saves a row of Verify User Detail. */
export const useVerifyUser = () => useMutation({ mutationFn: verifyUser });
