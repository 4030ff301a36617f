/**
 * `countdown` once a second per open sub-event room on this instance (SPEC §4, §9; API.md), every
 * tenth second to the whole room and in between only to the sockets not asking for fewer
 * (COUNTDOWN_SPARSE). One room per turn of the event loop: a countdown to 10,000 watchers in one go
 * kept the loop (and every bid waiting on it) blocked for hundreds of milliseconds each second.
 * Each sub-event has its own tenth second (offsets handed out in turn), so the whole rooms of ten
 * lots are not all told in the same second.
 */
import { COUNTDOWN_SPARSE_EVERY, type CountdownPayload } from '@neelami/shared/realtime';
import { rooms } from '../bidding/rooms';
import type { SubEventSnapshot } from '../bidding/sub-event-state';
import { secondsUntil } from '../bidding/views';

/** What the countdown sends through: this instance's sockets of a room (the gateway's `io.local`). */
export interface CountdownSender {
  local: { to(room: string): { emit(event: 'countdown', payload: CountdownPayload): unknown } };
}

export class Countdown {
  #ticks = 0;
  /** Per sub-event, the second (of COUNTDOWN_SPARSE_EVERY) its whole room is told. */
  #offsets = new Map<string, number>();
  #nextOffset = 0;

  constructor(
    private readonly io: CountdownSender,
    private readonly clock: () => Date,
  ) {}

  /** Sends this second's countdowns of `ids`, each from its newest known state (`latest`). */
  emit(ids: string[], latest: (id: string) => SubEventSnapshot | undefined): void {
    const tick = this.#ticks++;
    const offsets = new Map<string, number>();
    for (const id of ids) {
      const offset = this.#offsets.get(id) ?? this.#nextOffset++ % COUNTDOWN_SPARSE_EVERY;
      offsets.set(id, offset);
    }
    // Sub-events no longer counted are forgotten.
    this.#offsets = offsets;
    let i = 0;
    const next = () => {
      const id = ids[i++];
      const snap = latest(id);
      if (snap?.state.status === 'open') {
        const everyone = (tick + (offsets.get(id) ?? 0)) % COUNTDOWN_SPARSE_EVERY === 0;
        const now = this.clock();
        this.io.local.to(everyone ? rooms.subEvent(id) : rooms.tick(id)).emit('countdown', {
          subEventId: id,
          seq: snap.seq,
          serverTime: now.toISOString(),
          secondsLeft: secondsUntil(snap.state.endsAt, now),
          endsAt: new Date(snap.state.endsAt).toISOString(),
          status: snap.state.status,
        });
      }
      if (i < ids.length) setImmediate(next);
    };
    if (ids.length > 0) next();
  }
}
