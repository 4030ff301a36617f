import type { AdminMessagePayload } from '@neelami/shared/realtime';
import { describe, expect, it } from 'vitest';
import { MAX_BROADCASTS, shownBanners, withBroadcast } from './banners';

const message = (n: number): AdminMessagePayload => ({
  eventId: 'e1',
  message: `m${n}`,
  serverTime: `2025-01-01T00:00:0${n}.000Z`,
});

describe('banners', () => {
  it('keeps the newest broadcasts first, at most five', () => {
    let list = withBroadcast([], message(1));
    expect(list).toEqual([
      { id: '2025-01-01T00:00:01.000Z-0', kind: 'admin', message: 'm1', at: message(1).serverTime },
    ]);
    for (let n = 2; n <= 7; n++) list = withBroadcast(list, message(n));
    expect(list).toHaveLength(MAX_BROADCASTS);
    expect(list.map((b) => b.message)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3']);
    expect(withBroadcast([], { ...message(1), kind: 'flash' })[0]?.kind).toBe('flash');
  });

  it('shows the broadcasts, then the flash messages, without those dismissed', () => {
    const broadcasts = withBroadcast([], message(1));
    const flash = [
      { _id: 'f1', eventId: { _id: 'e1', auctionName: 'A' }, message: 'Lot 3 withdrawn', createdAt: 'then' },
      { _id: 'f2', eventId: { _id: 'e1', auctionName: 'A' }, message: 'Inspection moved', createdAt: 'now' },
    ];
    const shown = shownBanners(broadcasts, flash, new Set(['flash-f1']));
    expect(shown.map((b) => [b.kind, b.message])).toEqual([
      ['admin', 'm1'],
      ['flash', 'Inspection moved'],
    ]);
    expect(shownBanners([], undefined, new Set())).toEqual([]);
  });
});
