import type { AuctionData } from '@neelami/shared/catalog';
import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/createAuction, or PUT /api/admin/updateAuction/:id when an id is given. */
export const saveAuction = ({ id, values }: { id: string | null; values: AuctionData }) =>
  id
    ? api.put(`admin/updateAuction/${id}`, values, okResponseSchema)
    : api.post('admin/createAuction', values, okResponseSchema);

/** Adds an auction of the older form, or saves the one being edited. */
export const useSaveAuction = () => useMutation({ mutationFn: saveAuction });
