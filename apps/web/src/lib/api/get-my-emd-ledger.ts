import { emdLedgerResponse } from '@neelami/shared/emd-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** Query key of the caller's EMD ledger. */
export const MY_EMD_KEY = ['emd', 'ledger'] as const;

/** GET /api/emd/ledger: the caller's balance and ledger rows (newest first). */
export const getMyLedger = () => api.get('emd/ledger', emdLedgerResponse);

/** The caller's EMD ledger. */
export const useMyLedger = (enabled = true) =>
  useQuery({ queryKey: MY_EMD_KEY, queryFn: getMyLedger, enabled, staleTime: 10_000 });
