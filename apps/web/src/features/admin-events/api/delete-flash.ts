import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/admin/deleteFlash/:id. */
export const deleteFlash = (id: string) => api.delete(`admin/deleteFlash/${id}`, okResponseSchema);

/** Deletes a flash message. */
export const useDeleteFlash = () => useMutation({ mutationFn: deleteFlash });
