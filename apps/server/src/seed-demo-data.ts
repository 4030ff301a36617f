import type { Db } from './db/client';
import { seedDemoCatalog } from './modules/catalog/seed-demo-catalog';
import { seedProducts } from './modules/catalog/seed-products';
import { seedDemoDeposits } from './modules/emd/seed-demo-emd';
import { retimeDemoEvents, seedDemoEvents } from './modules/events/seed-demo-events';
import type { SubEventBidding } from './modules/events/sub-event-bidding';
import { saleEmd } from './modules/sales/emd-of-sale';
import { seedDemoSale } from './modules/sales/seed-demo-sale';
import { seedDemoUsers } from './modules/users/seed-demo-users';

/**
 * Writes the demo data of API.md on an empty database and says whether it did.
 * Each module adds its part as its tables arrive; every part is idempotent.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  const created = await seedDemoUsers(db);
  await seedProducts(db);
  await seedDemoCatalog(db);
  // Before the events: their live lots hold EMD from these deposits.
  await seedDemoDeposits(db);
  await seedDemoEvents(db);
  // One closed lot already awarded and awaiting payment (API.md "Demo data").
  await seedDemoSale(db, saleEmd);
  return created;
}

/**
 * Re-times the live and upcoming demo events to now while nobody has bid on them (every start,
 * once the bidding queue exists: the lots' times and closing are bidding state). How many moved.
 */
export function retimeDemoData(db: Db, bidding: SubEventBidding): Promise<number> {
  return retimeDemoEvents(db, bidding);
}
