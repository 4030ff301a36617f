import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomEmitter } from './fan-out-emit';
import { runsOf } from './fan-out-emit';
import { createLocalPublisher } from './fan-out-publish';
import type { SubEventSnapshot } from './sub-event-state';
import type { BidStep } from './views';

const step = (seq: number): BidStep => ({
  subEventId: 's',
  seq,
  endsAt: 0,
  extended: false,
  leadingAmount: seq,
  top: [],
  records: [],
});
const snap = (seq: number) => ({ seq, subEvent: { _id: 's' } }) as unknown as SubEventSnapshot;
const log = { warn: () => {} } as unknown as FastifyBaseLogger;

/** A room emitter that writes down what it was asked to send, in order. */
function recorder() {
  const sent: string[] = [];
  const emit: RoomEmitter = {
    async bids(_snap, steps, mode) {
      sent.push(`${mode}:${steps.map((s) => s.seq).join(',')}`);
    },
    async pictures(s, force) {
      sent.push(`pictures:${s.seq}${force ? ':all' : ''}`);
    },
    pictureFor: async () => {
      throw new Error('not used');
    },
    forgetSocket: () => {},
    forgetSubEvent: () => {},
  };
  return { sent, emit };
}

const settle = async () => {
  for (let i = 0; i < 100; i++) await Promise.resolve();
};

afterEach(() => vi.useRealTimers());

describe('the fan-out tick', () => {
  it('sends the bids of one tick together, after the per-bid sockets had each at once', async () => {
    vi.useFakeTimers();
    const { sent, emit } = recorder();
    const pub = createLocalPublisher(emit, log, 100);
    pub.startAt('s', 0);
    for (const seq of [1, 2, 3]) pub.publish({ snapshot: snap(seq), steps: [step(seq)], force: false });
    await settle();
    expect(sent).toEqual(['each:1', 'each:2', 'each:3']);
    await vi.advanceTimersByTimeAsync(100);
    expect(sent.slice(3)).toEqual(['batch:1,2,3', 'pictures:3']);
    // The next bid waits for a tick of its own.
    pub.publish({ snapshot: snap(4), steps: [step(4)], force: false });
    await vi.advanceTimersByTimeAsync(99);
    expect(sent.slice(5)).toEqual(['each:4']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.slice(6)).toEqual(['batch:4', 'pictures:4']);
    await pub.stop();
  });

  it('sends the waiting bids before a change that is not a bid, and everyone’s picture at once', async () => {
    vi.useFakeTimers();
    const { sent, emit } = recorder();
    const pub = createLocalPublisher(emit, log, 100);
    pub.startAt('s', 0);
    pub.publish({ snapshot: snap(1), steps: [step(1)], force: false });
    pub.publish({ snapshot: snap(2), steps: [step(2)], force: false });
    // An extension (seq 3) right behind the bids.
    pub.publish({ snapshot: snap(3), steps: [], force: true });
    await settle();
    expect(sent).toEqual(['each:1', 'each:2', 'batch:1,2', 'pictures:3:all']);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toHaveLength(4);
    await pub.stop();
  });

  it('sends what waits for a tick when it stops', async () => {
    vi.useFakeTimers();
    const { sent, emit } = recorder();
    const pub = createLocalPublisher(emit, log, 100);
    pub.startAt('s', 0);
    pub.publish({ snapshot: snap(1), steps: [step(1)], force: false });
    await settle();
    await pub.stop();
    expect(sent).toEqual(['each:1', 'batch:1', 'pictures:1']);
  });

  it('splits a batch where a seq went to a change that was not a bid', () => {
    expect(runsOf([1, 2, 4, 5, 7].map(step)).map((r) => r.map((s) => s.seq))).toEqual([[1, 2], [4, 5], [7]]);
  });
});
