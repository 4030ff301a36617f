import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RowMessages } from './row-messages';

describe('RowMessages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a message in its row only, for its duration', () => {
    const m = new RowMessages();
    const a = vi.fn();
    const b = vi.fn();
    m.subscribe('a', a);
    m.subscribe('b', b);
    m.show('a', 'error', 'Please enter Amount.', 10_000);
    expect(m.get('a')?.text).toBe('Please enter Amount.');
    expect(m.get('b')).toBeUndefined();
    expect(b).not.toHaveBeenCalled();
    vi.advanceTimersByTime(9_999);
    expect(m.get('a')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(m.get('a')).toBeUndefined();
    expect(a).toHaveBeenCalledTimes(2);
  });

  it('restarts the timer when a newer message replaces the older', () => {
    const m = new RowMessages();
    m.show('a', 'success', 'Bid Placed!', 5_000);
    vi.advanceTimersByTime(4_000);
    m.show('a', 'error', 'Enter valid bid', 10_000);
    vi.advanceTimersByTime(2_000);
    expect(m.get('a')?.text).toBe('Enter valid bid');
    vi.advanceTimersByTime(8_000);
    expect(m.get('a')).toBeUndefined();
  });
});
