import type { PublicUser } from '@neelami/shared/session';
import { usersDataResponse } from '@neelami/shared/users-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** Roles the admin lists users by (SPEC §7 admin/getUserListByRoleType/{role}). */
export type ListedRole = 'Seller' | 'Buyer' | 'Guest';

/** GET /api/admin/getUserListByRoleType/{role} (Admin only). */
export const getUsersByRole = async (role: ListedRole) =>
  (await api.get(`admin/getUserListByRoleType/${role}`, usersDataResponse)).data;

/** The users of one role (Admin only). */
export function useUsersByRole(role: ListedRole, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'users-by-role', role],
    queryFn: () => getUsersByRole(role),
    enabled,
    staleTime: 30_000,
  });
}

/** How a user is labelled in pickers: organisation or individual name (SPEC §2 Assign), then the e-mail. */
export const userLabel = (u: Pick<PublicUser, 'OrganizationIndividualName' | 'email'>) =>
  u.OrganizationIndividualName ? `${u.OrganizationIndividualName} (${u.email})` : u.email;
