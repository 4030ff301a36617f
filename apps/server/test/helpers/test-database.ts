import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database for one test file: a new PostgreSQL database when
 * TEST_DATABASE_URL is set (so files run in parallel without sharing rows),
 * else an in-memory PGlite ('memory://').
 */
export async function createTestDatabaseUrl(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: 'memory://', drop: async () => {} };
  const name = `neelami_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
