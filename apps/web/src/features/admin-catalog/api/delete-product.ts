import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/admin/products/:id. */
export const deleteProduct = (id: string) => api.delete(`admin/products/${id}`, okResponseSchema);

/** Deletes a product. */
export const useDeleteProduct = () => useMutation({ mutationFn: deleteProduct });
