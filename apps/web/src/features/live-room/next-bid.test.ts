import { describe, expect, it } from 'vitest';
import { prefillAfter } from './next-bid';
import { roomLot } from './room-test-lot';

const lot = roomLot;

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
