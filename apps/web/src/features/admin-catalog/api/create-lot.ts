import type { LotInput } from '@neelami/shared/catalog';
import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/createLot. */
export const createLot = (values: LotInput) => api.post('admin/createLot', values, okResponseSchema);

/** Adds a lot. */
export const useCreateLot = () => useMutation({ mutationFn: createLot });
