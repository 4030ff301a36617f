import type { LiftSuspensionInput } from '@neelami/shared/member-record';
import {
  leaderRecordResponse,
  liftSuspensionResponse,
  memberRecordResponse,
} from '@neelami/shared/member-record-api-responses';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

/** Query key of a member's record: Admin's view of `userId`, or the caller's own ('me'). */
export const memberRecordKey = (userId: string) => ['member-record', userId] as const;

/** GET /api/admin/users/:id/record (Admin) or GET /api/profile/record (the member itself). */
export const getMemberRecord = (userId: string) =>
  api.get(
    userId === 'me' ? 'profile/record' : `admin/users/${encodeURIComponent(userId)}/record`,
    memberRecordResponse,
  );

/** A member's record and the history of its standing (Verify User Detail, the profile). */
export const useMemberRecord = (userId: string, enabled = true) =>
  useQuery({ queryKey: memberRecordKey(userId), queryFn: () => getMemberRecord(userId), enabled });

/** GET /api/seller/subEvents/:id/leader-record: the record of a closed lot's leader (its owner). */
export const useLeaderRecord = (subEventId: string) =>
  useQuery({
    queryKey: ['leader-record', subEventId],
    queryFn: async () =>
      (
        await api.get(
          `seller/subEvents/${encodeURIComponent(subEventId)}/leader-record`,
          leaderRecordResponse,
        )
      ).record,
  });

/** POST /api/admin/users/:id/lift-suspension `{ reason }` (Admin); the record is read again. */
export function useLiftSuspension(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LiftSuspensionInput) =>
      api.post(`admin/users/${encodeURIComponent(userId)}/lift-suspension`, body, liftSuspensionResponse),
    onSettled: () => qc.invalidateQueries({ queryKey: memberRecordKey(userId) }),
  });
}
