// The bid hash chain checked inside the database, for the bid log report: one query
// over a sub-event's chain instead of reading 100,000 rows to check them in JavaScript.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { GENESIS_HASH } from './bid-hash';
import { bids } from './tables';

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = (res: unknown) => (res as { rows: Record<string, unknown>[] }).rows;

/** What the database says about a sub-event's chain, up to `maxSeq`. */
export interface SqlChainCheck {
  maxSeq: number;
  count: number;
  /** 1-based position of the first row that breaks the chain, with why. */
  firstBreak: { n: number; bidId: string; seq: number; reason: 'altered' | 'unlinked' } | null;
  /** 1-based position of the row whose hash is `head`, if any. */
  headAt: number | null;
}

// bidHash (bid-hash.ts) in SQL: sha256(prevHash | digest), the digest sha256(salt | canonical
// fields), createdAt as JavaScript's toISOString() prints it. reports/chain-sql.int.test.ts holds
// the two to the same answer on generated bids, so a change to canonicalBid fails there.
/** A stored bid's digest (bid-hash.ts `bidDigest`), computed by the database. */
export const sqlBidDigest = sql`encode(sha256(convert_to(
  ${bids.salt} || '|' || ${bids.id}::text || '|' || ${bids.subEventId}::text || '|' || ${bids.bidderId}::text
  || '|' || ${bids.amount}::text || '|' || ${bids.kind} || '|' || coalesce(${bids.clientBidId}, '')
  || '|' || ${bids.seq}::text || '|' || to_char(${bids.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'UTF8')), 'hex')`;
const sqlBidHash = sql`encode(sha256(convert_to(${bids.prevHash} || '|' || ${sqlBidDigest}, 'UTF8')), 'hex')`;

/** The hash bidHash gives a stored bid, computed by the database (for the equivalence test). */
export async function sqlHashOf(db: Db, bidId: string): Promise<string> {
  const res = await db.execute(sql`select ${sqlBidHash} as h from ${bids} where ${bids.id} = ${bidId}`);
  return String(rowsOf(res)[0]?.h);
}

/**
 * Checks a sub-event's whole hash chain inside the database in one query (a
 * window over the chain order): the count, the first row whose prevHash is not
 * the previous row's hash or whose hash does not match its fields, and where the
 * sub-event's recorded chain head sits. Only a few numbers cross the wire, so the
 * PDF can print the verdict on page 1 before streaming 100,000 rows.
 */
export async function checkChainInDb(db: Db, subEventId: string, head: string): Promise<SqlChainCheck> {
  const res = await db.execute(sql`
    with c as (
      select ${bids.id} as id, ${bids.seq} as seq, ${bids.hash} as hash, ${bids.prevHash} as prev_hash,
        row_number() over w as n,
        lag(${bids.hash}, 1, ${GENESIS_HASH}) over w as expected_prev,
        ${sqlBidHash} as computed
      from ${bids}
      where ${bids.subEventId} = ${subEventId}
      window w as (order by ${bids.seq}, ${bids.serial}, ${bids.createdAt}, ${bids.id})
    ),
    b as (
      select n, id, seq, case when prev_hash <> expected_prev then 'unlinked' else 'altered' end as reason
      from c where prev_hash <> expected_prev or hash <> computed order by n limit 1
    )
    select (select count(*) from c)::int as count,
      (select coalesce(max(seq), 0) from c)::text as max_seq,
      (select min(n) from c where hash = ${head})::int as head_at,
      b.n::int as break_n, b.id::text as break_id, b.seq::text as break_seq, b.reason as break_reason
    from (select 1) one left join b on true`);
  const r = rowsOf(res)[0];
  return {
    count: Number(r.count),
    maxSeq: Number(r.max_seq),
    headAt: r.head_at === null ? null : Number(r.head_at),
    firstBreak:
      r.break_n === null
        ? null
        : {
            n: Number(r.break_n),
            bidId: String(r.break_id),
            seq: Number(r.break_seq),
            reason: r.break_reason === 'unlinked' ? 'unlinked' : 'altered',
          },
  };
}
