import { usersResponse } from '@neelami/shared/users-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the user list. */
export const USERS_KEY = ['admin', 'users'];

/** GET /api/admin/getUsers: every registered user. */
export const getUsers = async () => (await api.get('admin/getUsers', usersResponse)).users;

/** Every registered user. */
export const useUsers = () => useQuery({ queryKey: USERS_KEY, queryFn: getUsers });
