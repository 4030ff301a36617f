/**
 * Reads a server's Prometheus text (/metrics: prom-client default metrics with the `neelami_`
 * prefix). prom-client resets its event-loop delay histogram on every scrape, so each scrape's
 * p99 covers the time since the one before.
 */
export type Metrics = Map<string, number>;

export async function scrape(baseUrl: string): Promise<Metrics> {
  const res = await fetch(`${baseUrl}/metrics`, { signal: AbortSignal.timeout(5000) });
  const text = await res.text();
  const out: Metrics = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)/.exec(line);
    if (!m || m[2]) continue;
    const v = Number(m[3]);
    if (Number.isFinite(v)) out.set(m[1].replace(/^neelami_/, ''), v);
  }
  return out;
}

/** What the benchmark keeps from the scrapes of one server during the load. */
export class ServerWatch {
  lagP99Windows: number[] = [];
  peakRss = 0;
  cpuStart: number | null = null;
  cpuEnd: number | null = null;
  failures = 0;

  constructor(readonly url: string) {}

  async sample(phase: 'reset' | 'during' | 'end'): Promise<void> {
    let m: Metrics;
    try {
      m = await scrape(this.url);
    } catch {
      this.failures += 1;
      return;
    }
    const cpu = m.get('process_cpu_seconds_total');
    const rss = m.get('process_resident_memory_bytes');
    const lag = m.get('nodejs_eventloop_lag_p99_seconds');
    if (rss !== undefined) this.peakRss = Math.max(this.peakRss, rss);
    if (phase === 'reset') {
      this.cpuStart = cpu ?? null;
      return;
    }
    if (lag !== undefined) this.lagP99Windows.push(lag * 1000);
    if (phase === 'end') this.cpuEnd = cpu ?? null;
  }
}
