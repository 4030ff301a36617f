import type { EmdEntry } from '@neelami/shared/emd';
import { describe, expect, it } from 'vitest';
import { holdsByLot, holdsOfEvent } from './emd-holds';

const row = (over: Partial<EmdEntry> & Pick<EmdEntry, '_id' | 'type'>): EmdEntry => ({
  amount: 50000,
  status: 'held',
  createdAt: '2026-11-23T10:00:00.000Z',
  subEventId: null,
  subEventName: null,
  eventId: null,
  holdId: null,
  utr: null,
  paidOn: null,
  bank: null,
  proofUrl: null,
  note: null,
  decidedAt: null,
  ...over,
});

describe('holdsByLot', () => {
  it('reads a hold as in place until a newer release, adjust or forfeit row of its lot', () => {
    const holds = holdsByLot([
      row({ _id: '5', type: 'release', subEventId: 'a', status: 'released' }),
      row({ _id: '4', type: 'hold', subEventId: 'b', amount: 25000, subEventName: 'Copper' }),
      row({ _id: '3', type: 'forfeit', subEventId: 'c', status: 'forfeited' }),
      row({ _id: '2', type: 'hold', subEventId: 'c', status: 'forfeited' }),
      row({ _id: '1', type: 'hold', subEventId: 'a', status: 'released' }),
      row({ _id: '0', type: 'deposit', amount: 100000, status: 'verified' }),
    ]);
    expect(holds.get('a')?.state).toBe('released');
    expect(holds.get('b')).toMatchObject({ state: 'held', amount: 25000, subEventName: 'Copper' });
    expect(holds.get('c')?.state).toBe('forfeited');
    expect(holds.size).toBe(3);
  });

  it("reads a hold's own status, and a hold placed again after a release as in place", () => {
    const holds = holdsByLot([
      row({ _id: '3', type: 'hold', subEventId: 'x' }),
      row({ _id: '2', type: 'release', subEventId: 'x', status: 'released' }),
      row({ _id: '1', type: 'hold', subEventId: 'x', status: 'released' }),
      row({ _id: '0', type: 'hold', subEventId: 'y', status: 'adjusted' }),
    ]);
    expect(holds.get('x')?.state).toBe('held');
    expect(holds.get('y')?.state).toBe('adjusted');
  });
});

describe('holdsOfEvent', () => {
  it("finds an event's holds by the rows' event id", () => {
    const holds = holdsByLot([
      row({ _id: '2', type: 'hold', subEventId: 'a', eventId: 'e1' }),
      row({ _id: '1', type: 'hold', subEventId: 'b', eventId: 'e2' }),
    ]);
    expect(holdsOfEvent(holds, 'e1').map((h) => h.subEventId)).toEqual(['a']);
    expect(holdsOfEvent(holds, 'e3')).toEqual([]);
  });
});
