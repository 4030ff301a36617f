import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { passwordMessages } from '@neelami/shared/password';
import { registrationMessages } from '@neelami/shared/registration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app';
import { createTestDatabaseUrl } from '../../test/helpers/test-database';

// The real command (`npm run admin:create` runs this file with tsx) as a child process, on the
// database the server would use: PGlite in a fresh DATA_DIR, or PostgreSQL with TEST_DATABASE_URL.
const root = path.resolve(import.meta.dirname, '../../../..');
const cli = path.join(root, 'apps/server/src/cli/create-admin.ts');

let dataDir: string;
let database: { url: string; drop: () => Promise<void> };
const databaseUrl = () => (database.url.startsWith('memory://') ? null : database.url);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-admin-'));
  database = await createTestDatabaseUrl();
});
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the command with `env` (production, no JWT_SECRET) and `stdin` written to it. */
function runCli(env: Record<string, string>, stdin = ''): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        ...(databaseUrl() ? { DATABASE_URL: databaseUrl() as string } : {}),
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const ENV_PASSWORD = 'Env-Admin#2025';
const PROMPT_PASSWORD = 'Prompted-Admin#2025';

describe('npm run admin:create', () => {
  const runs: Record<string, Run> = {};

  // One process at a time on the PGlite directory (never two on one), the app last.
  beforeAll(async () => {
    runs.env = await runCli({ ADMIN_EMAIL: 'Root@Example.IN', ADMIN_PASSWORD: ENV_PASSWORD });
    runs.prompt = await runCli({}, `ops@example.in\n${PROMPT_PASSWORD}\n${PROMPT_PASSWORD}\n`);
    runs.duplicate = await runCli({ ADMIN_EMAIL: 'root@example.in', ADMIN_PASSWORD: 'Another#Pass1' });
    runs.mismatch = await runCli({}, 'third@example.in\nFirst#Pass123\nOther#Pass123\n');
    runs.short = await runCli({ ADMIN_EMAIL: 'fourth@example.in', ADMIN_PASSWORD: 'short' });
    runs.badEmail = await runCli({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'Long#Enough1' });
    runs.noAnswer = await runCli({}, '');
  }, 180_000);

  it('creates the admin from ADMIN_EMAIL / ADMIN_PASSWORD and from the prompts, exit 0', () => {
    expect(runs.env.code, runs.env.stderr).toBe(0);
    expect(runs.env.stdout).toContain('Admin created: root@example.in');
    expect(runs.prompt.code, runs.prompt.stderr).toBe(0);
    expect(runs.prompt.stdout).toContain('Admin e-mail:');
    expect(runs.prompt.stdout).toContain('Admin created: ops@example.in');
  });

  it('never echoes a password', () => {
    for (const [name, r] of Object.entries(runs)) {
      for (const pw of [ENV_PASSWORD, PROMPT_PASSWORD, 'Another#Pass1', 'First#Pass123', 'short']) {
        expect(r.stdout + r.stderr, `${name} shows ${pw}`).not.toContain(pw);
      }
    }
  });

  it('refuses an e-mail that already has an account (exit 1) and changes nothing', () => {
    expect(runs.duplicate.code).toBe(1);
    expect(runs.duplicate.stderr).toContain(registrationMessages.duplicateEmail);
    expect(runs.duplicate.stdout).not.toContain('Admin created');
  });

  it('refuses bad input with the shared rules’ messages (exit 1)', () => {
    expect(runs.mismatch.code).toBe(1);
    expect(runs.mismatch.stderr).toContain(passwordMessages.mismatch);
    expect(runs.short.code).toBe(1);
    expect(runs.short.stderr).toContain(passwordMessages.tooShort);
    expect(runs.badEmail.code).toBe(1);
    expect(runs.badEmail.stderr).toContain(registrationMessages.email);
    expect(runs.noAnswer.code).toBe(1);
    expect(runs.noAnswer.stderr).toContain('Cancelled: no admin was created.');
  });

  it('makes verified admins who log in through the API and call admin routes; nothing else was made', async () => {
    const t = await createTestApp({ databaseUrl: databaseUrl(), dataDir });
    try {
      const login = async (email: string, password: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      for (const [email, password] of [
        ['root@example.in', ENV_PASSWORD],
        ['ops@example.in', PROMPT_PASSWORD],
      ]) {
        const res = await login(email, password);
        expect(res.statusCode, email).toBe(200);
        expect(res.json().user).toMatchObject({ email, role: 'Admin', isVerified: true });
        const users = await t.app.inject({
          method: 'GET',
          url: '/api/admin/getUsers',
          headers: { authorization: `Bearer ${res.json().token}` },
        });
        expect(users.statusCode).toBe(200);
        expect(
          users
            .json()
            .users.map((u: { email: string }) => u.email)
            .sort(),
        ).toEqual(['ops@example.in', 'root@example.in']);
      }
      // The refused second run did not change the first admin's password.
      expect((await login('root@example.in', 'Another#Pass1')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
