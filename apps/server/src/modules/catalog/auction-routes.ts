import { auctionInputSchema, catalogMessages, idParamsSchema } from '@neelami/shared/catalog';
import {
  auctionsResponse,
  publicAuctionResponse,
  publicAuctionsResponse,
  savedAuctionResponse,
} from '@neelami/shared/catalog-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { adminOnly, created, ok } from '../../plugins/route-options';
import { findAuctionById, listAuctions } from './auction-queries';
import { createAuction, updateAuction } from './save-auction';

/** Auctions, the older form of an event (SPEC §7 createAuction … updateAuction). */
export async function auctionRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.post(
    '/api/admin/createAuction',
    { schema: { body: auctionInputSchema, response: created(savedAuctionResponse) }, config: adminOnly },
    async (req, reply) => {
      const data = await createAuction(db, req.body);
      return reply.status(201).send({ success: true as const, message: catalogMessages.auctionSaved, data });
    },
  );
  r.get(
    '/api/admin/getAllAuctions',
    { schema: { response: ok(auctionsResponse) }, config: adminOnly },
    async () => ({
      success: true as const,
      data: await listAuctions(db, 'all'),
    }),
  );
  r.get(
    '/api/admin/getAllPastAuctions',
    { schema: { response: ok(auctionsResponse) }, config: adminOnly },
    async () => ({
      success: true as const,
      data: await listAuctions(db, 'past'),
    }),
  );
  r.get(
    '/api/admin/getAllUpcomingAuctions',
    { schema: { response: ok(auctionsResponse) }, config: adminOnly },
    async () => ({
      success: true as const,
      data: await listAuctions(db, 'upcoming'),
    }),
  );
  r.put(
    '/api/admin/updateAuction/:id',
    {
      schema: { params: idParamsSchema, body: auctionInputSchema, response: ok(savedAuctionResponse) },
      config: adminOnly,
    },
    async (req) => ({
      success: true as const,
      message: catalogMessages.auctionUpdated,
      data: await updateAuction(db, req.params.id, req.body),
    }),
  );
}

/** SPEC §7 "Unused by the screens": the auctions, readable by anyone (API.md), without their registered buyers. */
export async function publicAuctionRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  // Registered buyers are not shown publicly.
  r.get(
    '/api/auctions',
    { schema: { response: ok(publicAuctionsResponse) }, config: { access: 'public' } },
    async () => ({
      success: true as const,
      data: (await listAuctions(db, 'all')).map(({ registeredBuyers: _, ...a }) => a),
    }),
  );
  r.get(
    '/api/auctions/:id',
    { schema: { params: idParamsSchema, response: ok(publicAuctionResponse) }, config: { access: 'public' } },
    async (req) => {
      const auction = await findAuctionById(db, req.params.id);
      if (!auction) throw AppError.notFound(catalogMessages.auctionNotFound);
      const { registeredBuyers: _, ...data } = auction;
      return { success: true as const, data };
    },
  );
}
