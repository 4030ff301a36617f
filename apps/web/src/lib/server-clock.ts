/**
 * The server's clock as seen from the browser (ARCHITECTURE.md "Time": the
 * server clock is the only clock). Every server event that carries
 * `serverTime` is a sample: `serverTime - localReceiveTime` is the true
 * offset minus that message's network delay, so the largest recent sample is
 * the best estimate. Local time is the monotonic `performance.now()`, so a
 * user changing the computer's clock changes nothing here.
 */
export class ServerClock {
  private samples: { at: number; offset: number }[] = [];
  private best: number | null = null;

  constructor(
    private readonly monotonic: () => number = () => performance.now(),
    /** Fallback before the first sample: the browser's wall clock (the only guess there is). */
    private readonly wallClock: () => number = () => Date.now(),
    /** How long a sample counts (ms of monotonic time). */
    private readonly windowMs = 60_000,
    private readonly maxSamples = 120,
  ) {}

  /** Records one server timestamp (ISO string or epoch ms) received now; ignores invalid ones. */
  note(serverTime: string | number | null | undefined): void {
    const t = typeof serverTime === 'number' ? serverTime : serverTime ? Date.parse(serverTime) : Number.NaN;
    if (!Number.isFinite(t)) return;
    const at = this.monotonic();
    this.samples.push({ at, offset: t - at });
    const cutoff = at - this.windowMs;
    while (
      this.samples.length > 0 &&
      (this.samples[0].at < cutoff || this.samples.length > this.maxSamples)
    ) {
      this.samples.shift();
    }
    this.best = Math.max(...this.samples.map((s) => s.offset));
  }

  /** Whether at least one server timestamp has been seen. */
  get synced(): boolean {
    return this.best !== null;
  }

  /** The server's current time in epoch ms. */
  now(): number {
    if (this.best === null) return this.wallClock();
    return this.monotonic() + this.best;
  }

  /** How far the browser's wall clock is from the server's (ms, positive = browser behind); 0 before sync. */
  skewMs(): number {
    return this.best === null ? 0 : this.now() - this.wallClock();
  }
}
