/**
 * Tender then auction over REST (API.md "Multi-unit (Yankee) lots and tender-then-auction"). Thin:
 * parse with the shared schema, call the use case. Members (Buyers and Sellers, SPEC §6) tender
 * and read their own; Admin and the lot's owner read the lot's tenders.
 */

import { eventMessages } from '@neelami/shared/events';
import { tenderInputSchema, tenderMessages, tenderParamsSchema } from '@neelami/shared/tender';
import {
  lotTendersResponse,
  myTenderResponse,
  tenderPlacedResponse,
} from '@neelami/shared/tender-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/access';
import { ok } from '../../plugins/route-options';
import { findSubEventById, type SubEventRow } from '../events/event-queries';
import { placeTender } from './place-tender';
import { lotTendersView, myTenderView } from './tender-views';

const bidders = ['Buyer', 'Seller'] as const;

export async function tenderRoutes(app: FastifyInstance, opts: { db: Db; clock?: () => Date }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;
  const clock = opts.clock ?? (() => new Date());

  r.post(
    '/api/member/subEvents/:id/tender',
    {
      schema: { params: tenderParamsSchema, body: tenderInputSchema, response: ok(tenderPlacedResponse) },
      config: { access: bidders, failures: [409] },
    },
    async (req) => {
      const { receipt, replaced } = await placeTender(db, {
        user: requireUser(req),
        subEventId: req.params.id,
        body: req.body,
        now: clock(),
      });
      return {
        success: true as const,
        message: replaced ? tenderMessages.replaced : tenderMessages.sealed,
        receipt,
      };
    },
  );

  r.get(
    '/api/member/subEvents/:id/tender',
    { schema: { params: tenderParamsSchema, response: ok(myTenderResponse) }, config: { access: bidders } },
    async (req) => {
      const row = await tenderLot(db, req.params.id);
      return { success: true as const, ...(await myTenderView(db, row, requireUser(req).id, clock())) };
    },
  );

  r.get(
    '/api/admin/subEvents/:id/tenders',
    {
      schema: { params: tenderParamsSchema, response: ok(lotTendersResponse) },
      config: { access: ['Admin'] },
    },
    async (req) => ({
      success: true as const,
      ...(await lotTendersView(db, await tenderLot(db, req.params.id), clock())),
    }),
  );

  r.get(
    '/api/seller/subEvents/:id/tenders',
    { schema: { params: tenderParamsSchema, response: ok(lotTendersResponse) }, config: { access: bidders } },
    async (req) => {
      const row = await tenderLot(db, req.params.id);
      if (row.ownerId !== requireUser(req).id) throw AppError.forbidden();
      return { success: true as const, ...(await lotTendersView(db, row, clock())) };
    },
  );
}

/** The tender-then-auction lot, or 404 (a lot of another format has no tenders). */
async function tenderLot(db: Db, id: string): Promise<SubEventRow> {
  const row = await findSubEventById(db, id);
  if (!row) throw AppError.notFound(eventMessages.subEventNotFound);
  if (row.saleFormat !== 'tender_auction') throw AppError.notFound(tenderMessages.notTenderLot);
  return row;
}
