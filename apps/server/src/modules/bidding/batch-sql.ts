/**
 * The per-batch statements of the bidding transaction as pre-built SQL (issue #13, the lean bid
 * path): their text never changes, so no query is built per bid, PostgreSQL prepares each once per
 * connection (a named statement), and a batch's writes are ONE statement however many bids it
 * holds — the bid rows travel as one JSON parameter. The profile of the hot lot showed drizzle's
 * query building of the bid insert (about a dozen parameters per bid row) as the largest single
 * cost of a bid (bench/RESULTS.md).
 *
 * They run on the transaction's own connection (the driver client under drizzle's transaction);
 * `rawClientOf` answers null where there is none (the caller then uses the drizzle queries).
 */
import type { Db } from '../../db/client';
import type { NewBidRow } from './bid-queries';

/** What the batch writes to the locked sub-event row (its bidding state, nothing an edit sets). */
export interface SubEventStateWrite {
  engineState: unknown;
  closesAt: Date;
  status: string;
  closedAt: Date | null;
  leadingAmount: number | null;
  leaderId: string | null;
  leadingBidId: string | null;
  extensionCount: number;
  seq: number;
  lastBidHash: string;
  updatedAt: Date;
}

interface Rows {
  rows: unknown[][];
}
interface PgLikeClient {
  query(config: {
    name: string;
    text: string;
    values: unknown[];
    rowMode?: 'array';
    types?: { getTypeParser: (oid: number, format?: string) => unknown };
  }): Promise<Rows>;
}
interface PgliteLikeClient {
  query(
    text: string,
    params: unknown[],
    options?: { rowMode: 'array'; parsers: Record<number, (v: string) => unknown> },
  ): Promise<Rows>;
}

/** The driver client a statement runs on: node-postgres (named statements) or PGlite. */
export type RawClient = { kind: 'pg'; client: PgLikeClient } | { kind: 'pglite'; client: PgliteLikeClient };

/** The driver client under a drizzle transaction, or null when it cannot be reached. */
export function rawClientOf(tx: Db): RawClient | null {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client as
    | Record<string, unknown>
    | undefined;
  if (!client || typeof client.query !== 'function') return null;
  // A checked-out node-postgres client (pg.PoolClient) has its wire connection and release().
  if ('connection' in client && typeof client.release === 'function') {
    return { kind: 'pg', client: client as unknown as PgLikeClient };
  }
  // PGlite's transaction object (drizzle-orm/pglite runs each transaction on one).
  if (typeof client.exec === 'function' && typeof client.rollback === 'function') {
    return { kind: 'pglite', client: client as unknown as PgliteLikeClient };
  }
  return null;
}

async function run(c: RawClient, name: string, text: string, values: unknown[]): Promise<void> {
  if (c.kind === 'pg') await c.client.query({ name, text, values });
  else await c.client.query(text, values);
}

/**
 * Times, dates and intervals as the text PostgreSQL sends (what drizzle's column mappers expect,
 * as drizzle's own drivers pass them); every other type as the driver parses it.
 */
