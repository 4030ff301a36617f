import { type MessageResponse, messageResponseSchema } from '@neelami/shared/common-responses';
import type { NotifyChannel } from '@neelami/shared/seller';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The owner's decision on the leading bid of a closed lot. */
export interface WinnerDecision {
  subEventId: string;
  bidId: string | undefined;
  authorized: boolean;
  notify: NotifyChannel[];
  /** Why a lot flagged on the integrity desk is awarded all the same. */
  reason?: string;
}

/** POST /api/seller/subEvents/:subEventId/authorize. */
export const authorizeWinner = ({ subEventId, ...body }: WinnerDecision) =>
  api.post(`seller/subEvents/${subEventId}/authorize`, body, messageResponseSchema);

/** Authorises or unauthorises the winner. */
export const useAuthorizeWinner = (
  options: Pick<UseMutationOptions<MessageResponse, Error, WinnerDecision>, 'onSuccess' | 'onError'>,
) => useMutation({ mutationFn: authorizeWinner, ...options });
