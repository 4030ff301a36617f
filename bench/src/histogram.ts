/**
 * A latency histogram with fixed buckets (0.1 ms wide up to 1 s, 10 ms wide up to 120 s), so
 * millions of samples take a few kilobytes and histograms of several processes can be merged.
 */
const FINE_MS = 0.1;
const FINE_BUCKETS = 10_000; // 0 … 1,000 ms
const COARSE_MS = 10;
const COARSE_BUCKETS = 11_900; // 1 s … 120 s

export class Histogram {
  readonly counts: Uint32Array;
  count = 0;
  max = 0;
  sum = 0;

  constructor() {
    this.counts = new Uint32Array(FINE_BUCKETS + COARSE_BUCKETS + 1);
  }

  record(ms: number): void {
    const v = Math.max(ms, 0);
    let i: number;
    if (v < FINE_BUCKETS * FINE_MS) i = Math.floor(v / FINE_MS);
    else i = FINE_BUCKETS + Math.min(COARSE_BUCKETS, Math.floor((v - FINE_BUCKETS * FINE_MS) / COARSE_MS));
    this.counts[i] += 1;
    this.count += 1;
    this.sum += v;
    if (v > this.max) this.max = v;
  }

  /** The upper edge of the bucket holding the q-quantile (0 < q ≤ 1); null without samples. */
  quantile(q: number): number | null {
    if (this.count === 0) return null;
    const rank = Math.ceil(q * this.count);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i];
      if (seen >= rank) {
        const upper =
          i < FINE_BUCKETS ? (i + 1) * FINE_MS : FINE_BUCKETS * FINE_MS + (i - FINE_BUCKETS + 1) * COARSE_MS;
        return Math.min(upper, this.max);
      }
    }
    return this.max;
  }

  /** A plain object for IPC. */
  toJSON(): { counts: number[]; count: number; max: number; sum: number } {
    return { counts: Array.from(this.counts), count: this.count, max: this.max, sum: this.sum };
  }

  merge(other: { counts: number[]; count: number; max: number; sum: number }): void {
    for (let i = 0; i < other.counts.length && i < this.counts.length; i++) this.counts[i] += other.counts[i];
    this.count += other.count;
    this.sum += other.sum;
    if (other.max > this.max) this.max = other.max;
  }

  /** p50, p99, max and mean in milliseconds, rounded to 0.1 ms. */
  summary(): { n: number; p50: number | null; p99: number | null; max: number | null; mean: number | null } {
    const r = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);
    return {
      n: this.count,
      p50: r(this.quantile(0.5)),
      p99: r(this.quantile(0.99)),
      max: this.count ? r(this.max) : null,
      mean: this.count ? r(this.sum / this.count) : null,
    };
  }
}

/** Monotonic milliseconds, shared by every process on the machine (CLOCK_MONOTONIC). */
export const nowMs = (): number => Number(process.hrtime.bigint()) / 1e6;
