import { seedDemoUsers } from '../modules/users/seed-demo-users';
import { seedProducts } from '../modules/users/seed-products';
import type { Db } from './client';

/**
 * Writes the demo data of API.md on an empty database and says whether it did.
 * Each module adds its part as its tables arrive; every part is idempotent.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const created = await seedDemoUsers(db);
  await seedProducts(db);
  return created;
}
