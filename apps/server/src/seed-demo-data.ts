import type { Db } from './db/client';
import { hasAnyBid } from './modules/bidding/bids-of-sub-events';
import { seedDemoCatalog } from './modules/catalog/seed-demo-catalog';
import { seedProducts } from './modules/catalog/seed-products';
import { seedDemoEvents } from './modules/events/seed-demo-events';
import { seedDemoUsers } from './modules/users/seed-demo-users';

/**
 * Writes the demo data of API.md on an empty database and says whether it did.
 * Each module adds its part as its tables arrive; every part is idempotent.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const created = await seedDemoUsers(db);
  await seedProducts(db);
  await seedDemoCatalog(db);
  // Also re-times the live and upcoming demo events to now while nobody has bid on them.
  await seedDemoEvents(db, hasAnyBid);
  return created;
}
