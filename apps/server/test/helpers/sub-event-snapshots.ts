/**
 * A committed state of a sub-event (`SubEventSnapshot`) for unit tests of what is drawn from it:
 * an open forward lot of the engine's initial state, with the seq, status and closing time a test
 * names; every other field a plain value.
 */
import { initialState } from '@neelami/engine/state';
import type { SubEventSnapshot } from '../../src/modules/bidding/sub-event-state';

export interface SnapshotOptions {
  subEventId?: string;
  seq?: number;
  status?: 'open' | 'closed';
  /** Epoch ms of the closing time (an hour from now by default). */
  endsAt?: number;
}

export function subEventSnapshot({
  subEventId = 's',
  seq = 0,
  status = 'open',
  endsAt = Date.now() + 3_600_000,
}: SnapshotOptions = {}): SubEventSnapshot {
  const startsAt = endsAt - 7_200_000;
  const state = initialState({
    direction: 'forward',
    startValue: 100_000,
    step: 1_000,
    startsAt,
    endsAt,
    isActive: true,
  });
  return {
    subEvent: {
      _id: subEventId,
      eventId: 'e',
      auctionNo: 1,
      name: 'Lot 1',
      location: 'Mumbai',
      subEventType: 'forward',
      direction: 'forward',
      quantityOrTypesOfTrunk: '10',
      unit: 'MT',
      bidBasis: 'lot',
      rule: '',
      serialNo: 1,
      startValue: 1_000,
      incrementOrDecrement: 10,
      eventStartsOn: new Date(startsAt).toISOString(),
      eventEndsOn: new Date(endsAt).toISOString(),
      closesAt: new Date(endsAt).toISOString(),
      isActive: true,
      status,
      details: '',
      specification: '',
    },
    seq,
    rankOnly: false,
    ownerId: null,
    autoBidEnabled: true,
    reservePrice: null,
    state: { ...state, status, seq },
  };
}
