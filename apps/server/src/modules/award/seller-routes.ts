/**
 * The owner's calls (API.md `seller/*`). Thin: parse with the shared schema, call the use case.
 * Access is Seller or Buyer (a procuring buyer owns the lot of a reverse auction); ownership is
 * checked in the use case. The letter is for the winner, the owner and the Admin.
 */
import { fileBody, messageResponse } from '@neelami/shared/api-responses';
import { approvalDecisionSchema, counterAnswerSchema } from '@neelami/shared/lot-close';
import {
  authorizeWinnerSchema,
  bidStatusSchema,
  sellerBidParamsSchema,
  sellerSubEventParamsSchema,
} from '@neelami/shared/seller';
import {
  authorizedWinnerResponse,
  bidLotsResponse,
  bidStatusResponse,
  sellerBidsResponse,
  sellerSubEventsResponse,
} from '@neelami/shared/seller-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { listBidLots } from '../bidding/bid-lots';
import type { BiddingService } from '../bidding/bidding-service';
import { createLetterMailer } from '../documents/letter-mailer';
import type { AwardHooks } from './award-hooks';
import { setBidStatus } from './bid-status';
import { answerCounter, decideApproval } from './lot-approval';
import { authorizeWinner } from './seller-decisions';
import { getLetterOfAcceptance } from './seller-letters';
import { listSellerBids, listSellerSubEvents, listWonLots } from './seller-lots';

const owners = { access: ['Seller', 'Buyer'] } as const;
const ownersConflict = { access: ['Seller', 'Buyer'], failures: [409, 503] } as const;
const pdf = {
  200: { description: 'The letter (PDF)', content: { 'application/pdf': { schema: fileBody } } },
};

export async function sellerRoutes(
  app: FastifyInstance,
  opts: { db: Db; service: BiddingService; smtpUrl: string | null; award?: AwardHooks },
) {
  const { db } = opts;
  const letters = createLetterMailer({ db, smtpUrl: opts.smtpUrl, log: app.log });
  app.addHook('onClose', async () => {
    await letters.close();
  });
  const deps = () => ({
    db,
    service: opts.service,
    notifier: app.notifier,
    letters,
    clock: opts.service.clock,
    award: opts.award,
    alerts: app.alerts,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/seller/subEvents',
    { schema: { response: { 200: sellerSubEventsResponse } }, config: owners },
    async (req) => ({
      success: true as const,
      data: await listSellerSubEvents(db, requireUser(req)),
    }),
  );

  // The lots the caller won, with the owner's decision and, once authorised, the letter to download.
  r.get(
    '/api/seller/wins',
    { schema: { response: { 200: sellerSubEventsResponse } }, config: owners },
    async (req) => ({
      success: true as const,
      data: await listWonLots(db, requireUser(req)),
    }),
  );

  // Every lot the caller bid on, open or closed, won or lost, with its own standing and outcome.
  r.get(
    '/api/seller/bidLots',
    { schema: { response: { 200: bidLotsResponse } }, config: owners },
    async (req) => ({
      success: true as const,
      data: await listBidLots(db, requireUser(req), opts.service.clock()),
    }),
  );

  r.get(
    '/api/seller/subEvents/:subEventId/bids',
    { schema: { params: sellerSubEventParamsSchema, response: { 200: sellerBidsResponse } }, config: owners },
    async (req) => ({
      success: true as const,
      data: await listSellerBids(db, requireUser(req), req.params.subEventId),
    }),
  );

  r.post(
    '/api/seller/subEvents/:subEventId/authorize',
    {
      schema: {
        params: sellerSubEventParamsSchema,
        body: authorizeWinnerSchema,
        response: { 200: authorizedWinnerResponse },
      },
      config: ownersConflict,
    },
    async (req) => {
      const { message, data } = await authorizeWinner(
        deps(),
        requireUser(req),
        req.params.subEventId,
        req.body,
      );
      return { success: true as const, message, data };
    },
  );

  // API.md "The close": the owner's decision on a lot closed below its reserve.
  r.post(
    '/api/seller/subEvents/:subEventId/approval',
    {
      schema: {
        params: sellerSubEventParamsSchema,
        body: approvalDecisionSchema,
        response: { 200: authorizedWinnerResponse },
      },
      config: ownersConflict,
    },
    async (req) => {
      const { message, data } = await decideApproval(
        deps(),
        requireUser(req),
        req.params.subEventId,
        req.body,
      );
      return { success: true as const, message, data };
    },
  );

  // The leading bidder's answer to the owner's counter-offer.
  r.post(
    '/api/seller/subEvents/:subEventId/counter',
    {
      schema: {
        params: sellerSubEventParamsSchema,
        body: counterAnswerSchema,
        response: { 200: messageResponse },
      },
      config: ownersConflict,
    },
    async (req) => {
      const { message } = await answerCounter(deps(), requireUser(req), req.params.subEventId, req.body);
      return { success: true as const, message };
    },
  );

  r.post(
    '/api/seller/bids/:bidId/status',
    {
      schema: { params: sellerBidParamsSchema, body: bidStatusSchema, response: { 200: bidStatusResponse } },
      config: ownersConflict,
    },
    async (req) => {
      const { message, data } = await setBidStatus(deps(), requireUser(req), req.params.bidId, req.body);
      return { success: true as const, message, data };
    },
  );

  r.get(
    '/api/seller/subEvents/:subEventId/letter',
    {
      schema: { params: sellerSubEventParamsSchema, response: pdf },
      config: { access: 'user', failures: [403] },
    },
    async (req, reply) => {
      const { filename, pdf } = await getLetterOfAcceptance(
        db,
        requireUser(req),
        req.params.subEventId,
        opts.award,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf);
    },
  );
}
