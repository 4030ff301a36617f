/**
 * PostgreSQL's own client programs (pg_dump, pg_restore), run as child processes. The password
 * goes to them in PGPASSWORD, never on the command line (where `ps` would show it).
 */
import { spawn } from 'node:child_process';

/** A pg_dump / pg_restore that could not run or failed (the message says why). */
export class PgToolError extends Error {}

/** Runs `tool args… --dbname=<url without password>`; resolves when it exits 0. */
export function runPgTool(
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  databaseUrl: string,
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${url.toString()}`], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (d) => {
      stderr = (stderr + d).slice(-4000);
    });
    child.on('error', (err) => {
      const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
      reject(
        new PgToolError(
          missing
            ? `${tool} was not found: install the PostgreSQL client programs (the same major version as the server or newer).`
            : `${tool} could not run: ${err.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new PgToolError(`${tool} failed (exit code ${code}): ${stderr.trim()}`));
    });
  });
}
