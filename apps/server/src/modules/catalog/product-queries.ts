import type { Product } from '@neelami/shared/catalog';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from './tables';

type Row = typeof products.$inferSelect;

const toProduct = (r: Row): Product => ({ _id: r.id, productName: r.productName });

/** Every product, by name (sorted here, by code points, so PGlite and PostgreSQL collations agree). */
export async function listProducts(db: Db): Promise<Product[]> {
  const rows = await db.select().from(products);
  return rows
    .map(toProduct)
    .sort((a, b) => (a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : 0));
}

/** The product with this name, ignoring case and surrounding spaces. */
export async function findProductByName(db: Db, name: string): Promise<Product | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(sql`lower(${products.productName}) = lower(${name.trim()})`)
    .limit(1);
  return row ? toProduct(row) : undefined;
}

export async function findProductById(db: Db, id: string): Promise<Product | undefined> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? toProduct(row) : undefined;
}

export async function insertProduct(db: Db, productName: string): Promise<Product> {
  const [row] = await db.insert(products).values({ productName }).returning();
  return toProduct(row);
}

export async function updateProductName(
  db: Db,
  id: string,
  productName: string,
): Promise<Product | undefined> {
  const [row] = await db.update(products).set({ productName }).where(eq(products.id, id)).returning();
  return row ? toProduct(row) : undefined;
}

/** Deletes a product; false when there was none. */
export async function deleteProductById(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return rows.length > 0;
}
