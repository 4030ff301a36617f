import type { LotInput } from '@neelami/shared/catalog';
import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /api/admin/updateLot/:id. */
export const updateLot = ({ id, values }: { id: string; values: LotInput }) =>
  api.put(`admin/updateLot/${id}`, values, okResponseSchema);

/** Saves a row of the lot list. */
export const useUpdateLot = () => useMutation({ mutationFn: updateLot });
