import { messageResponse } from '@neelami/shared/api-responses';
import {
  auctionInputSchema,
  catalogMessages,
  idParamsSchema,
  lotInputSchema,
  productInputSchema,
} from '@neelami/shared/catalog';
import {
  auctionsResponse,
  lotsResponse,
  productsResponse,
  publicAuctionResponse,
  publicAuctionsResponse,
  savedAuctionResponse,
  savedLotResponse,
  savedProductResponse,
} from '@neelami/shared/catalog-api-responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { findAuctionById, listAuctions } from './auction-queries';
import { listLots } from './lot-queries';
import { listProducts } from './product-queries';
import { createAuction, updateAuction } from './save-auction';
import { createLot, deleteLot, updateLot } from './save-lot';
import { createProduct, deleteProduct, updateProduct } from './save-product';

const admin = { access: ['Admin'] } as const;
const adminConflict = { access: ['Admin'], failures: [409] } as const;
const ok = <T>(schema: T) => ({ 200: schema });
const created = <T>(schema: T) => ({ 201: schema });

/**
 * Catalogue calls (SPEC §7 Admin and General, API.md): products, lots and the
 * older auctions. Every admin call is Admin-only through the access hook.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  // ---- Products (SPEC §7 admin/products; general/getUserProducts for registration)
  r.get(
    '/api/general/getUserProducts',
    { schema: { response: ok(productsResponse) }, config: { access: 'public' } },
    async () => ({
      success: true as const,
      data: await listProducts(db),
    }),
  );
  r.get('/api/admin/products', { schema: { response: ok(productsResponse) }, config: admin }, async () => ({
    success: true as const,
    data: await listProducts(db),
  }));
  r.post(
    '/api/admin/products',
    { schema: { body: productInputSchema, response: created(savedProductResponse) }, config: adminConflict },
    async (req, reply) => {
      const data = await createProduct(db, req.body);
      return reply.status(201).send({ success: true as const, message: catalogMessages.productSaved, data });
    },
  );
  r.put(
    '/api/admin/products/:id',
    {
      schema: { params: idParamsSchema, body: productInputSchema, response: ok(savedProductResponse) },
      config: adminConflict,
    },
    async (req) => ({
      success: true as const,
      message: catalogMessages.productUpdated,
      data: await updateProduct(db, req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/admin/products/:id',
    { schema: { params: idParamsSchema, response: ok(messageResponse) }, config: admin },
    async (req) => {
      await deleteProduct(db, req.params.id);
      return { success: true as const, message: catalogMessages.productDeleted };
    },
  );

  // ---- Lots (SPEC §7 createLot, getAllLots, updateLot; API.md deleteLot)
  r.post(
    '/api/admin/createLot',
    { schema: { body: lotInputSchema, response: created(savedLotResponse) }, config: admin },
    async (req, reply) => {
      const data = await createLot(db, req.body);
      return reply.status(201).send({ success: true as const, message: catalogMessages.lotSaved, data });
    },
  );
  r.get('/api/admin/getAllLots', { schema: { response: ok(lotsResponse) }, config: admin }, async () => ({
    success: true as const,
    data: await listLots(db),
  }));
  r.put(
    '/api/admin/updateLot/:id',
    {
      schema: { params: idParamsSchema, body: lotInputSchema, response: ok(savedLotResponse) },
      config: admin,
    },
    async (req) => ({
      success: true as const,
      message: catalogMessages.lotUpdated,
      data: await updateLot(db, req.params.id, req.body),
    }),
  );
  r.delete(
    '/api/admin/deleteLot/:id',
    { schema: { params: idParamsSchema, response: ok(messageResponse) }, config: adminConflict },
    async (req) => {
      await deleteLot(db, req.params.id);
      return { success: true as const, message: catalogMessages.lotDeleted };
    },
  );

  // ---- Auctions, the older form of an event (SPEC §7 createAuction … updateAuction)
  r.post(
    '/api/admin/createAuction',
    { schema: { body: auctionInputSchema, response: created(savedAuctionResponse) }, config: admin },
    async (req, reply) => {
      const data = await createAuction(db, req.body);
      return reply.status(201).send({ success: true as const, message: catalogMessages.auctionSaved, data });
    },
  );
  r.get(
    '/api/admin/getAllAuctions',
    { schema: { response: ok(auctionsResponse) }, config: admin },
    async () => ({
      success: true as const,
      data: await listAuctions(db, 'all'),
    }),
  );
  r.get(
    '/api/admin/getAllPastAuctions',
    { schema: { response: ok(auctionsResponse) }, config: admin },
    async () => ({
      success: true as const,
      data: await listAuctions(db, 'past'),
    }),
  );
  r.get(
    '/api/admin/getAllUpcomingAuctions',
    { schema: { response: ok(auctionsResponse) }, config: admin },
    async () => ({
      success: true as const,
      data: await listAuctions(db, 'upcoming'),
    }),
  );
  r.put(
    '/api/admin/updateAuction/:id',
    {
      schema: { params: idParamsSchema, body: auctionInputSchema, response: ok(savedAuctionResponse) },
      config: admin,
    },
    async (req) => ({
      success: true as const,
      message: catalogMessages.auctionUpdated,
      data: await updateAuction(db, req.params.id, req.body),
    }),
  );

  // ---- SPEC §7 "Unused by the screens": the auctions, readable by anyone (API.md).
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
