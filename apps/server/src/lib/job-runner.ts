/**
 * The job runner for delayed and repeated work (alerts before a lot opens or closes, due dates,
 * retries of sends): pg-boss, on the server's own database, so a job is a row — it survives a
 * restart and, with several instances on one PostgreSQL, runs once (pg-boss claims jobs with
 * `FOR UPDATE SKIP LOCKED`). On the embedded database it runs over the one PGlite connection.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

export type JobRunner = PgBoss;

/**
 * pg-boss's database interface over PGlite: statements with values are prepared; its migrations
 * and lock blocks come as several statements without values, which only `exec` runs. A failure
 * leaves no transaction open on the one connection the app shares.
 */
function pgliteDb(pglite: PGlite): PgBoss.Db {
  return {
    async executeSql(text, values) {
      try {
        if (values?.length) return await pglite.query(text, values);
        const results = await pglite.exec(text);
        return { rows: results.flatMap((r) => r.rows ?? []) };
      } catch (err) {
        await pglite.query('ROLLBACK').catch(() => {});
        throw err;
      }
    },
  };
}

/** Starts pg-boss on PGlite (`pglite`) or on PostgreSQL (`databaseUrl`, a small pool of its own). */
export async function startJobRunner(opts: {
  pglite: PGlite | null;
  databaseUrl: string | null;
  log: FastifyBaseLogger;
}): Promise<JobRunner> {
  const common = { schema: 'pgboss', application_name: 'neelami-jobs' };
  const boss = opts.pglite
    ? new PgBoss({ ...common, db: pgliteDb(opts.pglite) })
    : new PgBoss({ ...common, connectionString: opts.databaseUrl ?? undefined, max: 3 });
  boss.on('error', (err) => opts.log.error({ err }, 'job runner'));
  await boss.start();
  return boss;
}

/** Deadlock, or another instance created the same queue or its table first. */
const RACE_CODES = new Set(['40P01', '23505', '42P07', '40001']);

/**
 * Creates a queue unless it exists. Instances that start together on one PostgreSQL each try to
 * create it, and pg-boss's `create_queue` (a row plus a partition table) can deadlock or collide
 * between them; the loser looks again, and finds the queue the winner made.
 */
export async function ensureQueue(
  jobs: JobRunner,
  name: string,
  options: Omit<PgBoss.Queue, 'name'>,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await jobs.getQueue(name)) return;
    try {
      await jobs.createQueue(name, { ...options, name });
      return;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !RACE_CODES.has(code)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
