/**
 * Bid receipts over REST (API.md "Integrity desk, member record and bid receipts"): a member's own
 * receipts on a lot (the room's "Download my receipts" file, complete after a reload and with its
 * auto bid's replies), and, after the close, the lot's public chain of digests that `/verify`
 * checks them against. Thin: parse with the shared schema, call bid-receipts.ts.
 */
import { bidChainResponse, myReceiptsResponse } from '@neelami/shared/bid-receipts';
import { subEventParamsSchema } from '@neelami/shared/pre-bids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/access';
import { ok, publicAccess } from '../../plugins/route-options';
import { listMyReceipts, readPublicChain } from './bid-receipts';

export async function bidReceiptRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get(
    '/api/member/subEvents/:id/receipts',
    {
      schema: { params: subEventParamsSchema, response: ok(myReceiptsResponse) },
      // Buyers and Sellers bid (SPEC §6); only the caller's own bids are read.
      config: { access: ['Buyer', 'Seller'] },
    },
    async (req) => ({
      success: true as const,
      receipts: await listMyReceipts(db, req.params.id, requireUser(req).id),
    }),
  );

  r.get(
    '/api/general/subEvents/:id/chain',
    {
      schema: { params: subEventParamsSchema, response: ok(bidChainResponse) },
      config: { ...publicAccess, failures: [409] },
    },
    async (req) => ({ success: true as const, ...(await readPublicChain(db, req.params.id)) }),
  );
}
