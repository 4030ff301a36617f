/**
 * Real server processes (`node --import tsx apps/server/src/main.ts`) on loopback, for the tests
 * that need more than one instance or a process to kill (multi-instance, faults) and for the
 * benchmark (bench/src/bidding.ts). Every child is tracked and killed when the parent exits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const mainFile = path.join(root, 'apps/server/src/main.ts');

/** A server process; `kill()` and `restart()` keep the same port so clients can reconnect. */
export interface ServerProcess {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  /** Everything the process wrote (stdout and stderr), for error messages. */
  output(): string;
  /** True while the process runs. */
  alive(): boolean;
  /** The process exit code or signal once it has ended. */
  exit(): { code: number | null; signal: NodeJS.Signals | null } | null;
  /** kill -9: no shutdown, no flushing (fault tests). */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown), then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** Starts the process again with the same environment and port. */
  restart(): Promise<void>;
}

export interface StartServerOptions {
  /** Environment for the server (PORT and HOST are set here). */
  env: Record<string, string>;
  /** Fixed port; default a free one. */
  port?: number;
  /** How long to wait for /api/health; default 120 s (a fresh PGlite directory is slow). */
  startTimeoutMs?: number;
  /** Extra node flags (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Prefix for the lines the process prints, when `echo` is true. */
  name?: string;
  /** Copies the process's output to this process's stderr. */
  echo?: boolean;
}

const children = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Kills every child still running (an exiting test runner or benchmark leaves none behind). */
export function killAllServerProcesses(): void {
  for (const c of children) {
    if (c.exitCode === null && c.signalCode === null) {
      try {
        c.kill('SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}

function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', killAllServerProcesses);
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts a server process and waits until /api/health answers 200. */
export async function startServerProcess(opts: StartServerOptions): Promise<ServerProcess> {
  installExitHook();
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATABASE_URL: '',
    REDIS_URL: '',
    WEB_DIST: '',
    ...opts.env,
    PORT: String(port),
  };
  // The test runner's own variables must not leak into a server.
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  delete env.TEST_DATABASE_URL;

  let child: ChildProcess;
  let out = '';
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;

  const launch = async () => {
    ended = null;
    const c = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', mainFile], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = c;
    children.add(c);
    const onData = (d: Buffer) => {
      const text = d.toString();
      out += text;
      if (out.length > 200_000) out = out.slice(-100_000);
      if (opts.echo) process.stderr.write(text.replace(/^/gm, `[${opts.name ?? port}] `));
    };
    c.stdout?.on('data', onData);
    c.stderr?.on('data', onData);
    c.once('exit', (code, signal) => {
      ended = { code, signal };
      children.delete(c);
    });
    const deadline = Date.now() + (opts.startTimeoutMs ?? 120_000);
    for (;;) {
      if (ended) throw new Error(`server on port ${port} exited at start:\n${out.slice(-4000)}`);
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (res.status === 200) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        c.kill('SIGKILL');
        throw new Error(`server on port ${port} did not start in time:\n${out.slice(-4000)}`);
      }
      await sleep(150);
    }
  };

  const waitExit = (ms: number) =>
    new Promise<boolean>((resolve) => {
      if (ended) return resolve(true);
      const timer = setTimeout(() => resolve(false), ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });

  await launch();
  return {
    url,
    port,
    get pid() {
      return child.pid ?? -1;
    },
    output: () => out,
    alive: () => ended === null,
    exit: () => ended,
    async kill() {
      if (ended) return;
      child.kill('SIGKILL');
      await waitExit(10_000);
    },
    async stop(graceMs = 10_000) {
      if (ended) return;
      child.kill('SIGTERM');
      if (!(await waitExit(graceMs))) {
        child.kill('SIGKILL');
        await waitExit(5_000);
      }
    },
    async restart() {
      if (!ended) {
        child.kill('SIGKILL');
        await waitExit(10_000);
      }
      await launch();
    },
  };
}
