/**
 * The limit on wrong transaction passwords (SPEC §6 terms: the room's door, and a pre-bid's),
 * one per instance, shared by the socket's join and the REST pre-bid.
 */

/** Wrong transaction passwords allowed per user in the window below. */
export const TRANSACTION_PASSWORD_TRIES = 5;
/** The window of the tries limit. */
export const TRANSACTION_PASSWORD_WINDOW_MS = 15 * 60_000;

/** Counts wrong transaction passwords per user (this instance's memory). */
export class TriesLimiter {
  readonly #failures = new Map<string, number[]>();
  constructor(
    private readonly max = TRANSACTION_PASSWORD_TRIES,
    private readonly windowMs = TRANSACTION_PASSWORD_WINDOW_MS,
  ) {}

  #recent(key: string, now: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, list);
    return list;
  }

  /** Milliseconds until a try is allowed again (0 = now). */
  blockedFor(key: string, now = Date.now()): number {
    const list = this.#recent(key, now);
    return list.length < this.max ? 0 : this.windowMs - (now - list[0]);
  }

  /** Notes a wrong try; returns the tries left. */
  fail(key: string, now = Date.now()): number {
    const list = this.#recent(key, now);
    list.push(now);
    this.#failures.set(key, list);
    return Math.max(0, this.max - list.length);
  }

  reset(key: string) {
    this.#failures.delete(key);
  }
}
