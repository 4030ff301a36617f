import { userResponse } from '@neelami/shared/users-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the caller's profile. */
export const PROFILE_KEY = ['profile'];

/** GET /api/profile/details: the caller's own user. */
export const getProfile = async () => (await api.get('profile/details', userResponse)).user;

/** The caller's own user. */
export const useProfile = () => useQuery({ queryKey: PROFILE_KEY, queryFn: getProfile });
