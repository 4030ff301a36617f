import { memberHomeResponse } from '@neelami/shared/member-home';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/member/home: what needs the member now (API.md). */
export const getMemberHome = () => api.get('member/home', memberHomeResponse);

/** What needs the member now, read again every minute and when the tab comes back. */
export const useMemberHome = () =>
  useQuery({ queryKey: ['member-home'], queryFn: getMemberHome, refetchInterval: 60_000 });
