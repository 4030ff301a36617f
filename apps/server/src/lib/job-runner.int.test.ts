import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from '../../test/helpers/test-database';
import { ensureQueue, type JobRunner, startJobRunner } from './job-runner';

// Instances that start together on one PostgreSQL each create the queues they work; pg-boss's
// create_queue can deadlock between them. The embedded database has one connection: no race.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const runners: JobRunner[] = [];
let drop: () => Promise<void> = async () => {};

afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop({ graceful: false, wait: true })));
  await drop();
});

describe.skipIf(!onPostgres)('queues created by instances starting together', () => {
  it('exist once each, and no instance fails to start', async () => {
    const made = await createTestDatabaseUrl();
    drop = made.drop;
    const log = pino({ level: 'silent' });
    runners.push(
      ...(await Promise.all(
        [1, 2, 3].map(() => startJobRunner({ pglite: null, databaseUrl: made.url, log })),
      )),
    );
    const names = ['race-a', 'race-b', 'race-c', 'race-d'];
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        runners.flatMap((runner) =>
          names.map((name) => ensureQueue(runner, `${name}-${round}`, { policy: 'short' })),
        ),
      );
    }
    const queues = (await runners[0]!.getQueues())
      .map((q) => q.name)
      .filter((n) => n.startsWith('race-'))
      .sort();
    expect(queues).toEqual([0, 1, 2].flatMap((round) => names.map((n) => `${n}-${round}`)).sort());
  }, 60_000);
});
