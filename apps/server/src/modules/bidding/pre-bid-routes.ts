/**
 * Pre-bids over REST (API.md "Pre-bids"): a member assigned to an upcoming lot sets or raises its
 * auto-bid ceiling from the upcoming list, and lists its pre-bids waiting for an opening (a pre-bid
 * cannot be withdrawn: there is no call for it, and the room's `cancel_autobid` is refused). Thin: parse with the shared schema, call the use case (place-pre-bid.ts). Buyers and
 * Sellers bid (SPEC §6); the assignment and the rest are checked in the lot's queue.
 */
import { bidMessages } from '@neelami/shared/bidding';
import { preBidInputSchema, preBidParamsSchema } from '@neelami/shared/pre-bids';
import { myPreBidsResponse, preBidSetResponse } from '@neelami/shared/pre-bids-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/access';
import { ok } from '../../plugins/route-options';
import type { BiddingService } from './bidding-service';
import { listMyPreBids, placePreBid } from './place-pre-bid';

const bidders = ['Buyer', 'Seller'] as const;

export async function preBidRoutes(app: FastifyInstance, opts: { service: BiddingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;

  r.put(
    '/api/member/subEvents/:id/prebid',
    {
      schema: { params: preBidParamsSchema, body: preBidInputSchema, response: ok(preBidSetResponse) },
      config: { access: bidders, failures: [409, 429, 503] },
    },
    async (req) => {
      const preBid = await placePreBid(service, {
        user: requireUser(req),
        subEventId: req.params.id,
        body: req.body,
        ip: req.ip,
      });
      return { success: true as const, message: bidMessages.preBidSet, preBid };
    },
  );

  r.get(
    '/api/member/prebids',
    { schema: { response: ok(myPreBidsResponse) }, config: { access: bidders } },
    async (req) => ({ success: true as const, data: await listMyPreBids(service, requireUser(req)) }),
  );
}
