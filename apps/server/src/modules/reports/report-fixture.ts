// Test and benchmark data for reports: events and sub-events with the report tests'
// defaults, written through the events module's seed rows. Bids with a correct hash
// chain come from the bidding module's insertBidChain (bidding/seed-rows.ts).
import type { Db } from '../../db/client';
import {
  insertEventRow,
  insertSubEventRow,
  type NewEventRow,
  type NewSubEventRow,
} from '../events/seed-rows';
import type { EventRow, SubEventRow } from './report';

export async function insertEvent(
  db: Db,
  e: Partial<NewEventRow> & Pick<NewEventRow, 'auctionName'>,
): Promise<EventRow> {
  return insertEventRow(db, {
    titleName: `${e.auctionName} title`,
    auctionType: 'Forward Auction',
    auctionBehaviour: 'Normal Auction',
    onBehalfOf: 'Haryana Forgings Ltd',
    eventStart: new Date('2025-11-20T04:30:00Z'),
    eventEnd: new Date('2025-11-20T12:30:00Z'),
    address: 'Bawal, Rewari',
    ...e,
  });
}

export async function insertSubEvent(
  db: Db,
  eventId: string,
  s: Partial<NewSubEventRow> & Pick<NewSubEventRow, 'name'>,
): Promise<SubEventRow> {
  return insertSubEventRow(db, {
    eventId,
    subEventType: 'forward',
    startValue: 100_000_00,
    incrementOrDecrement: 500_00,
    eventStartsOn: new Date('2025-11-20T04:30:00Z'),
    eventEndsOn: new Date('2025-11-20T12:30:00Z'),
    closesAt: new Date('2025-11-20T12:30:00Z'),
    quantityOrTypesOfTrunk: '120',
    unit: 'MT',
    ...s,
  });
}
