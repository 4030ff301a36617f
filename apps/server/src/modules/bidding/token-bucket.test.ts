import { describe, expect, it } from 'vitest';
import { TokenBuckets } from './token-bucket';

describe('TokenBuckets', () => {
  it('allows a burst, then refuses until tokens come back at the set rate', () => {
    let now = 0;
    const buckets = new TokenBuckets(10, 5, () => now);
    const first = Array.from({ length: 7 }, () => buckets.take('u1'));
    expect(first).toEqual([true, true, true, true, true, false, false]);
    now += 100; // 0.1 s at 10/s = one token
    expect(buckets.take('u1')).toBe(true);
    expect(buckets.take('u1')).toBe(false);
  });

  it('keeps users apart', () => {
    const now = 0;
    const buckets = new TokenBuckets(1, 1, () => now);
    expect(buckets.take('a')).toBe(true);
    expect(buckets.take('a')).toBe(false);
    expect(buckets.take('b')).toBe(true);
  });
});
