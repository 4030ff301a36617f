import { describe, expect, it } from 'vitest';
import { ServerClock } from './server-clock';

function fakeClock(start = 1_000) {
  let mono = start;
  let wall = Date.parse('2025-01-01T00:00:00Z');
  return {
    clock: new ServerClock(
      () => mono,
      () => wall,
    ),
    advance(ms: number) {
      mono += ms;
      wall += ms;
    },
    setWall(ms: number) {
      wall = ms;
    },
    wall: () => wall,
  };
}

describe('ServerClock', () => {
  it('falls back to the browser clock before any server time is seen', () => {
    const f = fakeClock();
    expect(f.clock.synced).toBe(false);
    expect(f.clock.now()).toBe(f.wall());
  });

  it('follows the server even when the browser clock is hours wrong', () => {
    const f = fakeClock();
    const server = Date.parse('2025-06-01T10:00:00Z');
    f.clock.note(new Date(server).toISOString());
    expect(f.clock.synced).toBe(true);
    expect(f.clock.now()).toBe(server);
    f.advance(1500);
    expect(f.clock.now()).toBe(server + 1500);
  });

  it('keeps the least delayed sample: a late message does not pull the clock back', () => {
    const f = fakeClock();
    const server = Date.parse('2025-06-01T10:00:00Z');
    f.clock.note(server); // arrived at once
    f.advance(1000);
    f.clock.note(server + 200); // stamped 200 ms after the first but delivered 1 s later (800 ms delay)
    expect(f.clock.now()).toBe(server + 1000);
  });

  it('ignores the browser wall clock changing under it', () => {
    const f = fakeClock();
    const server = Date.parse('2025-06-01T10:00:00Z');
    f.clock.note(server);
    f.setWall(0);
    f.advance(2000);
    expect(f.clock.now()).toBe(server + 2000);
  });

  it('forgets samples older than its window so a corrected server clock is followed', () => {
    const f = fakeClock();
    const server = Date.parse('2025-06-01T10:00:00Z');
    f.clock.note(server + 5000); // a server clock 5 s fast, later corrected
    f.advance(61_000);
    f.clock.note(server + 61_000);
    expect(f.clock.now()).toBe(server + 61_000);
  });

  it('ignores timestamps that are not times', () => {
    const f = fakeClock();
    f.clock.note('not a time');
    f.clock.note(undefined);
    expect(f.clock.synced).toBe(false);
  });
});
