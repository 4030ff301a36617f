import { emdLedgerResponse } from '@neelami/shared/emd-api-responses';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** GET /api/admin/emd/ledger/:userId: any member's balance and ledger (Admin). */
export const getMemberLedger = (userId: string) =>
  api.get(`admin/emd/ledger/${encodeURIComponent(userId)}`, emdLedgerResponse);

const key = (userId: string) => ['admin', 'emd', 'ledger', userId] as const;

/** One member's ledger (none while no member is chosen). */
export const useMemberLedger = (userId: string | null) =>
  useQuery({ queryKey: key(userId ?? ''), queryFn: () => getMemberLedger(userId!), enabled: !!userId });

/** The available EMD of several members at once, by member id (undefined while loading or failed). */
export function useMembersAvailable(userIds: readonly string[], enabled: boolean) {
  const results = useQueries({
    queries: userIds.map((id) => ({
      queryKey: key(id),
      queryFn: () => getMemberLedger(id),
      enabled,
      staleTime: 10_000,
    })),
  });
  const out: Record<string, number | undefined> = {};
  userIds.forEach((id, i) => {
    out[id] = results[i]?.data?.balance.available;
  });
  return out;
}
