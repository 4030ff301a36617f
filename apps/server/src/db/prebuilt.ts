/**
 * Queries built once and run on whichever database or transaction they are given. drizzle-orm
 * builds a query's SQL on every run, and for the bid path's reads that was a large part of a bid's
 * CPU (the lock of a sub-event with its event, ~70 columns: ~0.3–0.5 ms per build on this
 * project's machine; bench/RESULTS.md). A prebuilt query keeps drizzle's prepared query of its
 * first run (its SQL with placeholders, its fields and row mapping) and runs it on the given
 * database's own connection, so inside a transaction it reads and locks on the transaction's
 * connection. Named, on node-postgres it is a prepared statement: each connection parses and plans
 * it once, and after a few runs PostgreSQL may keep one generic plan for all values. That suits a
 * lookup by primary key; a read whose best index depends on its values (the bids of a lot by bidder
 * and client id) stays unnamed (null) and is planned for its values on every run.
 *
 * Values go in as placeholders (`sql.placeholder('name')`); a list is one array placeholder
 * (`= any(${sql.placeholder('ids')})`), so the statement's shape never depends on its values.
 */
import { type DriverValueEncoder, is, Param, Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from './client';

interface Prepared<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** drizzle-orm's session of a database or transaction: its driver client runs the statements. */
interface SessionLike {
  client: unknown;
}

/**
 * A null value skips the column's encoder, as it does when drizzle-orm builds the query per call (a
 * placeholder's value goes through the encoder as it is, and `timestamp` would call null's
 * toISOString).
 */
function encodeNullAsNull(prepared: unknown) {
  const params = (prepared as { params?: unknown[] }).params;
  if (!Array.isArray(params)) throw new Error('prebuilt: the prepared query has no parameters to set');
  params.forEach((p, i) => {
    if (!is(p, Param) || !is(p.value, Placeholder)) return;
    const encoder = p.encoder as DriverValueEncoder<unknown, unknown>;
    params[i] = new Param(p.value, {
      mapToDriverValue: (v: unknown) => (v === null ? null : encoder.mapToDriverValue(v)),
    });
  });
}

function sessionOf(db: Db): SessionLike {
  const session = (db as unknown as { session?: SessionLike }).session;
  if (!session?.client) throw new Error('prebuilt: no driver client on this database');
  return session;
}

/**
 * A query of `build`, prepared (as `name`, when given) on first use, run with `values` on `db` (a
 * database or a transaction). `build` must give the same SQL every time: its values are placeholders.
 */
export function prebuilt<R>(
  name: string | null,
  build: (db: Db) => { prepare(name?: string): Prepared<R> },
): (db: Db, values: Record<string, unknown>) => Promise<R> {
  // One prepared query per driver (PGlite and node-postgres prepare differently).
  const byDriver = new Map<unknown, Prepared<R> & SessionLike>();
  return (db, values) => {
    const session = sessionOf(db);
    let prepared = byDriver.get(session.constructor);
    if (!prepared) {
      const query = build(db);
      prepared = (name === null ? query.prepare() : query.prepare(name)) as Prepared<R> & SessionLike;
      if (!('client' in prepared)) throw new Error('prebuilt: the prepared query has no client to set');
      encodeNullAsNull(prepared);
      byDriver.set(session.constructor, prepared);
    }
    // The prepared query as it is, on this database's connection.
    const onThis = Object.create(prepared) as Prepared<R> & SessionLike;
    onThis.client = session.client;
    return onThis.execute(values);
  };
}

/** drizzle-orm's database internals a statement of raw SQL is prepared with. */
interface SqlPreparer {
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): Prepared<{ rows: unknown[] }>;
  };
}

/**
 * A statement of raw SQL (`build()`, with `sql.placeholder` values), prepared once as `prebuilt`
 * prepares a query: for a statement no query builder makes (one that writes several tables at once
 * through `with`). Its rows come back as the driver gives them (column names as selected, values
 * as PostgreSQL's text types give them: timestamps and bigints as strings). Placeholders take
 * driver values: no column encoder runs (a jsonb value goes in as JSON text, cast in the SQL).
 */
export function prebuiltSql<R>(
  name: string | null,
  build: () => SQL,
): (db: Db, values: Record<string, unknown>) => Promise<R[]> {
  const run = prebuilt<{ rows: unknown[] }>(name, (db) => ({
    prepare(prepareName?: string) {
      const d = db as unknown as SqlPreparer;
      return d.session.prepareQuery(d.dialect.sqlToQuery(build()), undefined, prepareName, false);
    },
  }));
  return async (db, values) => (await run(db, values)).rows as R[];
}
