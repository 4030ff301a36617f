import type { GuestView, RoomSubEvent } from '@neelami/shared/bidding';
import { describe, expect, it } from 'vitest';
import { closedToday } from './closed-today';
import type { RoomState } from './room-store';

const view = (id: string, closesAt: string): GuestView =>
  ({
    viewer: 'guest',
    subEventId: id,
    subEvent: { _id: id, status: 'closed', closesAt } as RoomSubEvent,
    top: [],
  }) as unknown as GuestView;

describe('closedToday', () => {
  it('lists the lots taken off the room that closed today (IST), latest first', () => {
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    const early = Date.parse('2026-11-23T05:00:00.000Z');
    const late = Date.parse('2026-11-23T11:00:00.000Z');
    const yesterday = Date.parse('2026-11-22T10:00:00.000Z');
    const state: RoomState = {
      views: {
        a: view('a', new Date(early).toISOString()),
        b: view('b', new Date(late).toISOString()),
        c: view('c', new Date(yesterday).toISOString()),
        d: view('d', new Date(late).toISOString()),
      },
      endsAt: { a: early, b: late, c: yesterday, d: late },
      activeUsers: {},
      extended: {},
      // 'd' is still shown in the room (not dismissed).
      dismissed: { a: early, b: late, c: yesterday },
    };
    expect(closedToday(state, now).map((p) => p.subEventId)).toEqual(['b', 'a']);
  });
});
