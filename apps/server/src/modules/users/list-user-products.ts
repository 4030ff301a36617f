import type { ProductOption } from '@neelami/shared/registration';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../catalog/tables';

/** GET /api/general/getUserProducts (SPEC §7): the products a registrant can pick, by name. */
export async function listUserProducts(db: Db): Promise<ProductOption[]> {
  const rows = await db
    .select({ id: products.id, productName: products.productName })
    .from(products)
    .orderBy(asc(products.productName));
  return rows.map((r) => ({ _id: r.id, productName: r.productName }));
}
