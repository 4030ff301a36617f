import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { autoBids, bids } from './tables';

/** Whether any of these sub-events has a bid or an auto bid (the demo seed leaves such events where they are). */
export async function hasBidsOrAutoBids(db: Db, subEventIds: string[]): Promise<boolean> {
  if (subEventIds.length === 0) return false;
  const [b] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(inArray(bids.subEventId, subEventIds))
    .limit(1);
  if (b) return true;
  const [a] = await db
    .select({ id: autoBids.subEventId })
    .from(autoBids)
    .where(inArray(autoBids.subEventId, subEventIds))
    .limit(1);
  return a !== undefined;
}
