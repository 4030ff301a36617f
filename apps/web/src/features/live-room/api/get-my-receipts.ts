import { myReceiptsResponse } from '@neelami/shared/bid-receipts';
import { api } from '../../../lib/api';

/** GET /api/member/subEvents/:id/receipts: the caller's receipts on the lot, its auto bid's replies too. */
export const getMyReceipts = async (subEventId: string) =>
  (await api.get(`member/subEvents/${encodeURIComponent(subEventId)}/receipts`, myReceiptsResponse)).receipts;
