import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ROOM_PATH, type ShellListPath } from '@neelami/shared/prerender';
import type { FastifyInstance } from 'fastify';

/**
 * A worker thread's script: loads the build's server render (apps/web/src/prerender.tsx, its file
 * URL in workerData) and answers `{ id, route, body }` with `{ id, shell }` (its prerenderedShell,
 * or prerenderedRoomShell for the room) or `{ id, error }`. React's render of a list takes ~100 ms
 * of CPU: in a thread of its own it never holds the bids' event loop.
 */
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const render = import(workerData.entry);
parentPort.on('message', async ({ id, route, body }) => {
  try {
    const r = await render;
    const shell = await (route === '${ROOM_PATH}' ? r.prerenderedRoomShell(body) : r.prerenderedShell(route, body));
    parentPort.postMessage({ id, shell });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.stack || err) });
  }
});
`;

/**
 * How long a render worker may sit unused before it stops. A thread with React and the app's screens
 * loaded holds ~190 MB (measured: the server's RSS with it, 1,030 MB, and without, 844 MB, on the
 * demo data); the lists change seldom, so it is started again when one has.
 */
const RENDER_WORKER_IDLE_MS = 30_000;

/** A render (~100 ms warm, ~1.2 s with the thread's start) that takes longer than this is given up. */
const RENDER_TIMEOUT_MS = 15_000;

/**
 * The build's server render in a worker thread, started at its first use and stopped after
 * RENDER_WORKER_IDLE_MS without work; one render at a time.
 */
export function renderWorker(app: FastifyInstance, entry: string) {
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (s: { en: string; hi: string }) => void; reject: (e: Error) => void }
  >();
  const failAll = (err: Error) => {
    for (const w of waiting.values()) w.reject(err);
    waiting.clear();
    worker = undefined;
  };
  const start = () => {
    const w = new Worker(RENDER_WORKER, { eval: true, workerData: { entry: pathToFileURL(entry).href } });
    w.unref();
    w.on('message', (m: { id: number; shell?: { en: string; hi: string }; error?: string }) => {
      const p = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.shell) p?.resolve(m.shell);
      else p?.reject(new Error(m.error ?? 'render failed'));
    });
    w.on('error', failAll);
    w.on('exit', () => {
      if (worker === w) failAll(new Error('the render worker stopped'));
    });
    return w;
  };
  const retireWhenIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => {
      if (waiting.size > 0 || !worker) return;
      const w = worker;
      worker = undefined;
      void w.terminate();
    }, RENDER_WORKER_IDLE_MS);
    idle.unref();
  };
  app.addHook('onClose', async () => {
    clearTimeout(idle);
    const w = worker;
    worker = undefined;
    await w?.terminate();
  });
  let queue: Promise<unknown> = Promise.resolve();
  return (route: ShellListPath | typeof ROOM_PATH, body: unknown): Promise<{ en: string; hi: string }> => {
    const job = queue.then(
      () =>
        new Promise<{ en: string; hi: string }>((resolve, reject) => {
          clearTimeout(idle);
          worker ??= start();
          const w = worker;
          const id = nextId++;
          // A render that never answers would hold every later one: the thread is stopped instead.
          const stuck = setTimeout(() => {
            if (worker === w) worker = undefined;
            waiting.delete(id);
            reject(new Error('the render took too long'));
            void w.terminate();
          }, RENDER_TIMEOUT_MS);
          stuck.unref();
          waiting.set(id, {
            resolve: (shell) => {
              clearTimeout(stuck);
              resolve(shell);
            },
            reject: (err) => {
              clearTimeout(stuck);
              reject(err);
            },
          });
          w.postMessage({ id, route, body });
        }),
    );
    queue = job.catch(() => {}).finally(retireWhenIdle);
    return job;
  };
}
