import type { ProductInput } from '@neelami/shared/catalog';
import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/admin/products: adds a product. */
export const createProduct = (values: ProductInput) => api.post('admin/products', values, okResponseSchema);

/** Adds a product. */
export const useCreateProduct = () => useMutation({ mutationFn: createProduct });
