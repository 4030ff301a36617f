import { catalogMessages, type Product, type ProductInput } from '@neelami/shared/catalog';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import {
  deleteProductById,
  findProductById,
  findProductByName,
  insertProduct,
  updateProductName,
} from './product-queries';

const duplicate = () => AppError.conflict(catalogMessages.productExists);

/** Adds a product (SPEC §2 Add Product); names are unique ignoring case. */
export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  if (await findProductByName(db, input.productName)) throw duplicate();
  try {
    return await insertProduct(db, input.productName);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/** Renames a product; 404 when missing, 409 when another product has the name. */
export async function updateProduct(db: Db, id: string, input: ProductInput): Promise<Product> {
  if (!(await findProductById(db, id))) throw AppError.notFound(catalogMessages.productNotFound);
  const same = await findProductByName(db, input.productName);
  if (same && same._id !== id) throw duplicate();
  try {
    const updated = await updateProductName(db, id, input.productName);
    if (!updated) throw AppError.notFound(catalogMessages.productNotFound);
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate();
    throw err;
  }
}

/**
 * Deletes a product. Members' registrations keep the product names they chose
 * (SPEC §3 User productId is a list of names), so nothing else changes.
 */
export async function deleteProduct(db: Db, id: string): Promise<void> {
  if (!(await deleteProductById(db, id))) throw AppError.notFound(catalogMessages.productNotFound);
}
