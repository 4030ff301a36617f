import { emdLedgerResponse } from '@neelami/shared/emd-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api, earlyQueryData } from '../api';

/** Query key of the caller's EMD ledger. */
export const MY_EMD_KEY = ['emd', 'ledger'] as const;

/** GET /api/emd/ledger's path (the live room's early start asks for it too: preload-room.ts). */
const MY_EMD_PATH = 'emd/ledger';

/** GET /api/emd/ledger: the caller's balance and ledger rows (newest first). */
export const getMyLedger = () => api.get(MY_EMD_PATH, emdLedgerResponse);

/** The caller's EMD ledger (from the first render where the live room's early start has it). */
export const useMyLedger = (enabled = true) =>
  useQuery({
    queryKey: MY_EMD_KEY,
    queryFn: getMyLedger,
    enabled,
    staleTime: 10_000,
    ...earlyQueryData(MY_EMD_PATH, emdLedgerResponse, (a) => a),
  });
