import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type LockHolder, lockDataDir } from './data-dir-lock';

/** The Drizzle database (or a transaction on it): the same queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** A handle on the database the server runs on. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  /** The embedded PGlite client (null on PostgreSQL), for its data directory dump (backups). */
  pglite: PGlite | null;
}

/** How to open the database. */
export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Who holds the PGlite data directory while it is open (data-dir-lock.ts); default the script's name. */
  holder?: LockHolder;
  /** A PGlite data directory dump to load into an empty data directory (restore). */
  loadDataDir?: Blob;
}

/** `dataDir/pglite`: where the embedded database keeps its files. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/**
 * Gives a checked-out client back to the pool (which then drops it) as soon as its connection dies.
 * drizzle-orm's node-postgres `transaction()` sends BEGIN before its try/finally, so a connection
 * lost during BEGIN was never released: after a few such blips the pool had no clients left and
 * every query waited for the connect timeout, for good (faults-db.int.test.ts). The later release
 * by its owner becomes a no-op.
 */
function releaseDeadClients(pool: pg.Pool) {
  const watching = new WeakMap<pg.PoolClient, (err: Error) => void>();
  pool.on('acquire', (client) => {
    const onError = (err: Error) => {
      client.removeListener('error', onError);
      watching.delete(client);
      const release = client.release;
      client.release = () => {};
      try {
        release.call(client, err);
      } catch {
        // already released
      }
    };
    watching.set(client, onError);
    client.on('error', onError);
  });
  pool.on('release', (_err, client) => {
    const onError = watching.get(client);
    if (onError) client.removeListener('error', onError);
    watching.delete(client);
  });
}

/**
 * Opens PostgreSQL when `databaseUrl` is set, else embedded PGlite with its files in
 * `dataDir/pglite` ('memory://' keeps it in memory, for tests). The PGlite data directory is
 * locked while open: a second opener fails with DataDirInUseError.
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Database> {
  if (opts.databaseUrl && !opts.databaseUrl.startsWith('memory://')) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    // A connection lost while checked out (a query or transaction in progress) fails that query,
    // which the caller answers ("unavailable"); the client's own 'error' event has no listener
    // then and would crash the process (faults-db.int.test.ts). The pool drops the broken client
    // when it is released.
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    releaseDeadClients(pool);
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(drizzlePg(pool), { migrationsFolder });
      },
      close: () => pool.end(),
      ping: async () => {
        await pool.query('select 1');
      },
      pglite: null,
    };
  }
  let client: PGlite;
  let release = () => {};
  if (opts.databaseUrl?.startsWith('memory://')) {
    client = await PGlite.create();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    const lock = lockDataDir(opts.dataDir, opts.holder ?? { name: path.basename(process.argv[1] ?? 'node') });
    release = lock.release;
    try {
      const dir = pgliteDir(opts.dataDir);
      mkdirSync(dir, { recursive: true });
      client = await PGlite.create(dir, opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
    } catch (err) {
      release();
      throw err;
    }
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    ping: async () => {
      await client.query('select 1');
    },
    pglite: client,
  };
}
