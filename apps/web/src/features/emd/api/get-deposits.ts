import { emdDepositsResponse } from '@neelami/shared/emd-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of Admin's deposit list. */
export const ADMIN_DEPOSITS_KEY = ['admin', 'emd', 'deposits'] as const;

/** GET /api/admin/emd/deposits?status=…: reported deposits (pending ones wait for Admin). */
export const getDeposits = async (status: string) =>
  (await api.get(`admin/emd/deposits?status=${encodeURIComponent(status)}`, emdDepositsResponse)).data;

/** The deposits of one status. */
export const useDeposits = (status: string) =>
  useQuery({ queryKey: [...ADMIN_DEPOSITS_KEY, status], queryFn: () => getDeposits(status) });
