import { myPreBidsResponse, preBidSetResponse } from '@neelami/shared/pre-bids-api-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the caller's pre-bids: one query shared by every lot of the upcoming list. */
export const MY_PRE_BIDS_KEY = ['my-pre-bids'] as const;

/** GET /api/member/prebids: the caller's pre-bids on lots that have not opened yet. */
export function useMyPreBids(enabled: boolean) {
  return useQuery({
    queryKey: MY_PRE_BIDS_KEY,
    queryFn: async () => (await api.get('member/prebids', myPreBidsResponse)).data,
    enabled,
    staleTime: 30_000,
  });
}

/** PUT /api/member/subEvents/:id/prebid (API.md "Pre-bids"): sets or raises the caller's pre-bid. */
export function useSetPreBid() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { subEventId: string; ceiling: number; transactionPassword?: string }) =>
      api.put(
        `member/subEvents/${encodeURIComponent(v.subEventId)}/prebid`,
        {
          ceiling: v.ceiling,
          ...(v.transactionPassword ? { transactionPassword: v.transactionPassword } : {}),
        },
        preBidSetResponse,
      ),
    onSuccess: () => qc.invalidateQueries({ queryKey: MY_PRE_BIDS_KEY }),
  });
}
