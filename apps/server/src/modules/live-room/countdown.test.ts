import { COUNTDOWN_SPARSE_EVERY } from '@neelami/shared/realtime';
import { describe, expect, it } from 'vitest';
import { subEventSnapshot } from '../../../test/helpers/sub-event-snapshots';
import { rooms } from '../bidding/rooms';
import { Countdown, type CountdownSender } from './countdown';

/** A server that writes down the rooms each countdown went to. */
function recordingServer() {
  const sent: string[] = [];
  const io: CountdownSender = {
    local: { to: (room) => ({ emit: () => sent.push(room) }) },
  };
  return { io, sent };
}

const open = subEventSnapshot({ seq: 1, status: 'open' });

/**
 * Runs one second's countdown and waits until every room of it has been told: one lot a turn of
 * the event loop, so as many turns as lots (a fixed wait was outrun on a loaded machine).
 */
async function second(countdown: Countdown, ids: string[]) {
  countdown.emit(ids, () => open);
  for (let turn = 0; turn <= ids.length; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('Countdown', () => {
  it("tells each lot's whole room once in ten seconds, the lots' whole rooms in different seconds", async () => {
    const { io, sent } = recordingServer();
    const countdown = new Countdown(io, () => new Date());
    const ids = Array.from({ length: COUNTDOWN_SPARSE_EVERY }, (_, i) => `lot-${i}`);
    const wholeRoomsPerSecond: number[] = [];
    for (let s = 0; s < 2 * COUNTDOWN_SPARSE_EVERY; s++) {
      sent.length = 0;
      await second(countdown, ids);
      expect(sent).toHaveLength(ids.length);
      wholeRoomsPerSecond.push(sent.filter((room) => room.endsWith(':tick') === false).length);
    }
    // Ten lots: one whole room a second, never all ten in the same second.
    expect(wholeRoomsPerSecond).toEqual(Array(2 * COUNTDOWN_SPARSE_EVERY).fill(1));
  });

  it("keeps a lot's second while it counts, and the every-second viewers get the others", async () => {
    const { io, sent } = recordingServer();
    const countdown = new Countdown(io, () => new Date());
    const seen: string[][] = [];
    for (let s = 0; s < 3 * COUNTDOWN_SPARSE_EVERY; s++) {
      sent.length = 0;
      // A second lot starts counting after five seconds.
      await second(countdown, s < 5 ? ['a'] : ['a', 'b']);
      seen.push([...sent]);
    }
    const wholeA = seen.flatMap((rs, s) => (rs.includes(rooms.subEvent('a')) ? [s] : []));
    expect(wholeA).toEqual([0, 10, 20]);
    expect(seen[1]).toEqual([rooms.tick('a')]);
    const wholeB = seen.flatMap((rs, s) => (rs.includes(rooms.subEvent('b')) ? [s] : []));
    expect(wholeB).toHaveLength(3);
    expect(wholeB[1] - wholeB[0]).toBe(COUNTDOWN_SPARSE_EVERY);
  });
});
