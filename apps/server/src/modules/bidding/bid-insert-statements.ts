/**
 * The statements that append a batch of up to PREBUILT_ROWS bid rows, built once per row count
 * (db/prebuilt.ts) and typed by the table: the common batch of a hot lot skips building its SQL.
 */
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prebuilt } from '../../db/prebuilt';
import { bids } from './tables';

type NewBidRow = typeof bids.$inferInsert;

/**
 * Appends `rows` with the prebuilt statement of their count; false (nothing written) when there
 * are more than PREBUILT_ROWS or a row leaves a column unset.
 */
export async function insertPrebuiltBids(db: Db, rows: NewBidRow[]): Promise<boolean> {
  const full =
    rows.length <= PREBUILT_ROWS && rows.every((r) => BID_COLUMNS.every((c) => r[c] !== undefined));
  if (!full) return false;
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const c of BID_COLUMNS) values[`${c}${i}`] = row[c];
  });
  await insertStatement(rows.length)(db, values);
  return true;
}

/** Every column of a bid row: the rows chainBidRows makes set them all. */
const BID_COLUMNS = [
  'id',
  'subEventId',
  'bidderId',
  'amount',
  'kind',
  'status',
  'clientBidId',
  'seq',
  'serial',
  'ip',
  'createdAt',
  'prevHash',
  'hash',
  'salt',
] as const satisfies readonly (keyof NewBidRow)[];

/** Batches of up to this many bid rows are inserted by a statement built once per row count. */
const PREBUILT_ROWS = 4;
const insertStatements = new Map<number, ReturnType<typeof buildInsert>>();
const buildInsert = (n: number) =>
  prebuilt(`insert_bids_${n}`, (db) =>
    db.insert(bids).values(Array.from({ length: n }, (_, i) => placeholdersOfRow(i))),
  );

/**
 * Row `i`'s placeholders, one per column named `${column}${i}`: spelt out so the insert is typed
 * by the table, and checked against BID_COLUMNS (the values filled in) by `satisfies`.
 */
function placeholdersOfRow(i: number) {
  const p = (column: (typeof BID_COLUMNS)[number]) => sql.placeholder(`${column}${i}`);
  return {
    id: p('id'),
    subEventId: p('subEventId'),
    bidderId: p('bidderId'),
    amount: p('amount'),
    kind: p('kind'),
    status: p('status'),
    clientBidId: p('clientBidId'),
    seq: p('seq'),
    serial: p('serial'),
    ip: p('ip'),
    createdAt: p('createdAt'),
    prevHash: p('prevHash'),
    hash: p('hash'),
    salt: p('salt'),
  } satisfies Record<(typeof BID_COLUMNS)[number], Placeholder>;
}

/** The statement for `n` rows, built at its first use. */
function insertStatement(n: number) {
  let statement = insertStatements.get(n);
  if (!statement) {
    statement = buildInsert(n);
    insertStatements.set(n, statement);
  }
  return statement;
}
