import { type MessageResponse, messageResponseSchema } from '@neelami/shared/common-responses';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The owner's decision on a lot closed below its reserve (API.md "The close"). */
export interface ApprovalDecision {
  subEventId: string;
  decision: 'approve' | 'reject' | 'counter';
  /** ₹, for a counter-offer. */
  amount?: number;
  /** Why a lot flagged on the integrity desk is approved all the same. */
  reason?: string;
}

/** POST /api/seller/subEvents/:id/approval. */
export const decideApproval = ({ subEventId, ...body }: ApprovalDecision) =>
  api.post(`seller/subEvents/${subEventId}/approval`, body, messageResponseSchema);

export const useDecideApproval = (
  options: Pick<UseMutationOptions<MessageResponse, Error, ApprovalDecision>, 'onSuccess' | 'onError'>,
) => useMutation({ mutationFn: decideApproval, ...options });

/** The leading bidder's answer to a counter-offer. */
export interface CounterAnswer {
  subEventId: string;
  accept: boolean;
}

/** POST /api/seller/subEvents/:id/counter. */
export const answerCounter = ({ subEventId, accept }: CounterAnswer) =>
  api.post(`seller/subEvents/${subEventId}/counter`, { accept }, messageResponseSchema);

export const useAnswerCounter = (
  options: Pick<UseMutationOptions<MessageResponse, Error, CounterAnswer>, 'onSuccess' | 'onError'>,
) => useMutation({ mutationFn: answerCounter, ...options });
