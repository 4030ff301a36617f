/**
 * The seq reorder buffer of the fan-out. With several instances the changes of one sub-event are
 * committed in seq order (row lock) but their messages reach an instance by two paths (its own
 * commit, Redis), so seq 6 may arrive before seq 5; sending 6 at once would make every viewer here
 * see a gap. Each seq goes out once, in order; a step older than one already sent is late news; a
 * step whose predecessor has not arrived waits for it, at most `waitMs`: a seq that never comes (an
 * instance died between commit and publish) is given up, and viewers then see the gap and resync.
 */
import type { BidStep } from '../bidding/views';

/** A change as it arrives: its bid steps, or (no steps) a change that still takes its seq. */
export interface ArrivingChange {
  /** The sub-event's seq after the change. */
  seq: number;
  steps: BidStep[];
  /** A state read from the database (periodic check), not a change being announced: takes no seq. */
  loaded: boolean;
  /** An admin's edit whose view covers every seq up to its own. */
  covers: boolean;
}

export class SeqReorder<C> {
  readonly #upTo = new Map<string, number>();
  /** Seqs that arrived ahead of an earlier one, per sub-event (null: a change without a bid). */
  readonly #held = new Map<string, Map<number, BidStep | null>>();
  readonly #timers = new Map<string, NodeJS.Timeout>();

  /** `giveUp(id, context)` runs when a missing seq was waited for long enough (then call `take` with `flush`). */
  constructor(
    private readonly waitMs: number,
    private readonly giveUp: (subEventId: string, context: C) => void,
  ) {}

  /**
   * The views drawn from a loaded state start at `seq`: the bids after it follow in order (only
   * when nothing was sent yet).
   */
  startAt(subEventId: string, seq: number): void {
    if (!this.#upTo.has(subEventId)) this.#upTo.set(subEventId, seq);
  }

  /** Whether a seq is still missing (the views wait too, so nobody sees a state ahead of its bids). */
  isWaiting(subEventId: string): boolean {
    return this.#held.has(subEventId);
  }

  /** The steps that may go out now, in seq order; `flush` stops waiting for missing seqs. */
  take(subEventId: string, change: ArrivingChange, flush: boolean, context: C): BidStep[] {
    const waiting = this.#held.get(subEventId) ?? new Map<number, BidStep | null>();
    const incoming: [number, BidStep | null][] = change.steps.map((st) => [st.seq, st]);
    // A change without bids (extension, closing, a seller's mark, an edit) still takes its seq.
    if (!change.loaded && change.steps.length === 0 && change.seq > 0) incoming.push([change.seq, null]);
    let upTo = this.#upTo.get(subEventId);
    // An admin's edit covers every seq up to its own (its view goes to everyone): bids up to
    // there that are still on their way are late news. (Not the periodic check: its load may be
    // ahead of bids this instance committed and is about to announce.)
    const covers = change.covers ? change.seq : null;
    if (upTo === undefined) {
      // Nothing sent here yet and no view drawn here to go by: start with what arrived.
      const first = Math.min(...incoming.map(([seq]) => seq), ...waiting.keys());
      if (Number.isFinite(first)) upTo = first - 1;
      else if (covers !== null) upTo = covers;
      else return [];
    }
    for (const [seq, st] of incoming) if (seq > upTo) waiting.set(seq, st);
    const out: BidStep[] = [];
    const takeSeq = (seq: number) => {
      const st = waiting.get(seq);
      waiting.delete(seq);
      if (st) out.push(st);
      upTo = seq;
    };
    if (covers !== null && covers > upTo) {
      for (const seq of [...waiting.keys()].filter((x) => x <= covers).sort((x, y) => x - y)) takeSeq(seq);
      upTo = covers;
    }
    while (waiting.has(upTo + 1)) takeSeq(upTo + 1);
    if (flush) for (const seq of [...waiting.keys()].sort((x, y) => x - y)) takeSeq(seq);
    this.#upTo.set(subEventId, upTo);
    this.#hold(subEventId, waiting, context);
    return out;
  }

  #hold(subEventId: string, waiting: Map<number, BidStep | null>, context: C): void {
    if (waiting.size === 0) {
      this.#held.delete(subEventId);
      clearTimeout(this.#timers.get(subEventId));
      this.#timers.delete(subEventId);
      return;
    }
    this.#held.set(subEventId, waiting);
    if (this.#timers.has(subEventId)) return;
    const timer = setTimeout(() => {
      this.#timers.delete(subEventId);
      this.giveUp(subEventId, context);
    }, this.waitMs);
    timer.unref();
    this.#timers.set(subEventId, timer);
  }

  /** Forgets a sub-event nobody here watches any more. */
  forget(subEventId: string): void {
    this.#upTo.delete(subEventId);
    this.#held.delete(subEventId);
    clearTimeout(this.#timers.get(subEventId));
    this.#timers.delete(subEventId);
  }

  stop(): void {
    for (const t of this.#timers.values()) clearTimeout(t);
    this.#timers.clear();
  }
}
