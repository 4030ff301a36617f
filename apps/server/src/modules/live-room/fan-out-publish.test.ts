import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subEventSnapshot } from '../../../test/helpers/sub-event-snapshots';
import type { BidStep } from '../bidding/views';
import type { RoomEmitter } from './fan-out-emit';
import { runsOf } from './fan-out-emit';
import { createLocalPublisher } from './fan-out-publish';

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
const snap = (seq: number) => subEventSnapshot({ subEventId: 's', seq });
const log: Pick<FastifyBaseLogger, 'warn'> = { warn: () => {} };

/** A room emitter that writes down what it was asked to send, in order. */
function recorder() {
  const sent: string[] = [];
  const emit: RoomEmitter = {
    async bids(_snap, steps, mode) {
      sent.push(`${mode}:${steps.map((s) => s.seq).join(',')}`);
    },
    async views(s, force) {
      sent.push(`views:${s.seq}${force ? ':all' : ''}`);
    },
    viewFor: async () => {
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
  it('sends a quiet lot’s bids at once, and a busy lot’s bids of a tick together', async () => {
    vi.useFakeTimers();
    const { sent, emit } = recorder();
    const pub = createLocalPublisher(emit, log, 100);
    pub.startAt('s', 0);
    // Three bids committed together on a lot that sent nothing yet: the room hears them at the
    // next turn of the loop, in one batch, after the per-bid sockets had each at once.
    for (const seq of [1, 2, 3]) pub.publish({ snapshot: snap(seq), steps: [step(seq)], force: false });
    await settle();
    expect(sent).toEqual(['each:1', 'each:2', 'each:3']);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.slice(3)).toEqual(['batch:1,2,3', 'views:3']);
    // The lot is busy now: the next bids wait for a tick after the first of them.
    await vi.advanceTimersByTimeAsync(40);
    pub.publish({ snapshot: snap(4), steps: [step(4)], force: false });
    await vi.advanceTimersByTimeAsync(30);
    pub.publish({ snapshot: snap(5), steps: [step(5)], force: false });
    await vi.advanceTimersByTimeAsync(69);
    expect(sent.slice(5)).toEqual(['each:4', 'each:5']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.slice(7)).toEqual(['batch:4,5', 'views:5']);
    // Still busy a tick and a half later: a tick again.
    await vi.advanceTimersByTimeAsync(150);
    pub.publish({ snapshot: snap(6), steps: [step(6)], force: false });
    await vi.advanceTimersByTimeAsync(99);
    expect(sent.slice(9)).toEqual(['each:6']);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.slice(10)).toEqual(['batch:6', 'views:6']);
    // Quiet for two ticks: the next bid goes at once.
    await vi.advanceTimersByTimeAsync(200);
    pub.publish({ snapshot: snap(7), steps: [step(7)], force: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.slice(12)).toEqual(['each:7', 'batch:7', 'views:7']);
    await pub.stop();
  });

  it('sends the waiting bids before a change that is not a bid, and everyone’s view at once', async () => {
    vi.useFakeTimers();
    const { sent, emit } = recorder();
    const pub = createLocalPublisher(emit, log, 100);
    pub.startAt('s', 0);
    pub.publish({ snapshot: snap(1), steps: [step(1)], force: false });
    pub.publish({ snapshot: snap(2), steps: [step(2)], force: false });
    // An extension (seq 3) right behind the bids.
    pub.publish({ snapshot: snap(3), steps: [], force: true });
    await settle();
    expect(sent).toEqual(['each:1', 'each:2', 'batch:1,2', 'views:3:all']);
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
    expect(sent).toEqual(['each:1', 'batch:1', 'views:1']);
  });

  it('splits a batch where a seq went to a change that was not a bid', () => {
    expect(runsOf([1, 2, 4, 5, 7].map(step)).map((r) => r.map((s) => s.seq))).toEqual([[1, 2], [4, 5], [7]]);
  });
});
