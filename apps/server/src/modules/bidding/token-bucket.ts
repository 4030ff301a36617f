/**
 * A token bucket per key (ARCHITECTURE "Pitfalls": limit events per user per second on the
 * WebSocket). Each key holds up to `burst` tokens and gains `perSecond` tokens a second; an event
 * takes one. This instance's memory: with several instances each one limits what it receives.
 */
export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  constructor(
    private readonly perSecond = 20,
    private readonly burst = 40,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes a token for `key`; false when the bucket is empty (the event is refused). */
  take(key: string): boolean {
    const t = this.now();
    const b = this.#buckets.get(key) ?? { tokens: this.burst, at: t };
    b.tokens = Math.min(this.burst, b.tokens + ((t - b.at) / 1000) * this.perSecond);
    b.at = t;
    const ok = b.tokens >= 1;
    if (ok) b.tokens -= 1;
    this.#buckets.set(key, b);
    if (this.#buckets.size > 50_000) this.#sweep(t);
    return ok;
  }

  /** Forgets full buckets (nothing to remember about them). */
  #sweep(t: number) {
    for (const [key, b] of this.#buckets) {
      if (b.tokens + ((t - b.at) / 1000) * this.perSecond >= this.burst) this.#buckets.delete(key);
    }
  }
}
