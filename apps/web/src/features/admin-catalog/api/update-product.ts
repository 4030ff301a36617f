import type { ProductInput } from '@neelami/shared/catalog';
import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT /api/admin/products/:id: renames a product. */
export const updateProduct = ({ id, values }: { id: string; values: ProductInput }) =>
  api.put(`admin/products/${id}`, values, okResponseSchema);

/** Renames a product. */
export const useUpdateProduct = () => useMutation({ mutationFn: updateProduct });
