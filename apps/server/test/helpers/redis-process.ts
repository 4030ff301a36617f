/**
 * A private redis-server on a free loopback port (no persistence), for tests that restart Redis
 * and for the benchmark: the machine's shared Redis on 6379 is never stopped or flooded.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './server-process';

export interface RedisProcess {
  url: string;
  port: number;
  /** Stops it (SIGKILL: nothing to save). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/** Whether `redis-server` is on the PATH. */
export function hasRedisServer(): boolean {
  const r = spawnSync('redis-server', ['--version'], { stdio: 'ignore' });
  return r.status === 0;
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createConnection({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(1000, () => done(false));
    s.once('error', () => done(false));
    s.once('connect', () => s.write('PING\r\n'));
    s.once('data', (d) => done(d.toString().startsWith('+PONG')));
  });
}

export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  let out = '';
  const start = async () => {
    const c = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = c;
    children.add(c);
    c.stdout?.on('data', (d) => {
      out = (out + d).slice(-4000);
    });
    c.stderr?.on('data', (d) => {
      out = (out + d).slice(-4000);
    });
    c.once('exit', () => children.delete(c));
    const deadline = Date.now() + 15_000;
    while (!(await ping(port))) {
      if (c.exitCode !== null || Date.now() > deadline) {
        c.kill('SIGKILL');
        throw new Error(`redis-server on port ${port} did not start:\n${out}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    c.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, stop, start };
}
