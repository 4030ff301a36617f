import { okResponseSchema } from '@neelami/shared/common-responses';
import type { FlashInput } from '@neelami/shared/events';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/addFlash. */
export const addFlash = (values: FlashInput) => api.post('admin/addFlash', values, okResponseSchema);

/** Adds a flash message to an event. */
export const useAddFlash = () => useMutation({ mutationFn: addFlash });
