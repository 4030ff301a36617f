import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { auctionRoutes, publicAuctionRoutes } from './auction-routes';
import { lotRoutes } from './lot-routes';
import { productRoutes } from './product-routes';

/**
 * Catalogue calls (SPEC §7 Admin and General, API.md): products, lots and the
 * older auctions, one plugin per group. Every admin call is Admin-only through the access hook.
 */
export async function catalogRoutes(app: FastifyInstance, opts: { db: Db }) {
  await app.register(productRoutes, opts);
  await app.register(lotRoutes, opts);
  await app.register(auctionRoutes, opts);
  await app.register(publicAuctionRoutes, opts);
}
