import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /api/admin/updateFlash/:id. */
export const updateFlash = ({ id, message }: { id: string; message: string }) =>
  api.put(`admin/updateFlash/${id}`, { message }, okResponseSchema);

/** Edits a flash message. */
export const useUpdateFlash = () => useMutation({ mutationFn: updateFlash });
