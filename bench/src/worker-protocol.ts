/** Messages between the benchmark and its watcher processes (watcher-worker.ts). */

export interface WatcherSpec {
  url: string;
  token: string;
  subEventId: string;
}

export interface WorkerStart {
  type: 'start';
  eventId: string;
  watchers: WatcherSpec[];
  /** Connections opened at a time. */
  concurrency: number;
  /** The watchers' `auth.countdown`: 'sparse' as the web app, or every second. */
  countdown: 'sparse' | 'every';
}

export type WorkerRequest =
  | WorkerStart
  /** From now on, latencies count (the load starts). */
  | { type: 'measure' }
  /** Acknowledged bids: [subEventId, seq, emit time in shared monotonic ms]. */
  | { type: 'acks'; items: [string, number, number][] }
  /** The last seq of each lot: wait up to waitMs for every watcher to reach it, then report. */
  | { type: 'final'; seqs: Record<string, number>; waitMs: number }
  | { type: 'close' };

export interface WorkerReady {
  type: 'ready';
  connected: number;
  connectFailures: number;
  joinFailures: number;
}

export interface WorkerReport {
  type: 'report';
  latency: { counts: number[]; count: number; max: number; sum: number };
  /** new_bid messages received while measuring. */
  received: number;
  /** Every server message (any event) received while measuring. */
  delivered: number;
  /** Seqs skipped, summed over watchers. */
  gaps: number;
  /** Watchers that saw at least one gap. */
  watchersWithGap: number;
  /** new_bid with a seq already seen. */
  outOfOrder: number;
  /** Watchers that never reached the lot's last seq. */
  watchersBehind: number;
  /** Broadcasts received for a seq no ack told of (bids whose ack was lost). */
  unmatched: number;
  disconnects: number;
  cpuSeconds: number;
  rssBytes: number;
}

export type WorkerMessage = WorkerReady | WorkerReport;
