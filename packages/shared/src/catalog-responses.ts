/**
 * What the catalogue calls answer (API.md "Catalogue"; SPEC §3 Product, Lot, Auction), as schemas
 * the web app parses the answers with, each held to its interface in `catalog.ts`.
 */
import * as z from 'zod/mini';
import type { Auction, Lot, Product } from './catalog';
import { listResponseSchema, type Same } from './common-responses';

/** A product (GET /api/admin/products). */
export const productSchema = z.object({ _id: z.string(), productName: z.string() });
true satisfies Same<z.output<typeof productSchema>, Product>;
export const productListSchema = listResponseSchema(productSchema);

/** A lot (GET /api/admin/getAllLots). */
export const lotSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  discription: z.string(),
  quantity: z.number(),
  unit: z.string(),
  seller: z.string(),
  sellerName: z.string(),
  createdAt: z.string(),
});
true satisfies Same<z.output<typeof lotSchema>, Lot>;
export const lotListSchema = listResponseSchema(lotSchema);

/** An auction of the older form (GET /api/admin/getAllAuctions and its filters). */
export const auctionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  currency: z.string(),
  minValue: z.number(),
  minIncrement: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  resultStartDate: z.string(),
  resultEndDate: z.string(),
  autoExtensionMinutes: z.number(),
  mappedLot: z.nullable(z.string()),
  mappedLotName: z.nullable(z.string()),
  seller: z.nullable(z.string()),
  sellerName: z.nullable(z.string()),
  registeredBuyers: z.array(z.string()),
});
true satisfies Same<z.output<typeof auctionSchema>, Auction>;
export const auctionListSchema = listResponseSchema(auctionSchema);
