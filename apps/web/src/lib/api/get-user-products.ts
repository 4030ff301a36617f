import { productsResponse } from '@neelami/shared/catalog-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** GET /api/general/getUserProducts: the products a member can deal in (Registration, Verify User Detail). */
export const getUserProducts = async () => (await api.get('general/getUserProducts', productsResponse)).data;

/** The products a member can pick. */
export const useUserProducts = () => useQuery({ queryKey: ['userProducts'], queryFn: getUserProducts });
