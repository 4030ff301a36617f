import { z } from 'zod';
import type { Db } from '../../db/client';
import type { EventChanges } from './event-changes';
import type { SubEventBidding } from './sub-event-bidding';

/** What the event routes need: the database, the change announcements, and what they need of bidding. */
export interface EventRouteDeps {
  db: Db;
  changes: EventChanges;
  bidding: SubEventBidding;
  /** The business clock bidding closes lots by (config CLOCK_OFFSET_DAYS); the wall clock if left out. */
  clock?: () => Date;
}

// SPEC §7 names the path parameter eventID in some calls; the value is the same.
export const eventIdParams = z.object({ eventID: z.uuid({ error: 'Invalid event id' }) });
export const subEventIdParams = z.object({
  eventID: z.uuid({ error: 'Invalid event id' }),
  subEventID: z.uuid({ error: 'Invalid sub-event id' }),
});
