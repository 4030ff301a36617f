import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/admin/deleteLot/:id. */
export const deleteLot = (id: string) => api.delete(`admin/deleteLot/${id}`, okResponseSchema);

/** Deletes a lot (refused while it is in use). */
export const useDeleteLot = () => useMutation({ mutationFn: deleteLot });
