/**
 * A queue per key (one per sub-event) that serialises work in this process and hands every job
 * waiting for a key to one `process` call: group commit (ARCHITECTURE "Pitfalls": PGlite is one
 * connection, so `FOR UPDATE` alone isolates nothing there; group commit is how the bidding path
 * gets past one transaction per bid).
 *
 * - Jobs of one key run strictly in submission order, never two batches of one key at a time.
 * - `canJoin(batch, job)` says whether a job may join the batch being formed (e.g. bids group
 *   together, an admin's change runs alone); the first job that may not join ends the batch.
 * - `process` answers one result per job, in order. When it throws for a batch of several jobs,
 *   each job is tried again alone, so one bad job cannot fail its neighbours; a job that fails alone
 *   rejects with the error (the caller answers "unavailable", never a false success).
 * - Results are delivered first; `after` (e.g. the broadcast) runs on the next macrotask, so every
 *   waiting caller gets its answer before anyone hears about the change.
 */

/** What one `process` call answers. */
export interface BatchAnswer<R> {
  /** One result per job, in the jobs' order. */
  results: R[];
  /** Runs once the results are delivered (errors are reported to `onError`). */
  after?: () => void | Promise<void>;
}

export interface KeyedBatcherOptions<J, R> {
  process: (key: string, jobs: J[]) => Promise<BatchAnswer<R>>;
  /** Whether `job` may join `batch` (non-empty); default: always. */
  canJoin?: (batch: readonly J[], job: J) => boolean;
  /** Most jobs per batch; default 100. */
  maxBatch?: number;
  /** Reports a failed batch (before its jobs are retried alone) or a failing `after`. */
  onError?: (err: unknown, info: { key: string; size: number; phase: 'batch' | 'after' }) => void;
}

export interface KeyedBatcher<J, R> {
  /** Queues a job; resolves with its result once its batch has been processed. */
  submit(key: string, job: J): Promise<R>;
  /** Jobs waiting or running, over all keys. */
  pending(): number;
  /** Refuses new jobs and waits until every queued job (and its `after`) has settled. */
  close(): Promise<void>;
}

/** Refusal of `submit` after `close()`. */
export class BatcherClosedError extends Error {
  constructor() {
    super('The bidding queue is shutting down');
    this.name = 'BatcherClosedError';
  }
}

interface Entry<J, R> {
  job: J;
  resolve: (r: R) => void;
  reject: (e: unknown) => void;
}

export function createKeyedBatcher<J, R>(options: KeyedBatcherOptions<J, R>): KeyedBatcher<J, R> {
  const maxBatch = Math.max(1, options.maxBatch ?? 100);
  const canJoin = options.canJoin ?? (() => true);
  const queues = new Map<string, Entry<J, R>[]>();
  const running = new Set<Promise<void>>();
  let count = 0;
  let closed = false;

  const report = (err: unknown, info: { key: string; size: number; phase: 'batch' | 'after' }) => {
    try {
      options.onError?.(err, info);
    } catch {
      // a reporter's failure changes nothing
    }
  };

  const runAfter = (key: string, size: number, after: BatchAnswer<R>['after']) => {
    if (!after) return;
    const p = new Promise<void>((resolve) => {
      setImmediate(() => {
        Promise.resolve()
          .then(after)
          .catch((err) => report(err, { key, size, phase: 'after' }))
          .finally(resolve);
      });
    });
    running.add(p);
    void p.finally(() => running.delete(p));
  };

  const processBatch = async (key: string, batch: Entry<J, R>[]) => {
    const answer = await options.process(
      key,
      batch.map((e) => e.job),
    );
    if (answer.results.length !== batch.length) {
      throw new Error(`process answered ${answer.results.length} results for ${batch.length} jobs`);
    }
    for (const [i, e] of batch.entries()) e.resolve(answer.results[i]);
    runAfter(key, batch.length, answer.after);
  };

  const drainKey = async (key: string) => {
    const queue = queues.get(key);
    if (!queue) return;
    // Let the jobs that arrive in the same turn of the event loop join the first batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch: Entry<J, R>[] = [queue[0]];
      let i = 1;
      while (
        i < queue.length &&
        batch.length < maxBatch &&
        canJoin(
          batch.map((e) => e.job),
          queue[i].job,
        )
      ) {
        batch.push(queue[i]);
        i += 1;
      }
      // The batch stays at the head of the queue while it runs, so later jobs wait behind it.
      try {
        await processBatch(key, batch);
      } catch (err) {
        if (batch.length === 1) {
          batch[0].reject(err);
        } else {
          report(err, { key, size: batch.length, phase: 'batch' });
          for (const entry of batch) {
            try {
              await processBatch(key, [entry]);
            } catch (single) {
              entry.reject(single);
            }
          }
        }
      }
      queue.splice(0, batch.length);
      count -= batch.length;
    }
    queues.delete(key);
  };

  return {
    submit(key, job) {
      if (closed) return Promise.reject(new BatcherClosedError());
      return new Promise<R>((resolve, reject) => {
        count += 1;
        const queue = queues.get(key);
        const entry: Entry<J, R> = { job, resolve, reject };
        if (queue) {
          queue.push(entry);
          return;
        }
        queues.set(key, [entry]);
        const p = drainKey(key);
        running.add(p);
        void p.finally(() => running.delete(p));
      });
    },
    pending: () => count,
    async close() {
      closed = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
