import { memberHomeResponse } from '@neelami/shared/member-home-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/member/home: what needs the member now (API.md). */
export const getMemberHome = () => api.get('member/home', memberHomeResponse);

/**
 * What needs the member now: read afresh each time the page is shown (a payment just reported
 * elsewhere must not show as still to pay), every minute, and when the tab comes back.
 */
export const useMemberHome = () =>
  useQuery({
    queryKey: ['member-home'],
    queryFn: getMemberHome,
    staleTime: 0,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
