import { flashListResponse } from '@neelami/shared/events-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the flash message list. */
export const FLASH_KEY = ['admin', 'flash'];

/** GET /api/admin/getAllFlash. */
export const getFlashMessages = async () => (await api.get('admin/getAllFlash', flashListResponse)).flash;

/** Every flash message, with its event's name. */
export const useFlashMessages = () => useQuery({ queryKey: FLASH_KEY, queryFn: getFlashMessages });
