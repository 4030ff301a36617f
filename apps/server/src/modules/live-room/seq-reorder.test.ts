import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BidStep } from '../bidding/views';
import { SeqReorder } from './seq-reorder';

const step = (seq: number): BidStep => ({
  subEventId: 's',
  seq,
  endsAt: 0,
  reserveMet: null,
  extended: false,
  leadingAmount: seq,
  top: [],
  records: [],
});
const bids = (...seqs: number[]) => ({
  seq: Math.max(...seqs),
  steps: seqs.map(step),
  loaded: false,
  covers: false,
});
const seqsOf = (steps: BidStep[]) => steps.map((s) => s.seq);

afterEach(() => vi.useRealTimers());

describe('SeqReorder', () => {
  it('lets seqs out in order, once, holding a seq whose predecessor is on its way', () => {
    const r = new SeqReorder<null>(750, () => {});
    r.startAt('s', 4);
    expect(seqsOf(r.take('s', bids(6), false, null))).toEqual([]);
    expect(r.isWaiting('s')).toBe(true);
    expect(seqsOf(r.take('s', bids(5), false, null))).toEqual([5, 6]);
    expect(r.isWaiting('s')).toBe(false);
    // Late news: a seq already sent is not sent again.
    expect(seqsOf(r.take('s', bids(5), false, null))).toEqual([]);
  });

  it('lets a change without bids take its seq, and a loaded state take none', () => {
    const r = new SeqReorder<null>(750, () => {});
    r.startAt('s', 1);
    expect(seqsOf(r.take('s', bids(3), false, null))).toEqual([]);
    expect(seqsOf(r.take('s', { seq: 2, steps: [], loaded: false, covers: false }, false, null))).toEqual([
      3,
    ]);
    expect(seqsOf(r.take('s', { seq: 9, steps: [], loaded: true, covers: false }, false, null))).toEqual([]);
  });

  it('gives up waiting after the wait, and a flush sends what is held', () => {
    vi.useFakeTimers();
    const gaveUp: string[] = [];
    const r = new SeqReorder<string>(750, (id, ctx) => gaveUp.push(`${id}:${ctx}`));
    r.startAt('s', 1);
    r.take('s', bids(4), false, 'x');
    vi.advanceTimersByTime(749);
    expect(gaveUp).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(gaveUp).toEqual(['s:x']);
    expect(seqsOf(r.take('s', { seq: 4, steps: [], loaded: true, covers: false }, true, 'x'))).toEqual([4]);
    expect(r.isWaiting('s')).toBe(false);
  });

  it("treats an admin's edit as covering every seq up to its own", () => {
    const r = new SeqReorder<null>(750, () => {});
    r.startAt('s', 1);
    r.take('s', bids(3), false, null);
    expect(seqsOf(r.take('s', { seq: 4, steps: [], loaded: true, covers: true }, false, null))).toEqual([3]);
    expect(seqsOf(r.take('s', bids(5), false, null))).toEqual([5]);
  });

  it('starts with what arrives when nothing was sent here yet', () => {
    const r = new SeqReorder<null>(750, () => {});
    expect(seqsOf(r.take('s', bids(7, 8), false, null))).toEqual([7, 8]);
    r.forget('s');
    expect(seqsOf(r.take('s', bids(2), false, null))).toEqual([2]);
  });
});
