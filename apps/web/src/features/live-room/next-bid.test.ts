import type { RoomSubEvent } from '@neelami/shared/bidding';
import { describe, expect, it } from 'vitest';
import { prefillAfter } from './next-bid';

const lot = (over: Partial<RoomSubEvent> = {}): RoomSubEvent => ({
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

describe('prefillAfter', () => {
  it('is the leading bid plus one step in a forward auction', () => {
    expect(prefillAfter(lot(), 1500)).toBe(1600);
  });

  it('is the leading bid minus one step in a reverse auction', () => {
    expect(prefillAfter(lot({ direction: 'reverse', subEventType: 'reverse' }), 900)).toBe(800);
  });

  it('counts in whole paise, so amounts with paise stay exact', () => {
    expect(prefillAfter(lot({ incrementOrDecrement: 0.1 }), 0.2)).toBe(0.3);
    expect(prefillAfter(lot({ incrementOrDecrement: 0.2 }), 1000.1)).toBe(1000.3);
  });

  it('is null when no further bid is possible', () => {
    expect(prefillAfter(lot({ direction: 'reverse', incrementOrDecrement: 100 }), 100)).toBeNull();
    expect(prefillAfter(lot({ direction: 'reverse', incrementOrDecrement: 100 }), 50)).toBeNull();
  });
});
