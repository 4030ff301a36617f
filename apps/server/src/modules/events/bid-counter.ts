import type { Db } from '../../db/client';

/** Counts the bids of each of the given sub-events (the bidding module's `countBidsBySubEvent`). */
export type CountBidsBySubEvent = (db: Db, subEventIds: string[]) => Promise<Map<string, number>>;

// The bids table is the bidding module's, and bidding sits above events in the module layers
// (it imports events), so events cannot import the count: the app hands it in at start-up
// (app.ts), the way a module borrows a function from a module above it.
let counter: CountBidsBySubEvent | null = null;

/** Sets how the events module counts bids; app.ts passes the bidding module's function. */
export function setBidCounter(count: CountBidsBySubEvent): void {
  counter = count;
}

/** The bid counter set at start-up; a clear error when nobody set it (a wiring mistake, not bad input). */
export function bidCounter(): CountBidsBySubEvent {
  if (!counter) throw new Error('events: no bid counter set (app.ts calls setBidCounter at start-up)');
  return counter;
}
