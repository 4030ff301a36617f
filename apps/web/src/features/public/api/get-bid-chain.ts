import { bidChainResponse } from '@neelami/shared/bid-receipts';
import { api } from '../../../lib/api';

/** GET /api/general/subEvents/:id/chain (anyone, after the close): the lot's chain of digests and its head. */
export const getBidChain = (subEventId: string) =>
  api.get(`general/subEvents/${encodeURIComponent(subEventId)}/chain`, bidChainResponse);
