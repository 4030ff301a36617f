import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findUserByEmail } from '../users/user-queries';
import { lots } from './tables';

/** Fixed ids of the demo lots, so the demo events can offer them. */
export const DEMO_LOT_IDS = {
  hms: '5e6d0a10-0000-4000-8000-00000000a001',
  copperCable: '5e6d0a10-0000-4000-8000-00000000a002',
  castIron: '5e6d0a10-0000-4000-8000-00000000a003',
  transformers: '5e6d0a10-0000-4000-8000-00000000a004',
} as const;

/**
 * Writes the demo lots of the demo seller (API.md "Demo data") when there are no
 * lots yet and the demo seller exists; true when it did.
 */
export async function seedDemoCatalog(db: Db): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(lots);
  if (n > 0) return false;
  const seller = await findUserByEmail(db, 'seller@example.com');
  if (!seller) return false;
  await db
    .insert(lots)
    .values([
      {
        id: DEMO_LOT_IDS.hms,
        name: 'HMS 1&2 (80:20) melting scrap',
        description:
          'Heavy melting scrap from the forge shop, mixed 80:20, free of oil and non-ferrous attachments.',
        quantity: 250,
        unit: 'MT',
        sellerId: seller.id,
      },
      {
        id: DEMO_LOT_IDS.copperCable,
        name: 'Copper cable scrap (PVC insulated)',
        description: 'LT power cables from the plant rewiring, 16 to 240 sq mm, cut to lengths under 2 m.',
        quantity: 12.5,
        unit: 'MT',
        sellerId: seller.id,
      },
      {
        id: DEMO_LOT_IDS.castIron,
        name: 'Cast iron borings',
        description: 'Machining borings from crankcase lines, stored under shed, moisture under 2%.',
        quantity: 80,
        unit: 'MT',
        sellerId: seller.id,
      },
      {
        id: DEMO_LOT_IDS.transformers,
        name: 'Used distribution transformers',
        description: '11 kV / 433 V, 250 to 630 kVA, oil drained, as is where is.',
        quantity: 6,
        unit: 'Nos',
        sellerId: seller.id,
      },
    ])
    .onConflictDoNothing();
  return true;
}
