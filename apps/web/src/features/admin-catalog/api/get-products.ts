import { productsResponse } from '@neelami/shared/catalog-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the product list. */
export const PRODUCTS_KEY = ['admin', 'products'];

/** GET /api/admin/products: every product (SPEC §2 Add Product). */
export const getProducts = async () => (await api.get('admin/products', productsResponse)).data;

/** The product list. */
export const useProducts = () => useQuery({ queryKey: PRODUCTS_KEY, queryFn: getProducts });
