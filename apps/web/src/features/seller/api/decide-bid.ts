import { type MessageResponse, messageResponseSchema } from '@neelami/shared/common-responses';
import type { BidStatus, NotifyChannel } from '@neelami/shared/seller';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** What the owner decides on one bid. */
export interface BidDecision {
  bidId: string;
  status: BidStatus;
  reason: string;
  notify: NotifyChannel[];
}

/** POST /api/seller/bids/:bidId/status. */
export const decideBid = ({ bidId, ...body }: BidDecision) =>
  api.post(`seller/bids/${bidId}/status`, body, messageResponseSchema);

/** Accepts, rejects or cancels a bid. */
export const useDecideBid = (
  options: Pick<UseMutationOptions<MessageResponse, Error, BidDecision>, 'onSuccess' | 'onError'>,
) => useMutation({ mutationFn: decideBid, ...options });