const TEXT_TYPES = new Set([1082, 1083, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const asText = (v: string) => v;
const pgliteParsers = Object.fromEntries([...TEXT_TYPES].map((oid) => [oid, asText]));
let pgTypes: { getTypeParser: (oid: number, format?: string) => unknown } | null = null;

async function select(c: RawClient, name: string, text: string, values: unknown[]): Promise<unknown[][]> {
  if (c.kind === 'pglite') {
    return (await c.client.query(text, values, { rowMode: 'array', parsers: pgliteParsers })).rows;
  }
  if (!pgTypes) {
    const { default: pg } = await import('pg');
    pgTypes = {
      getTypeParser: (oid, format) =>
        TEXT_TYPES.has(oid) ? asText : pg.types.getTypeParser(oid, (format ?? 'text') as 'text'),
    };
  }
  return (await c.client.query({ name, text, values, rowMode: 'array', types: pgTypes })).rows;
}

/** The batch's client bid ids already stored as bids (known-client-bids.ts); lists as JSON. */
const KNOWN_BIDS_SQL = `select id::text, bidder_id::text, client_bid_id, amount::float8, seq::float8 from bids
where sub_event_id = $1::text::uuid
  and bidder_id = any(array(select jsonb_array_elements_text($2::text::jsonb)::uuid))
  and client_bid_id = any(array(select jsonb_array_elements_text($3::text::jsonb)))`;

/** The same for auto-bid rows. */
const KNOWN_AUTOS_SQL = `select bidder_id::text, client_bid_id, limit_amount::float8 from auto_bids
where sub_event_id = $1::text::uuid
  and bidder_id = any(array(select jsonb_array_elements_text($2::text::jsonb)::uuid))
  and client_bid_id = any(array(select jsonb_array_elements_text($3::text::jsonb)))`;

export async function findKnownBidsRaw(
  c: RawClient,
  subEventId: string,
  bidderIds: string[],
  clientIds: string[],
): Promise<{ id: string; bidderId: string; clientBidId: string; amount: number; seq: number }[]> {
  const params = [subEventId, JSON.stringify(bidderIds), JSON.stringify(clientIds)];
  const rows = await select(c, 'neelami_bidding_known_bids', KNOWN_BIDS_SQL, params);
  return rows.map((r) => ({
    id: r[0] as string,
    bidderId: r[1] as string,
    clientBidId: r[2] as string,
    amount: r[3] as number,
    seq: r[4] as number,
  }));
}

export async function findKnownAutoBidsRaw(
  c: RawClient,
  subEventId: string,
  bidderIds: string[],
  clientIds: string[],
): Promise<{ bidderId: string; clientBidId: string; limit: number }[]> {
  const params = [subEventId, JSON.stringify(bidderIds), JSON.stringify(clientIds)];
  const rows = await select(c, 'neelami_bidding_known_autos', KNOWN_AUTOS_SQL, params);
  return rows.map((r) => ({ bidderId: r[0] as string, clientBidId: r[1] as string, limit: r[2] as number }));
}

/**
 * The bid rows and the sub-event's new bidding state in one statement. Every parameter is text
 * (cast in the statement), so both drivers send the same values; the rows are one JSON array.
 */
const COMMIT_BATCH_SQL = `with new_bids as (
  insert into bids (id, sub_event_id, bidder_id, amount, kind, status, client_bid_id, seq, serial, ip, created_at, prev_hash, hash)
  select b.id, $1::text::uuid, b.bidder_id, b.amount, b.kind, b.status, b.client_bid_id, b.seq, b.serial, b.ip, b.created_at, b.prev_hash, b.hash
  from jsonb_to_recordset($2::text::jsonb) as b(id uuid, bidder_id uuid, amount int8, kind text, status text,
    client_bid_id text, seq int8, serial int4, ip text, created_at timestamptz, prev_hash text, hash text)
)
update sub_events set engine_state = $3::text::jsonb, closes_at = $4::text::timestamptz, status = $5::text,
  closed_at = $6::text::timestamptz, leading_amount = $7::text::int8, leader_id = $8::text::uuid,
  leading_bid_id = $9::text::uuid, extension_count = $10::text::int4, seq = $11::text::int8,
  last_bid_hash = $12::text, updated_at = $13::text::timestamptz
where id = $1::text::uuid`;

const text = (v: number | null) => (v === null ? null : String(v));
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The JSON of the bid rows (the columns of jsonb_to_recordset above; defaults as the table's). */
function rowsJson(rows: NewBidRow[]): string {
  return JSON.stringify(
    rows.map((r) => ({
      id: r.id,
      bidder_id: r.bidderId,
      amount: r.amount,
      kind: r.kind,
      status: r.status ?? 'accepted',
      client_bid_id: r.clientBidId ?? null,
      seq: r.seq,
      serial: r.serial ?? 0,
      ip: r.ip ?? '',
      created_at: (r.createdAt ?? new Date()).toISOString(),
      prev_hash: r.prevHash,
      hash: r.hash,
    })),
  );
}

/** Inserts the batch's bid rows and writes the sub-event's bidding state, in one statement. */
export function commitBatchRows(
  c: RawClient,
  subEventId: string,
  rows: NewBidRow[],
  s: SubEventStateWrite,
): Promise<void> {
  return run(c, 'neelami_bidding_commit_batch', COMMIT_BATCH_SQL, [
    subEventId,
    rowsJson(rows),
    JSON.stringify(s.engineState),
    s.closesAt.toISOString(),
    s.status,
    iso(s.closedAt),
    text(s.leadingAmount),
    s.leaderId,
    s.leadingBidId,
    String(s.extensionCount),
    String(s.seq),
    s.lastBidHash,
    s.updatedAt.toISOString(),
  ]);
}
