import { emdRefundsResponse } from '@neelami/shared/emd-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of Admin's refund list. */
export const ADMIN_REFUNDS_KEY = ['admin', 'emd', 'refunds'] as const;

/** GET /api/admin/emd/refunds?status=…: members' refund requests (requested ones wait for Admin). */
export const getRefunds = async (status: string) =>
  (await api.get(`admin/emd/refunds?status=${encodeURIComponent(status)}`, emdRefundsResponse)).data;

/** The refund requests of one status. */
export const useRefunds = (status: string) =>
  useQuery({ queryKey: [...ADMIN_REFUNDS_KEY, status], queryFn: () => getRefunds(status) });
