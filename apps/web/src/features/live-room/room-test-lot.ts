import type { RoomSubEvent } from '@neelami/shared/bidding';

/** A lot of the live room as the tests start from: open, forward, ₹1,000 start, ₹100 step. */
export const roomLot = (over: Partial<RoomSubEvent> = {}): RoomSubEvent => ({
  _id: 's1',
  eventId: 'e1',
  auctionNo: 1,
  name: 'HMS scrap',
  location: 'Rewari',
  subEventType: 'forward',
  direction: 'forward',
  quantityOrTypesOfTrunk: '10',
  unit: 'MT',
  bidBasis: 'lot',
  rule: '',
  serialNo: 1,
  startValue: 1000,
  incrementOrDecrement: 100,
  eventStartsOn: '2025-01-01T00:00:00.000Z',
  eventEndsOn: '2025-01-01T01:00:00.000Z',
  closesAt: '2025-01-01T01:00:00.000Z',
  isActive: true,
  status: 'open',
  details: '',
  specification: '',
  ...over,
});
