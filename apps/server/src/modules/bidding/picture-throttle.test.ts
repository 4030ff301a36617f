import { afterEach, describe, expect, it, vi } from 'vitest';
import { PictureThrottle } from './picture-throttle';

afterEach(() => vi.useRealTimers());

describe('PictureThrottle', () => {
  it('lets pictures go at most every interval per sub-event, then calls back once for the newest', () => {
    vi.useFakeTimers();
    const due: string[] = [];
    const t = new PictureThrottle(
      200,
      (id) => due.push(id),
      () => Date.now(),
    );
    expect(t.take('a', false)).toBe(true);
    expect(t.take('a', false)).toBe(false);
    expect(t.take('a', false)).toBe(false);
    expect(t.take('b', false)).toBe(true);
    vi.advanceTimersByTime(200);
    expect(due).toEqual(['a']);
    expect(t.take('a', false)).toBe(true);
  });

  it('lets a forced change go at once', () => {
    const t = new PictureThrottle(200, () => {});
    expect(t.take('a', false)).toBe(true);
    expect(t.take('a', true)).toBe(true);
  });
});
