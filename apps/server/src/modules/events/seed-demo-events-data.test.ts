import { describe, expect, it } from 'vitest';
import { DEMO_EVENT_IDS, demoEventRows, demoSubEventRows, windows } from './seed-demo-events-data';

const now = new Date('2026-01-10T06:00:00Z');
const MIN = 60_000;

describe('demo events data', () => {
  it('times the live window from 10 minutes ago to 2 hours ahead, upcoming in 2 days, past 3 days back', () => {
    const w = windows(now);
    expect(w.live.start.getTime()).toBe(now.getTime() - 10 * MIN);
    expect(w.live.end.getTime()).toBe(now.getTime() + 120 * MIN);
    expect(w.upcoming.start.getTime()).toBeGreaterThan(now.getTime() + 47 * 60 * MIN);
    expect(w.past.end.getTime()).toBeLessThan(now.getTime());
  });

  it('has the four events, with the transaction password off', () => {
    const rows = demoEventRows(now);
    expect(rows.map((e) => e.id).sort()).toEqual(Object.values(DEMO_EVENT_IDS).sort());
    expect(rows.every((e) => e.requireTransactionPassword === false)).toBe(true);
  });

  it('gives each sub-event its event window, owned by the seller; the past one closed, the rest open', () => {
    const rows = demoSubEventRows(now, 'seller-id', (id) => (id.endsWith('a001') ? id : null));
    const w = windows(now);
    expect(rows).toHaveLength(6);
    expect(rows.every((s) => s.ownerId === 'seller-id' && s.closesAt === s.eventEndsOn)).toBe(true);
    const past = rows.filter((s) => s.eventId === DEMO_EVENT_IDS.past);
    expect(past.map((s) => [s.status, s.closedAt])).toEqual([['closed', w.past.end]]);
    expect(rows.filter((s) => s.status === 'open')).toHaveLength(5);
    expect(rows.filter((s) => s.lotId !== null).map((s) => s.name)).toEqual([
      'HMS 1&2 (80:20) melting scrap',
    ]);
    expect(rows.find((s) => s.subEventType === 'reverse')?.eventId).toBe(DEMO_EVENT_IDS.liveReverse);
  });
});
