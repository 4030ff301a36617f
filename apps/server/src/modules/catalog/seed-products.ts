import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './tables';

/** What Indian scrap and industrial-asset auctions typically sell (registration choices, demo lots). */
export const DEMO_PRODUCTS = [
  'HMS 1&2 Scrap',
  'HMS 1 Scrap',
  'Shredded Steel Scrap',
  'CRC Bundles',
  'Cast Iron Scrap',
  'Turning and Boring Scrap',
  'Rail Scrap (R50/R65)',
  'Stainless Steel Scrap (304)',
  'Copper Scrap',
  'Copper Cable Scrap',
  'Aluminium Scrap',
  'Aluminium Extrusion Scrap',
  'Brass Scrap',
  'Lead Battery Scrap',
  'Zinc Dross',
  'Used Machinery',
  'Transformers',
  'Electric Motors',
  'Power Cables',
  'E-Waste',
  'Coal Fines',
  'Mill Scale',
  'Paper and Cardboard Waste',
  'Plastic Scrap',
  'Used Vehicles',
] as const;

/** Writes the demo products when the products table is empty; true when it did. */
export async function seedProducts(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if (n > 0) return false;
  await db
    .insert(products)
    .values(DEMO_PRODUCTS.map((productName) => ({ productName })))
    .onConflictDoNothing();
  return true;
}
