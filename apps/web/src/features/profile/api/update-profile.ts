import type { ProfileUpdate } from '@neelami/shared/profile';
import { savedUserResponse } from '@neelami/shared/users-api-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { PROFILE_KEY } from './get-profile';

/** PUT /api/profile/details: the editable contact fields; answers the saved user. */
export const updateProfile = async (values: ProfileUpdate) =>
  (await api.put('profile/details', values, savedUserResponse)).user;

/** Saves the profile and shows the saved user at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(PROFILE_KEY, user),
  });
}
