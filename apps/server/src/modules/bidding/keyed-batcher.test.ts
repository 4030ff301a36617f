import { describe, expect, it } from 'vitest';
import { BatcherClosedError, createKeyedBatcher } from './keyed-batcher';

const tick = () => new Promise((r) => setImmediate(r));

describe('keyed batcher (group commit per sub-event)', () => {
  it('hands every job waiting for a key to one process call, in submission order', async () => {
    const batches: number[][] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const b = createKeyedBatcher<number, number>({
      process: async (_key, jobs) => {
        batches.push([...jobs]);
        if (batches.length === 1) await gate;
        return { results: jobs.map((j) => j * 10) };
      },
    });
    const first = b.submit('k', 1);
    await tick();
    await tick();
    // While the first batch runs, four more queue up…
    const rest = [2, 3, 4, 5].map((n) => b.submit('k', n));
    release();
    // …and go together, each with its own answer.
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('never runs two batches of one key at once, but keys run side by side', async () => {
    let running = 0;
    let most = 0;
    const seen: string[] = [];
    const b = createKeyedBatcher<string, string>({
      process: async (key, jobs) => {
        running += 1;
        most = Math.max(most, running);
        seen.push(key);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        return { results: jobs };
      },
      maxBatch: 1,
    });
    await Promise.all([b.submit('a', 'a1'), b.submit('a', 'a2'), b.submit('b', 'b1'), b.submit('b', 'b2')]);
    expect(most).toBe(2);
    expect(seen.filter((k) => k === 'a')).toHaveLength(2);
  });

  it('keeps jobs that may not share a batch apart (canJoin)', async () => {
    const batches: string[][] = [];
    const b = createKeyedBatcher<string, string>({
      process: async (_key, jobs) => {
        batches.push([...jobs]);
        return { results: jobs };
      },
      canJoin: (batch, job) => job.startsWith('bid') && batch.every((j) => j.startsWith('bid')),
    });
    await Promise.all(['bid1', 'bid2', 'close', 'bid3', 'bid4'].map((j) => b.submit('k', j)));
    expect(batches).toEqual([['bid1', 'bid2'], ['close'], ['bid3', 'bid4']]);
  });

  it('retries each job of a failed batch alone, so one bad job fails only itself', async () => {
    const calls: string[][] = [];
    const b = createKeyedBatcher<string, string>({
      process: async (_key, jobs) => {
        calls.push([...jobs]);
        if (jobs.includes('bad')) throw new Error('constraint');
        return { results: jobs.map((j) => `${j}!`) };
      },
    });
    const answers = await Promise.allSettled(['x', 'bad', 'y'].map((j) => b.submit('k', j)));
    expect(answers.map((a) => (a.status === 'fulfilled' ? a.value : 'rejected'))).toEqual([
      'x!',
      'rejected',
      'y!',
    ]);
    expect(calls).toEqual([['x', 'bad', 'y'], ['x'], ['bad'], ['y']]);
  });

  it('delivers the answers before running the batch’s after-work', async () => {
    const order: string[] = [];
    const b = createKeyedBatcher<string, string>({
      process: async (_key, jobs) => ({ results: jobs, after: () => void order.push('after') }),
    });
    await Promise.all(['a', 'b'].map((j) => b.submit('k', j).then((r) => order.push(`answer ${r}`))));
    await b.close();
    expect(order).toEqual(['answer a', 'answer b', 'after']);
  });

  it('waits for queued work on close and refuses new work afterwards', async () => {
    let done = 0;
    const b = createKeyedBatcher<number, number>({
      process: async (_key, jobs) => {
        await new Promise((r) => setTimeout(r, 10));
        done += jobs.length;
        return { results: jobs };
      },
    });
    const pending = [1, 2, 3].map((n) => b.submit(`k${n}`, n));
    await b.close();
    expect(done).toBe(3);
    await expect(Promise.all(pending)).resolves.toEqual([1, 2, 3]);
    await expect(b.submit('k', 4)).rejects.toBeInstanceOf(BatcherClosedError);
  });

  it('rejects every job when process answers the wrong number of results', async () => {
    const b = createKeyedBatcher<number, number>({ process: async () => ({ results: [] }) });
    await expect(b.submit('k', 1)).rejects.toThrow(/results/);
  });
});
