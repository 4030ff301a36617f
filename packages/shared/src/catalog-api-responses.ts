import { z } from 'zod';
import { isoInstant, succeeded } from './api-responses';
import type { Auction, Lot, Product } from './catalog';
import type { Same } from './common-responses';
import type { ProductOption } from './registration';

/** A product (SPEC §3 Product). */
export const productSchema = z.strictObject({ _id: z.string(), productName: z.string() });

/** A lot; `discription` repeats `description` for the spec's list (SPEC §3 Lot). */
export const lotSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  discription: z.string(),
  quantity: z.number(),
  unit: z.string(),
  seller: z.string(),
  sellerName: z.string(),
  createdAt: isoInstant,
});

const publicAuctionFields = {
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string(),
  currency: z.string(),
  minValue: z.number(),
  minIncrement: z.number(),
  startDate: isoInstant,
  endDate: isoInstant,
  resultStartDate: isoInstant,
  resultEndDate: isoInstant,
  autoExtensionMinutes: z.number(),
  mappedLot: z.string().nullable(),
  mappedLotName: z.string().nullable(),
  seller: z.string().nullable(),
  sellerName: z.string().nullable(),
};
/** An auction of the older form, as anyone may see it (without its registered buyers). */
export const publicAuctionSchema = z.strictObject(publicAuctionFields);
/** An auction as the admin sees it (SPEC §3 Auction). */
export const auctionSchema = z.strictObject({
  ...publicAuctionFields,
  registeredBuyers: z.array(z.string()),
});

export const productsResponse = succeeded({ data: z.array(productSchema) });
export const savedProductResponse = succeeded({ message: z.string(), data: productSchema });
export const lotsResponse = succeeded({ data: z.array(lotSchema) });
export const savedLotResponse = succeeded({ message: z.string(), data: lotSchema });
export const auctionsResponse = succeeded({ data: z.array(auctionSchema) });
export const savedAuctionResponse = succeeded({ message: z.string(), data: auctionSchema });
export const publicAuctionsResponse = succeeded({ data: z.array(publicAuctionSchema) });
export const publicAuctionResponse = succeeded({ data: publicAuctionSchema });

// The answers are the shared interfaces the screens use.
true satisfies Same<z.output<typeof productSchema>, Product>;
true satisfies Same<z.output<typeof lotSchema>, Lot>;
true satisfies Same<z.output<typeof auctionSchema>, Auction>;

true satisfies Same<z.output<typeof productSchema>, ProductOption>;
