import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import type { ResponseMismatch } from '../../src/plugins/response-check';
import { createTestDatabaseUrl } from './test-database';

/** A built app on its own fresh database, for one test file. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Base URL once `listen()` was called. */
  url: () => string;
  listen: () => Promise<string>;
  /** Answers that the OpenAPI document does not describe; `close()` fails while any is here. */
  responseMismatches: ResponseMismatch[];
  close: () => Promise<void>;
}

/**
 * Builds the real app on a real database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL).
 * Every answer is checked against the documented responses: a file whose requests receive an
 * undocumented status or body fails at `close()`, naming them.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { url: databaseUrl, drop } = await createTestDatabaseUrl();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'neelami-test-'));
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    },
    {
      databaseUrl,
      dataDir,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256!',
      webDist: null,
      seedDemo: false,
      // The job runner starts where a test asks for it (it adds a second to every app's start).
      jobs: false,
      ...overrides,
    },
  );
  const database = await openDatabase(config);
  await database.migrate();
  const responseMismatches: ResponseMismatch[] = [];
  const app = await buildApp({ config, database, checkResponses: (m) => responseMismatches.push(m) });
  let base = '';
  return {
    app,
    database,
    config,
    url: () => base,
    listen: async () => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const addr = app.server.address();
      base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
      return base;
    },
    responseMismatches,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
      if (responseMismatches.length > 0) {
        const lines = responseMismatches.map((m) => `${m.method} ${m.route} ${m.status}: ${m.problem}`);
        throw new Error(`Answers the OpenAPI document does not describe:\n${[...new Set(lines)].join('\n')}`);
      }
    },
  };
}
